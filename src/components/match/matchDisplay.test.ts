import { describe, expect, it } from 'vitest';

import { matchClock, periodColumns, periodOf, startsInMinutes } from './matchDisplay';

const MIN = 60_000;

describe('match period labels', () => {
  it.each([
    [1, 'firstHalf', 1, { kind: 'firstHalf', n: 0 }],
    [1, 'halfTime', 1, { kind: 'halfTime', n: 0 }],
    [1, 'breakBeforeExtraTime', 2, { kind: 'extraTimeBreak', n: 0 }],
    [1, 'penalties', 4, { kind: 'penalties', n: 0 }],
    [2, 'inPlay', 3, { kind: 'quarter', n: 3 }],
    [2, 'inPlay', 5, { kind: 'overtime', n: 1 }],
    [2, 'halfTime', 2, { kind: 'halfTime', n: 0 }],
    [2, 'break', 1, { kind: 'break', n: 1 }],
    [3, 'inPlay', 2, { kind: 'set', n: 2 }],
    [10, 'inPlay', 4, { kind: 'set', n: 4 }],
    [4, 'inPlay', 7, { kind: 'inning', n: 7 }],
    [5, 'inPlay', 2, { kind: 'map', n: 2 }],
  ] as const)('sport %i, %s, period %i', (sport, feed, period, label) => {
    expect(periodOf(sport, feed, period)).toEqual(label);
  });

  it('gives nothing before the start or after the end', () => {
    expect(periodOf(1, 'scheduled', 0)).toBeNull();
    expect(periodOf(2, 'finished', 4)).toBeNull();
  });
});

describe('match clock', () => {
  const start = 1_000_000;
  it('counts football minutes from the period start, with stoppage time', () => {
    expect(matchClock(1, 'firstHalf', start, start)).toBe("1'");
    expect(matchClock(1, 'firstHalf', start, start + 36.5 * MIN)).toBe("37'");
    expect(matchClock(1, 'firstHalf', start, start + 46.2 * MIN)).toBe("45+2'");
    expect(matchClock(1, 'secondHalf', start, start + 10 * MIN)).toBe("56'");
    expect(matchClock(1, 'extraTime', start, start + 31 * MIN)).toBe("120+2'");
  });

  it('shows mm:ss of the period for other sports, nothing in breaks', () => {
    expect(matchClock(2, 'inPlay', start, start + 75_000)).toBe('01:15');
    expect(matchClock(2, 'break', null, start)).toBeNull();
    expect(matchClock(1, 'halfTime', null, start)).toBeNull();
  });
});

describe('period table', () => {
  it('football: half time, cards, corners; extra time and penalties only when played', () => {
    const cols = periodColumns(1, [2, 1, 0, 3, 6, 0, 0], [1, 0, 1, 2, 4, 0, 0], 2);
    expect(cols.map((c) => c.kind)).toEqual(['halfTime', 'redCards', 'yellowCards', 'corners']);
    expect(cols[0]).toMatchObject({ home: 1, away: 0 });
    const pens = periodColumns(1, [1, 0, 0, 0, 0, 1, 4], [1, 1, 0, 0, 0, 1, 3], 4);
    expect(pens.map((c) => c.kind).slice(-2)).toEqual(['extraTime', 'penalties']);
  });

  it('basketball: four quarters, then one overtime column', () => {
    expect(periodColumns(2, [20, 0, 0, 0, 0], [18, 0, 0, 0, 0], 1).map((c) => c.n)).toEqual([1, 2, 3, 4]);
    const ot = periodColumns(2, [20, 22, 25, 20, 9], [21, 20, 24, 22, 7], 5);
    expect(ot.at(-1)).toEqual({ kind: 'overtime', n: 0, home: 9, away: 7 });
  });

  it('tennis: games per set with the tie-break when there was one', () => {
    const cols = periodColumns(3, [7, 7, 3, 0], [6, 5, 6, 0], 2);
    expect(cols).toEqual([
      { kind: 'set', n: 1, home: 7, away: 6, homeExtra: 7, awayExtra: 5 },
      { kind: 'set', n: 2, home: 3, away: 6 },
    ]);
  });

  it('innings, maps and sets as far as they were played (at least up to the current one)', () => {
    expect(periodColumns(4, [0, 1, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0], 4)).toHaveLength(4);
    expect(periodColumns(5, [1, 0, 0], [0, 1, 0], 3).map((c) => c.kind)).toEqual(['map', 'map', 'map']);
    expect(periodColumns(10, [25, 19, 0, 0, 0], [20, 25, 0, 0, 0], 2)).toHaveLength(2);
  });
});

describe('kickoff countdown', () => {
  it('counts whole minutes within the hour before kickoff', () => {
    expect(startsInMinutes(10 * MIN, 0)).toBe(10);
    expect(startsInMinutes(10 * MIN, 30_000)).toBe(10);
    expect(startsInMinutes(61 * MIN, 0)).toBeNull();
    expect(startsInMinutes(0, 1)).toBeNull();
  });
});
