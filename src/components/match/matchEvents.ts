import type { MatchCard } from '../../../protocol/match';
import { SportId } from '../../../protocol/match';
import { isMarkerEvent, type MatchEvent } from '../../../protocol/matchEvents';
import { type PeriodLabel, periodOf } from './matchDisplay';

/**
 * Pure rules of the match events on the page: which period an event belongs to, the player's
 * event dots (epoch moments with their text) and the next live match of a column.
 */

const FOOTBALL_PERIODS: Record<number, PeriodLabel['kind']> = {
  1: 'firstHalf',
  2: 'secondHalf',
  3: 'extraTime',
  4: 'penalties',
};

/** The period an event happened in (football: halves, extra time, shoot-out; others by number). */
export function eventPeriod(sportId: number, period: number): PeriodLabel {
  if (sportId === SportId.Football) return { kind: FOOTBALL_PERIODS[period] ?? 'period', n: period };
  return periodOf(sportId, 'inPlay', period) ?? { kind: 'period', n: period };
}

export interface DatedMarker {
  /** Epoch ms: the moment of the stream. */
  at: number;
  label: string;
  kind: MatchEvent['kind'];
}

/** The events shown as dots on the progress bar, each with its text. */
export function eventMarkers(
  events: readonly MatchEvent[],
  describe: (e: MatchEvent) => string,
): DatedMarker[] {
  return events
    .filter((e) => isMarkerEvent(e.kind))
    .map((e) => ({ at: e.at, label: describe(e), kind: e.kind }));
}

/** A marker's place in the media: seconds after `origin`, the moment at media time 0. */
export function markerTime(at: number, origin: number): number {
  return (at - origin) / 1000;
}

/**
 * The next item of the player: the live match after `currentId` in the column's live list (its
 * order), wrapping to the first; null when no other match is live.
 */
export function nextLiveMatch<T extends Pick<MatchCard, 'id' | 'status'>>(
  list: readonly T[],
  currentId: number,
): T | null {
  const live = list.filter((m) => m.status === 'live' || m.status === 'interrupted');
  if (live.length === 0) return null;
  const at = live.findIndex((m) => m.id === currentId);
  const next = live[(at + 1) % live.length]!;
  return next.id === currentId ? null : next;
}
