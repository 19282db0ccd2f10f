import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Language } from '../../../protocol/language';
import {
  type AnchorCard,
  displayStatus,
  type FeedStatus,
  isFeedStale,
  type LocalisedNames,
  type MatchCard,
  type MatchStatus,
  teamLogoUrl,
} from '../../../protocol/match';
import { displayScore } from '../../../protocol/matchScore';
import type { Db } from '../../db/client';
import { leagues, matches, teams, type users } from '../../db/schema';

/** Turns rows into the shapes of protocol/match.ts; names in the request language, else en. */

export function pickName(names: LocalisedNames | Partial<Record<string, string>>, lang: Language): string {
  const n = names as Partial<Record<string, string>>;
  return n[lang] ?? n.en ?? Object.values(n).find((v) => v !== undefined) ?? '';
}

/** Lower-cased names in every language, kept beside the names so search is one LIKE. */
export function searchTextOf(names: Partial<Record<string, string>>): string {
  return [...new Set(Object.values(names).filter((v): v is string => !!v))].join(' | ').toLowerCase();
}

export const homeTeam = alias(teams, 'home_team');
export const awayTeam = alias(teams, 'away_team');
const home = homeTeam;
const away = awayTeam;

/** Matches with their league, both teams and the number of anchors streaming each; add where/order/limit. */
export function selectCards(db: Db) {
  return db
    .select({
      match: matches,
      leagueNames: leagues.names,
      homeNames: home.names,
      homeLogo: home.logo,
      awayNames: away.names,
      awayLogo: away.logo,
      anchorCount: sql<number>`(select count(*)::int from match_anchors ma where ma.match_id = ${matches.id})`,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .$dynamic();
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

export function presentCard(row: CardRow, lang: Language, now: number, reserved: boolean): MatchCard {
  const m = row.match;
  const status = displayStatus(m.feedStatus as FeedStatus) satisfies MatchStatus;
  return {
    id: m.id,
    sportId: m.sportId,
    raceType: m.raceType,
    league: { id: m.leagueId, name: pickName(row.leagueNames, lang) },
    home: {
      id: m.homeTeamId,
      name: pickName(row.homeNames, lang),
      logo: teamLogoUrl(m.sportId, m.homeTeamId, row.homeLogo),
    },
    away: {
      id: m.awayTeamId,
      name: pickName(row.awayNames, lang),
      logo: teamLogoUrl(m.sportId, m.awayTeamId, row.awayLogo),
    },
    kickoffAt: m.kickoffAt.getTime(),
    status,
    feedStatus: m.feedStatus as FeedStatus,
    period: m.period,
    periodStartedAt: m.periodStartedAt?.getTime() ?? null,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    vbScores: m.vbScores ?? null,
    score: displayScore(m.sportId, m.homeScore, m.awayScore, m.vbScores),
    hot: m.hot,
    trending: m.trending,
    viewers: m.viewers,
    anchorCount: row.anchorCount,
    hasStream: m.streamUrl !== null,
    stale: isFeedStale(status, m.feedUpdatedAt?.getTime() ?? null, now),
    reserved,
    version: m.version,
  };
}

type UserRow = typeof users.$inferSelect;

export function presentAnchor(user: UserRow, liveMatchId: number | null, viewers: number): AnchorCard {
  return {
    uid: String(user.id),
    appNumber: user.appNumber,
    nickname: user.nickname,
    avatar: user.avatar,
    liveMatchId,
    viewers,
  };
}
