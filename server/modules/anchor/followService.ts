import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import type { z } from 'zod';

import { type followResponse, FollowState } from '../../../protocol/anchor';
import { ErrorCode } from '../../../protocol/errors';
import { pageOffset } from '../../../protocol/pagination';
import type { AppContext } from '../../context';
import { follows, rooms, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { likePattern } from '../match';
import { anchorWithRoom, byLiveThenFans, presentCards, selectAnchors } from './roomCards';

/**
 * Follow = §3 like/collect toggle: the body says the state wanted (1 follow, 2 unfollow); the
 * room's fan counter moves by one only when the follow row appears or goes, in the same
 * transaction, so it always equals the rows. Repeating a state changes nothing.
 */
export async function setFollow(
  ctx: AppContext,
  me: UserRow,
  anchorUid: string,
  state: 1 | 2,
): Promise<z.input<typeof followResponse>> {
  const anchor = await anchorWithRoom(ctx.database.db, Number(anchorUid));
  if (!anchor) throw new ApiError(ErrorCode.NotFound);
  if (anchor.user.id === me.id)
    throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'anchorId', rule: 'self' }] });
  const anchorId = anchor.user.id;
  const fans = await ctx.database.db.transaction(async (tx) => {
    const changed =
      state === FollowState.Active
        ? await tx
            .insert(follows)
            .values({ userId: me.id, anchorId, createdAt: new Date(ctx.now()) })
            .onConflictDoNothing()
            .returning({ anchorId: follows.anchorId })
        : await tx
            .delete(follows)
            .where(and(eq(follows.userId, me.id), eq(follows.anchorId, anchorId)))
            .returning({ anchorId: follows.anchorId });
    const step = changed.length === 0 ? 0 : state === FollowState.Active ? 1 : -1;
    const [room] = await tx
      .insert(rooms)
      .values({ anchorId, fans: Math.max(0, step) })
      .onConflictDoUpdate({ target: rooms.anchorId, set: { fans: sql`${rooms.fans} + ${step}` } })
      .returning({ fans: rooms.fans });
    return room!.fans;
  });
  return { anchorId: String(anchorId), state, fans };
}

export async function isFollowing(ctx: AppContext, me: UserRow, anchorId: number): Promise<boolean> {
  const [row] = await ctx.database.db
    .select({ anchorId: follows.anchorId })
    .from(follows)
    .where(and(eq(follows.userId, me.id), eq(follows.anchorId, anchorId)));
  return row !== undefined;
}

/** /user/attention: the anchors I follow, live first. */
export async function myFollows(ctx: AppContext, me: UserRow, page: number, pageSize: number) {
  const db = ctx.database.db;
  const where = sql`${users.id} in (select anchor_id from follows where user_id = ${me.id})`;
  const [rows, [total]] = await Promise.all([
    selectAnchors(db)
      .where(where)
      .orderBy(...byLiveThenFans)
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { list: await presentCards(ctx, rows), total: Number(total?.n ?? 0), page, pageSize };
}

/** /web_my/my_fans: who follows me, newest first; `keyword` keeps those whose nickname holds it. */
export async function myFans(
  ctx: AppContext,
  me: UserRow,
  query: { page: number; pageSize: number; keyword?: string | undefined },
) {
  const { page, pageSize } = query;
  const db = ctx.database.db;
  const where = query.keyword
    ? and(eq(follows.anchorId, me.id), like(sql`lower(${users.nickname})`, likePattern(query.keyword)))
    : eq(follows.anchorId, me.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.userId))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(follows.userId))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(follows).innerJoin(users, eq(users.id, follows.userId)).where(where),
  ]);
  const list = rows.map((r) => ({
    uid: String(r.user.id),
    appNumber: r.user.appNumber,
    nickname: r.user.nickname,
    avatar: r.user.avatar,
    since: r.since.getTime(),
  }));
  return { list, total: Number(total?.n ?? 0), page, pageSize };
}
