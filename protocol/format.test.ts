import { describe, expect, it } from 'vitest';

import { formatClock, postTime, type PostTimeKind, shortenNumber } from './format';

describe('format.shortenNumber (§4: K, M, B)', () => {
  it.each<[number, string]>([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [999.9, '999'],
    [1000, '1K'],
    [1050, '1K'],
    [1100, '1.1K'],
    [1500, '1.5K'],
    [4350, '4.3K'],
    [12_345, '12.3K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [1_250_000, '1.2M'],
    [999_999_999, '999.9M'],
    [1_000_000_000, '1B'],
    [2_500_000_000, '2.5B'],
    [1_234_000_000_000, '1234B'],
    [-5, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%s -> %s', (n, shown) => {
    expect(shortenNumber(n)).toBe(shown);
  });
});

describe('format.formatClock (§4: video seconds as mm:ss)', () => {
  it.each<[number, string]>([
    [0, '00:00'],
    [5, '00:05'],
    [59.9, '00:59'],
    [60, '01:00'],
    [307, '05:07'],
    [3599, '59:59'],
    [4505, '75:05'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
  ])('%s s -> %s', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });
});

describe('format.postTime (§4 post time)', () => {
  const now = 1_800_000_000_000;
  const MIN = 60_000;
  it.each<[number, PostTimeKind, number]>([
    [0, 'justNow', 0],
    [0.5, 'justNow', 0],
    [-10, 'justNow', 0],
    [1, 'minutes', 1],
    [59.5, 'minutes', 59],
    [60, 'hours', 1],
    [150, 'hours', 2],
    [1439, 'hours', 23],
    [1440, 'yesterday', 0],
    [2879, 'yesterday', 0],
    [2880, 'date', 0],
    [100 * 1440, 'date', 0],
    [364 * 1440, 'date', 0],
    [365 * 1440, 'fullDate', 0],
    [800 * 1440, 'fullDate', 0],
  ])('%s minutes ago -> %s %s', (minutes, kind, value) => {
    expect(postTime(now - minutes * MIN, now)).toEqual({ kind, value });
  });

  it('reads a time that is not a number as just now', () => {
    expect(postTime(Number.NaN, now).kind).toBe('justNow');
  });
});
