import { ErrorCode } from '../../../protocol/errors';
import { LoginStatus } from '../../../protocol/im';
import { ApiError } from '../../http/apiError';
import type { SocketFunctionTable } from '../realtime';
import { listConversations, newestSeqs, totalOf } from './conversationService';
import { groupReadCounts } from './groupRead';
import { markRead, publishOwnConversation, setMemberOption } from './memberFunctions';
import { deleteForMe, pullMessages } from './messageService';
import { revoke } from './revokeFunction';
import { sendMessage } from './sendService';

/**
 * Messaging's socket functions (private and group chat) and what a guest gets of them (a guest has no conversations);
 * rooms, red envelopes and matches register theirs in their own modules.
 */
export const imFunctions: SocketFunctionTable = {
  GetLoginStatus: {
    user: (call) => Promise.resolve({ status: LoginStatus.Logged, userID: call.userID }),
    guest: (call) => Promise.resolve({ status: LoginStatus.Guest, userID: call.userID }),
  },
  Logout: { user: () => Promise.resolve({}), guest: () => Promise.resolve({}) },
  SendMessage: {
    user: (call, data) => sendMessage(call.ctx, call.userId, call.socketId, data, call.queued),
  },
  GetNewestSeq: {
    user: async (call) => ({ seqs: await newestSeqs(call.ctx.database.db, call.userId) }),
    guest: () => Promise.resolve({ seqs: {} }),
  },
  PullMessageBySeqs: {
    user: async (call, data) => ({
      messages: await pullMessages(
        call.ctx.database.db,
        call.userId,
        data.conversationID,
        data.begin,
        data.end,
      ),
    }),
    guest: () => Promise.reject(new ApiError(ErrorCode.NotInConversation)),
  },
  GetConversationList: {
    user: async (call) => {
      const conversations = await listConversations(call.ctx.database.db, call.userId);
      return { conversations, totalUnread: totalOf(conversations) };
    },
    guest: () => Promise.resolve({ conversations: [], totalUnread: 0 }),
  },
  MarkConversationAsRead: { user: markRead },
  RevokeMessage: { user: revoke },
  DeleteMessage: {
    user: async (call, data) => {
      const deleted = await deleteForMe(
        call.ctx.database.db,
        call.userId,
        data.conversationID,
        data.clientMsgIDs,
      );
      if (deleted > 0) await publishOwnConversation(call, data.conversationID);
      return { deleted };
    },
  },
  SetConversationRecvOpt: {
    user: (call, data) => setMemberOption(call, data.conversationID, { recvMsgOpt: data.recvMsgOpt }),
  },
  PinConversation: {
    user: (call, data) => setMemberOption(call, data.conversationID, { isPinned: data.isPinned }),
  },
  GetGroupReadCounts: { user: groupReadCounts },
};
