import { z } from 'zod';

import { matchUpdateSchema, subscribeMatchesData, subscribeMatchesReply } from './matchLive';
import { redPacketOpenRequest, redPacketOpenResponse } from './redPacket';
import {
  joinRoomData,
  joinRoomReply,
  leaveRoomData,
  leaveRoomReply,
  roomMessagesEvent,
  roomNoticeSchema,
  sendRoomMessageData,
  sendRoomMessageReply,
} from './room';

/**
 * The messaging socket (§7 "Messaging socket", product-notes IM): one WebSocket per browser at the
 * address of `/openim-url/get`, query `sendID`, `token`, `platformID=5` (a guest connects with
 * `sendID` = its guest id and no token). Request frames carry `reqFuncName`, `operationID`,
 * `userID` (must be the socket's user) and `data` (a JSON string); every reply and event carries
 * `event`, `errCode` (0 = ok, else a code of protocol/errors.ts), `errMsg`, `data` (JSON string),
 * `operationID` (empty for events the server pushes). See docs in protocol/IM.md.
 */

export const IM_PATH = '/msg_gateway';
export const IM_PLATFORM_WEB = 5;
/** A frame above this many bytes is refused (and the socket closed when it repeats). */
export const IM_MAX_FRAME_BYTES = 64 * 1024;
/** Heartbeat of §7/§9: idle 9 s -> check login status every 10 s; reconnect after 500 ms. */
export const IM_IDLE_MS = 9_000;
export const IM_HEARTBEAT_MS = 10_000;
export const IM_RECONNECT_MS = 500;
export const IM_RECONNECT_MAX_MS = 30_000;
/** A sender may revoke its message within this window. */
export const IM_REVOKE_WINDOW_MS = 2 * 60_000;
/** A guest connects without a token and with a `sendID` of this shape (from `/openim-url/get`). */
export const GUEST_ID_PREFIX = 'guest_';
export const GUEST_ID_PATTERN = /^guest_[A-Za-z0-9_-]{8,40}$/;
/**
 * Close codes of the socket. 1000 after Logout, 1001 when the server stops, 1009 for a frame above
 * 1 MiB; 4001-4006 are ours: the worker logs out to a guest socket on 4002 and reconnects otherwise
 * (with back-off: 4006 says the address or the user already holds as many sockets as allowed).
 */
export const ImCloseCode = {
  Logout: 1000,
  ServerClosing: 1001,
  FrameTooLarge: 1009,
  SendIdMismatch: 4001,
  TokenInvalid: 4002,
  TooManyBadFrames: 4004,
  BadQuery: 4005,
  TooManySockets: 4006,
} as const;
/** The bad frame (errCode 1000/1001/1006 answer) that makes this many in a minute is answered, then the socket closes with 4004. */
export const IM_BAD_FRAME_LIMIT = 20;
/** SDK codes of §8. */
export const SdkCode = { ConnectionClosed: 111, Connecting: 112, NetworkError: 113 } as const;

export const SessionType = { Single: 1, Group: 2, SuperGroup: 3, Notification: 4 } as const;
export const ContentType = {
  Text: 101,
  Picture: 102,
  Voice: 103,
  Video: 104,
  File: 105,
  AtText: 106,
  Merged: 107,
  Card: 108,
  Location: 109,
  Custom: 110,
  Typing: 113,
  Quote: 114,
  Face: 115,
  SpecialGroup: 888,
  Revoked: 2101,
} as const;
export const MsgStatus = { Sending: 1, Succeeded: 2, Failed: 3 } as const;
export const RecvOpt = { Normal: 0, NotReceive: 1, NoNotify: 2 } as const;
export const GroupRole = { Member: 1, Owner: 2, Admin: 3 } as const;
export const PlatformId = { iOS: 1, Android: 2, Windows: 3, Mac: 4, Web: 5, Linux: 7, Admin: 10 } as const;
/** Socket message types 31 and 32 refresh the system-message count (§4). */
export const SYSTEM_MESSAGE_TYPES = [31, 32] as const;

export const IM_FUNCS = [
  'GetLoginStatus',
  'Logout',
  'SendMessage',
  'GetNewestSeq',
  'PullMessageBySeqs',
  'GetConversationList',
  'MarkConversationAsRead',
  'RevokeMessage',
  'DeleteMessage',
  'SetConversationRecvOpt',
  'PinConversation',
  'SubscribeMatches',
  'JoinRoom',
  'LeaveRoom',
  'SendRoomMessage',
  'OpenRedPacket',
] as const;
export type ImFunc = (typeof IM_FUNCS)[number];

export const IM_EVENTS = [
  'OnConnectSuccess',
  'OnRecvNewMessage',
  'OnConversationChanged',
  'OnTotalUnreadMessageCountChanged',
  'OnRecvC2CReadReceipt',
  'OnNewRecvMessageRevoked',
  'OnFriendApplicationAdded',
  'OnFriendApplicationAccepted',
  'OnFriendApplicationRejected',
  'OnFriendAdded',
  'OnFriendDeleted',
  'OnBlackAdded',
  'OnBlackDeleted',
  'OnSystemMessage',
  'OnKickedOffline',
  'OnMatchUpdate',
  'OnRoomMessages',
  'OnRoomNotice',
] as const;
export type ImEvent = (typeof IM_EVENTS)[number];

export const requestFrame = z.strictObject({
  reqFuncName: z.enum(IM_FUNCS),
  operationID: z.string().min(1).max(64),
  userID: z.string().min(1).max(64),
  data: z.string().max(IM_MAX_FRAME_BYTES),
});
export type RequestFrame = z.infer<typeof requestFrame>;

export interface ReplyFrame {
  event: ImFunc | ImEvent;
  errCode: number;
  errMsg: string;
  data: string;
  operationID: string;
}

/** Single-chat conversation id: both user ids, smaller first, so both sides name it alike. */
export function singleConversationId(a: string, b: string): string {
  const [x, y] = [a, b].sort((p, q) => p.length - q.length || p.localeCompare(q));
  return `si_${x}_${y}`;
}

const id = z.string().min(1).max(64);
const url = z.string().min(1).max(1000);

/** One message inside a merged forward (§3 merged): who wrote it, when, and its kind and content. */
const mergedItem = z.strictObject({
  clientMsgID: id,
  senderNickname: z.string().max(50),
  sendTime: z.number().int().nonnegative(),
  contentType: z.number().int(),
  content: z.string().max(6000),
});
export type MergedItem = z.infer<typeof mergedItem>;
/** Forward targets at most 50 (§5); a merged forward holds at most this many messages. */
export const FORWARD_TARGETS_MAX = 50;
export const MERGED_MESSAGES_MAX = 100;

/** Content of each kind, as the JSON inside `content`. */
export const contentSchemas = {
  [ContentType.Text]: z.strictObject({ text: z.string().min(1).max(5000) }),
  [ContentType.Picture]: z.strictObject({
    bigPicture: z.strictObject({
      url,
      width: z.number().int().nonnegative(),
      height: z.number().int().nonnegative(),
      size: z.number().int().nonnegative(),
    }),
  }),
  [ContentType.Voice]: z.strictObject({ url, duration: z.number().nonnegative().max(600) }),
  [ContentType.Video]: z.strictObject({
    videoUrl: url,
    duration: z.number().nonnegative().max(60),
    snapshotUrl: url.optional(),
    size: z.number().int().nonnegative(),
  }),
  [ContentType.File]: z.strictObject({
    url,
    name: z.string().min(1).max(200),
    size: z.number().int().nonnegative(),
  }),
  [ContentType.AtText]: z.strictObject({
    text: z.string().min(1).max(5000),
    atUserIDs: z.array(id).max(100),
  }),
  [ContentType.Merged]: z.strictObject({
    title: z.string().max(200),
    summaries: z.array(z.string().max(200)).max(10),
    messageIDs: z.array(id).max(100),
    /** The forwarded messages themselves, so the receiver can open the history (each checked as its kind). */
    messages: z.array(mergedItem).max(100).optional(),
  }),
  [ContentType.Card]: z.strictObject({
    userID: id,
    nickname: z.string().max(50),
    faceURL: z.string().max(1000),
  }),
  [ContentType.Custom]: z.strictObject({ data: z.string().max(5000) }),
  [ContentType.Quote]: z.strictObject({
    text: z.string().min(1).max(5000),
    quoteClientMsgID: id,
    quoteSummary: z.string().max(200),
  }),
  [ContentType.Face]: z.strictObject({ index: z.number().int().min(0).max(108) }),
} as const;
export type SendableContentType = keyof typeof contentSchemas;
export const SENDABLE_CONTENT_TYPES = Object.keys(contentSchemas).map(Number) as SendableContentType[];

export const sendMessageData = z.strictObject({
  clientMsgID: id,
  recvID: id,
  sessionType: z.literal(SessionType.Single),
  contentType: z.number().int(),
  content: z.string().max(IM_MAX_FRAME_BYTES / 2),
});
export type SendMessageData = z.infer<typeof sendMessageData>;

export const messageSchema = z.object({
  serverMsgID: z.string(),
  clientMsgID: z.string(),
  conversationID: z.string(),
  seq: z.number().int(),
  sendID: z.string(),
  recvID: z.string(),
  sessionType: z.number().int(),
  contentType: z.number().int(),
  content: z.string(),
  sendTime: z.number(),
  senderNickname: z.string(),
  senderFaceUrl: z.string().nullable(),
});
export type ImMessage = z.infer<typeof messageSchema>;

export const sendMessageReply = z.object({
  serverMsgID: z.string(),
  seq: z.number().int(),
  sendTime: z.number(),
  conversationID: z.string(),
});
export const newestSeqReply = z.object({ seqs: z.record(z.string(), z.number().int()) });
export const pullData = z.strictObject({
  conversationID: id,
  begin: z.number().int().min(1),
  end: z.number().int().min(1),
});
/** At most this many messages per pull; the worker pulls a long gap in pages. */
export const IM_PULL_MAX = 200;
export const pullReply = z.object({ messages: z.array(messageSchema) });

export const conversationSchema = z.object({
  conversationID: z.string(),
  sessionType: z.number().int(),
  userID: z.string(),
  showName: z.string(),
  faceURL: z.string().nullable(),
  recvMsgOpt: z.number().int(),
  isPinned: z.boolean(),
  unreadCount: z.number().int(),
  maxSeq: z.number().int(),
  hasReadSeq: z.number().int(),
  /** Up to where the peer has read (single chats): my messages at or below it show as read. */
  peerReadSeq: z.number().int().optional(),
  latestMsg: messageSchema.nullable(),
  latestMsgSendTime: z.number(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListReply = z.object({
  conversations: z.array(conversationSchema),
  totalUnread: z.number().int(),
});

export const markReadData = z.strictObject({ conversationID: id, hasReadSeq: z.number().int().min(0) });
export const revokeData = z.strictObject({ conversationID: id, clientMsgID: id });
export const deleteData = z.strictObject({ conversationID: id, clientMsgIDs: z.array(id).min(1).max(100) });
export const recvOptData = z.strictObject({
  conversationID: id,
  recvMsgOpt: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export const pinData = z.strictObject({ conversationID: id, isPinned: z.boolean() });
export const emptyData = z.strictObject({});

/** GetLoginStatus: 3 logged in (user socket), 4 guest; also the heartbeat of §7. */
export const LoginStatus = { Logged: 3, Guest: 4 } as const;
export const loginStatusReply = z.object({ status: z.number().int(), userID: z.string() });
export const markReadReply = z.object({
  conversationID: z.string(),
  hasReadSeq: z.number().int(),
  unreadCount: z.number().int(),
});
export const deleteReply = z.object({ deleted: z.number().int() });
/** `content` of a revoked message, whose contentType is then `ContentType.Revoked`. */
export const revokedContent = z.object({
  revokerID: z.string(),
  revokeTime: z.number(),
  sourceContentType: z.number().int(),
});
export const revokeReply = z.object({
  conversationID: z.string(),
  clientMsgID: z.string(),
  seq: z.number().int(),
});

/** The data schema of each function. */
export const funcData = {
  GetLoginStatus: emptyData,
  Logout: emptyData,
  SendMessage: sendMessageData,
  GetNewestSeq: emptyData,
  PullMessageBySeqs: pullData,
  GetConversationList: emptyData,
  MarkConversationAsRead: markReadData,
  RevokeMessage: revokeData,
  DeleteMessage: deleteData,
  SetConversationRecvOpt: recvOptData,
  PinConversation: pinData,
  SubscribeMatches: subscribeMatchesData,
  JoinRoom: joinRoomData,
  LeaveRoom: leaveRoomData,
  SendRoomMessage: sendRoomMessageData,
  OpenRedPacket: redPacketOpenRequest,
} as const satisfies Record<ImFunc, z.ZodType>;

/** The data (JSON inside `data`) of a successful reply to each function. */
export const funcReply = {
  GetLoginStatus: loginStatusReply,
  Logout: emptyData,
  SendMessage: sendMessageReply,
  GetNewestSeq: newestSeqReply,
  PullMessageBySeqs: pullReply,
  GetConversationList: conversationListReply,
  MarkConversationAsRead: markReadReply,
  RevokeMessage: revokeReply,
  DeleteMessage: deleteReply,
  SetConversationRecvOpt: conversationSchema,
  PinConversation: conversationSchema,
  SubscribeMatches: subscribeMatchesReply,
  JoinRoom: joinRoomReply,
  LeaveRoom: leaveRoomReply,
  SendRoomMessage: sendRoomMessageReply,
  OpenRedPacket: redPacketOpenResponse,
} as const satisfies Record<ImFunc, z.ZodType>;

export const readReceiptEvent = z.object({
  conversationID: z.string(),
  /** The reader. */
  userID: z.string(),
  hasReadSeq: z.number().int(),
});
export const messageRevokedEvent = z.object({
  conversationID: z.string(),
  clientMsgID: z.string(),
  serverMsgID: z.string(),
  seq: z.number().int(),
  revokerID: z.string(),
  revokeTime: z.number(),
});

/** The data of the events the im module pushes (friend events are described by protocol/friend). */
export const eventData = {
  OnConnectSuccess: z.object({ userID: z.string(), guest: z.boolean() }),
  OnRecvNewMessage: messageSchema,
  OnConversationChanged: z.array(conversationSchema),
  OnTotalUnreadMessageCountChanged: z.object({ totalUnread: z.number().int() }),
  OnRecvC2CReadReceipt: readReceiptEvent,
  OnNewRecvMessageRevoked: messageRevokedEvent,
  OnKickedOffline: z.object({ reason: z.string() }),
  /** A score or status change of a followed match (protocol/matchLive.ts; guests get them too). */
  OnMatchUpdate: matchUpdateSchema,
  /** Chat-room messages, batched (protocol/room.ts; guests get them too). */
  OnRoomMessages: roomMessagesEvent,
  OnRoomNotice: roomNoticeSchema,
} as const satisfies Partial<Record<ImEvent, z.ZodType>>;

/** Emoji tokens in text: `[::N::]` with N one of the 109 emoji (§3). */
export const EMOJI_COUNT = 109;
export const EMOJI_TOKEN = /\[::(\d{1,3})::\]/g;

/** The address a browser connects to, from `/openim-url/get`. */
export const imUrlResponse = z.object({ wsUrl: z.string(), guestID: z.string() });
