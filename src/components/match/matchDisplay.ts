import type { FeedStatus, VbScores } from '../../../protocol/match';
import { SportId } from '../../../protocol/match';
import { formatClock } from '../../../protocol/format';

/**
 * Pure display rules of the match views: which period a match is in, its clock, the period table
 * per sport and the demo video channel. The views turn the kinds into translated text.
 */

export type PeriodKind =
  | 'firstHalf'
  | 'halfTime'
  | 'secondHalf'
  | 'extraTimeBreak'
  | 'extraTime'
  | 'penalties'
  | 'break'
  | 'quarter'
  | 'overtime'
  | 'set'
  | 'inning'
  | 'map'
  | 'period';

export interface PeriodLabel {
  kind: PeriodKind;
  /** Quarter, set, inning, map or overtime number (1 for the first overtime), else 0. */
  n: number;
}

const FOOTBALL: Partial<Record<FeedStatus, PeriodKind>> = {
  firstHalf: 'firstHalf',
  halfTime: 'halfTime',
  secondHalf: 'secondHalf',
  breakBeforeExtraTime: 'extraTimeBreak',
  extraTime: 'extraTime',
  penalties: 'penalties',
};

const BASKETBALL_QUARTERS = 4;

/** The period a match in play is in, or null when it is not in play. */
export function periodOf(sportId: number, feedStatus: FeedStatus, period: number): PeriodLabel | null {
  const football = FOOTBALL[feedStatus];
  if (football) return { kind: football, n: 0 };
  if (feedStatus === 'halfTime') return { kind: 'halfTime', n: 0 };
  if (feedStatus === 'break') return { kind: 'break', n: period };
  if (feedStatus !== 'inPlay' || period < 1) return null;
  switch (sportId) {
    case SportId.Basketball:
      return period > BASKETBALL_QUARTERS
        ? { kind: 'overtime', n: period - BASKETBALL_QUARTERS }
        : { kind: 'quarter', n: period };
    case SportId.Tennis:
    case SportId.Volleyball:
      return { kind: 'set', n: period };
    case SportId.Baseball:
      return { kind: 'inning', n: period };
    case SportId.Esports:
      return { kind: 'map', n: period };
    default:
      return { kind: 'period', n: period };
  }
}

/** Minutes each football period starts from and where its stoppage time begins. */
const FOOTBALL_CLOCK: Partial<Record<FeedStatus, { from: number; to: number }>> = {
  firstHalf: { from: 0, to: 45 },
  secondHalf: { from: 45, to: 90 },
  extraTime: { from: 90, to: 120 },
};

/**
 * The match clock: football shows the minute (`37'`, stoppage as `45+2'`), other sports the time
 * played in the current period as mm:ss; null in breaks and before the start.
 */
export function matchClock(
  sportId: number,
  feedStatus: FeedStatus,
  periodStartedAt: number | null,
  now: number,
): string | null {
  if (periodStartedAt === null) return null;
  const elapsed = Math.max(0, now - periodStartedAt);
  if (sportId === SportId.Football) {
    const span = FOOTBALL_CLOCK[feedStatus];
    if (!span) return null;
    const minute = span.from + Math.floor(elapsed / 60_000) + 1;
    return minute > span.to ? `${span.to}+${minute - span.to}'` : `${minute}'`;
  }
  if (feedStatus !== 'inPlay') return null;
  return formatClock(elapsed / 1000);
}

export type PeriodColumnKind =
  | 'halfTime'
  | 'redCards'
  | 'yellowCards'
  | 'corners'
  | 'extraTime'
  | 'penalties'
  | 'quarter'
  | 'overtime'
  | 'set'
  | 'inning'
  | 'map'
  | 'period';

export interface PeriodColumn {
  kind: PeriodColumnKind;
  n: number;
  home: number;
  away: number;
  /** Tennis: the tie-break points of the set, when one was played. */
  homeExtra?: number;
  awayExtra?: number;
}

const at = (list: readonly number[], i: number) => list[i] ?? 0;

function footballColumns(home: readonly number[], away: readonly number[]): PeriodColumn[] {
  const col = (kind: PeriodColumnKind, i: number): PeriodColumn => ({
    kind,
    n: 0,
    home: at(home, i),
    away: at(away, i),
  });
  const out = [col('halfTime', 1), col('redCards', 2), col('yellowCards', 3), col('corners', 4)];
  if (at(home, 5) + at(away, 5) > 0) out.push(col('extraTime', 5));
  if (at(home, 6) + at(away, 6) > 0) out.push(col('penalties', 6));
  return out;
}

/** Periods that were played: up to the last one with any score, and at least up to `period`. */
function playedCount(home: readonly number[], away: readonly number[], period: number): number {
  let last = 0;
  for (let i = 0; i < Math.max(home.length, away.length); i++)
    if (at(home, i) + at(away, i) > 0) last = i + 1;
  return Math.max(last, Math.min(period, Math.max(home.length, away.length)));
}

/**
 * The period table of a match (protocol/matchScore.ts layouts): football's half-time score, cards,
 * corners, extra time and penalties; basketball's quarters and overtime; tennis's sets with their
 * tie-breaks; innings, maps and volleyball sets as they were played.
 */
export function periodColumns(
  sportId: number,
  home: readonly number[],
  away: readonly number[],
  period: number,
): PeriodColumn[] {
  if (sportId === SportId.Football) return footballColumns(home, away);
  if (sportId === SportId.Tennis) {
    const sets = Math.max(Math.ceil(playedCount(home, away, 0) / 2), Math.min(period, 5));
    return Array.from({ length: sets }, (_, s) => {
      const tieHome = at(home, 2 * s + 1);
      const tieAway = at(away, 2 * s + 1);
      const tie = tieHome + tieAway > 0;
      return {
        kind: 'set' as const,
        n: s + 1,
        home: at(home, 2 * s),
        away: at(away, 2 * s),
        ...(tie ? { homeExtra: tieHome, awayExtra: tieAway } : {}),
      };
    });
  }
  if (sportId === SportId.Basketball) {
    const quarters = Array.from({ length: BASKETBALL_QUARTERS }, (_, i) => ({
      kind: 'quarter' as const,
      n: i + 1,
      home: at(home, i),
      away: at(away, i),
    }));
    // Every overtime adds to index 4 (the §4 sum of the first five): one column.
    const overtime = period > BASKETBALL_QUARTERS || at(home, 4) + at(away, 4) > 0;
    return overtime
      ? [...quarters, { kind: 'overtime', n: 0, home: at(home, 4), away: at(away, 4) }]
      : quarters;
  }
  const kind = OTHER_COLUMNS[sportId] ?? 'period';
  return Array.from({ length: playedCount(home, away, period) }, (_, i) => ({
    kind,
    n: i + 1,
    home: at(home, i),
    away: at(away, i),
  }));
}

const OTHER_COLUMNS: Partial<Record<number, PeriodColumnKind>> = {
  [SportId.Baseball]: 'inning',
  [SportId.Esports]: 'map',
  [SportId.Volleyball]: 'set',
};

/** Volleyball shows the sets won beside the table (vbScores.pt). */
export function setsWon(vbScores: VbScores | null): [number, number] | null {
  return vbScores ? [vbScores.pt[0], vbScores.pt[1]] : null;
}

/** Whole minutes until kickoff when it is within the next hour (rounded up), else null. */
export function startsInMinutes(kickoffAt: number, now: number): number | null {
  const ms = kickoffAt - now;
  if (ms <= 0 || ms > 3600_000) return null;
  return Math.ceil(ms / 60_000);
}
