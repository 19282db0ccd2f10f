import { displayStatus } from '../../../protocol/match';
import type { MatchMoment } from '../../../protocol/matchLive';
import { displayScore } from '../../../protocol/matchScore';
import { seedOf } from './simulation/random';
import { timelineOf } from './simulation/timeline';

/**
 * The history of a simulated match's round up to `now`, from its script (issue 21): what the synced
 * views replay for a match whose moments were not recorded as they happened (the demo seed starts
 * matches mid-play; a site that ran before match_moments existed). Versions are negative, below every
 * version a recorded change gets, so a recorded moment never collides with one made here.
 */
export function simulatedMoments(
  row: { sportId: number; simSeed: number | null; simRound: number; kickoffAt: Date },
  now: number,
): MatchMoment[] {
  const kickoffAt = row.kickoffAt.getTime();
  const { events } = timelineOf(row.sportId, seedOf(row.simSeed ?? 0, row.simRound));
  const past = events.filter((e) => kickoffAt + e.at <= now);
  return past.map((e, i) => ({
    version: i - past.length,
    at: kickoffAt + e.at,
    feedStatus: e.state.feedStatus,
    status: displayStatus(e.state.feedStatus),
    period: e.state.period,
    periodStartedAt: e.state.periodStartedAt === null ? null : kickoffAt + e.state.periodStartedAt,
    homeScore: [...e.state.homeScore],
    awayScore: [...e.state.awayScore],
    vbScores: e.state.vbScores,
    score: displayScore(row.sportId, e.state.homeScore, e.state.awayScore, e.state.vbScores),
  }));
}
