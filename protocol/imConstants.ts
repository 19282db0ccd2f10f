/**
 * The messaging socket (§7 "Messaging socket", product-notes IM): one WebSocket per browser at the
 * address of `/openim-url/get`, query `sendID`, `token`, `platformID=5` (a guest connects with
 * `sendID` = its guest id and no token). Request frames carry `reqFuncName`, `operationID`,
 * `userID` (must be the socket's user) and `data` (a JSON string); every reply and event carries
 * `event`, `errCode` (0 = ok, else a code of protocol/errors.ts), `errMsg`, `data` (JSON string),
 * `operationID` (empty for events the server pushes). See docs in protocol/IM.md. This module has no
 * zod (the page imports it); protocol/im.ts has the frame and data schemas and re-exports it.
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
 * Close codes of the socket. 1000 after Logout, 1001 when the server stops, 1008 for a client that
 * does not read what it is sent (over 1 MiB waiting), 1009 for a frame above 1 MiB; 4001-4006 are
 * ours: the worker logs out to a guest socket on 4002 and reconnects otherwise (with back-off: 4006
 * says the address or the user already holds as many sockets as allowed).
 */
export const ImCloseCode = {
  Logout: 1000,
  ServerClosing: 1001,
  SlowReader: 1008,
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
  'GetGroupReadCounts',
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
  'OnGroupInfoChanged',
  'OnGroupMemberAdded',
  'OnGroupMemberDeleted',
  'OnGroupMemberInfoChanged',
  'OnGroupApplicationAdded',
  'OnGroupApplicationAccepted',
  'OnGroupApplicationRejected',
  'OnRecvGroupReadReceipt',
] as const;
export type ImEvent = (typeof IM_EVENTS)[number];

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

/** Forward targets at most 50 (§5); a merged forward holds at most this many messages. */
export const FORWARD_TARGETS_MAX = 50;
export const MERGED_MESSAGES_MAX = 100;

/** At most this many messages per pull; the worker pulls a long gap in pages. */
export const IM_PULL_MAX = 200;

/** GetLoginStatus: 3 logged in (user socket), 4 guest; also the heartbeat of §7. */
export const LoginStatus = { Logged: 3, Guest: 4 } as const;

/** Emoji tokens in text: `[::N::]` with N one of the 109 emoji (§3). */
export const EMOJI_COUNT = 109;
export const EMOJI_TOKEN = /\[::(\d{1,3})::\]/g;
