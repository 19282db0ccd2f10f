import { useState } from 'react';

import type { MatchCard } from '../../../protocol/match';
import { displayScore, sideScoreText } from '../../../protocol/matchScore';
import { sidesUp } from '../../state/matchSyncRules';

type Scored = Pick<MatchCard, 'sportId' | 'homeScore' | 'awayScore' | 'vbScores'>;

const keyOf = (m: Scored | null) =>
  m ? displayScore(m.sportId, m.homeScore, m.awayScore, m.vbScores).map(sideScoreText).join('-') : '';

/**
 * How many times each side's shown score went up while `active` (a synced view: the video reached a
 * goal): the header keys its score on it, so each goal replays the CSS animation once. A rewind, a
 * correction down, a change while not active, or the first score after none (`match` null: the view
 * waits for its video) counts nothing.
 */
export function useGoalPulse(match: Scored | null, active: boolean): { home: number; away: number } {
  const key = keyOf(match);
  const [seen, setSeen] = useState({ key, scored: match, home: 0, away: 0 });
  if (seen.key !== key) {
    // Adjusting state to a new score during render (React's "storing information from previous renders").
    const [home, away] = active && match ? sidesUp(seen.scored, match) : [false, false];
    const next = { key, scored: match, home: seen.home + (home ? 1 : 0), away: seen.away + (away ? 1 : 0) };
    setSeen(next);
    return next;
  }
  return seen;
}
