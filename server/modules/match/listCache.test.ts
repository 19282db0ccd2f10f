import { afterEach, describe, expect, it, vi } from 'vitest';

import { ListCache, tagsOfSport } from './listCache';

describe('match list cache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from memory, shares one load between concurrent misses, and never keeps a failure', async () => {
    const cache = new ListCache();
    const load = vi.fn(() => Promise.resolve(1));
    const [a, b] = await Promise.all([cache.get('k', [], load), cache.get('k', [], load)]);
    expect([a, b, await cache.get('k', [], load)]).toEqual([1, 1, 1]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache.get('bad', [], () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', [], () => Promise.resolve('ok'))).toBe('ok');
  });

  it('drops the entries of the tags an update touches, the others stay', async () => {
    const cache = new ListCache();
    await cache.get('football', ['race:1'], () => Promise.resolve('f1'));
    await cache.get('hot', ['race:0'], () => Promise.resolve('h1'));
    await cache.get('tennis', ['race:3'], () => Promise.resolve('t1'));
    await cache.get('home', ['home'], () => Promise.resolve('home1'));
    cache.invalidate(tagsOfSport(1));
    const again = (key: string, tag: string) =>
      cache.get(key, [tag], () => Promise.resolve(`${key} reloaded`));
    expect(await again('football', 'race:1')).toBe('football reloaded');
    expect(await again('hot', 'race:0')).toBe('hot reloaded');
    expect(await again('home', 'home')).toBe('home reloaded');
    expect(await again('tennis', 'race:3')).toBe('t1');
    cache.invalidate();
    expect(await again('tennis', 'race:3')).toBe('tennis reloaded');
  });

  it('reloads after 5 seconds even when no update came', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const cache = new ListCache();
    await cache.get('k', [], () => Promise.resolve('first'));
    vi.advanceTimersByTime(4900);
    expect(await cache.get('k', [], () => Promise.resolve('second'))).toBe('first');
    vi.advanceTimersByTime(200);
    expect(await cache.get('k', [], () => Promise.resolve('second'))).toBe('second');
  });
});
