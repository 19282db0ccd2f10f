import type { MatchCard, MatchStatus } from '../../../protocol/match';
import { displayScore, sideScoreText } from '../../../protocol/matchScore';

/** Statuses with no score to show yet. */
const NO_SCORE: readonly MatchStatus[] = ['notStarted', 'tbd', 'postponed'];

/**
 * Both sides' shown score (§4, protocol/matchScore.ts) as text, or null before the match is played.
 * Computed from the period arrays, so a live update's periods and the shown score never disagree.
 */
export function scoreTexts(
  match: Pick<MatchCard, 'sportId' | 'status' | 'homeScore' | 'awayScore' | 'vbScores'>,
): [string, string] | null {
  if (NO_SCORE.includes(match.status)) return null;
  const [home, away] = displayScore(match.sportId, match.homeScore, match.awayScore, match.vbScores);
  return [sideScoreText(home), sideScoreText(away)];
}

/** Where a match card leads: the live page while it can be watched (live or over), else the match page. */
export function watchable(status: MatchStatus): boolean {
  return status === 'live' || status === 'ended' || status === 'interrupted';
}
