import { useLingui } from '@lingui/react/macro';

import { eventClock, type MatchEvent } from '../../../protocol/matchEvents';
import { eventPeriod } from './matchEvents';
import { useMatchText } from './useMatchText';

/** The translated sentence of a match event (timeline rows, progress-bar dots, their tooltips). */
export function useEventText(sportId: number) {
  const { t } = useLingui();
  const text = useMatchText();

  const what = (e: MatchEvent): string => {
    const player = e.player ?? '';
    const named = e.player !== null;
    switch (e.kind) {
      case 'goal':
        return named ? t`Goal: ${player}` : t`Goal`;
      case 'ownGoal':
        return named ? t`Own goal: ${player}` : t`Own goal`;
      case 'goalDisallowed':
        return named ? t`Goal disallowed: ${player}` : t`Goal disallowed`;
      case 'yellowCard':
        return named ? t`Yellow card: ${player}` : t`Yellow card`;
      case 'redCard':
        return named ? t`Red card: ${player}` : t`Red card`;
      case 'substitution': {
        const off = e.playerOut ?? '';
        return t`Substitution: ${player} on, ${off} off`;
      }
      case 'shootoutScored':
        return named ? t`Penalty scored: ${player}` : t`Penalty scored`;
      case 'shootoutMissed':
        return named ? t`Penalty missed: ${player}` : t`Penalty missed`;
      case 'score': {
        const points = e.points ?? 1;
        return t`Scored ${points}`;
      }
      case 'periodStart': {
        const period = text.period(eventPeriod(sportId, e.period));
        return t`Start: ${period}`;
      }
      case 'periodEnd': {
        const period = text.period(eventPeriod(sportId, e.period));
        return t`End: ${period}`;
      }
      case 'matchEnd':
        return t`Full time`;
    }
  };

  /** The clock and the sentence, for a tooltip: `23' Goal: Ann Lee (1-0)`. */
  const full = (e: MatchEvent): string => {
    const clock = eventClock(sportId, e);
    const sentence = what(e);
    if (!e.score || e.kind === 'substitution') return t`${clock} ${sentence}`;
    const score = `${e.score[0]}-${e.score[1]}`;
    return t`${clock} ${sentence} (${score})`;
  };

  return { what, full, clock: (e: MatchEvent) => eventClock(sportId, e) };
}
