import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { pageOffset } from '../../../protocol/pagination';
import { ROOM_RANK } from '../../../protocol/room';
import type { AUDIT_ACTIONS } from '../../../protocol/roomModeration';
import type { AppContext } from '../../context';
import { roomAudit, roomBlacklist, roomMutes, roomRoles, roomVisits, users } from '../../db/schema';
import type { UserRow } from '../../http/auth';
import { acting, present } from './moderation';
import { MATCH_RUNNING_STATUSES, rolesOf } from './rooms';

/** The moderation lists of §2 (and the audit list): readable by roles with the `lists` right. */
interface Paging {
  roomID: string;
  page: number;
  pageSize: number;
}

const person = (u: Pick<UserRow, 'id' | 'nickname' | 'avatar'>) => ({
  userID: String(u.id),
  nickname: u.nickname,
  avatar: u.avatar,
});

const page = <T>(list: T[], total: number, p: Paging) => ({
  list,
  total,
  page: p.page,
  pageSize: p.pageSize,
});

export async function staffList(ctx: AppContext, actor: UserRow, roomID: string) {
  const a = await acting(ctx, roomID, actor, 'lists');
  const rows = await ctx.database.db
    .select({ role: roomRoles, user: users })
    .from(roomRoles)
    .innerJoin(users, eq(users.id, roomRoles.userId))
    .where(eq(roomRoles.roomKey, a.room.key))
    .orderBy(asc(roomRoles.role), asc(roomRoles.createdAt));
  return rows.map((r) => ({ ...person(r.user), role: r.role.role, since: r.role.createdAt.getTime() }));
}

export async function muteList(ctx: AppContext, actor: UserRow, p: Paging) {
  const a = await acting(ctx, p.roomID, actor, 'lists');
  const running = sql.join(
    MATCH_RUNNING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const where = and(
    eq(roomMutes.roomKey, a.room.key),
    or(
      gt(roomMutes.until, new Date(ctx.now())),
      and(
        isNull(roomMutes.until),
        sql`exists (select 1 from matches x where x.id = ${roomMutes.matchId} and x.status in (${running}))`,
      ),
    ),
  );
  const db = ctx.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select({ mute: roomMutes, user: users })
      .from(roomMutes)
      .innerJoin(users, eq(users.id, roomMutes.userId))
      .where(where)
      .orderBy(desc(roomMutes.createdAt))
      .limit(p.pageSize)
      .offset(pageOffset(p.page, p.pageSize)),
    db.select({ n: count() }).from(roomMutes).where(where),
  ]);
  const list = rows.map((r) => ({
    ...person(r.user),
    until: r.mute.until?.getTime() ?? null,
    matchId: r.mute.matchId,
    by: String(r.mute.byId),
    since: r.mute.createdAt.getTime(),
  }));
  return page(list, Number(total?.n ?? 0), p);
}

export async function blacklistList(ctx: AppContext, actor: UserRow, p: Paging) {
  const a = await acting(ctx, p.roomID, actor, 'lists');
  const where = eq(roomBlacklist.roomKey, a.room.key);
  const db = ctx.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: roomBlacklist, user: users })
      .from(roomBlacklist)
      .innerJoin(users, eq(users.id, roomBlacklist.userId))
      .where(where)
      .orderBy(desc(roomBlacklist.createdAt))
      .limit(p.pageSize)
      .offset(pageOffset(p.page, p.pageSize)),
    db.select({ n: count() }).from(roomBlacklist).where(where),
  ]);
  const list = rows.map((r) => ({
    ...person(r.user),
    by: String(r.entry.byId),
    since: r.entry.createdAt.getTime(),
  }));
  return page(list, Number(total?.n ?? 0), p);
}

/**
 * Logged-in viewers in the room now (over every node), moderators first. Every logged-in user may
 * read it (issue 5: a person sees the online count and viewer list); the other lists are moderators'.
 */
export async function viewerList(ctx: AppContext, actor: UserRow, p: Paging) {
  const a = await present(ctx, p.roomID, actor);
  const ids = await ctx.runtimes.room.presence.viewers(a.room.key);
  const people = ids.length ? await ctx.database.db.select().from(users).where(inArray(users.id, ids)) : [];
  const roles = await rolesOf(ctx.database.db, a.room, people);
  const all = people
    .map((u) => ({ ...person(u), role: roles.get(u.id)! }))
    .sort((x, y) => ROOM_RANK[y.role] - ROOM_RANK[x.role] || x.nickname.localeCompare(y.nickname));
  const from = pageOffset(p.page, p.pageSize);
  return page(all.slice(from, from + p.pageSize), all.length, p);
}

export async function visitList(ctx: AppContext, actor: UserRow, p: Paging) {
  const a = await acting(ctx, p.roomID, actor, 'lists');
  const where = eq(roomVisits.roomKey, a.room.key);
  const db = ctx.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select({ visit: roomVisits, user: users })
      .from(roomVisits)
      .innerJoin(users, eq(users.id, roomVisits.userId))
      .where(where)
      .orderBy(desc(roomVisits.lastAt), asc(roomVisits.userId))
      .limit(p.pageSize)
      .offset(pageOffset(p.page, p.pageSize)),
    db.select({ n: count() }).from(roomVisits).where(where),
  ]);
  const list = rows.map((r) => ({
    ...person(r.user),
    firstAt: r.visit.firstAt.getTime(),
    lastAt: r.visit.lastAt.getTime(),
    visits: r.visit.visits,
  }));
  return page(list, Number(total?.n ?? 0), p);
}

const target = alias(users, 'target');

export async function auditList(ctx: AppContext, actor: UserRow, p: Paging) {
  const a = await acting(ctx, p.roomID, actor, 'lists');
  const where = eq(roomAudit.roomKey, a.room.key);
  const db = ctx.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: roomAudit, actor: users.nickname, target: target.nickname })
      .from(roomAudit)
      .innerJoin(users, eq(users.id, roomAudit.actorId))
      .leftJoin(target, eq(target.id, roomAudit.targetId))
      .where(where)
      .orderBy(desc(roomAudit.id))
      .limit(p.pageSize)
      .offset(pageOffset(p.page, p.pageSize)),
    db.select({ n: count() }).from(roomAudit).where(where),
  ]);
  const list = rows.map((r) => ({
    id: r.entry.id,
    actorID: String(r.entry.actorId),
    actorNickname: r.actor,
    action: r.entry.action as (typeof AUDIT_ACTIONS)[number],
    targetID: r.entry.targetId === null ? null : String(r.entry.targetId),
    targetNickname: r.target,
    detail: r.entry.detail,
    at: r.entry.at.getTime(),
  }));
  return page(list, Number(total?.n ?? 0), p);
}
