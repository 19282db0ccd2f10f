import { and, asc, count, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';

import type { Language } from '../../../protocol/language';
import { HOT_RACE_TYPE, type MatchCard, type MatchListFilter } from '../../../protocol/match';
import { pageOffset } from '../../../protocol/pagination';
import type { AppContext } from '../../context';
import { leagues, matches, reservations } from '../../db/schema';
import type { UserRow } from '../../http/auth';
import { PreparedAnswer } from '../../http/preparedAnswer';
import { awayTeam, homeTeam, presentCard, selectCards } from './present';

/**
 * Live first (kickoff order), then upcoming (kickoff order), then finished (newest first): the
 * generated columns and indexes of the matches table, so a page is read off an index.
 */
export const LIST_ORDER: SQL[] = [
  asc(matches.listRank),
  sql`${matches.upcomingAt} asc nulls last`,
  sql`${matches.kickoffAt} desc nulls last`,
  asc(matches.id),
];
/** The list rank of each tab (the generated `list_rank` column). */
const TAB_RANK: Record<Exclude<MatchListFilter, 'all'>, number> = { live: 0, upcoming: 1, finished: 2 };

export interface ListQuery {
  raceType: number;
  status: MatchListFilter;
  hot?: boolean | undefined;
  trending?: boolean | undefined;
  page: number;
  pageSize: number;
}

export interface CardPage {
  list: MatchCard[];
  total: number;
  page: number;
  pageSize: number;
}

/** The column (raceType 0 = hot matches of every sport) and the filters as SQL. */
function conditions(q: Omit<ListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const where: SQL[] = [];
  where.push(q.raceType === HOT_RACE_TYPE ? eq(matches.hot, true) : eq(matches.raceType, q.raceType));
  if (q.status !== 'all') where.push(eq(matches.listRank, TAB_RANK[q.status]));
  if (q.hot) where.push(eq(matches.hot, true));
  if (q.trending) where.push(eq(matches.trending, true));
  return and(...where);
}

/** A page of cards for `where` in list order, with the total (no caller state). */
export async function cardPage(
  ctx: AppContext,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  lang: Language,
  byNames = false,
): Promise<CardPage> {
  const { db } = ctx.database;
  const rows = await selectCards(db)
    .where(where)
    .orderBy(...LIST_ORDER)
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  // Only a search filters on names; every match has its league and teams (foreign keys).
  const counted = db.select({ n: count() }).from(matches).$dynamic();
  const [total] = await (
    byNames
      ? counted
          .innerJoin(leagues, eq(leagues.id, matches.leagueId))
          .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
          .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
      : counted
  ).where(where);
  const now = ctx.now();
  return { list: rows.map((r) => presentCard(r, lang, now, false)), total: total?.n ?? 0, page, pageSize };
}

/** The caller's reservation type of each of these matches. */
export async function reservationTypes(
  ctx: AppContext,
  user: UserRow | undefined,
  matchIds: number[],
): Promise<Map<number, number>> {
  if (!user || matchIds.length === 0) return new Map();
  const rows = await ctx.database.db
    .select({ matchId: reservations.matchId, type: reservations.type })
    .from(reservations)
    .where(and(eq(reservations.userId, user.id), inArray(reservations.matchId, matchIds)));
  return new Map(rows.map((r) => [r.matchId, r.type]));
}

/** Cards as the caller sees them: `reserved` set from their bookings. */
export async function forCaller(
  ctx: AppContext,
  user: UserRow | undefined,
  cards: MatchCard[],
): Promise<MatchCard[]> {
  const types = await reservationTypes(
    ctx,
    user,
    cards.map((c) => c.id),
  );
  return types.size === 0 ? cards : cards.map((c) => ({ ...c, reserved: types.has(c.id) }));
}

/**
 * match_list: one column, filtered, paged; the public part is served from the list cache. A visitor's
 * answer holds nothing of the caller, so it is cached encoded (the same bytes for every visitor until
 * the page changes); a member's adds their reservations to the cached page.
 */
export async function listMatches(
  ctx: AppContext,
  q: ListQuery,
  lang: Language,
  user: UserRow | undefined,
): Promise<CardPage | PreparedAnswer<CardPage>> {
  const { cache } = ctx.runtimes.match;
  const key = `list:${lang}:${q.raceType}:${q.status}:${q.hot ?? ''}:${q.trending ?? ''}:${q.page}:${q.pageSize}`;
  const tags = [`race:${q.raceType}`];
  const page = () => cache.get(key, tags, () => cardPage(ctx, conditions(q), q.page, q.pageSize, lang));
  if (!user) return cache.get(`${key}:answer`, tags, async () => new PreparedAnswer(await page()));
  const cards = await page();
  return { ...cards, list: await forCaller(ctx, user, cards.list) };
}

/** `%keyword%` for LIKE, its wildcards escaped, lower-cased like the stored search text. */
export function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Matches whose teams or league carry the keyword in any language. */
export function searchMatches(
  ctx: AppContext,
  keyword: string,
  page: number,
  pageSize: number,
  lang: Language,
): Promise<CardPage> {
  const pattern = likePattern(keyword);
  const where = or(
    like(homeTeam.searchText, pattern),
    like(awayTeam.searchText, pattern),
    like(leagues.searchText, pattern),
  );
  return cardPage(ctx, where, page, pageSize, lang, true);
}
