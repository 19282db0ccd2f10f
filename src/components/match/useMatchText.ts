import { useLingui } from '@lingui/react/macro';

import { postTime, shortenNumber } from '../../../protocol/format';
import type { MatchStatus } from '../../../protocol/match';
import { formatDate, KICKOFF_TIME } from '../../i18n/format';
import { useStore } from '../../state/store';
import type { PeriodColumn, PeriodLabel } from './matchDisplay';
import { startsInMinutes } from './matchDisplay';

/** The translated words of the match views: statuses (§4), periods, kickoff and post times, counts. */
export function useMatchText() {
  const { t } = useLingui();
  const { language } = useStore();

  const status = (s: MatchStatus): string => {
    switch (s) {
      case 'notStarted':
        return t`Not started`;
      case 'live':
        return t`Live`;
      case 'ended':
        return t`Ended`;
      case 'postponed':
        return t`Postponed`;
      case 'interrupted':
        return t`Interrupted`;
      case 'abandoned':
        return t`Abandoned`;
      case 'tbd':
        return t`To be determined`;
    }
  };

  const period = ({ kind, n }: PeriodLabel): string => {
    switch (kind) {
      case 'firstHalf':
        return t`1st half`;
      case 'halfTime':
        return t`Half time`;
      case 'secondHalf':
        return t`2nd half`;
      case 'extraTimeBreak':
        return t`Before extra time`;
      case 'extraTime':
        return t`Extra time`;
      case 'penalties':
        return t`Penalties`;
      case 'break':
        return t`Break`;
      case 'quarter':
        return t`Q${n}`;
      case 'overtime':
        return t`Overtime ${n}`;
      case 'set':
        return t`Set ${n}`;
      case 'inning':
        return t`Inning ${n}`;
      case 'map':
        return t`Map ${n}`;
      case 'period':
        return t`Period ${n}`;
    }
  };

  const column = ({ kind, n }: PeriodColumn): string => {
    switch (kind) {
      case 'halfTime':
        return t`HT`;
      case 'redCards':
        return t`Red cards`;
      case 'yellowCards':
        return t`Yellow cards`;
      case 'corners':
        return t`Corners`;
      case 'extraTime':
        return t`After ET`;
      case 'penalties':
        return t`Pens`;
      case 'overtime':
        return t`OT`;
      case 'quarter':
        return t`Q${n}`;
      case 'set':
        return t`Set ${n}`;
      case 'inning':
        return String(n);
      case 'map':
        return t`Map ${n}`;
      case 'period':
        return String(n);
    }
  };

  /** Kickoff: "Starts in 12 min" within the hour, else the local date and time. */
  const kickoff = (at: number, now = Date.now()): string => {
    const minutes = startsInMinutes(at, now);
    if (minutes !== null) return t`Starts in ${minutes} min`;
    const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
    return formatDate(language, at, sameYear ? KICKOFF_TIME : { year: 'numeric', ...KICKOFF_TIME });
  };

  /** The kickoff as a local date and time, always absolute. */
  const kickoffAt = (at: number): string =>
    formatDate(language, at, { dateStyle: 'medium', timeStyle: 'short' });

  /** §4 post time of something that happened at `at`. */
  const ago = (at: number, now = Date.now()): string => {
    const { kind, value } = postTime(at, now);
    switch (kind) {
      case 'justNow':
        return t`Just now`;
      case 'minutes':
        return t`${value} min ago`;
      case 'hours':
        return t`${value} h ago`;
      case 'yesterday': {
        const time = formatDate(language, at, { hour: '2-digit', minute: '2-digit' });
        return t`Yesterday ${time}`;
      }
      case 'date':
        return formatDate(language, at, { month: 'short', day: 'numeric' });
      case 'fullDate':
        return formatDate(language, at, { year: 'numeric', month: 'short', day: 'numeric' });
    }
  };

  /** Viewers shortened with K, M, B (§4). */
  const viewers = (n: number): string => {
    const count = shortenNumber(n);
    return t`${count} watching`;
  };

  /** A live match whose feed stalled (product notes: ~30 s): its score may be behind. */
  const staleHint = t`The score may be behind: no update for a while`;

  return { status, period, column, kickoff, kickoffAt, ago, viewers, staleHint };
}
