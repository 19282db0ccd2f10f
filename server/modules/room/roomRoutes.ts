import { ROOM_RIGHTS } from '../../../protocol/room';
import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';
import { chatStateOf } from './chatState';
import { auditList, blacklistList, muteList, staffList, viewerList, visitList } from './lists';
import { clearScreen, deleteMessage, editUser, setBlacklist, stopChat } from './moderation';
import { resolveRoom, roleOf } from './rooms';
import { readSensitiveWords, setSensitiveWords } from './words';

/** Chat-room moderation, its lists and the platform's word list (§6, §7; protocol/roomModeration.ts). */
export function roomHandlers(ctx: AppContext): Handlers {
  return {
    anchorUser: ({ body, session }) => staffList(ctx, session.user, body.roomID),
    editUser: ({ body, session }) => editUser(ctx, session.user, body),
    async anchorUserAuth({ body, session }) {
      const user = session.user;
      const room = await resolveRoom(ctx, body.roomID);
      const [role, state] = await Promise.all([
        roleOf(ctx.database.db, room, user),
        chatStateOf(ctx.database.db, room.key, user.id, ctx.now()),
      ]);
      return {
        roomID: room.key,
        role,
        actions: [...ROOM_RIGHTS[role]],
        mute: state.mute,
        blacklisted: state.blacklisted,
      };
    },
    clearMsg: ({ body, session }) => clearScreen(ctx, session.user, body.roomID),
    stopChat: ({ body, session }) => stopChat(ctx, session.user, body),
    roomBlacklistSet: ({ body, session }) =>
      setBlacklist(ctx, session.user, body.roomID, body.userID, body.on),
    roomBlacklist: ({ body, session }) => blacklistList(ctx, session.user, body),
    roomMuteList: ({ body, session }) => muteList(ctx, session.user, body),
    roomViewers: ({ body, session }) => viewerList(ctx, session.user, body),
    roomViewerHistory: ({ body, session }) => visitList(ctx, session.user, body),
    roomAudit: ({ body, session }) => auditList(ctx, session.user, body),
    chatMessageDelete: ({ body, session }) => deleteMessage(ctx, session.user, body.roomID, body.msgID),
    adminSensitiveWords: () => readSensitiveWords(ctx),
    adminSensitiveWordsSet: ({ body }) => setSensitiveWords(ctx, body.words, body.version),
  };
}
