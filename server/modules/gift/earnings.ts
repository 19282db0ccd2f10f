import { count, desc, eq, sql } from 'drizzle-orm';

import type { Language } from '../../../protocol/language';
import { pageOffset } from '../../../protocol/pagination';
import type { GiftRecordRow, RecentEarnings } from '../../../protocol/space';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { giftRecords, gifts, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { ErrorCode } from '../../../protocol/errors';
import { pickName } from '../match';
import { balancesOf, earningAccount, userAccount } from '../wallet';

/** Earnings are an anchor's (3004 for the others): the gifts of gift_records, the balances of the ledger. */
function requireAnchor(user: UserRow): void {
  if (user.role !== 'anchor' || user.anchorStatus !== 'approved')
    throw new ApiError(ErrorCode.NotAnchorOrPending);
}

/**
 * recent_earnings: the coins and gifts received on each of the last `days` days (today included,
 * days of the site's time zone, LIVE_TIME_ZONE, as the live history), their total, the total since
 * the start, and the anchor's two ledger balances: gift income (`earning:<id>`) and spendable coins.
 */
export async function recentEarnings(ctx: AppContext, me: UserRow, days: number): Promise<RecentEarnings> {
  requireAnchor(me);
  const db = ctx.database.db;
  const tz = ctx.config.live.timeZone;
  const now = new Date(ctx.now());
  const perDay = rowsOf<{ day: string; coins: string | number; gifts: number }>(
    await db.execute(sql`
      with today as (select (${now}::timestamptz at time zone ${tz})::date as d),
      days as (
        select generate_series(t.d - ${days - 1}::int, t.d, interval '1 day')::date as day from today t
      )
      select to_char(days.day, 'YYYY-MM-DD') as day,
             coalesce(sum(g.coins), 0)::bigint as coins, count(g.id)::int as gifts
        from days
        left join ${giftRecords} g
          on g.anchor_id = ${me.id}
         and g.created_at >= (days.day::timestamp at time zone ${tz})
         and g.created_at < ((days.day + 1)::timestamp at time zone ${tz})
         and g.created_at <= ${now}::timestamptz
       group by days.day
       order by days.day`),
  ).map((r) => ({ day: r.day, coins: Number(r.coins), gifts: Number(r.gifts) }));
  const [[all], earning, own] = await Promise.all([
    db
      .select({ coins: sql<string>`coalesce(sum(${giftRecords.coins}), 0)` })
      .from(giftRecords)
      .where(eq(giftRecords.anchorId, me.id)),
    balancesOf(db, earningAccount(me.id)),
    balancesOf(db, userAccount(me.id)),
  ]);
  return {
    days: perDay,
    total: perDay.reduce((n, d) => n + d.coins, 0),
    allTime: Number(all?.coins ?? 0),
    earningBalance: earning.get('coin') ?? 0,
    balance: own.get('coin') ?? 0,
    timeZone: tz,
  };
}

/** gift_detail: the gifts the anchor received, newest first, paged: sender, gift, count, coins, time. */
export async function giftRecordsPage(
  ctx: AppContext,
  me: UserRow,
  page: number,
  pageSize: number,
  lang: Language,
): Promise<{ list: GiftRecordRow[]; total: number; page: number; pageSize: number }> {
  requireAnchor(me);
  const db = ctx.database.db;
  const mine = eq(giftRecords.anchorId, me.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: giftRecords, sender: users, names: gifts.names, icon: gifts.icon })
      .from(giftRecords)
      .innerJoin(users, eq(users.id, giftRecords.senderId))
      .innerJoin(gifts, eq(gifts.id, giftRecords.giftId))
      .where(mine)
      .orderBy(desc(giftRecords.createdAt), desc(giftRecords.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(giftRecords).where(mine),
  ]);
  const list = rows.map((r) => ({
    id: r.record.id,
    sender: {
      uid: String(r.sender.id),
      appNumber: r.sender.appNumber,
      nickname: r.sender.nickname,
      avatar: r.sender.avatar,
    },
    giftId: r.record.giftId,
    giftName: pickName(r.names, lang),
    icon: r.icon,
    count: r.record.count,
    coins: Number(r.record.coins),
    at: r.record.createdAt.getTime(),
  }));
  return { list, total: Number(total?.n ?? 0), page, pageSize };
}
