import { useEffect } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';

import { groupIdOf } from '../../protocol/groupConstants';
import { ContentType, type Conversation, type SendableContentType } from '../../protocol/im';
import type { ImSnapshot, StoredMessage } from '../../protocol/imWorkerApi';
import { friendsChanged, loadSideCounts, loadSystemCount, onServerEvent } from './chatSide';
import { type ChatPeer, mergeConversations, mergeMessages, peerOf } from './chatMerge';
import { connectSession, imClient, onImEvent, onSessionConnect, startRealtime } from './realtime';
import { store } from './store';

export { type ChatPeer, displayName, peerOf } from './chatMerge';
/** The worker client, for the sibling state files (chatMedia, chatActions); null before the chat starts. */
export { imClient } from './realtime';

/** The chat state of the tab (§3 chat client state as the page needs it). Only this file writes it. */
export interface ChatState {
  snapshot: ImSnapshot;
  loaded: boolean;
  conversations: Conversation[];
  totalUnread: number;
  /** Unread system messages (§3: displayed unread = total unread + this). */
  systemUnread: number;
  /** Received friend requests still pending (new-friends badge). */
  pendingFriends: number;
  /** Bumped on every friend / blacklist event so the address book reloads. */
  friendsVersion: number;
  openID: string | null;
  peers: Record<string, ChatPeer>;
  messages: Record<string, StoredMessage[]>;
  hasOlder: Record<string, boolean>;
  loadingOlder: boolean;
  /** The seq up to which the peer of a conversation has read (from read receipts). */
  peerRead: Record<string, number>;
  /** Bumped per group conversation on each read receipt of it, so "Read by N" asks again. */
  groupReads: Record<string, number>;
}

const PAGE = 50;

const chat = proxy<ChatState>({
  snapshot: { state: 'idle', sdkCode: null, userID: null, guest: false, totalUnread: 0 },
  loaded: false,
  conversations: ref([]),
  totalUnread: 0,
  systemUnread: 0,
  pendingFriends: 0,
  friendsVersion: 0,
  openID: null,
  peers: {},
  messages: {},
  hasOlder: {},
  loadingOlder: false,
  peerRead: {},
  groupReads: {},
});

function putMessages(conversationID: string, changes: StoredMessage[]): void {
  const list = chat.messages[conversationID];
  if (list) chat.messages[conversationID] = ref(mergeMessages(list, changes));
}

function markReadIfOpen(conversation: Conversation): void {
  const visible = document.visibilityState === 'visible';
  if (conversation.conversationID === chat.openID && conversation.unreadCount > 0 && visible)
    void imClient()?.markRead(conversation.conversationID);
}

// The chat part of the realtime core: the kinds it listens to (rooms: room.ts, matches: matchLive.ts).
const conversationsChanged = ({ conversations }: { conversations: Conversation[] }) => {
  chat.conversations = ref(mergeConversations(chat.conversations, conversations));
  conversations.forEach(markReadIfOpen);
};
const messageChanged = ({ message }: { message: StoredMessage }) =>
  putMessages(message.conversationID, [message]);
onImEvent('connectionState', ({ snapshot }) => {
  chat.snapshot = snapshot;
  chat.totalUnread = snapshot.totalUnread;
});
onImEvent('conversationChanagedList', conversationsChanged);
onImEvent('newConversationList', conversationsChanged);
onImEvent('totalUnreadMessageCountChanged', ({ total }) => void (chat.totalUnread = total));
onImEvent('recvNewMessageObj', messageChanged);
onImEvent('messageStatusChanged', messageChanged);
onImEvent('messagesDeleted', ({ conversationID, clientMsgIDs }) => {
  const gone = new Set(clientMsgIDs);
  const list = chat.messages[conversationID];
  if (list) chat.messages[conversationID] = ref(list.filter((m) => !gone.has(m.clientMsgID)));
});
onImEvent('recvC2CReadReceiptList', ({ receipts }) => {
  for (const r of receipts)
    if (r.userID !== chat.snapshot.userID)
      chat.peerRead[r.conversationID] = Math.max(chat.peerRead[r.conversationID] ?? 0, r.hasReadSeq);
});
onImEvent('recvGroupMessageReadReceiptList', ({ receipts }) => {
  for (const r of receipts) chat.groupReads[r.conversationID] = (chat.groupReads[r.conversationID] ?? 0) + 1;
});
onImEvent('serverEvent', ({ event }) => onServerEvent(chat, event));
onSessionConnect((session) => {
  if (session.kind === 'user') void loadSideCounts(chat);
});

let stopLoggedOut: (() => void) | undefined;

/** A user logged out in some tab of the browser: src/state/session.ts logs this tab out too (one handler). */
export function setLoggedOutHandler(handler: (userID: string) => void): void {
  stopLoggedOut?.();
  stopLoggedOut = onImEvent('userLoggedOut', ({ userID }) => handler(userID));
}

let stopKicked: (() => void) | undefined;

/** The socket was closed for this login (§4 OnKickedOffline: token revoked by a ban, a logout elsewhere). */
export function setKickedHandler(handler: () => void): void {
  stopKicked?.();
  stopKicked = onImEvent('kickedOffline', handler);
}

/** Logout: the worker deletes the user's chat database and tells every tab (ImCore.forgetUser). */
export function forgetChatUser(userID: string): Promise<void> {
  ensureChat();
  return imClient()?.forgetUser(userID) ?? Promise.resolve();
}

/** The chat user id of the logged-in user (the socket's sendID: the uid, see server/modules/im). */
export function myChatId(): string {
  return chat.snapshot.userID ?? store.userInfo?.uid ?? '';
}

let chatStarted = false;

/** Starts the tab's realtime core and the chat on it (idempotent). */
export function ensureChat(): void {
  if (chatStarted) return;
  chatStarted = true;
  document.addEventListener('visibilitychange', () => {
    const open = chat.conversations.find((c) => c.conversationID === chat.openID);
    if (open) markReadIfOpen(open);
  });
  void startRealtime().then(async () => {
    const list = (await imClient()?.listConversations()) ?? [];
    chat.conversations = ref(mergeConversations(list, chat.conversations));
    chat.loaded = true;
  });
}

/** Chat login follows the site login: start once logged in, switch user or go guest on change. */
export function watchChatLogin(): void {
  if (store.userInfo) ensureChat();
  subscribeKey(store, 'userInfo', (user) => {
    if (user) ensureChat();
    connectSession();
  });
}

/** Opens a conversation: loads its newest messages (events during the load merge in) and marks it read. */
export async function openConversation(conversationID: string, peer?: ChatPeer): Promise<void> {
  ensureChat();
  if (peer) chat.peers[conversationID] = peer;
  chat.openID = conversationID;
  chat.messages[conversationID] ??= ref([]);
  // Read once this tab has asked the worker for its login (startRealtime resolves then; the worker
  // takes calls in order): in a worker that has just started (the tab a chat popup opened), a read
  // before it finds no session and answers nothing, and the cached messages never arrive as events.
  await startRealtime();
  const page = (await imClient()?.messages(conversationID, undefined, PAGE)) ?? [];
  chat.messages[conversationID] = ref(mergeMessages(chat.messages[conversationID] ?? [], page));
  chat.hasOlder[conversationID] = page.filter((m) => m.seq > 0).length >= PAGE;
  void imClient()?.markRead(conversationID);
}

export function closeConversation(): void {
  chat.openID = null;
}

/** The next page above the oldest loaded message of the open conversation. */
export async function loadOlder(): Promise<void> {
  const id = chat.openID;
  const im = imClient();
  if (!id || !im || chat.loadingOlder || !chat.hasOlder[id]) return;
  const first = chat.messages[id]?.find((m) => m.seq > 0);
  if (!first) return;
  chat.loadingOlder = true;
  try {
    const page = await im.messages(id, first.seq, PAGE);
    putMessages(id, page);
    chat.hasOlder[id] = page.length >= PAGE && page[0]!.seq > 1;
  } finally {
    chat.loadingOlder = false;
  }
}

/** Who the open conversation is with (its id and peer), if one is open. */
export function openPeer(): { conversationID: string; peer: ChatPeer } | undefined {
  const id = chat.openID;
  const peer = id ? peerOf(chat, id) : undefined;
  return id && peer ? { conversationID: id, peer } : undefined;
}

/**
 * Hands a message to the worker's outbox for `address` and shows it at once. The address is a
 * user's id (a private message) or a group conversation's id `sg_<groupID>` (the `userID` that
 * peerOf gives a group), so media, forwards and the composer send to groups alike.
 */
export async function sendContentTo(
  address: string,
  contentType: SendableContentType,
  content: object,
): Promise<void> {
  const im = imClient();
  if (!im) return;
  // The client id is assigned here, in the tab: a replay of the call sends the same one.
  const clientMsgID = crypto.randomUUID();
  const groupID = groupIdOf(address);
  const fields = { clientMsgID, contentType, content: JSON.stringify(content) };
  const message = await im.send(groupID ? { ...fields, groupID } : { ...fields, recvID: address });
  putMessages(message.conversationID, [message]);
}

async function sendContent(contentType: SendableContentType, content: object): Promise<void> {
  const open = openPeer();
  if (open) await sendContentTo(open.peer.userID, contentType, content);
}

export function sendText(text: string): Promise<void> {
  return sendContent(ContentType.Text, { text });
}

/** @-text in a group (contentType 106): `atUserIDs` are the people named, or AT_ALL. */
export function sendAtText(text: string, atUserIDs: string[]): Promise<void> {
  return sendContent(ContentType.AtText, { text, atUserIDs });
}

export function sendCard(card: { userID: string; nickname: string; faceURL: string }): Promise<void> {
  return sendContent(ContentType.Card, card);
}

export function sendFace(index: number): Promise<void> {
  return sendContent(ContentType.Face, { index });
}

export function sendQuote(text: string, quoted: StoredMessage, summary: string): Promise<void> {
  return sendContent(ContentType.Quote, {
    text,
    quoteClientMsgID: quoted.clientMsgID,
    quoteSummary: summary.slice(0, 200),
  });
}

export function retryMessage(clientMsgID: string): Promise<void> {
  return imClient()?.retry(clientMsgID) ?? Promise.resolve();
}

/** After a view read or deleted system messages / changed friends, requests or the blacklist. */
export function refreshSystemCount(): Promise<void> {
  return loadSystemCount(chat);
}

export function refreshFriends(): void {
  friendsChanged(chat);
}

/** The messaging worker's connection (offline banner), without starting the chat. */
export function useChatConnection(): Readonly<ImSnapshot> {
  return useSnapshot(chat).snapshot;
}

/** The conversation this tab shows, if any (push: no popup for what the user is reading). */
export function openConversationID(): string | null {
  return chat.openID;
}

/** The chat state for views; mounting a chat view starts the client. */
export function useChat(): Readonly<ChatState> {
  useEffect(ensureChat, []);
  return useSnapshot(chat) as Readonly<ChatState>;
}
