import { useEffect, useState } from 'react';

import type { MatchCard } from '../../protocol/match';
import type { MatchTimeline } from '../../protocol/matchTimeline';
import { CATCH_UP_STEP_MS, catchUpSteps } from './matchSyncRules';

interface Run {
  /** The programme time read last. */
  t: number | null;
  /** The score changes being shown one after the other, and the one shown now. */
  steps: number[];
  i: number;
}

/**
 * The time a synced view shows (issue 21): the programme time `t`, except while catching up. When the
 * video jumps forward past several score changes (back to live, a seek forward), the view steps
 * through them, CATCH_UP_STEP_MS apart, in order, so each goal comes with its animation and its toast;
 * then it shows `t`. A jump back, or a jump passing one change at most, shows at once.
 */
export function useCatchUp(
  card: Pick<MatchCard, 'sportId' | 'kickoffAt'> | null,
  timeline: MatchTimeline,
  t: number | null,
): number | null {
  const [run, setRun] = useState<Run>({ t, steps: [], i: 0 });
  let current = run;
  if (run.t !== t) {
    // Adjusting state to a new reading during render (React's "storing information from previous renders").
    const stepping = run.i < run.steps.length;
    const shown = stepping ? run.steps[run.i]! : run.t;
    if (t === null || shown === null || t < shown || !card) current = { t, steps: [], i: 0 };
    else if (stepping) current = { ...run, t };
    else current = { t, steps: catchUpSteps(card, timeline, shown, t), i: 0 };
    setRun(current);
  }

  useEffect(() => {
    if (current.i >= current.steps.length) return;
    const timer = setTimeout(
      () => setRun((r) => (r === current ? { ...r, i: r.i + 1 } : r)),
      CATCH_UP_STEP_MS,
    );
    return () => clearTimeout(timer);
  }, [current]);

  return current.i < current.steps.length ? current.steps[current.i]! : t;
}
