import type { Conversation, ImEvent, ImMessage, SendableContentType } from './im';
import type { MatchUpdate } from './matchLive';
import type { RedPacketOpenResponse } from './redPacket';
import type { JoinRoomReply, RoomMessage, RoomNotice } from './room';

/**
 * The contract between the page and the messaging worker (worker/shared/imWorker.ts), spoken through
 * comlink by src/worker/imClient.ts: what a tab may ask and the chat client state of §3 it receives.
 * Types only, so both runtimes share them without importing each other.
 */

/** Who the one socket of the browser logs in as (§4 chat login). */
export type ImSession = { kind: 'guest' } | { kind: 'user'; userID: string; token: string };

/** idle → connecting → open → loggedIn; back to connecting on a drop, idle after logout. */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'loggedIn';

/** Send state of §3: sending, succeeded, failed (with the refusal code of protocol/errors.ts). */
export type SendStatus = 'sending' | 'succeeded' | 'failed';

/** A message as the worker stores it: `seq` is 0 and `serverMsgID` empty until the server acks. */
export interface StoredMessage extends ImMessage {
  status: SendStatus;
  /** The refusal code when `status` is 'failed'. */
  errCode: number;
}

export interface ImSnapshot {
  state: ConnectionState;
  /** §8 SDK code of the last trouble: 111 closed, 112 connecting / connect error, 113 network. */
  sdkCode: number | null;
  userID: string | null;
  guest: boolean;
  totalUnread: number;
}

export interface ReadReceipt {
  conversationID: string;
  userID: string;
  hasReadSeq: number;
}

/** The chat client state changes of §3 (names as the spec uses them), plus the connection. */
export type ChatClientEvent =
  | { type: 'connectionState'; snapshot: ImSnapshot }
  | { type: 'conversationChanagedList'; conversations: Conversation[] }
  | { type: 'newConversationList'; conversations: Conversation[] }
  | { type: 'totalUnreadMessageCountChanged'; total: number }
  | { type: 'recvNewMessageObj'; message: StoredMessage }
  | { type: 'messageStatusChanged'; message: StoredMessage }
  | { type: 'recvC2CReadReceiptList'; receipts: ReadReceipt[] }
  | { type: 'recvGroupMessageReadReceiptList'; receipts: GroupReadReceipt[] }
  | { type: 'recvMessageRevokedId'; conversationID: string; clientMsgID: string }
  | { type: 'messagesDeleted'; conversationID: string; clientMsgIDs: string[] }
  | { type: 'serverEvent'; event: ImEvent; data: unknown }
  | { type: 'kickedOffline' }
  /**
   * The user logged out of this browser (any tab, or the server ended their login): their chat
   * database is deleted and the socket went on as a guest. Every tab still logged in as `userID`
   * logs out too.
   */
  | { type: 'userLoggedOut'; userID: string }
  /** Sent to exactly one tab per browser: the one that plays the sound / shows the popup. */
  | { type: 'notify'; message: StoredMessage }
  /** A score or status change of a match this tab follows (protocol/matchLive.ts). */
  | { type: 'matchUpdate'; update: MatchUpdate }
  /**
   * Chat rooms (protocol/room.ts), sent only to the tabs that joined the room. 'roomJoined' comes
   * after every (re)join of the socket — first join and after each reconnect — with the server's
   * state and history; 'roomMessages' carries only messages not already given in a join's history
   * (the worker dedupes msgIDs); 'roomNotice' is every OnRoomNotice; 'roomLeft' when the socket
   * was taken out of the room (blacklisted) or could not rejoin (errCode from protocol/errors.ts).
   */
  | { type: 'roomJoined'; roomID: string; state: JoinRoomReply }
  | { type: 'roomMessages'; roomID: string; messages: RoomMessage[] }
  | { type: 'roomNotice'; notice: RoomNotice }
  | { type: 'roomLeft'; roomID: string; errCode: number };

export type ChatClientEventType = ChatClientEvent['type'];
/** The event of kind `K` (the event bus of the page hands each subscriber its own kind). */
export type ChatClientEventOf<K extends ChatClientEventType> = Extract<ChatClientEvent, { type: K }>;

/** What a tab listens to; omitted fields mean everything. */
export interface SubscribeOptions {
  events?: ChatClientEventType[];
  /** Message events only for these conversations (the ones the tab shows). */
  conversationIDs?: string[];
}

interface SendFields {
  /**
   * The client message id (1 to 64 characters, a UUID), assigned in the tab before the call so every
   * replay of the call (to a new leader of the dedicated-worker fallback) and every outbox resend
   * carries the same one and the server stores the message once. The worker assigns one when absent.
   */
  clientMsgID?: string;
  contentType: SendableContentType;
  /** The JSON of the kind's content (protocol/im.ts contentSchemas). */
  content: string;
}

/** A private message names its recipient; a group message its group (sessionType SuperGroup). */
export type SendInput =
  | (SendFields & { recvID: string; groupID?: undefined })
  | (SendFields & { groupID: string; recvID?: undefined });

/** A member of a group read up to `hasReadSeq` (§3 recvGroupMessageReadReceiptList). */
export interface GroupReadReceipt {
  conversationID: string;
  groupID: string;
  userID: string;
  hasReadSeq: number;
}

/** groupReadCounts: seq -> how many members (other than the sender) have read it; null when not connected. */
export interface GroupReadCounts {
  counts: Record<string, number>;
  memberCount: number;
}

/** Result of an action that needs the server: errCode 0 when done, else its refusal code (protocol/errors.ts) or 113 (SdkCode.NetworkError) when not connected. */
export interface ImActionResult {
  errCode: number;
}

/** joinRoom: errCode 0 and the room's state, or the refusal (113 when not connected yet: the worker joins when it connects and sends 'roomJoined'). */
export interface RoomJoinResult extends ImActionResult {
  state: JoinRoomReply | null;
}

/** sendRoomMessage: errCode 0 with the server's msgID, else the refusal code (4001 muted, 4005 duplicate, ...). */
export interface RoomSendResult extends ImActionResult {
  msgID: string;
  sendTime: number;
  /** Refusal details the server gave (for example the mute's end time), or null. */
  detail: unknown;
}

/** openRedPacket: errCode 0 with what was won, else 4020 expired, 4021 too late, ... */
export interface RedPacketOpenResult extends ImActionResult {
  result: RedPacketOpenResponse | null;
}

/** One row of a call table: the argument tuple of the call and what it answers. */
export interface Call<A extends unknown[] = unknown[], R = unknown> {
  args: A;
  result: R;
}

/** A map from call name to its row. */
export type CallTable<T> = { [K in keyof T]: Call };

/** The table as an object: every row an async method (calls cross a thread boundary). */
export type Api<T extends CallTable<T>> = {
  [K in keyof T]: (...args: T[K]['args']) => Promise<T[K]['result']>;
};

/** One call as data: its name and arguments (a union over the names `K`, correlated per name). */
export type CallOf<T extends CallTable<T>, K extends keyof T = keyof T> = {
  [P in K]: { name: P; args: T[P]['args'] };
}[K];

/**
 * The calls ImCore (worker/core) answers; the hub and the fallback pass them on unchanged, apart
 * from per-tab bookkeeping (followMatches and the rooms count tabs).
 */
export interface ImCoreCalls {
  /** Logs the browser's socket in as this session; a different user logs the previous one out first. */
  connect: Call<[session: ImSession], void>;
  logout: Call<[], void>;
  /**
   * The user logged out of this browser: if the socket is theirs it logs out and goes on as a guest;
   * their database is closed and deleted; every tab gets 'userLoggedOut'. The token of that session
   * never connects again (a tab that has not heard yet stays a guest instead of recreating the cache).
   */
  forgetUser: Call<[userID: string], void>;
  /** Stores the message as 'sending' in the outbox, sends it when connected; resends until acked. */
  send: Call<[input: SendInput], StoredMessage>;
  /** Puts a failed message back in the outbox (same client id). */
  retry: Call<[clientMsgID: string], void>;
  markRead: Call<[conversationID: string], void>;
  /** Revokes one of this user's messages (within IM_REVOKE_WINDOW_MS). */
  revoke: Call<[conversationID: string, clientMsgID: string], ImActionResult>;
  /** Deletes messages for this user only (unsent ones are simply dropped from the outbox). */
  deleteMessages: Call<[conversationID: string, clientMsgIDs: string[]], ImActionResult>;
  pinConversation: Call<[conversationID: string, isPinned: boolean], ImActionResult>;
  /** Receive option of §3: 0 normal, 1 do not receive, 2 receive without notifying. */
  setRecvOpt: Call<[conversationID: string, recvMsgOpt: 0 | 1 | 2], ImActionResult>;
  /** Pinned first, then newest first; served from IndexedDB even before the socket is up. */
  listConversations: Call<[], Conversation[]>;
  /** Up to `limit` messages below `beforeSeq` in seq order (unsent ones last when `beforeSeq` is omitted). */
  messages: Call<[conversationID: string, beforeSeq?: number, limit?: number], StoredMessage[]>;
  /**
   * The matches this tab shows live scores of (replaces its previous list). The worker's one socket
   * follows the union over all tabs and sends each tab the 'matchUpdate' events of its own list.
   */
  followMatches: Call<[matchIds: number[]], void>;
  /**
   * This tab shows room `roomID` (protocol/room.ts). The worker's socket joins each room once, however
   * many tabs show it (at most ROOM_JOIN_MAX rooms), rejoins after every reconnect, and leaves when
   * the last tab leaves (or closes). Room events reach only the tabs in the room.
   */
  joinRoom: Call<[roomID: string], RoomJoinResult>;
  leaveRoom: Call<[roomID: string], void>;
  /** `content` is the JSON string of `{ text }` (contentType 101) or `{ index }` (115). */
  sendRoomMessage: Call<[roomID: string, contentType: 101 | 115, content: string], RoomSendResult>;
  openRedPacket: Call<[roomID: string, id: number], RedPacketOpenResult>;
  /** "Read by N" of these messages of a group conversation (GetGroupReadCounts); null when not connected. */
  groupReadCounts: Call<[conversationID: string, seqs: number[]], GroupReadCounts | null>;
}

/** The tab API: the core's calls plus what only concerns the tab (answered by the hub). */
export interface ImCallTable extends ImCoreCalls {
  /** Replaces this tab's subscription; `callback` is a comlink proxy. */
  subscribe: Call<[callback: (event: ChatClientEvent) => void, options?: SubscribeOptions], void>;
  /** Focus / visibility of the tab: the focused (else most recent) tab gets 'notify'. */
  setFocus: Call<[focused: boolean], void>;
  getSnapshot: Call<[], ImSnapshot>;
  /** The tab leaves (pagehide). */
  close: Call<[], void>;
  /** The page holds this Web Lock for its lifetime: when it is released (tab closed or crashed) the worker forgets the tab. */
  watchTab: Call<[lockName: string], void>;
}

export type ImCallName = keyof ImCallTable;
export type ImCall<K extends ImCallName = ImCallName> = CallOf<ImCallTable, K>;

/** What ImCore implements. */
export type ImCoreApi = Api<ImCoreCalls>;
/** The API every tab gets from the worker. */
export type ImWorkerApi = Api<ImCallTable>;

// Records, so the compiler checks every call of the table is listed once.
const coreCalls: Record<keyof ImCoreCalls, true> = {
  connect: true,
  logout: true,
  forgetUser: true,
  send: true,
  retry: true,
  markRead: true,
  revoke: true,
  deleteMessages: true,
  pinConversation: true,
  setRecvOpt: true,
  listConversations: true,
  messages: true,
  followMatches: true,
  joinRoom: true,
  leaveRoom: true,
  sendRoomMessage: true,
  openRedPacket: true,
  groupReadCounts: true,
};
const tabCalls: Record<Exclude<ImCallName, keyof ImCoreCalls>, true> = {
  subscribe: true,
  setFocus: true,
  getSnapshot: true,
  close: true,
  watchTab: true,
};

/** The names of the calls ImCore answers, at run time (forwarders are built from them). */
export const IM_CORE_CALLS = Object.keys(coreCalls) as (keyof ImCoreCalls)[];
/** The names of the calls only the tab's side of the hub answers. */
export const IM_TAB_CALLS = Object.keys(tabCalls) as Exclude<ImCallName, keyof ImCoreCalls>[];
/** Every call of the tab API. */
export const IM_CALLS: readonly ImCallName[] = [...IM_CORE_CALLS, ...IM_TAB_CALLS];

/**
 * The one typed forwarder: an object with a method per name in `names`, each handing its call as
 * data to `send` (another thread, a leader worker, the core) and answering what `send` answers.
 */
export function forwardCalls<T extends CallTable<T>, N extends keyof T>(
  names: readonly N[],
  send: <K extends N>(call: CallOf<T, K>) => Promise<T[K]['result']>,
): Pick<Api<T>, N> {
  const api: Partial<Record<N, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const name of names) api[name] = (...args) => send<N>({ name, args });
  return api as Pick<Api<T>, N>;
}

/** A call of one name as a call of the table, for code that tells the calls apart by name. */
export function widenCall<T extends CallTable<T>, K extends keyof T>(call: CallOf<T, K>): CallOf<T> {
  return call; // with the table's rows known, the compiler no longer sees K as one of its names
}

/** Runs one call (as data) on the object that answers it. */
export function invokeCall<T extends CallTable<T>, K extends keyof T>(
  api: Api<T>,
  call: CallOf<T, K>,
): Promise<T[K]['result']> {
  return api[call.name](...call.args);
}
