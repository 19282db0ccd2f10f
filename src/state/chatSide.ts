import type { ImEvent } from '../../protocol/im';
import { call } from '../api/client';

/** The counts beside the conversations: system messages and pending friend requests (HTTP). */
interface SideCounts {
  systemUnread: number;
  pendingFriends: number;
  friendsVersion: number;
}

const FRIEND_EVENTS = new Set<ImEvent>([
  'OnFriendApplicationAdded',
  'OnFriendApplicationAccepted',
  'OnFriendApplicationRejected',
  'OnFriendAdded',
  'OnFriendDeleted',
  'OnBlackAdded',
  'OnBlackDeleted',
]);

export async function loadSystemCount(state: SideCounts): Promise<void> {
  const res = await call('systemMessageCount', {}).catch(() => null);
  if (res?.success) state.systemUnread = res.data.unread;
}

export async function loadPendingFriends(state: SideCounts): Promise<void> {
  const res = await call('friendApplicationList', {}).catch(() => null);
  if (res?.success) state.pendingFriends = res.data.pendingReceived;
}

export async function loadSideCounts(state: SideCounts): Promise<void> {
  await Promise.all([loadSystemCount(state), loadPendingFriends(state)]);
}

/** §4: socket system messages (types 31 and 32) refresh the count; friend events the address book. */
export function onServerEvent(state: SideCounts, event: ImEvent): void {
  if (event === 'OnSystemMessage') void loadSystemCount(state);
  if (FRIEND_EVENTS.has(event)) {
    state.friendsVersion += 1;
    void loadPendingFriends(state);
  }
}

/** After the address book changed something itself (accept, reject, remove). */
export function friendsChanged(state: SideCounts): void {
  state.friendsVersion += 1;
  void loadPendingFriends(state);
}
