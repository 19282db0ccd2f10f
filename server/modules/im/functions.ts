import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import { type funcData, type funcReply, type ImFunc, LoginStatus } from '../../../protocol/im';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import { openRedPacket } from '../redpacket/claimService';
import { joinRoom, leaveRoom, sendRoomMessage } from '../room/chatFunctions';
import { listConversations, newestSeqs, totalOf } from './conversationService';
import type { HubSocket } from './hub';
import { followMatches } from './matchFollowers';
import { markRead, publishOwnConversation, setMemberOption } from './memberFunctions';
import { deleteForMe, pullMessages } from './messageService';
import { revoke } from './revokeFunction';
import { sendMessage } from './sendService';

/** Who calls: a user (userId set) or a guest (read-only). */
export interface ImCall {
  ctx: AppContext;
  userID: string;
  userId: number | undefined;
  socketId: string;
  /** The calling socket (rooms keep it to deliver to). */
  socket?: HubSocket;
  /** Called by SendMessage once the message has its place in the store order (the socket reads on). */
  queued?: () => void;
}
export type UserCall = ImCall & { userId: number };

type Data<N extends ImFunc> = z.output<(typeof funcData)[N]>;
type Reply<N extends ImFunc> = z.input<(typeof funcReply)[N]>;
type Fn<N extends ImFunc, C> = (call: C, data: Data<N>) => Promise<Reply<N>>;

/** What a guest may call, and its answers; every other function answers 1005 to a guest. */
const GUEST: { [N in ImFunc]?: Fn<N, ImCall> } = {
  GetLoginStatus: (call) => Promise.resolve({ status: LoginStatus.Guest, userID: call.userID }),
  Logout: () => Promise.resolve({}),
  GetNewestSeq: () => Promise.resolve({ seqs: {} }),
  GetConversationList: () => Promise.resolve({ conversations: [], totalUnread: 0 }),
  PullMessageBySeqs: () => Promise.reject(new ApiError(ErrorCode.NotInConversation)),
  SubscribeMatches: (call, data) =>
    Promise.resolve({ matchIds: followMatches(call.ctx, call.socketId, data.matchIds) }),
  JoinRoom: joinRoom,
  LeaveRoom: leaveRoom,
};

const USER: { [N in ImFunc]: Fn<N, UserCall> } = {
  GetLoginStatus: (call) => Promise.resolve({ status: LoginStatus.Logged, userID: call.userID }),
  Logout: () => Promise.resolve({}),
  SendMessage: (call, data) => sendMessage(call.ctx, call.userId, call.socketId, data, call.queued),
  GetNewestSeq: async (call) => ({ seqs: await newestSeqs(call.ctx.database.db, call.userId) }),
  PullMessageBySeqs: async (call, data) => ({
    messages: await pullMessages(
      call.ctx.database.db,
      call.userId,
      data.conversationID,
      data.begin,
      data.end,
    ),
  }),
  GetConversationList: async (call) => {
    const conversations = await listConversations(call.ctx.database.db, call.userId);
    return { conversations, totalUnread: totalOf(conversations) };
  },
  MarkConversationAsRead: markRead,
  RevokeMessage: revoke,
  DeleteMessage: async (call, data) => {
    const deleted = await deleteForMe(
      call.ctx.database.db,
      call.userId,
      data.conversationID,
      data.clientMsgIDs,
    );
    if (deleted > 0) await publishOwnConversation(call, data.conversationID);
    return { deleted };
  },
  SetConversationRecvOpt: (call, data) =>
    setMemberOption(call, data.conversationID, { recvMsgOpt: data.recvMsgOpt }),
  PinConversation: (call, data) => setMemberOption(call, data.conversationID, { isPinned: data.isPinned }),
  SubscribeMatches: (call, data) =>
    Promise.resolve({ matchIds: followMatches(call.ctx, call.socketId, data.matchIds) }),
  JoinRoom: joinRoom,
  LeaveRoom: leaveRoom,
  SendRoomMessage: sendRoomMessage,
  OpenRedPacket: (call, data) => openRedPacket(call.ctx, call.userId, data),
};

/** Runs one validated function for the socket's caller; refusals are thrown as ApiError. */
export function runFunction<N extends ImFunc>(call: ImCall, name: N, data: Data<N>): Promise<Reply<N>> {
  if (call.userId === undefined) {
    const fn = GUEST[name];
    return fn ? fn(call, data) : Promise.reject(new ApiError(ErrorCode.LoginRequired));
  }
  return (USER[name] as Fn<N, UserCall>)(call as UserCall, data);
}
