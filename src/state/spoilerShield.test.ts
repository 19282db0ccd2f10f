import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  isShielded,
  parseShield,
  rememberMatches,
  reloadSpoilerShield,
  revealScore,
  setSpoilerShield,
  SHIELD_IDS_MAX,
  shieldedStatus,
  withIds,
} from './spoilerShield';

const KEY = 'tribune-spoiler-shield';

describe('spoilerShield.isShielded', () => {
  const state = { on: true, matches: [11, 12], revealed: [12] };

  it('hides the score of a match I opened or booked, not of others, and never once revealed', () => {
    expect(isShielded(state, 11, false)).toBe(true);
    expect(isShielded(state, 13, true)).toBe(true);
    expect(isShielded(state, 13, false)).toBe(false);
    expect(isShielded(state, 12, false)).toBe(false);
    expect(isShielded(state, 12, true)).toBe(false);
  });

  it('hides nothing while the shield is off', () => {
    expect(isShielded({ ...state, on: false }, 11, true)).toBe(false);
  });
});

describe('spoilerShield.withIds', () => {
  it('adds new ids once, at the end, and drops the oldest past the limit', () => {
    expect(withIds([1, 2], [2, 3, 3])).toEqual([1, 2, 3]);
    expect(withIds([1, 2, 3], [4, 5], 4)).toEqual([2, 3, 4, 5]);
  });

  it('gives the same list back when nothing is new (no write, no render)', () => {
    const list = [1, 2];
    expect(withIds(list, [2, 1])).toBe(list);
  });
});

describe('spoilerShield.parseShield', () => {
  it('reads the stored state and takes anything unreadable for the default (off, nothing remembered)', () => {
    expect(parseShield(JSON.stringify({ on: true, matches: [1, 'x', 2.5, 3], revealed: [3] }))).toEqual({
      on: true,
      matches: [1, 3],
      revealed: [3],
    });
    const off = { on: false, matches: [], revealed: [] };
    expect(parseShield('{oops')).toEqual(off);
    expect(parseShield('null')).toEqual(off);
    expect(parseShield(JSON.stringify({ on: 'yes', matches: {} }))).toEqual(off);
    const many = Array.from({ length: SHIELD_IDS_MAX + 5 }, (_, i) => i);
    expect(parseShield(JSON.stringify({ matches: many })).matches).toEqual(many.slice(5));
  });
});

describe('spoilerShield.shieldedStatus', () => {
  it('keeps the status but not the period nor the clock (extra time tells a level score)', () => {
    const card = { id: 4, feedStatus: 'extraTime' as const, period: 3, periodStartedAt: 123, status: 'live' };
    expect(shieldedStatus(card)).toEqual({
      id: 4,
      feedStatus: 'inPlay',
      period: 0,
      periodStartedAt: null,
      status: 'live',
    });
  });
});

describe('spoilerShield store', () => {
  const items = new Map<string, string>();
  beforeAll(() => {
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('remembers the setting, the matches opened or booked and the reveals on the device', () => {
    items.set(KEY, JSON.stringify({ on: false, matches: [5], revealed: [] }));
    reloadSpoilerShield();
    setSpoilerShield(true);
    rememberMatches([6, 5]);
    revealScore(6);
    expect(parseShield(items.get(KEY) ?? null)).toEqual({ on: true, matches: [5, 6], revealed: [6] });
    // Another tab (or a reload) reads the same.
    items.set(KEY, JSON.stringify({ on: false, matches: [5, 6, 7], revealed: [6] }));
    reloadSpoilerShield();
    setSpoilerShield(true);
    expect(parseShield(items.get(KEY) ?? null)).toEqual({ on: true, matches: [5, 6, 7], revealed: [6] });
  });
});
