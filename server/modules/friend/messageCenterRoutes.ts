import { LANGUAGE_HEADER } from '../../../protocol/language';
import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';
import { languageOf } from '../../services/siteSettings';
import { readMessageSettings, writeMessageSettings } from './messageSettings';
import { addPhrase, deletePhrase, editPhrase, listPhrases, sortPhrases } from './phrases';
import {
  countSystemMessages,
  deleteSystemMessages,
  listSystemMessages,
  systemMessageDetail,
} from './systemMessages';

/** System messages (in the request language), common phrases and message settings of the caller. */
export function messageCenterHandlers(ctx: AppContext): Handlers {
  return {
    systemMessageCount: ({ session }) => countSystemMessages(ctx, session.user.id),
    systemMessageList: ({ body, session, req }) =>
      listSystemMessages(ctx, session.user.id, body, languageOf(req.headers[LANGUAGE_HEADER])),
    systemMessageDetail: ({ body, session, req }) =>
      systemMessageDetail(ctx, session.user.id, body.id, languageOf(req.headers[LANGUAGE_HEADER])),
    systemMessageDelete: ({ body, session }) => deleteSystemMessages(ctx, session.user.id, body.ids),
    phraseListAll: ({ session }) => listPhrases(ctx.database.db, session.user.id),
    phraseAdd: ({ body, session }) => addPhrase(ctx, session.user.id, body.text),
    phraseEdit: ({ body, session }) => editPhrase(ctx, session.user.id, body.id, body.text),
    async phraseDelete({ body, session }) {
      await deletePhrase(ctx, session.user.id, body.id);
      return {};
    },
    phraseBatchSort: ({ body, session }) => sortPhrases(ctx, session.user.id, body.ids),
    messageSettingGet: ({ session }) => readMessageSettings(ctx, session.user.id),
    messageSettingSet: ({ body, session }) => writeMessageSettings(ctx, session.user.id, body),
  };
}
