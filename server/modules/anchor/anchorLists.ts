import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';

import { ANCHOR_SEARCH_MAX, RECOMMENDED_ANCHORS, RECOMMENDED_USERS } from '../../../protocol/anchor';
import { ErrorCode } from '../../../protocol/errors';
import type { Language } from '../../../protocol/language';
import { pageOffset } from '../../../protocol/pagination';
import { anchorRoomId } from '../../../protocol/room';
import type { AppContext } from '../../context';
import { anchorColumns, follows, rooms, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { pickName, searchAnchors } from '../match';
import { resolveRoom, roleOf } from '../room';
import { isFollowing } from './followService';
import {
  anchorWithRoom,
  approvedAnchor,
  byLiveThenFans,
  type byNewest,
  DEFAULT_ANCHOR_TYPE,
  inColumn,
  isLive,
  presentCards,
  selectAnchors,
  streamOf,
} from './roomCards';

/** The anchor lists and pages of §7 Anchor: the queries behind anchorRoutes.ts. */

async function requireAnchor(ctx: AppContext, uid: string) {
  const found = await anchorWithRoom(ctx.database.db, Number(uid));
  if (!found) throw new ApiError(ErrorCode.NotFound);
  return found;
}

/** One page of a column's anchors, live ones first or newest first. */
export async function anchorPage(
  ctx: AppContext,
  anchorType: number,
  page: number,
  pageSize: number,
  order: typeof byNewest,
) {
  const db = ctx.database.db;
  const where = inColumn(anchorType);
  const [rows, [total]] = await Promise.all([
    selectAnchors(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(users).leftJoin(rooms, eq(rooms.anchorId, users.id)).where(where),
  ]);
  return { list: await presentCards(ctx, rows), total: Number(total?.n ?? 0), page, pageSize };
}

/** The anchor columns with their names in every language and how many rooms of each are live. */
export async function columnsWithLiveCounts(ctx: AppContext, language: Language) {
  const db = ctx.database.db;
  const [columns, counts] = await Promise.all([
    db.select().from(anchorColumns).orderBy(asc(anchorColumns.sort)),
    db
      .select({
        type: sql<number>`coalesce(${rooms.anchorType}, ${DEFAULT_ANCHOR_TYPE})::int`,
        n: count(),
      })
      .from(users)
      .innerJoin(rooms, eq(rooms.anchorId, users.id))
      .where(and(approvedAnchor, isLive))
      .groupBy(sql`1`),
  ]);
  const live = new Map(counts.map((c) => [Number(c.type), Number(c.n)]));
  const all = [...live.values()].reduce((a, b) => a + b, 0);
  return columns.map((c) => ({
    anchorType: c.anchorType,
    text: pickName(c.names, language),
    name: c.names.zh ?? '',
    nameTw: c.names.tw ?? '',
    nameIdn: c.names.ind ?? '',
    nameVn: c.names.vie ?? '',
    nameTh: c.names.tha ?? '',
    namePor: c.names.por ?? '',
    nameHin: c.names.hin ?? '',
    nameEn: c.names.en ?? '',
    num: c.anchorType === 0 ? all : (live.get(c.anchorType) ?? 0),
  }));
}

export async function recommendedAnchors(ctx: AppContext) {
  const rows = await selectAnchors(ctx.database.db)
    .where(approvedAnchor)
    .orderBy(...byLiveThenFans)
    .limit(RECOMMENDED_ANCHORS);
  return presentCards(ctx, rows);
}

/** Anchors to recommend beside a room: not that room's, not the caller, none the caller follows. */
export async function recommendedUsers(
  ctx: AppContext,
  user: UserRow | undefined,
  roomID: string | undefined,
) {
  const db = ctx.database.db;
  const except = roomID?.startsWith('room_') ? [Number(roomID.slice(5))] : [];
  const followed = user
    ? (await db.select({ id: follows.anchorId }).from(follows).where(eq(follows.userId, user.id))).map(
        (f) => f.id,
      )
    : [];
  const skip = [...except, ...followed, ...(user ? [user.id] : [])];
  const rows = await selectAnchors(db)
    .where(skip.length ? and(approvedAnchor, notInArray(users.id, skip)) : approvedAnchor)
    .orderBy(...byLiveThenFans)
    .limit(RECOMMENDED_USERS);
  return presentCards(ctx, rows);
}

/** The match module's anchor search (nickname, username), shown as room cards in its order. */
export async function searchAnchorCards(ctx: AppContext, keyword: string) {
  const found = await searchAnchors(ctx, keyword, ANCHOR_SEARCH_MAX);
  const ids = found.map((a) => Number(a.uid));
  if (ids.length === 0) return [];
  const rows = await selectAnchors(ctx.database.db).where(and(approvedAnchor, inArray(users.id, ids)));
  const byId = new Map(rows.map((r) => [r.user.id, r]));
  return presentCards(
    ctx,
    ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
  );
}

/** A room's card with its intro, notice, stream and, for a caller, follow state and role. */
export async function anchorDetails(ctx: AppContext, id: string, user: UserRow | undefined) {
  const found = await requireAnchor(ctx, id);
  const room = await resolveRoom(ctx, anchorRoomId(found.user.id));
  const [[card], followed, role] = await Promise.all([
    presentCards(ctx, [found]),
    user ? isFollowing(ctx, user, found.user.id) : Promise.resolve(false),
    roleOf(ctx.database.db, room, user),
  ]);
  return {
    ...card!,
    intro: found.room?.intro ?? '',
    notice: found.room?.notice ?? '',
    streamUrl: streamOf(found.room),
    followed,
    role,
  };
}

/** An anchor's public profile. */
export async function anchorInformation(ctx: AppContext, id: string, user: UserRow | undefined) {
  const { user: a, room } = await requireAnchor(ctx, id);
  return {
    uid: String(a.id),
    appNumber: a.appNumber,
    nickname: a.nickname,
    avatar: a.avatar,
    gender: a.gender,
    province: a.province,
    city: a.city,
    profile: a.profile,
    hobbies: a.hobbies,
    fans: room?.fans ?? 0,
    live: room?.liveSince != null,
    followed: user ? await isFollowing(ctx, user, a.id) : false,
  };
}
