import { and, asc, eq, inArray } from 'drizzle-orm';

import { FRIEND_REQUESTS_PER_DAY, type FriendApplication } from '../../../protocol/friend';
import type { RequestOf } from '../../../protocol/api';
import { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { friendRequests, friends, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { effectiveStatus, livePending, type RequestRow, sweepExpired, viewOf } from './applications';
import { emitTo } from './events';
import { spendDaily } from './limits';
import { notifyUser } from './notices';
import { isReachable, relation, userByAppNumber } from './people';

/** Serialises friend changes between two users: both user rows locked, in id order. */
async function lockPair(tx: Tx, a: number, b: number): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [a, b]))
    .orderBy(asc(users.id))
    .for('update');
}

/** Approves `row` and makes both sides friends (one row per side), inside `tx`. */
async function approveIn(tx: Tx, row: RequestRow, now: number): Promise<RequestRow> {
  const at = new Date(now);
  const [updated] = await tx
    .update(friendRequests)
    .set({ status: 'approved', handledAt: at })
    .where(eq(friendRequests.id, row.id))
    .returning();
  const pair = { source: row.source, createdAt: at };
  await tx
    .insert(friends)
    .values([
      { userId: row.fromId, friendId: row.toId, ...pair },
      { userId: row.toId, friendId: row.fromId, ...pair },
    ])
    .onConflictDoNothing();
  return updated!;
}

/** After commit: both sides hear of the new friend; the requester also gets a system message. */
async function announceApproved(ctx: AppContext, row: RequestRow, from: UserRow, to: UserRow) {
  await emitTo(ctx, from.appNumber, 'OnFriendApplicationAccepted', { id: row.id, userID: to.appNumber });
  await emitTo(ctx, from.appNumber, 'OnFriendAdded', { userID: to.appNumber });
  await emitTo(ctx, to.appNumber, 'OnFriendAdded', { userID: from.appNumber });
  await notifyUser(ctx, from.id, { kind: 'friendAccepted', nickname: to.nickname });
}

/**
 * Sends a friend request (§5 add friend). A live request the other side already sent is approved
 * at once (both asked); a live request of mine to the same user is returned as it is.
 */
export async function applyFriend(
  ctx: AppContext,
  me: UserRow,
  body: RequestOf<'applyFriend'>,
): Promise<FriendApplication> {
  if (body.toUserID === me.appNumber) throw new ApiError(ErrorCode.CannotAddSelf);
  const target = await userByAppNumber(ctx.database.db, body.toUserID);
  if (!target) throw new ApiError(ErrorCode.UserNotFound);
  const now = ctx.now();
  const result = await ctx.database.db.transaction(async (tx) => {
    await lockPair(tx, me.id, target.id);
    const rel = await relation(tx, me.id, target.id);
    if (rel.isFriend) throw new ApiError(ErrorCode.AlreadyFriends);
    if (rel.iBlocked || rel.blockedMe) throw new ApiError(ErrorCode.Blacklisted);
    await sweepExpired(tx, me.id, target.id, now);
    const theirs = await livePending(tx, target.id, me.id, now);
    if (theirs) return { row: await approveIn(tx, theirs, now), kind: 'auto' as const };
    const mine = await livePending(tx, me.id, target.id, now);
    if (mine) return { row: mine, kind: 'existing' as const };
    await spendDaily(ctx, 'add', me.id, FRIEND_REQUESTS_PER_DAY, ErrorCode.AddLimit);
    const [row] = await tx
      .insert(friendRequests)
      .values({
        fromId: me.id,
        toId: target.id,
        reason: body.reason ?? '',
        source: body.source,
        createdAt: new Date(now),
      })
      .returning();
    return { row: row!, kind: 'new' as const };
  });
  if (result.kind === 'auto') await announceApproved(ctx, result.row, target, me);
  if (result.kind === 'new')
    await emitTo(ctx, target.appNumber, 'OnFriendApplicationAdded', {
      id: result.row.id,
      userID: me.appNumber,
    });
  return viewOf(result.row, me.id, target, now);
}

/** Approve or reject by the recipient only; a request past its three days cannot be answered. */
export async function respondToRequest(
  ctx: AppContext,
  me: UserRow,
  body: RequestOf<'friendApplicationResponse'>,
): Promise<FriendApplication> {
  const db = ctx.database.db;
  const [found] = await db.select().from(friendRequests).where(eq(friendRequests.id, body.id)).limit(1);
  if (!found || found.toId !== me.id) throw new ApiError(ErrorCode.NotFound);
  const [from] = await db.select().from(users).where(eq(users.id, found.fromId)).limit(1);
  if (!from || !isReachable(from)) throw new ApiError(ErrorCode.UserNotFound);
  const now = ctx.now();
  const wanted = body.action === 'approve' ? 'approved' : 'rejected';
  const row = await db.transaction(async (tx) => {
    await lockPair(tx, me.id, from.id);
    const [current] = await tx.select().from(friendRequests).where(eq(friendRequests.id, body.id));
    const status = effectiveStatus(current!, now);
    if (status === wanted) return current!;
    if (status !== 'pending') throw new ApiError(ErrorCode.NotFound, { status });
    if (body.action === 'reject') {
      const [rejected] = await tx
        .update(friendRequests)
        .set({ status: 'rejected', handledAt: new Date(now) })
        .where(and(eq(friendRequests.id, body.id), eq(friendRequests.status, 'pending')))
        .returning();
      return rejected!;
    }
    const rel = await relation(tx, me.id, from.id);
    if (rel.iBlocked || rel.blockedMe) throw new ApiError(ErrorCode.Blacklisted);
    return approveIn(tx, current!, now);
  });
  if (row.status === 'approved' && found.status === 'pending') await announceApproved(ctx, row, from, me);
  if (row.status === 'rejected' && found.status === 'pending')
    await emitTo(ctx, from.appNumber, 'OnFriendApplicationRejected', { id: row.id, userID: me.appNumber });
  return viewOf(row, me.id, from, now);
}
