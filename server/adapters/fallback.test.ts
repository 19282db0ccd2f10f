import { describe, expect, it } from 'vitest';

import { memoryCounters } from './counters';
import { withFallback } from './fallback';

interface Store {
  readonly kind: string;
  put(key: string, value: number): Promise<void>;
  get(key: string): Promise<number | undefined>;
}

/** A store whose calls fail while `broken` is set, as a Redis command does when the link drops. */
function store(kind: string): Store & { data: Map<string, number>; broken: boolean } {
  const data = new Map<string, number>();
  const s = {
    kind,
    data,
    broken: false,
    put(key: string, value: number) {
      if (s.broken) return Promise.reject(new Error('Connection is closed.'));
      data.set(key, value);
      return Promise.resolve();
    },
    get(key: string) {
      if (s.broken) return Promise.reject(new Error('Connection is closed.'));
      return Promise.resolve(data.get(key));
    },
  };
  return s;
}

describe('withFallback', () => {
  it('uses the shared store while it is up and the local one while it is away', async () => {
    const shared = store('redis');
    const local = store('memory');
    let up = true;
    const s = withFallback<Store>(shared, local, () => up);
    expect(s.kind).toBe('redis');
    await s.put('a', 1);
    expect(shared.data.get('a')).toBe(1);
    expect(local.data.size).toBe(0);
    up = false;
    await s.put('b', 2);
    expect(await s.get('b')).toBe(2);
    expect(await s.get('a')).toBeUndefined();
    expect(shared.data.has('b')).toBe(false);
    up = true;
    expect(await s.get('a')).toBe(1);
  });

  it('answers from the local store when a call fails because the connection dropped during it', async () => {
    const shared = store('redis');
    const local = store('memory');
    let up = true;
    const s = withFallback<Store>(shared, local, () => up);
    shared.broken = true;
    const pending = s.put('a', 1);
    up = false; // the drop is noticed while the command is failing
    await pending;
    expect(local.data.get('a')).toBe(1);
  });

  it('throws a failure that happens while the connection is up', async () => {
    const shared = store('redis');
    shared.broken = true;
    const s = withFallback<Store>(shared, store('memory'), () => true);
    await expect(s.put('a', 1)).rejects.toThrow('Connection is closed.');
  });

  it('writes mirrored methods to the local store always, so an outage starts with what it held', async () => {
    const shared = store('redis');
    const local = store('memory');
    let up = true;
    const s = withFallback<Store>(shared, local, () => up, ['put']);
    await s.put('a', 1);
    expect(shared.data.get('a')).toBe(1);
    expect(local.data.get('a')).toBe(1);
    up = false;
    expect(await s.get('a')).toBe(1);
  });

  it('gives counters a fresh window on this node during an outage, and Redis counts again after', async () => {
    const shared = memoryCounters();
    let up = true;
    const counters = withFallback(shared, memoryCounters(), () => up);
    await counters.hit('login', 60_000);
    await counters.hit('login', 60_000);
    up = false;
    expect(await counters.hit('login', 60_000)).toBe(1);
    up = true;
    expect(await counters.hit('login', 60_000)).toBe(3);
  });
});
