import { MATCH_UPDATE_CHANNEL, type MatchUpdate } from '../../protocol/matchLive';
import type { RoomNotice } from '../../protocol/room';
import { topic } from '../adapters/topics';

/**
 * Every named topic of the bus, with what it carries: the one table to read when asking "who hears
 * this?". Per-entity channels are families kept by their owner: a user's events (`im:u:<id>`,
 * realtime/events.ts) and a room's items (`room:<key>`, room/roomHub.ts).
 */
export const topics = {
  /** A session was revoked (logout, ban): gateways close its sockets, push drops its subscriptions. */
  sessionRevoked: topic<{ tokenHash: string }>('session:revoked'),
  /** A match changed (score, status, event): list caches, socket followers, status pushes. */
  matchUpdate: topic<MatchUpdate>(MATCH_UPDATE_CHANNEL),
  /** The platform's refused words changed: every node reloads them. */
  refusedWordsChanged: topic<{ version: number }>('room:words'),
  /** A platform-wide banner notice (a big gift) to every room of every node. */
  roomBanner: topic<RoomNotice>('room:everywhere'),
  /** A member changed their nickname or avatar: rooms on every node show the new ones at once. */
  profileChanged: topic<{ userId: number; nickname: string; avatar: string | null }>('user:profile'),
  /** Cut the publish of this live session, on whichever node receives it (reset code, ban). */
  liveCut: topic<{ sessionId: number }>('live:cut'),
  /**
   * A group's frames (messages, revokes, group events, read receipts): ONE publish per message; each
   * node delivers to its local sockets of the group's current members (`members`) and of `users`.
   */
  groupDelivery: topic<GroupDelivery>('im:group'),
  /** A group's members (or their receive options) changed: every node forgets its cached member list. */
  groupMembersChanged: topic<{ groupId: number }>('im:group:members'),
} as const;

/** What a group delivery carries: ready event frames, and the socket (the caller's) to skip. */
export interface GroupDelivery {
  groupId: number;
  frames: string[];
  /** Deliver to every current member of the group (false: only to `users`). */
  members: boolean;
  /** Users told besides (or, with `members` false, instead of) the members: who just left, the senders of a receipt. */
  users?: number[];
  except?: string;
}
