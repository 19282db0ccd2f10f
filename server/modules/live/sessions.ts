import { and, eq, inArray, isNull } from 'drizzle-orm';

import { anchorRoomId } from '../../../protocol/room';
import { publishTopic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { restrictionsInForce } from '../../http/auth';
import { topics } from '../../services/topics';
import { liveCodes, liveSessions, rooms, users } from '../../db/schema';
import { tellFollowers, DEFAULT_ANCHOR_TYPE } from '../anchor';
import { hashLiveCode, isLiveCodeShape } from './codes';
import { rollUpSession } from './rollup';

// The life of one stream: a publish is authorised (its row reserves the anchor on every node), the
// room goes live once viewers can play it, and it ends once (stopped, stalled, reset, banned...).
// The database holds the state; the bus (topics.liveCut) tells the node holding the publish to cut it.

export type PublishRefusal = 'badName' | 'unknownCode' | 'notAllowed' | 'busy' | 'rateLimited';
export type EndReason = 'stopped' | 'stalled' | 'reset' | 'banned' | 'lost' | 'shutdown' | 'failed' | 'cut';

/** Publishes per IP and minute, and wrong codes per IP in ten minutes before every publish is refused. */
export const PUBLISH_PER_MINUTE = 20;
export const WRONG_CODES_PER_WINDOW = 10;
const WRONG_CODE_WINDOW_MS = 10 * 60_000;

export interface PublishRequest {
  code: string;
  ip: string;
  source: 'embedded' | 'external';
  holder: string;
  /** Makes the play URL once the session id is known. */
  playUrl: (anchorId: number, sessionId: number) => string;
  streamName?: (anchorId: number, sessionId: number) => string;
}

export interface StartedSession {
  id: number;
  anchorId: number;
  playUrl: string;
  streamName: string | null;
}

export type PublishResult = { ok: true; session: StartedSession } | { ok: false; reason: PublishRefusal };

async function refuseWrongCode(ctx: AppContext, ip: string): Promise<PublishResult> {
  await ctx.counters.hit(`live:wrong:${ip}`, WRONG_CODE_WINDOW_MS);
  return { ok: false, reason: 'unknownCode' };
}

/** Checks the code and the anchor and opens the session row, in one transaction. */
export async function authorizePublish(ctx: AppContext, req: PublishRequest): Promise<PublishResult> {
  if ((await ctx.counters.get(`live:wrong:${req.ip}`)) >= WRONG_CODES_PER_WINDOW)
    return { ok: false, reason: 'rateLimited' };
  if ((await ctx.counters.hit(`live:publish:${req.ip}`, 60_000)) > PUBLISH_PER_MINUTE)
    return { ok: false, reason: 'rateLimited' };
  if (!isLiveCodeShape(req.code)) return refuseWrongCode(ctx, req.ip);
  const now = new Date(ctx.now());
  const result = await ctx.database.db.transaction(async (tx): Promise<PublishResult> => {
    const [found] = await tx
      .select({ codeId: liveCodes.id, user: users, anchorType: rooms.anchorType })
      .from(liveCodes)
      .innerJoin(users, eq(users.id, liveCodes.anchorId))
      .leftJoin(rooms, eq(rooms.anchorId, users.id))
      .where(and(eq(liveCodes.codeHash, hashLiveCode(req.code)), isNull(liveCodes.revokedAt)))
      .limit(1);
    if (!found) return { ok: false, reason: 'unknownCode' };
    const { user } = found;
    if (user.role !== 'anchor' || user.anchorStatus !== 'approved' || user.disabled)
      return { ok: false, reason: 'notAllowed' };
    // A platform admin's restriction in force (login forbidden, banned) stops the live code too.
    if ((await restrictionsInForce(tx, [user.id], ctx.now())).size > 0)
      return { ok: false, reason: 'notAllowed' };
    const [row] = await tx
      .insert(liveSessions)
      .values({
        anchorId: user.id,
        codeId: found.codeId,
        source: req.source,
        holder: req.holder,
        playUrl: '',
        anchorType: found.anchorType ?? DEFAULT_ANCHOR_TYPE,
        startedAt: now,
        lastDataAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: liveSessions.id });
    if (!row) return { ok: false, reason: 'busy' };
    const playUrl = req.playUrl(user.id, row.id);
    const streamName = req.streamName?.(user.id, row.id) ?? null;
    await tx.update(liveSessions).set({ playUrl, streamName }).where(eq(liveSessions.id, row.id));
    return { ok: true, session: { id: row.id, anchorId: user.id, playUrl, streamName } };
  });
  if (!result.ok && result.reason === 'unknownCode') return refuseWrongCode(ctx, req.ip);
  return result;
}

async function announce(ctx: AppContext, anchorId: number, streamUrl: string | null, liveSince: Date | null) {
  const roomID = anchorRoomId(anchorId);
  await ctx.runtimes.room
    .publish(roomID, {
      n: {
        type: 'live',
        roomID,
        live: liveSince !== null,
        streamUrl,
        liveSince: liveSince?.getTime() ?? null,
      },
    })
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'live notice failed'));
}

/** Viewers can play the stream: the room goes live and followers hear of it (once per session). */
export async function goLive(ctx: AppContext, sessionId: number): Promise<boolean> {
  const now = new Date(ctx.now());
  const live = await ctx.database.db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(liveSessions)
      .where(and(eq(liveSessions.id, sessionId), isNull(liveSessions.endedAt)))
      .for('update');
    if (!session) return undefined;
    const [room] = await tx.select().from(rooms).where(eq(rooms.anchorId, session.anchorId));
    if (room?.liveSince && room.streamUrl === session.playUrl) return undefined;
    const set = { liveSince: now, streamUrl: session.playUrl };
    await tx
      .insert(rooms)
      .values({ anchorId: session.anchorId, ...set })
      .onConflictDoUpdate({ target: rooms.anchorId, set });
    const [anchor] = await tx.select().from(users).where(eq(users.id, session.anchorId));
    return { session, anchor: anchor! };
  });
  if (!live) return false;
  ctx.log.info({ sessionId, anchorId: live.anchor.id }, 'live: room is live');
  await announce(ctx, live.anchor.id, live.session.playUrl, now);
  tellFollowers(ctx, live.anchor);
  return true;
}

/** Ends the session once; the room goes offline if it still plays this session's stream. */
/** `inTx` runs in the transaction that ends it (the console's audit row), only when it ends it. */
export async function endSession(
  ctx: AppContext,
  sessionId: number,
  reason: EndReason,
  inTx?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  const now = new Date(ctx.now());
  const ended = await ctx.database.db.transaction(async (tx) => {
    const [session] = await tx
      .update(liveSessions)
      .set({ endedAt: now, endReason: reason })
      .where(and(eq(liveSessions.id, sessionId), isNull(liveSessions.endedAt)))
      .returning();
    if (!session) return undefined;
    await inTx?.(tx);
    const offline = await tx
      .update(rooms)
      .set({ liveSince: null, streamUrl: null })
      .where(and(eq(rooms.anchorId, session.anchorId), eq(rooms.streamUrl, session.playUrl)))
      .returning({ anchorId: rooms.anchorId });
    return { session, offline: offline.length > 0 };
  });
  if (!ended) return false;
  ctx.log.info({ sessionId, anchorId: ended.session.anchorId, reason }, 'live: stream ended');
  await publishTopic(ctx.bus, topics.liveCut, { sessionId }).catch(() => undefined);
  if (ended.offline) await announce(ctx, ended.session.anchorId, null, null);
  await rollUpSession(ctx, ended.session).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'live roll-up after a stream failed'),
  );
  return true;
}

/** The open session of an anchor, if any. */
export async function openSessionOf(ctx: AppContext, anchorId: number) {
  const [row] = await ctx.database.db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.anchorId, anchorId), isNull(liveSessions.endedAt)))
    .limit(1);
  return row;
}

/** Cuts the anchor's stream wherever it is held (code reset, ban). True when one was live. */
export async function cutAnchorStream(
  ctx: AppContext,
  anchorId: number,
  reason: EndReason,
  inTx?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  const open = await openSessionOf(ctx, anchorId);
  return open ? endSession(ctx, open.id, reason, inTx) : false;
}

/** The ingest still receives data for these sessions. */
export async function touchSessions(ctx: AppContext, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await ctx.database.db
    .update(liveSessions)
    .set({ lastDataAt: new Date(ctx.now()) })
    .where(and(inArray(liveSessions.id, [...ids]), isNull(liveSessions.endedAt)));
}
