import { and, eq, inArray, or } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import { blacklist, friends, users } from '../../db/schema';
import type { Q } from './access';
import type { UserRow } from './present';

/** Users by id, in one query (missing ids are left out). */
export async function usersByIds(q: Q, ids: readonly number[]): Promise<Map<number, UserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await q.select().from(users).where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, u]));
}

/** Disabled and banned accounts cannot be picked or invited (as the friend module decides for friends). */
export function isReachable(user: UserRow): boolean {
  return !user.disabled && user.anchorStatus !== 'banned' && user.anchorStatus !== 'permaBanned';
}

export type InviteCode = 0 | typeof ErrorCode.NotFriends | typeof ErrorCode.Blacklisted;

/**
 * Whether `me` may bring each of `others` into a group: friends both ways (4008 otherwise) and no
 * blacklist either way (4009, checked first). Two queries whatever the number of users.
 */
export async function inviteCodes(
  q: Q,
  me: number,
  others: readonly number[],
): Promise<Map<number, InviteCode>> {
  const ids = [...new Set(others)];
  const out = new Map<number, InviteCode>(ids.map((id) => [id, ErrorCode.NotFriends]));
  if (ids.length === 0) return out;
  const friendRows = await q
    .select({ userId: friends.userId, friendId: friends.friendId })
    .from(friends)
    .where(
      or(
        and(eq(friends.userId, me), inArray(friends.friendId, ids)),
        and(inArray(friends.userId, ids), eq(friends.friendId, me)),
      ),
    );
  const mine = new Set(friendRows.filter((r) => r.userId === me).map((r) => r.friendId));
  const theirs = new Set(friendRows.filter((r) => r.friendId === me).map((r) => r.userId));
  for (const id of ids) if (mine.has(id) && theirs.has(id)) out.set(id, 0);
  const blocks = await q
    .select({ userId: blacklist.userId, blockedId: blacklist.blockedId })
    .from(blacklist)
    .where(
      or(
        and(eq(blacklist.userId, me), inArray(blacklist.blockedId, ids)),
        and(inArray(blacklist.userId, ids), eq(blacklist.blockedId, me)),
      ),
    );
  for (const b of blocks) out.set(b.userId === me ? b.blockedId : b.userId, ErrorCode.Blacklisted);
  return out;
}

/** The users who are `me`'s friends both ways (the address book a group is made from). */
export async function mutualFriends(q: Q, me: number): Promise<UserRow[]> {
  const mine = await q
    .select({ user: users })
    .from(friends)
    .innerJoin(users, eq(users.id, friends.friendId))
    .where(eq(friends.userId, me));
  if (mine.length === 0) return [];
  const back = await q
    .select({ userId: friends.userId })
    .from(friends)
    .where(
      and(
        eq(friends.friendId, me),
        inArray(
          friends.userId,
          mine.map((r) => r.user.id),
        ),
      ),
    );
  const both = new Set(back.map((r) => r.userId));
  return mine.map((r) => r.user).filter((u) => both.has(u.id) && isReachable(u));
}
