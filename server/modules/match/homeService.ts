import { and, asc, count, eq, gte, inArray, lt, ne } from 'drizzle-orm';

import type { Language } from '../../../protocol/language';
import { FILTER_STATUSES, HOT_RACE_TYPE } from '../../../protocol/match';
import type { AppContext } from '../../context';
import { matchColumns, matches } from '../../db/schema';
import { liveAnchorCount } from './anchorsService';
import { cardPage } from './listService';
import { pickName } from './present';

/** Home (§2): popular matches, live and upcoming per sport, latest results; cached like the lists. */
const TOP = 8;
const PER_SPORT = 6;
const RESULTS = 10;
const DAY_MS = 24 * 3600_000;
const HOME = ['home'];
const liveOrUpcoming = inArray(matches.status, [...FILTER_STATUSES.live, ...FILTER_STATUSES.upcoming]);

export function homeTop(ctx: AppContext, lang: Language) {
  return ctx.runtimes.match.cache.get(`home:top:${lang}`, HOME, async () => {
    const page = await cardPage(ctx, and(eq(matches.hot, true), liveOrUpcoming), 1, TOP, lang);
    return page.list;
  });
}

export function homeMiddle(ctx: AppContext, lang: Language) {
  return ctx.runtimes.match.cache.get(`home:middle:${lang}`, HOME, async () => {
    const columns = await ctx.database.db
      .select()
      .from(matchColumns)
      .where(ne(matchColumns.raceType, HOT_RACE_TYPE))
      .orderBy(asc(matchColumns.sort));
    return Promise.all(
      columns.map(async (c) => ({
        raceType: c.raceType,
        name: pickName(c.names, lang),
        matches: (
          await cardPage(ctx, and(eq(matches.raceType, c.raceType), liveOrUpcoming), 1, PER_SPORT, lang)
        ).list,
      })),
    );
  });
}

export function homeInfo(ctx: AppContext, lang: Language) {
  return ctx.runtimes.match.cache.get(`home:info:${lang}`, HOME, async () => {
    const { db } = ctx.database;
    const now = ctx.now();
    const results = await cardPage(ctx, inArray(matches.status, ['ended']), 1, RESULTS, lang);
    const [live] = await db
      .select({ n: count() })
      .from(matches)
      .where(inArray(matches.status, [...FILTER_STATUSES.live]));
    const [upcoming] = await db
      .select({ n: count() })
      .from(matches)
      .where(
        and(
          inArray(matches.status, [...FILTER_STATUSES.upcoming]),
          gte(matches.kickoffAt, new Date(now)),
          lt(matches.kickoffAt, new Date(now + DAY_MS)),
        ),
      );
    return {
      results: results.list,
      liveCount: live?.n ?? 0,
      upcomingCount: upcoming?.n ?? 0,
      anchorsLive: await liveAnchorCount(ctx),
    };
  });
}
