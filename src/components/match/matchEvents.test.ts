import { describe, expect, it } from 'vitest';

import type { MatchEvent } from '../../../protocol/matchEvents';
import { eventMarkers, eventPeriod, markerTime, nextLiveMatch } from './matchEvents';

const event = (id: number, kind: MatchEvent['kind'], at: number): MatchEvent => ({
  id,
  kind,
  side: kind.startsWith('period') ? null : 'home',
  period: 1,
  minute: 3,
  second: 0,
  at,
  player: 'Ann Lee',
  number: 9,
  playerOut: null,
  points: null,
  score: [1, 0],
});

describe('match events on the page', () => {
  it('names the period of an event per sport', () => {
    expect(eventPeriod(1, 2)).toEqual({ kind: 'secondHalf', n: 2 });
    expect(eventPeriod(1, 4)).toEqual({ kind: 'penalties', n: 4 });
    expect(eventPeriod(2, 3)).toEqual({ kind: 'quarter', n: 3 });
    expect(eventPeriod(2, 5)).toEqual({ kind: 'overtime', n: 1 });
    expect(eventPeriod(3, 2)).toEqual({ kind: 'set', n: 2 });
    expect(eventPeriod(4, 7)).toEqual({ kind: 'inning', n: 7 });
    expect(eventPeriod(5, 1)).toEqual({ kind: 'map', n: 1 });
  });

  it('makes a dot of every event but period starts, with its text, placed after the origin', () => {
    const events = [event(1, 'periodStart', 1000), event(2, 'goal', 61_000), event(3, 'periodEnd', 90_000)];
    const markers = eventMarkers(events, (e) => `${e.kind}#${e.id}`);
    expect(markers).toEqual([
      { at: 61_000, label: 'goal#2', kind: 'goal' },
      { at: 90_000, label: 'periodEnd#3', kind: 'periodEnd' },
    ]);
    expect(markerTime(61_000, 1000)).toBe(60);
    expect(markerTime(500, 1000)).toBe(-0.5);
  });

  it('goes to the next live match of the column, wrapping around, never to itself', () => {
    const list = [
      { id: 1, status: 'live' as const },
      { id: 2, status: 'ended' as const },
      { id: 3, status: 'interrupted' as const },
      { id: 4, status: 'live' as const },
    ];
    expect(nextLiveMatch(list, 1)?.id).toBe(3);
    expect(nextLiveMatch(list, 3)?.id).toBe(4);
    expect(nextLiveMatch(list, 4)?.id).toBe(1);
    expect(nextLiveMatch(list, 99)?.id).toBe(1);
    expect(nextLiveMatch([{ id: 1, status: 'live' as const }], 1)).toBeNull();
    expect(nextLiveMatch([{ id: 2, status: 'ended' as const }], 1)).toBeNull();
  });
});
