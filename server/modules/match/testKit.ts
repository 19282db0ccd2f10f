import { displayStatus, type FeedStatus } from '../../../protocol/match';
import type { AppContext } from '../../context';
import { leagues, matches, teams } from '../../db/schema';

/** Test helpers of the match suites: matches with known leagues, teams, times and states. */
export interface MatchSpec {
  sportId?: number;
  kickoffAt: number;
  feedStatus?: FeedStatus;
  hot?: boolean;
  trending?: boolean;
  homeScore?: number[];
  awayScore?: number[];
  league?: Partial<Record<string, string>>;
  home?: Partial<Record<string, string>>;
  away?: Partial<Record<string, string>>;
}

let serial = 0;

export async function insertMatch(ctx: AppContext, spec: MatchSpec): Promise<number> {
  const { db } = ctx.database;
  const sportId = spec.sportId ?? 1;
  const n = ++serial;
  const named = (names: Partial<Record<string, string>> | undefined, fallback: string) => {
    const value = names ?? { en: fallback };
    return { sportId, names: value, searchText: Object.values(value).join(' | ').toLowerCase() };
  };
  const [league] = await db
    .insert(leagues)
    .values(named(spec.league, `Test League ${n}`))
    .returning();
  const [home, away] = await db
    .insert(teams)
    .values([named(spec.home, `Home Side ${n}`), named(spec.away, `Away Side ${n}`)])
    .returning();
  const feedStatus = spec.feedStatus ?? 'scheduled';
  const [row] = await db
    .insert(matches)
    .values({
      sportId,
      raceType: sportId,
      leagueId: league!.id,
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt: new Date(spec.kickoffAt),
      feedStatus,
      status: displayStatus(feedStatus),
      homeScore: spec.homeScore ?? [],
      awayScore: spec.awayScore ?? [],
      hot: spec.hot ?? false,
      trending: spec.trending ?? false,
    })
    .returning({ id: matches.id });
  ctx.runtimes.match.cache.invalidate();
  return row!.id;
}
