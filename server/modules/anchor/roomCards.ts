import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';

import { ALL_ANCHOR_TYPE, type RoomCard } from '../../../protocol/anchor';
import { anchorRoomId } from '../../../protocol/room';
import { liveUrl } from '../../../protocol/video';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { matchAnchors, matches, rooms, users } from '../../db/schema';
import type { UserRow } from '../../http/auth';

/** The column and channel of an approved anchor that has no room row yet. */
export const DEFAULT_ANCHOR_TYPE = 5;
export const DEFAULT_CHANNEL = 'studio';

export type RoomRow = typeof rooms.$inferSelect;
export interface AnchorWithRoom {
  user: UserRow;
  room: RoomRow | null;
}

/** Anchors that have a room page: approved and not disabled. */
export const approvedAnchor = and(
  eq(users.role, 'anchor'),
  eq(users.anchorStatus, 'approved'),
  eq(users.disabled, false),
)!;

export const isLive = sql`${rooms.liveSince} is not null`;

/** `where` on approved anchors of a column (0 = every column). */
export function inColumn(anchorType: number): SQL {
  return anchorType === ALL_ANCHOR_TYPE
    ? approvedAnchor
    : and(approvedAnchor, sql`coalesce(${rooms.anchorType}, ${DEFAULT_ANCHOR_TYPE}) = ${anchorType}`)!;
}

/** Approved anchors with their room (null until the anchor first goes live or is followed). */
export function selectAnchors(db: Db) {
  return db
    .select({ user: users, room: rooms })
    .from(users)
    .leftJoin(rooms, eq(rooms.anchorId, users.id))
    .$dynamic();
}

/** Live first, then most followed. */
export const byLiveThenFans = [desc(isLive), sql`coalesce(${rooms.fans}, 0) desc`, asc(users.id)];
/** Live first (latest to go live first), then the newest anchors. */
export const byNewest = [
  desc(isLive),
  sql`${rooms.liveSince} desc nulls last`,
  desc(users.createdAt),
  asc(users.id),
];

/** The live match each anchor streams (most watched when several). */
async function liveMatches(db: Db, anchorIds: number[]): Promise<Map<number, number>> {
  if (anchorIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: matchAnchors.userId, matchId: matchAnchors.matchId })
    .from(matchAnchors)
    .innerJoin(matches, eq(matches.id, matchAnchors.matchId))
    .where(and(inArray(matchAnchors.userId, anchorIds), eq(matches.status, 'live')))
    .orderBy(desc(matchAnchors.viewers));
  const live = new Map<number, number>();
  for (const r of rows) if (!live.has(r.userId)) live.set(r.userId, r.matchId);
  return live;
}

export function streamOf(room: RoomRow | null): string {
  return room?.streamUrl ?? liveUrl(room?.channel ?? DEFAULT_CHANNEL);
}

/** Room cards of these anchors, in the given order, with online counts over every node. */
export async function presentCards(ctx: AppContext, rows: AnchorWithRoom[]): Promise<RoomCard[]> {
  const keys = rows.map((r) => anchorRoomId(r.user.id));
  const [online, live] = await Promise.all([
    ctx.runtimes.room.presence.online(keys),
    liveMatches(
      ctx.database.db,
      rows.map((r) => r.user.id),
    ),
  ]);
  return rows.map(({ user, room }) => ({
    roomId: String(user.id),
    roomID: anchorRoomId(user.id),
    uid: String(user.id),
    appNumber: user.appNumber,
    nickname: user.nickname,
    avatar: user.avatar,
    title: room?.title || user.nickname,
    cover: room?.cover ?? null,
    anchorType: room?.anchorType ?? DEFAULT_ANCHOR_TYPE,
    live: room?.liveSince != null,
    liveSince: room?.liveSince?.getTime() ?? null,
    online: online.get(anchorRoomId(user.id)) ?? 0,
    fans: room?.fans ?? 0,
    matchId: live.get(user.id) ?? null,
  }));
}

/** An approved anchor and its room, or undefined. */
export async function anchorWithRoom(db: Db, uid: number): Promise<AnchorWithRoom | undefined> {
  const [row] = await selectAnchors(db)
    .where(and(approvedAnchor, eq(users.id, uid)))
    .limit(1);
  return row;
}
