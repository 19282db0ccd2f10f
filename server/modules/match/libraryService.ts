import { and, asc, count, eq, gte, inArray } from 'drizzle-orm';

import type { Language } from '../../../protocol/language';
import { BOOKABLE_STATUSES, HOT_RACE_TYPE } from '../../../protocol/match';
import { pageOffset } from '../../../protocol/pagination';
import type { AppContext } from '../../context';
import { matchColumns, matches } from '../../db/schema';
import type { UserRow } from '../../http/auth';
import { reservationTypes } from './listService';
import { pickName, presentCard, selectCards } from './present';

/**
 * The match library (race_data_*): matches that can still be booked, by column, in kickoff order,
 * with the caller's reserved state: where viewers book reminders and anchors book what they stream.
 */
function bookable(ctx: AppContext, raceType: number) {
  return and(
    inArray(matches.status, [...BOOKABLE_STATUSES]),
    gte(matches.kickoffAt, new Date(ctx.now())),
    raceType === HOT_RACE_TYPE ? eq(matches.hot, true) : eq(matches.raceType, raceType),
  );
}

/** Every match column with the number of bookable matches in it. */
export async function libraryColumns(ctx: AppContext, lang: Language) {
  const { db } = ctx.database;
  const columns = await db.select().from(matchColumns).orderBy(asc(matchColumns.sort));
  const upcoming = and(
    inArray(matches.status, [...BOOKABLE_STATUSES]),
    gte(matches.kickoffAt, new Date(ctx.now())),
  );
  const perType = await db
    .select({ raceType: matches.raceType, n: count() })
    .from(matches)
    .where(upcoming)
    .groupBy(matches.raceType);
  const [hot] = await db
    .select({ n: count() })
    .from(matches)
    .where(and(upcoming, eq(matches.hot, true)));
  const num = new Map(perType.map((r) => [r.raceType, r.n]));
  return columns.map((c) => ({
    raceType: c.raceType,
    name: pickName(c.names, lang),
    num: c.raceType === HOT_RACE_TYPE ? (hot?.n ?? 0) : (num.get(c.raceType) ?? 0),
  }));
}

export async function libraryPage(
  ctx: AppContext,
  user: UserRow,
  q: { raceType: number; page: number; pageSize: number },
  lang: Language,
) {
  const { db } = ctx.database;
  const where = bookable(ctx, q.raceType);
  const rows = await selectCards(db)
    .where(where)
    .orderBy(asc(matches.kickoffAt), asc(matches.id))
    .limit(q.pageSize)
    .offset(pageOffset(q.page, q.pageSize));
  const [total] = await db.select({ n: count() }).from(matches).where(where);
  const types = await reservationTypes(
    ctx,
    user,
    rows.map((r) => r.match.id),
  );
  const now = ctx.now();
  return {
    list: rows.map((r) => ({
      ...presentCard(r, lang, now, types.has(r.match.id)),
      reservationType: types.get(r.match.id) ?? null,
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}
