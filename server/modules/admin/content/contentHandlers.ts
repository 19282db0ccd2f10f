import type { AppContext } from '../../../context';
import type { Session } from '../../../http/auth';
import type { Handlers } from '../../../http/registerApi';
import { countPushShown, sendComposedPush } from '../../push';
import { refusedWordsIn } from '../../room';
import { onePush, pushHistory, pushRowOf } from './pushHistory';
import { currentDocument, listVersions, oneVersion, restoreVersion, saveVersion } from './richTextService';
import { addWords, importWords, listWords, removeWords } from './wordsService';

const actorOf = (session: Session | undefined) => (session ? `user:${session.user.username}` : 'cli');

/**
 * The console's calls of protocol/adminContentEndpoints.ts: refused words (wordsService.ts), pushes
 * (push module's sendComposedPush, pushHistory.ts) and rich-text pages (richTextService.ts).
 */
export function contentAdminHandlers(ctx: AppContext): Handlers {
  return {
    adminWordsList: ({ body }) => listWords(ctx, body),
    adminWordsAdd: ({ body, session }) => addWords(ctx, body.words, body.version, actorOf(session)),
    adminWordsRemove: ({ body, session }) => removeWords(ctx, body.words, body.version, actorOf(session)),
    adminWordsImport: ({ body, session }) => importWords(ctx, body, actorOf(session)),
    adminWordsTest: async ({ body }) => {
      const matched = await refusedWordsIn(ctx, body.sentence);
      return { refused: matched.length > 0, matched };
    },
    adminPushSend: async ({ body, session }) =>
      pushRowOf(await sendComposedPush(ctx, body, actorOf(session))),
    adminPushHistory: ({ body }) => pushHistory(ctx, body),
    adminPushOne: ({ body }) => onePush(ctx, body.id),
    pushShown: ({ body, req }) => countPushShown(ctx, body, req.ip),
    adminRichTextVersions: ({ body }) => listVersions(ctx, body),
    adminRichTextCurrent: ({ body }) => currentDocument(ctx, body),
    adminRichTextVersion: ({ body }) => oneVersion(ctx, body.id),
    adminRichTextSave: ({ body, session }) => saveVersion(ctx, body, actorOf(session)),
    adminRichTextRestore: ({ body, session }) => restoreVersion(ctx, body.id, actorOf(session)),
  };
}
