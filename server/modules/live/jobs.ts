import { and, eq, isNull, lt, sql } from 'drizzle-orm';

import { anchorRoomId } from '../../../protocol/room';
import type { AppContext } from '../../context';
import { liveSessions } from '../../db/schema';
import { runDailyRollUp } from './rollup';
import { endSession, touchSessions } from './sessions';

/** How often the ingest's heartbeat, the sweeper and the viewer sampler run, and the daily job looks. */
export const HEARTBEAT_MS = 3_000;
export const SAMPLE_MS = 5_000;
export const DAILY_CHECK_MS = 60_000;
/** An embedded session whose node stopped beating for this long is closed by any node. */
export const LOST_AFTER_MS = 20_000;

/** The popularity peak: the most viewers in the room at once, sampled from room presence (all nodes). */
export async function samplePeaks(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const open = await db
    .select({ id: liveSessions.id, anchorId: liveSessions.anchorId })
    .from(liveSessions)
    .where(isNull(liveSessions.endedAt));
  if (open.length === 0) return;
  const online = await ctx.runtimes.room.presence.online(open.map((s) => anchorRoomId(s.anchorId)));
  for (const s of open) {
    const n = online.get(anchorRoomId(s.anchorId)) ?? 0;
    if (n > 0)
      await db
        .update(liveSessions)
        .set({ peakViewers: sql`greatest(${liveSessions.peakViewers}, ${n})` })
        .where(eq(liveSessions.id, s.id));
  }
}

/** Closes embedded sessions whose node vanished (killed, crashed) without ending them. */
export async function sweepLost(ctx: AppContext): Promise<void> {
  const lost = await ctx.database.db
    .select({ id: liveSessions.id })
    .from(liveSessions)
    .where(
      and(
        isNull(liveSessions.endedAt),
        eq(liveSessions.source, 'embedded'),
        lt(liveSessions.lastDataAt, new Date(ctx.now() - LOST_AFTER_MS)),
      ),
    );
  for (const s of lost) await endSession(ctx, s.id, 'lost');
}

export function startLiveJobs(ctx: AppContext, node: string, receiving: () => number[]): () => void {
  const onError = (what: string) => (error: unknown) => ctx.log.error({ err: error }, `live: ${what} failed`);
  const every = (ms: number, what: string, run: () => Promise<unknown>) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      run()
        .catch(onError(what))
        .finally(() => (busy = false));
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(HEARTBEAT_MS, 'heartbeat', () => touchSessions(ctx, receiving())),
    every(SAMPLE_MS, 'viewer sampling', () => samplePeaks(ctx)),
    every(SAMPLE_MS, 'sweep', () => sweepLost(ctx)),
    every(DAILY_CHECK_MS, 'daily roll-up', () => runDailyRollUp(ctx, node)),
  ];
  const first = setTimeout(() => void runDailyRollUp(ctx, node).catch(onError('daily roll-up')), 5_000);
  first.unref();
  return () => {
    clearTimeout(first);
    for (const t of timers) clearInterval(t);
  };
}
