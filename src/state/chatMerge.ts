import { groupConversationId, groupIdOf } from '../../protocol/groupConstants';
import type { Conversation } from '../../protocol/im';
import type { StoredMessage } from '../../protocol/imWorkerApi';

/** Pure list rules of the chat state (src/state/chat.ts): merging and ordering. */

/** Who a conversation opened from the address book is with, before it has a message. */
export interface ChatPeer {
  userID: string;
  showName: string;
  faceURL: string | null;
}

/** Pinned first, then newest first (the order the worker lists them in). */
export function byPinThenTime(a: Conversation, b: Conversation): number {
  if (a.isPinned !== b.isPinned) return a.isPinned ? -1 : 1;
  return b.latestMsgSendTime - a.latestMsgSendTime;
}

/** Replaces conversations by id, adds new ones, keeps the list ordered. */
export function mergeConversations(list: Conversation[], changes: Conversation[]): Conversation[] {
  const byId = new Map(list.map((c) => [c.conversationID, c]));
  for (const c of changes) byId.set(c.conversationID, c);
  return [...byId.values()].sort(byPinThenTime);
}

/** By seq; unsent (seq 0) last, in the order they were written. */
export function byMessageOrder(a: StoredMessage, b: StoredMessage): number {
  if ((a.seq === 0) !== (b.seq === 0)) return a.seq === 0 ? 1 : -1;
  return a.seq === 0 ? a.sendTime - b.sendTime : a.seq - b.seq;
}

/** Merges by clientMsgID (a newer state of a message replaces the older one). */
export function mergeMessages(list: StoredMessage[], changes: StoredMessage[]): StoredMessage[] {
  const byId = new Map(list.map((m) => [m.clientMsgID, m]));
  for (const m of changes) byId.set(m.clientMsgID, m);
  return [...byId.values()].sort(byMessageOrder);
}

/** §3: the displayed count caps at 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The peer of the open conversation: the conversation's user, else the one it was opened with. A
 * group's "peer" is the group itself: its `userID` is the conversation id `sg_<groupID>`, the
 * address sendContentTo sends group messages to.
 */
export function peerOf(
  state: { readonly conversations: readonly Conversation[]; readonly peers: Record<string, ChatPeer> },
  conversationID: string,
): ChatPeer | undefined {
  const c = state.conversations.find((x) => x.conversationID === conversationID);
  const known = state.peers[conversationID];
  const groupID = c?.groupID ?? groupIdOf(conversationID);
  if (!c) return known && groupID ? { ...known, userID: groupConversationId(groupID) } : known;
  const userID = groupID ? groupConversationId(groupID) : c.userID;
  return { userID, showName: displayName(c, known), faceURL: c.faceURL ?? known?.faceURL ?? null };
}

/** A conversation started here is named by the peer's id until the server names it. */
export function displayName(c: Conversation, known: ChatPeer | undefined): string {
  const unnamed = !c.showName || c.showName === c.userID;
  return unnamed ? (known?.showName ?? c.userID) : c.showName;
}
