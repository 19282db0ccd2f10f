import { and, eq, inArray, or } from 'drizzle-orm';

import type { PublicProfile } from '../../../protocol/friend';
import type { Db, Tx } from '../../db/client';
import { blacklist, friends, users } from '../../db/schema';
import type { UserRow } from '../../http/auth';

/** A database handle or an open transaction: inside a transaction always pass the transaction. */
export type Q = Db | Tx;

/** Disabled and banned accounts cannot be found, added or messaged. */
export function isReachable(user: UserRow): boolean {
  return !user.disabled && user.anchorStatus !== 'banned' && user.anchorStatus !== 'permaBanned';
}

export function publicProfile(user: UserRow): PublicProfile {
  return {
    appNumber: user.appNumber,
    uid: String(user.id),
    nickname: user.nickname,
    avatar: user.avatar,
    isAnchor: user.role === 'anchor' && user.anchorStatus === 'approved',
  };
}

/** The reachable user with this chat id. */
export async function userByAppNumber(q: Q, appNumber: string): Promise<UserRow | undefined> {
  const [row] = await q.select().from(users).where(eq(users.appNumber, appNumber)).limit(1);
  return row && isReachable(row) ? row : undefined;
}

/** The reachable users among these chat ids, by chat id. */
export async function usersByAppNumbers(q: Q, appNumbers: string[]): Promise<Map<string, UserRow>> {
  const unique = [...new Set(appNumbers)];
  if (unique.length === 0) return new Map();
  const rows = await q.select().from(users).where(inArray(users.appNumber, unique));
  return new Map(rows.filter(isReachable).map((u) => [u.appNumber, u]));
}

export async function usersByIds(q: Q, ids: number[]): Promise<Map<number, UserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await q.select().from(users).where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, u]));
}

export interface Relation {
  isFriend: boolean;
  /** `me` blocked `other`. */
  iBlocked: boolean;
  /** `other` blocked `me`. */
  blockedMe: boolean;
}

/** Friendship and blocks between `me` and each of `others`, in two queries. */
export async function relations(q: Q, me: number, others: number[]): Promise<Map<number, Relation>> {
  const out = new Map<number, Relation>(
    others.map((o) => [o, { isFriend: false, iBlocked: false, blockedMe: false }]),
  );
  if (others.length === 0) return out;
  const friendRows = await q
    .select({ friendId: friends.friendId })
    .from(friends)
    .where(and(eq(friends.userId, me), inArray(friends.friendId, others)));
  for (const r of friendRows) out.get(r.friendId)!.isFriend = true;
  const blockRows = await q
    .select({ userId: blacklist.userId, blockedId: blacklist.blockedId })
    .from(blacklist)
    .where(
      or(
        and(eq(blacklist.userId, me), inArray(blacklist.blockedId, others)),
        and(inArray(blacklist.userId, others), eq(blacklist.blockedId, me)),
      ),
    );
  for (const r of blockRows) {
    if (r.userId === me) out.get(r.blockedId)!.iBlocked = true;
    else out.get(r.userId)!.blockedMe = true;
  }
  return out;
}

export async function relation(q: Q, me: number, other: number): Promise<Relation> {
  return (await relations(q, me, [other])).get(other)!;
}
