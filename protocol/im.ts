import { z } from 'zod';

import {
  ContentType,
  IM_FUNCS,
  IM_MAX_FRAME_BYTES,
  type ImEvent,
  type ImFunc,
  SessionType,
} from './imConstants';
import { groupEventData, groupReadCountsData, groupReadCountsReply } from './group';
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

export * from './imConstants';

// Frame, content and data schemas of the messaging socket; names, codes and limits are in
// protocol/imConstants.ts.

export const requestFrame = z.strictObject({
  reqFuncName: z.enum(IM_FUNCS),
  operationID: z.string().min(1).max(64),
  userID: z.string().min(1).max(64),
  data: z.string().max(IM_MAX_FRAME_BYTES),
});
export type RequestFrame = z.infer<typeof requestFrame>;

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

const sendFields = {
  clientMsgID: id,
  contentType: z.number().int(),
  content: z.string().max(IM_MAX_FRAME_BYTES / 2),
};
/** A private message names its recipient; a group message its group (protocol/group.ts). */
export const singleSendData = z.strictObject({
  ...sendFields,
  recvID: id,
  sessionType: z.literal(SessionType.Single),
});
export const groupSendData = z.strictObject({
  ...sendFields,
  groupID: z.string().regex(/^[1-9]\d{0,9}$/),
  sessionType: z.literal(SessionType.SuperGroup),
});
export const sendMessageData = z.discriminatedUnion('sessionType', [singleSendData, groupSendData]);
export type SendMessageData = z.infer<typeof sendMessageData>;
export type SingleSendData = z.infer<typeof singleSendData>;
export type GroupSendData = z.infer<typeof groupSendData>;

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
  /** The group of a group message (sessionType SuperGroup); absent for private messages. */
  groupID: z.string().optional(),
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
  /** The group of a group conversation (sessionType SuperGroup); `showName`/`faceURL` are the group's. */
  groupID: z.string().optional(),
  /** Set by the worker, not the server: a message of this group @-mentions me (or @all) and is unread ("[@me]"). */
  atMe: z.boolean().optional(),
  /** Group conversations: seqs at or below it are not the member's (sent before joining, or cleared). */
  minSeq: z.number().int().optional(),
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

/** GetLoginStatus answers LoginStatus (3 logged in, 4 guest); also the heartbeat of §7. */
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
  GetGroupReadCounts: groupReadCountsData,
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
  GetGroupReadCounts: groupReadCountsReply,
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
  ...groupEventData,
} as const satisfies Partial<Record<ImEvent, z.ZodType>>;

/** The address a browser connects to, from `/openim-url/get`. */
export const imUrlResponse = z.object({ wsUrl: z.string(), guestID: z.string() });
