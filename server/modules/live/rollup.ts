import { sql } from 'drizzle-orm';

import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { liveSessions } from '../../db/schema';

/**
 * The live history of §3 (one row per anchor and day: popularity peak, live duration) rolled up
 * from live_sessions. A day is rewritten whole from its sessions, so running it twice gives the
 * same rows (updated_at moves only when a figure does). Days are those of LIVE_TIME_ZONE.
 */
export const DAILY_JOB = 'live-daily';

/** The calendar day (YYYY-MM-DD) of `at` in `timeZone`. */
export function dayIn(timeZone: string, at: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}

/** Every day from the day of `from` to the day of `to`, in `timeZone`. */
export function daysBetween(timeZone: string, from: number, to: number): string[] {
  const days: string[] = [];
  for (let at = from; ; at += 12 * 3_600_000) {
    const day = dayIn(timeZone, Math.min(at, to));
    if (days.at(-1) !== day) days.push(day);
    if (at >= to) break;
  }
  return days;
}

/** Rewrites `day` of one anchor (or every anchor) from live_sessions. */
export async function rollUpDay(
  db: Db | Tx,
  timeZone: string,
  day: string,
  now: number,
  anchorId?: number,
): Promise<number> {
  const at = new Date(now).toISOString();
  const only = anchorId === undefined ? sql`true` : sql`s.anchor_id = ${anchorId}`;
  const result = await db.execute(sql`
    with d as (
      select (${day}::date::timestamp at time zone ${timeZone}) as s,
             ((${day}::date + 1)::timestamp at time zone ${timeZone}) as e
    )
    insert into live_daily (anchor_id, day, peak_viewers, live_seconds, sessions, updated_at)
    select s.anchor_id, ${day}::date, max(s.peak_viewers),
           coalesce(sum(greatest(0, floor(extract(epoch from
             least(coalesce(s.ended_at, ${at}::timestamptz), d.e) - greatest(s.started_at, d.s))))), 0)::int,
           count(*)::int, ${at}::timestamptz
      from live_sessions s, d
     where s.started_at < d.e and coalesce(s.ended_at, ${at}::timestamptz) > d.s and ${only}
     group by s.anchor_id
    on conflict (anchor_id, day) do update
       set peak_viewers = excluded.peak_viewers, live_seconds = excluded.live_seconds,
           sessions = excluded.sessions, updated_at = excluded.updated_at
     where (live_daily.peak_viewers, live_daily.live_seconds, live_daily.sessions)
           is distinct from (excluded.peak_viewers, excluded.live_seconds, excluded.sessions)
    returning anchor_id`);
  return rowsOf(result).length;
}

/** After a stream ends: the days it covered, for its anchor. */
export async function rollUpSession(
  ctx: AppContext,
  session: typeof liveSessions.$inferSelect,
): Promise<void> {
  const tz = ctx.config.live.timeZone;
  const end = session.endedAt?.getTime() ?? ctx.now();
  for (const day of daysBetween(tz, session.startedAt.getTime(), end))
    await rollUpDay(ctx.database.db, tz, day, ctx.now(), session.anchorId);
}

/**
 * The daily job: yesterday (and the day before, for streams that ended late) for every anchor, once
 * across nodes. The claim and the roll-up share a transaction: a run that fails leaves no claim, so
 * the next tick (on any node) runs it again; a run that succeeded is never repeated, even after a restart.
 */
export async function runDailyRollUp(ctx: AppContext, holder: string): Promise<boolean> {
  const tz = ctx.config.live.timeZone;
  const now = ctx.now();
  const yesterday = dayIn(tz, now - 24 * 3_600_000);
  const before = dayIn(tz, now - 48 * 3_600_000);
  return ctx.database.db.transaction(async (tx) => {
    const claimed = rowsOf(
      await tx.execute(sql`
        insert into job_runs (job, period, holder) values (${DAILY_JOB}, ${yesterday}, ${holder})
        on conflict do nothing returning job`),
    );
    if (claimed.length === 0) return false;
    await rollUpDay(tx, tz, before, now);
    await rollUpDay(tx, tz, yesterday, now);
    return true;
  });
}
