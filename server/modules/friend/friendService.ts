import { and, asc, eq, or } from 'drizzle-orm';

import type { FriendRow, PublicProfile } from '../../../protocol/friend';
import { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import { blacklist, friends, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { emitTo } from './events';
import { isReachable, publicProfile, userByAppNumber } from './people';
import { presenceOf } from './presence';

/** The caller's friends with their online status, by nickname. */
export async function listFriends(ctx: AppContext, me: UserRow): Promise<FriendRow[]> {
  const db = ctx.database.db;
  const rows = await db
    .select({ user: users, remark: friends.remark, source: friends.source, since: friends.createdAt })
    .from(friends)
    .innerJoin(users, eq(users.id, friends.friendId))
    .where(eq(friends.userId, me.id))
    .orderBy(asc(users.nickname), asc(users.id));
  const visible = rows.filter((r) => isReachable(r.user));
  const presence = await presenceOf(
    ctx,
    db,
    visible.map((r) => r.user),
  );
  return visible.map((r) => ({
    ...publicProfile(r.user),
    remark: r.remark,
    source: r.source,
    since: r.since.getTime(),
    ...presence.get(r.user.id)!,
  }));
}

async function target(ctx: AppContext, me: UserRow, appNumber: string): Promise<UserRow> {
  if (appNumber === me.appNumber) throw new ApiError(ErrorCode.CannotAddSelf);
  const other = await userByAppNumber(ctx.database.db, appNumber);
  if (!other) throw new ApiError(ErrorCode.UserNotFound);
  return other;
}

/** Deletes the friendship on both sides; refuses 4008 when there is none. */
export async function deleteFriend(ctx: AppContext, me: UserRow, appNumber: string): Promise<void> {
  const other = await target(ctx, me, appNumber);
  const removed = await ctx.database.db.transaction((tx) =>
    tx
      .delete(friends)
      .where(
        or(
          and(eq(friends.userId, me.id), eq(friends.friendId, other.id)),
          and(eq(friends.userId, other.id), eq(friends.friendId, me.id)),
        ),
      )
      .returning({ userId: friends.userId }),
  );
  if (removed.length === 0) throw new ApiError(ErrorCode.NotFriends);
  await emitTo(ctx, me.appNumber, 'OnFriendDeleted', { userID: other.appNumber });
  await emitTo(ctx, other.appNumber, 'OnFriendDeleted', { userID: me.appNumber });
}

/** Blocks a user (idempotent); the friendship stays, but neither side can message the other. */
export async function addToBlacklist(ctx: AppContext, me: UserRow, appNumber: string): Promise<void> {
  const other = await target(ctx, me, appNumber);
  const added = await ctx.database.db
    .insert(blacklist)
    .values({ userId: me.id, blockedId: other.id, createdAt: new Date(ctx.now()) })
    .onConflictDoNothing()
    .returning({ userId: blacklist.userId });
  if (added.length > 0) await emitTo(ctx, me.appNumber, 'OnBlackAdded', { userID: other.appNumber });
}

export async function removeFromBlacklist(ctx: AppContext, me: UserRow, appNumber: string): Promise<void> {
  const other = await target(ctx, me, appNumber);
  const removed = await ctx.database.db
    .delete(blacklist)
    .where(and(eq(blacklist.userId, me.id), eq(blacklist.blockedId, other.id)))
    .returning({ userId: blacklist.userId });
  if (removed.length > 0) await emitTo(ctx, me.appNumber, 'OnBlackDeleted', { userID: other.appNumber });
}

export async function listBlacklist(
  ctx: AppContext,
  me: UserRow,
): Promise<(PublicProfile & { since: number })[]> {
  const rows = await ctx.database.db
    .select({ user: users, since: blacklist.createdAt })
    .from(blacklist)
    .innerJoin(users, eq(users.id, blacklist.blockedId))
    .where(eq(blacklist.userId, me.id))
    .orderBy(asc(blacklist.createdAt), asc(users.id));
  return rows
    .filter((r) => isReachable(r.user))
    .map((r) => ({ ...publicProfile(r.user), since: r.since.getTime() }));
}
