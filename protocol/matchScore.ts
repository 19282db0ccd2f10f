import type { VbScores } from './match';
import { displayStatus, type FeedStatus, SportId } from './matchConstants';

/**
 * Score display of §4 and the match status notifications of §3/§4, as pure rules shared by the
 * page, the worker and the server. Period score layout per sport (our feed, protocol/MATCH_FEED.md):
 *
 * - 1 football: [score, half-time score, red cards, yellow cards, corners, score after extra time
 *   (0 = no extra time), penalty shoot-out score].
 * - 2 basketball: [Q1, Q2, Q3, Q4, overtime].
 * - 3 tennis: [set 1 games, set 1 tie-break points, set 2 games, set 2 tie-break, ...].
 * - 4 baseball: runs per inning. 5 esports: maps won per map (1 or 0).
 * - 10 volleyball: points per set; `vbScores.pt` holds the sets won.
 */

export interface SideScore {
  value: number;
  /** Shown in brackets after the value (football: the penalty shoot-out), else null. */
  bracket: number | null;
}

const at = (scores: readonly number[], index: number): number => {
  const v = scores[index];
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
};

const sum = (scores: readonly number[], count = scores.length): number => {
  let total = 0;
  for (let i = 0; i < count; i++) total += at(scores, i);
  return total;
};

/** sportId 1: index 5 if set (above 0) else index 0, and index 6 in brackets when above 0 (§4). */
function football(scores: readonly number[]): SideScore {
  const value = at(scores, 5) > 0 ? at(scores, 5) : at(scores, 0);
  const penalties = at(scores, 6);
  return { value, bracket: penalties > 0 ? penalties : null };
}

/** sportId 3: the even-index periods (sets) each side won (§4). */
function periodsWon(mine: readonly number[], theirs: readonly number[]): number {
  let won = 0;
  for (let i = 0; i < Math.max(mine.length, theirs.length); i += 2) if (at(mine, i) > at(theirs, i)) won++;
  return won;
}

/** The shown score of both sides, exactly as §4; sports §4 does not name show the sum of their periods. */
export function displayScore(
  sportId: number,
  home: readonly number[],
  away: readonly number[],
  vbScores?: VbScores | null,
): [SideScore, SideScore] {
  const plain = (value: number): SideScore => ({ value, bracket: null });
  switch (sportId) {
    case SportId.Football:
      return [football(home), football(away)];
    case SportId.Basketball:
      return [plain(sum(home, 5)), plain(sum(away, 5))];
    case SportId.Tennis:
      return [plain(periodsWon(home, away)), plain(periodsWon(away, home))];
    case SportId.Volleyball:
      return [plain(at(vbScores?.pt ?? [], 0)), plain(at(vbScores?.pt ?? [], 1))];
    default:
      return [plain(sum(home)), plain(sum(away))];
  }
}

/** One side as text: `2`, or `1(4)` after a penalty shoot-out. */
export function sideScoreText(score: SideScore): string {
  return score.bracket === null ? String(score.value) : `${score.value}(${score.bracket})`;
}

/** Match status notification kinds of §4: 1 started (shown 0-0), 2 ended, 3 first half ended. */
export const MatchNotice = { Started: 1, Ended: 2, FirstHalfEnded: 3 } as const;
export type MatchNotice = (typeof MatchNotice)[keyof typeof MatchNotice];

/**
 * The notification a status change gives, or null: the match went live (1), it ended (2), or
 * football went from the first half to half time (3). Unchanged statuses give nothing.
 */
export function statusNotice(before: FeedStatus, after: FeedStatus): MatchNotice | null {
  if (before === after) return null;
  const was = displayStatus(before);
  const now = displayStatus(after);
  if (before === 'firstHalf' && after === 'halfTime') return MatchNotice.FirstHalfEnded;
  if (now === 'ended' && was !== 'ended') return MatchNotice.Ended;
  if (now === 'live' && (was === 'notStarted' || was === 'tbd' || was === 'postponed'))
    return MatchNotice.Started;
  return null;
}

/** The score a notification shows: 0-0 for "started" (§4), else the display score. */
export function noticeScore(
  notice: MatchNotice,
  sportId: number,
  home: readonly number[],
  away: readonly number[],
  vbScores?: VbScores | null,
): [SideScore, SideScore] {
  if (notice === MatchNotice.Started)
    return [
      { value: 0, bracket: null },
      { value: 0, bracket: null },
    ];
  return displayScore(sportId, home, away, vbScores);
}
