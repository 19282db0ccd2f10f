import { describe, expect, it } from 'vitest';

import { testClock } from '../../../test/helpers/testServer';
import { RoomCache, type RoomRef } from './rooms';

const ref = (key: string): RoomRef => ({ key, kind: 'match', anchorId: null, matchId: Number(key.slice(6)) });

describe('room cache', () => {
  it('answers a stored room for its ttl, then asks again', () => {
    const clock = testClock(1_000_000);
    const cache = new RoomCache(30_000, clock.now);
    expect(cache.get('match_1')).toBeUndefined();
    cache.set('match_1', ref('match_1'));
    clock.advance(29_999);
    expect(cache.get('match_1')).toEqual(ref('match_1'));
    clock.advance(1);
    expect(cache.get('match_1')).toBeUndefined();
  });

  it('restarts the ttl of a room stored again', () => {
    const clock = testClock(1_000_000);
    const cache = new RoomCache(30_000, clock.now);
    cache.set('match_1', ref('match_1'));
    cache.set('match_2', ref('match_2'));
    clock.advance(20_000);
    cache.set('match_1', ref('match_1'));
    clock.advance(10_000);
    expect(cache.get('match_2')).toBeUndefined();
    expect(cache.get('match_1')).toEqual(ref('match_1'));
    expect(cache.size()).toBe(1);
  });

  it('drops 100,000 expired rooms nobody asks for again once later rooms are stored', () => {
    const clock = testClock(1_000_000);
    const cache = new RoomCache(30_000, clock.now);
    for (let i = 0; i < 100_000; i++) cache.set(`match_${i}`, ref(`match_${i}`));
    expect(cache.size()).toBe(100_000);
    clock.advance(30_000);
    for (let i = 0; i < 3; i++) cache.set(`match_${200_000 + i}`, ref(`match_${200_000 + i}`));
    expect(cache.size()).toBe(3);
  });
});
