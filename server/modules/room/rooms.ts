import { and, desc, eq, inArray } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import { parseRoomId, type RoomRole } from '../../../protocol/room';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { matchAnchors, matches, roomRoles, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';

/** A chat room that exists: an approved anchor's room, or a match. `key` is its roomID. */
export interface RoomRef {
  key: string;
  kind: 'room' | 'match';
  /** The anchor of a `room_<uid>` room, null for a match room. */
  anchorId: number | null;
  /** The match of a `match_<id>` room, null for an anchor room. */
  matchId: number | null;
}

/** Match statuses during which a mute "until the match ends" still holds. */
export const MATCH_RUNNING_STATUSES = ['notStarted', 'live', 'interrupted', 'tbd'];

const CACHE_MS = 30_000;

/**
 * Rooms that exist, each kept for `ttlMs` after it was stored. Rooms are kept in the order they were
 * stored (a room stored again moves to the end), which with one ttl is the order they expire, so
 * every call first drops the expired head: memory holds the rooms resolved in the last `ttlMs`,
 * not every room ever asked for, at a cost of what it frees.
 */
export class RoomCache {
  private readonly rooms = new Map<string, { ref: RoomRef; at: number }>();

  constructor(
    private readonly ttlMs = CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): RoomRef | undefined {
    this.sweep();
    const hit = this.rooms.get(key);
    return hit && this.now() - hit.at < this.ttlMs ? hit.ref : undefined;
  }

  set(key: string, ref: RoomRef): void {
    this.sweep();
    this.rooms.delete(key);
    this.rooms.set(key, { ref, at: this.now() });
  }

  /** Rooms held now (tests). */
  size(): number {
    return this.rooms.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, { at }] of this.rooms) {
      if (now - at < this.ttlMs) break;
      this.rooms.delete(key);
    }
  }
}

/** The room of `roomID`, or 1002 when no such anchor (approved, not disabled) or match exists. */
export async function resolveRoom(ctx: AppContext, roomID: string): Promise<RoomRef> {
  const known = ctx.runtimes.room.cache;
  const hit = known.get(roomID);
  if (hit) return hit;
  const parsed = parseRoomId(roomID);
  if (!parsed) throw new ApiError(ErrorCode.NotFound);
  const db = ctx.database.db;
  let ref: RoomRef | undefined;
  if (parsed.kind === 'room') {
    const [anchor] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, parsed.id),
          eq(users.role, 'anchor'),
          eq(users.anchorStatus, 'approved'),
          eq(users.disabled, false),
        ),
      );
    if (anchor) ref = { key: roomID, kind: 'room', anchorId: anchor.id, matchId: null };
  } else {
    const [match] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, parsed.id));
    if (match) ref = { key: roomID, kind: 'match', anchorId: null, matchId: match.id };
  }
  if (!ref) throw new ApiError(ErrorCode.NotFound);
  known.set(roomID, ref);
  return ref;
}

/** The caller's role in the room (§6); `user` undefined is a guest. */
export async function roleOf(db: Db, room: RoomRef, user: UserRow | undefined): Promise<RoomRole> {
  if (!user) return 'guest';
  if (user.role === 'admin') return 'platform';
  if (room.anchorId === user.id) return 'anchor';
  const [row] = await db
    .select({ role: roomRoles.role })
    .from(roomRoles)
    .where(and(eq(roomRoles.roomKey, room.key), eq(roomRoles.userId, user.id)));
  return row?.role ?? 'viewer';
}

/** Roles of several users in one room (lists). */
export async function rolesOf(db: Db, room: RoomRef, people: UserRow[]): Promise<Map<number, RoomRole>> {
  const ids = people.map((p) => p.id);
  const rows = ids.length
    ? await db
        .select({ userId: roomRoles.userId, role: roomRoles.role })
        .from(roomRoles)
        .where(and(eq(roomRoles.roomKey, room.key), inArray(roomRoles.userId, ids)))
    : [];
  const staff = new Map(rows.map((r) => [r.userId, r.role]));
  return new Map(
    people.map((p) => {
      if (p.role === 'admin') return [p.id, 'platform'];
      if (room.anchorId === p.id) return [p.id, 'anchor'];
      return [p.id, staff.get(p.id) ?? 'viewer'];
    }),
  );
}

/**
 * The match a room shows while it runs: the match of a match room, or the anchor's live (or
 * interrupted) match. Undefined when there is none (a mute "until the match ends" is refused).
 */
export async function runningMatchOf(db: Db, room: RoomRef): Promise<number | undefined> {
  if (room.kind === 'match') {
    const [m] = await db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.id, room.matchId!), inArray(matches.status, MATCH_RUNNING_STATUSES)));
    return m?.id;
  }
  const [m] = await db
    .select({ id: matches.id })
    .from(matchAnchors)
    .innerJoin(matches, eq(matches.id, matchAnchors.matchId))
    .where(and(eq(matchAnchors.userId, room.anchorId!), inArray(matches.status, ['live', 'interrupted'])))
    .orderBy(desc(matchAnchors.viewers))
    .limit(1);
  return m?.id;
}

export async function userById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
