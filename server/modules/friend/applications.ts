import { and, desc, eq, inArray, lte, or } from 'drizzle-orm';

import {
  FRIEND_REQUEST_TTL_MS,
  type FriendApplication,
  type FriendRequestStatus,
} from '../../../protocol/friend';
import type { AppContext } from '../../context';
import { friendRequests } from '../../db/schema';
import type { UserRow } from '../../http/auth';
import { publicProfile, type Q, usersByIds } from './people';

export type RequestRow = typeof friendRequests.$inferSelect;
const LIST_MAX = 200;

/** §4: a pending request older than three days reads as expired, whether or not it was swept yet. */
export function effectiveStatus(row: RequestRow, now: number): FriendRequestStatus {
  if (row.status === 'pending' && now - row.createdAt.getTime() >= FRIEND_REQUEST_TTL_MS) return 'expired';
  return row.status;
}

export function viewOf(row: RequestRow, me: number, other: UserRow, now: number): FriendApplication {
  return {
    id: row.id,
    direction: row.toId === me ? 'received' : 'sent',
    user: publicProfile(other),
    reason: row.reason,
    source: row.source,
    status: effectiveStatus(row, now),
    createdAt: row.createdAt.getTime(),
    handledAt: row.handledAt?.getTime() ?? null,
    expiresAt: row.createdAt.getTime() + FRIEND_REQUEST_TTL_MS,
  };
}

/** Marks the stale pending requests between two users expired (inside the caller's transaction). */
export async function sweepExpired(q: Q, a: number, b: number, now: number): Promise<void> {
  await q
    .update(friendRequests)
    .set({ status: 'expired', handledAt: new Date(now) })
    .where(
      and(
        inArray(friendRequests.fromId, [a, b]),
        inArray(friendRequests.toId, [a, b]),
        eq(friendRequests.status, 'pending'),
        lte(friendRequests.createdAt, new Date(now - FRIEND_REQUEST_TTL_MS)),
      ),
    );
}

/** The live (pending, not expired) request from `from` to `to`, if any. */
export async function livePending(
  q: Q,
  from: number,
  to: number,
  now: number,
): Promise<RequestRow | undefined> {
  const rows = await q
    .select()
    .from(friendRequests)
    .where(
      and(eq(friendRequests.fromId, from), eq(friendRequests.toId, to), eq(friendRequests.status, 'pending')),
    )
    .orderBy(desc(friendRequests.createdAt));
  return rows.find((r) => effectiveStatus(r, now) === 'pending');
}

/** New friends: requests to and from the caller, newest first, with the other side's profile. */
export async function listApplications(
  ctx: AppContext,
  me: number,
): Promise<{ list: FriendApplication[]; pendingReceived: number }> {
  const db = ctx.database.db;
  const rows = await db
    .select()
    .from(friendRequests)
    .where(or(eq(friendRequests.fromId, me), eq(friendRequests.toId, me)))
    .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id))
    .limit(LIST_MAX);
  const people = await usersByIds(
    db,
    rows.map((r) => (r.fromId === me ? r.toId : r.fromId)),
  );
  const now = ctx.now();
  const list = rows.flatMap((r) => {
    const other = people.get(r.fromId === me ? r.toId : r.fromId);
    return other ? [viewOf(r, me, other, now)] : [];
  });
  const pendingReceived = list.filter((a) => a.direction === 'received' && a.status === 'pending').length;
  return { list, pendingReceived };
}
