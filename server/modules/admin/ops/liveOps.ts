import fs from 'node:fs';
import path from 'node:path';

import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

import type {
  LiveRoomRow,
  liveRoomsRequest,
  RoomAuditRow,
  roomAuditRequest,
} from '../../../../protocol/adminOps';
import { ErrorCode } from '../../../../protocol/errors';
import { anchorRoomId, parseRoomId } from '../../../../protocol/roomConstants';
import type { AppContext } from '../../../context';
import { liveSessions, roomAudit, rooms, users } from '../../../db/schema';
import { ApiError } from '../../../http/apiError';
import { cutAnchorStream, liveDir, replaceLiveCode } from '../../live';
import { likePattern } from '../../match';
import { writeAudit } from './audit';

/** The segments the embedded ingest writes (live/ingest/remuxer.ts). */
const SEGMENT = /^seg\d{1,9}\.ts$/;
const DAY_MS = 86_400_000;

/** The newest segment of a session on this node's disk: its age and the bitrate it implies. */
async function segmentHealth(ctx: AppContext, anchorId: number, sessionId: number) {
  const dir = path.join(liveDir(ctx), String(anchorId), String(sessionId));
  try {
    const names = (await fs.promises.readdir(dir)).filter((n) => SEGMENT.test(n));
    let newest: fs.Stats | undefined;
    for (const name of names) {
      const stat = await fs.promises.stat(path.join(dir, name)).catch(() => undefined);
      if (stat && (!newest || stat.mtimeMs > newest.mtimeMs)) newest = stat;
    }
    if (!newest) return { lastSegmentAgeMs: null, bitrateKbps: null };
    return {
      lastSegmentAgeMs: Math.max(0, Math.round(ctx.now() - newest.mtimeMs)),
      bitrateKbps: Math.round((newest.size * 8) / ctx.config.live.segmentS / 1000),
    };
  } catch {
    return { lastSegmentAgeMs: null, bitrateKbps: null };
  }
}

/** The rooms live now (liveSince set) with the online count over every node and the ingest's state. */
export async function liveRooms(ctx: AppContext, body: z.output<typeof liveRoomsRequest>) {
  const { db } = ctx.database;
  const where: SQL[] = [isNotNull(rooms.liveSince)];
  if (body.query) {
    const like = likePattern(body.query);
    where.push(or(ilike(users.username, like), ilike(users.nickname, like), ilike(rooms.title, like))!);
  }
  const live = await db
    .select({ room: rooms, username: users.username, nickname: users.nickname })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(and(...where));
  const keys = live.map((r) => anchorRoomId(r.room.anchorId));
  const [online, sessions] = await Promise.all([
    ctx.runtimes.room.presence.online(keys),
    live.length
      ? db
          .select()
          .from(liveSessions)
          .where(
            and(
              inArray(
                liveSessions.anchorId,
                live.map((r) => r.room.anchorId),
              ),
              isNull(liveSessions.endedAt),
            ),
          )
      : [],
  ]);
  const sessionOf = new Map(sessions.map((s) => [s.anchorId, s]));
  const all = live.map(({ room, username, nickname }) => ({
    room,
    username,
    nickname,
    viewers: online.get(anchorRoomId(room.anchorId)) ?? 0,
  }));
  const sign = body.order === 'asc' ? 1 : -1;
  all.sort((a, b) =>
    body.sort === 'viewers'
      ? sign * (a.viewers - b.viewers) || a.room.anchorId - b.room.anchorId
      : sign * (a.room.liveSince!.getTime() - b.room.liveSince!.getTime()) ||
        a.room.anchorId - b.room.anchorId,
  );
  const page = all.slice((body.page - 1) * body.pageSize, body.page * body.pageSize);
  const list: LiveRoomRow[] = await Promise.all(
    page.map(async ({ room, username, nickname, viewers }) => {
      const session = sessionOf.get(room.anchorId);
      return {
        anchorId: room.anchorId,
        username,
        nickname,
        roomID: anchorRoomId(room.anchorId),
        title: room.title || room.roomName,
        liveSince: room.liveSince!.getTime(),
        viewers,
        channel: room.channel,
        streamUrl: room.streamUrl,
        ingest: session
          ? {
              sessionId: session.id,
              source: session.source,
              startedAt: session.startedAt.getTime(),
              lastDataAt: session.lastDataAt.getTime(),
              lastDataAgeMs: Math.max(0, ctx.now() - session.lastDataAt.getTime()),
              peakViewers: session.peakViewers,
              ...(session.source === 'embedded'
                ? await segmentHealth(ctx, room.anchorId, session.id)
                : { lastSegmentAgeMs: null, bitrateKbps: null }),
            }
          : null,
      };
    }),
  );
  return { list, total: all.length, page: body.page, pageSize: body.pageSize };
}

async function requireAnchor(ctx: AppContext, username: string) {
  const [user] = await ctx.database.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.usernameLower, username.toLowerCase()));
  if (!user || user.role !== 'anchor') throw new ApiError(ErrorCode.UserNotFound);
  return user;
}

/** Cuts the anchor's stream (cutAnchorStream); the audit row is written in the transaction that ends it. */
export async function cutStream(ctx: AppContext, username: string, reason: string, actor: string) {
  const anchor = await requireAnchor(ctx, username);
  const cut = await cutAnchorStream(ctx, anchor.id, 'cut', (tx) =>
    writeAudit(tx, { actor, action: 'liveCut', target: `user:${anchor.id}`, reason, at: ctx.now() }),
  );
  return { anchorId: anchor.id, cut };
}

/** The admin's live code reset: the anchor's code is replaced (the old one refused), a live stream cut. */
export async function resetLiveCode(ctx: AppContext, username: string, reason: string, actor: string) {
  const anchor = await requireAnchor(ctx, username);
  const code = await replaceLiveCode(ctx, anchor.id, (tx) =>
    writeAudit(tx, { actor, action: 'liveCodeReset', target: `user:${anchor.id}`, reason, at: ctx.now() }),
  );
  const cut = await cutAnchorStream(ctx, anchor.id, 'reset');
  return { anchorId: anchor.id, createdAt: code.createdAt.getTime(), cut };
}

async function userIdOf(ctx: AppContext, username: string): Promise<number> {
  const [user] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameLower, username.toLowerCase()));
  if (!user) throw new ApiError(ErrorCode.UserNotFound, { username });
  return user.id;
}

/** The room moderation audit over every room: filters by room (its anchor), actor, action and days (UTC). */
export async function searchRoomAudit(ctx: AppContext, body: z.output<typeof roomAuditRequest>) {
  const { db } = ctx.database;
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  const where: SQL[] = [];
  if (body.room) where.push(eq(roomAudit.roomKey, anchorRoomId(await userIdOf(ctx, body.room))));
  if (body.actor) where.push(eq(roomAudit.actorId, await userIdOf(ctx, body.actor)));
  if (body.action) where.push(eq(roomAudit.action, body.action));
  if (body.from) where.push(gte(roomAudit.at, new Date(`${body.from}T00:00:00Z`)));
  if (body.to) where.push(lt(roomAudit.at, new Date(Date.parse(`${body.to}T00:00:00Z`) + DAY_MS)));
  if (body.query) {
    const like = likePattern(body.query);
    where.push(
      or(
        ilike(actor.username, like),
        ilike(actor.nickname, like),
        ilike(target.username, like),
        ilike(target.nickname, like),
      )!,
    );
  }
  const filter = where.length ? and(...where) : undefined;
  const order = body.order === 'asc' ? roomAudit.id : desc(roomAudit.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: roomAudit, actor, target })
      .from(roomAudit)
      .leftJoin(actor, eq(actor.id, roomAudit.actorId))
      .leftJoin(target, eq(target.id, roomAudit.targetId))
      .where(filter)
      .orderBy(order)
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    db
      .select({ n: count() })
      .from(roomAudit)
      .leftJoin(actor, eq(actor.id, roomAudit.actorId))
      .leftJoin(target, eq(target.id, roomAudit.targetId))
      .where(filter),
  ]);
  const anchorIds = [
    ...new Set(
      rows
        .map((r) => parseRoomId(r.entry.roomKey))
        .filter((p) => p?.kind === 'room')
        .map((p) => p!.id),
    ),
  ];
  const anchors = anchorIds.length
    ? await db
        .select({ id: users.id, username: users.username, nickname: users.nickname })
        .from(users)
        .where(inArray(users.id, anchorIds))
    : [];
  const anchorOf = new Map(anchors.map((a) => [a.id, a]));
  const person = (u: { id: number; username: string; nickname: string } | null) =>
    u ? { id: u.id, username: u.username, nickname: u.nickname } : null;
  const list: RoomAuditRow[] = rows.map(({ entry, actor: a, target: t }) => {
    const room = parseRoomId(entry.roomKey);
    return {
      id: entry.id,
      roomID: entry.roomKey,
      room: room?.kind === 'room' ? (anchorOf.get(room.id) ?? null) : null,
      actor: person(a),
      target: person(t),
      action: entry.action,
      detail: entry.detail,
      at: entry.at.getTime(),
    };
  });
  return { list, total: total?.n ?? 0, page: body.page, pageSize: body.pageSize };
}
