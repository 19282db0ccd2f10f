import { and, count, desc, eq, sql } from 'drizzle-orm';

import type { LiveStats } from '../../../protocol/live';
import { pageOffset } from '../../../protocol/pagination';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { liveDaily } from '../../db/schema';

/** /user/datas: the live history (one row a day, newest first) and the monthly statistics of §3. */
export async function liveHistory(ctx: AppContext, anchorId: number, page: number, pageSize: number) {
  const db = ctx.database.db;
  const rows = await db
    .select()
    .from(liveDaily)
    .where(eq(liveDaily.anchorId, anchorId))
    .orderBy(desc(liveDaily.day))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const [total] = await db.select({ n: count() }).from(liveDaily).where(eq(liveDaily.anchorId, anchorId));
  return {
    list: rows.map((r) => ({
      day: r.day,
      peakViewers: r.peakViewers,
      liveSeconds: r.liveSeconds,
      sessions: r.sessions,
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

function monthBounds(month: string): { first: string; next: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

export async function liveStats(ctx: AppContext, anchorId: number, month: string): Promise<LiveStats> {
  const db = ctx.database.db;
  const tz = ctx.config.live.timeZone;
  const { first, next } = monthBounds(month);
  const inMonth = and(
    eq(liveDaily.anchorId, anchorId),
    sql`${liveDaily.day} >= ${first}::date and ${liveDaily.day} < ${next}::date`,
  );
  const [totals] = await db
    .select({
      liveSeconds: sql<number>`coalesce(sum(${liveDaily.liveSeconds}), 0)::int`,
      days: sql<number>`count(*)::int`,
      sessions: sql<number>`coalesce(sum(${liveDaily.sessions}), 0)::int`,
      peakViewers: sql<number>`coalesce(max(${liveDaily.peakViewers}), 0)::int`,
    })
    .from(liveDaily)
    .where(inMonth);
  // The most frequent category: most streams, then most time, then the lowest column.
  const [top] = rowsOf<{ anchorType: number }>(
    await db.execute(sql`
      select anchor_type as "anchorType" from live_sessions
       where anchor_id = ${anchorId} and ended_at is not null
         and started_at >= (${first}::date::timestamp at time zone ${tz})
         and started_at < (${next}::date::timestamp at time zone ${tz})
       group by anchor_type
       order by count(*) desc, sum(extract(epoch from ended_at - started_at)) desc, anchor_type asc
       limit 1`),
  );
  const months = rowsOf<{ month: string }>(
    await db.execute(sql`
      select distinct to_char(day, 'YYYY-MM') as month from live_daily
       where anchor_id = ${anchorId} order by month desc limit 24`),
  );
  return {
    month,
    liveSeconds: Number(totals?.liveSeconds ?? 0),
    days: Number(totals?.days ?? 0),
    sessions: Number(totals?.sessions ?? 0),
    peakViewers: Number(totals?.peakViewers ?? 0),
    topAnchorType: top ? Number(top.anchorType) : null,
    months: months.map((m) => m.month),
  };
}
