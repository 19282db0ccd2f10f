import type { FeedStatus } from './matchConstants';
import type { MatchMoment } from './matchLive';
import { displayScore } from './matchScore';

/**
 * Test helper of the spoiler-safe watching suites (protocol/matchTimeline.test.ts, src/state/matchSync*
 * and pushHold tests): a football moment `minutes` after `kickoffAt`, with `home`-`away` goals.
 */
export function footballMoment(
  kickoffAt: number,
  version: number,
  minutes: number,
  feedStatus: FeedStatus,
  home: number,
  away: number,
): MatchMoment {
  const homeScore = [home, 0, 0, 0, 0, 0, 0];
  const awayScore = [away, 0, 0, 0, 0, 0, 0];
  return {
    version,
    at: kickoffAt + minutes * 60_000,
    feedStatus,
    status: feedStatus === 'finished' ? 'ended' : 'live',
    period: feedStatus === 'secondHalf' ? 2 : 1,
    periodStartedAt: kickoffAt,
    homeScore,
    awayScore,
    vbScores: null,
    score: displayScore(1, homeScore, awayScore),
  };
}
