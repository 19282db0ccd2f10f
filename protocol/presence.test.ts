import { describe, expect, it } from 'vitest';

import { minutesSince, onlineStatus, onlineStatusKind, type OnlineStatusKind } from './presence';

describe('presence.onlineStatusKind (§4 online status text)', () => {
  it.each<[number | null | undefined, OnlineStatusKind]>([
    [0, 'online'],
    [-5, 'online'],
    [0.5, 'minutes'],
    [1, 'minutes'],
    [59, 'minutes'],
    [59.99, 'minutes'],
    [60, 'hours'],
    [61, 'hours'],
    [1439, 'hours'],
    [1439.9, 'hours'],
    [1440, 'yesterday'],
    [2000, 'yesterday'],
    [2879, 'yesterday'],
    [2880, 'recently'],
    [10_000, 'recently'],
    [43_199, 'recently'],
    [43_200, 'longAgo'],
    [1_000_000, 'longAgo'],
    [null, 'longAgo'],
    [undefined, 'longAgo'],
    [Number.NaN, 'longAgo'],
    [Number.POSITIVE_INFINITY, 'longAgo'],
  ])('%s minutes ago -> %s', (minutes, kind) => {
    expect(onlineStatusKind(minutes)).toBe(kind);
  });
});

describe('presence.onlineStatus value', () => {
  it.each<[number | null, OnlineStatusKind, number]>([
    [0, 'online', 0],
    [0.4, 'minutes', 1],
    [5, 'minutes', 5],
    [59.9, 'minutes', 59],
    [60, 'hours', 1],
    [150, 'hours', 2],
    [1439, 'hours', 23],
    [1500, 'yesterday', 0],
    [5000, 'recently', 0],
    [null, 'longAgo', 0],
  ])('%s minutes -> %s %s', (minutes, kind, value) => {
    expect(onlineStatus(minutes)).toEqual({ kind, value });
  });
});

describe('presence.minutesSince', () => {
  const now = 1_800_000_000_000;
  it.each<[number | null, boolean, number | null]>([
    [now - 10 * 60_000, true, 0],
    [null, true, 0],
    [null, false, null],
    [now - 20_000, false, 1],
    [now, false, 1],
    [now - 90 * 60_000, false, 90],
    [now - 2 * 24 * 3600_000, false, 2880],
  ])('last active %s, online %s -> %s', (at, online, minutes) => {
    expect(minutesSince(at, now, online)).toBe(minutes);
  });
});
