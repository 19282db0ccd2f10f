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

/** What a tab listens to; omitted fields mean everything. */
export interface SubscribeOptions {
  events?: ChatClientEventType[];
  /** Message events only for these conversations (the ones the tab shows). */
  conversationIDs?: string[];
}

export interface SendInput {
  /**
   * The client message id (1 to 64 characters, a UUID), assigned in the tab before the call so every
   * replay of the call (to a new leader of the dedicated-worker fallback) and every outbox resend
   * carries the same one and the server stores the message once. The worker assigns one when absent.
   */
  clientMsgID?: string;
  recvID: string;
  contentType: SendableContentType;
  /** The JSON of the kind's content (protocol/im.ts contentSchemas). */
  content: string;
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

/** The API every tab gets from the worker (all calls are async across the thread boundary). */
export interface ImWorkerApi {
  /** Logs the browser's socket in as this session; a different user logs the previous one out first. */
  connect(session: ImSession): Promise<void>;
  logout(): Promise<void>;
  /**
   * The user logged out of this browser: if the socket is theirs it logs out and goes on as a guest;
   * their database is closed and deleted; every tab gets 'userLoggedOut'. The token of that session
   * never connects again (a tab that has not heard yet stays a guest instead of recreating the cache).
   */
  forgetUser(userID: string): Promise<void>;
  /** Stores the message as 'sending' in the outbox, sends it when connected; resends until acked. */
  send(input: SendInput): Promise<StoredMessage>;
  /** Puts a failed message back in the outbox (same client id). */
  retry(clientMsgID: string): Promise<void>;
  markRead(conversationID: string): Promise<void>;
  /** Revokes one of this user's messages (within IM_REVOKE_WINDOW_MS). */
  revoke(conversationID: string, clientMsgID: string): Promise<ImActionResult>;
  /** Deletes messages for this user only (unsent ones are simply dropped from the outbox). */
  deleteMessages(conversationID: string, clientMsgIDs: string[]): Promise<ImActionResult>;
  pinConversation(conversationID: string, isPinned: boolean): Promise<ImActionResult>;
  /** Receive option of §3: 0 normal, 1 do not receive, 2 receive without notifying. */
  setRecvOpt(conversationID: string, recvMsgOpt: 0 | 1 | 2): Promise<ImActionResult>;
  /** Pinned first, then newest first; served from IndexedDB even before the socket is up. */
  listConversations(): Promise<Conversation[]>;
  /** Up to `limit` messages below `beforeSeq` in seq order (unsent ones last when `beforeSeq` is omitted). */
  messages(conversationID: string, beforeSeq?: number, limit?: number): Promise<StoredMessage[]>;
  /**
   * The matches this tab shows live scores of (replaces its previous list). The worker's one socket
   * follows the union over all tabs and sends each tab the 'matchUpdate' events of its own list.
   */
  followMatches(matchIds: number[]): Promise<void>;
  /**
   * This tab shows room `roomID` (protocol/room.ts). The worker's socket joins each room once, however
   * many tabs show it (at most ROOM_JOIN_MAX rooms), rejoins after every reconnect, and leaves when
   * the last tab leaves (or closes). Room events reach only the tabs in the room.
   */
  joinRoom(roomID: string): Promise<RoomJoinResult>;
  leaveRoom(roomID: string): Promise<void>;
  /** `content` is the JSON string of `{ text }` (contentType 101) or `{ index }` (115). */
  sendRoomMessage(roomID: string, contentType: 101 | 115, content: string): Promise<RoomSendResult>;
  openRedPacket(roomID: string, id: number): Promise<RedPacketOpenResult>;
  /** Replaces this tab's subscription; `callback` is a comlink proxy. */
  subscribe(callback: (event: ChatClientEvent) => void, options?: SubscribeOptions): Promise<void>;
  /** Focus / visibility of the tab: the focused (else most recent) tab gets 'notify'. */
  setFocus(focused: boolean): Promise<void>;
  getSnapshot(): Promise<ImSnapshot>;
  /** The tab leaves (pagehide). */
  close(): Promise<void>;
  /** The page holds this Web Lock for its lifetime: when it is released (tab closed or crashed) the worker forgets the tab. */
  watchTab(lockName: string): Promise<void>;
}
