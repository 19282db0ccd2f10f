import { Redis } from 'ioredis';

import { REDIS_OPTIONS } from './redis';

/**
 * Rate-limit counters and one-time markers, shared by every node: in process by default, in Redis
 * when REDIS_URL is set (so limits hold across a scaled-out site).
 */
export interface Counters {
  readonly kind: 'memory' | 'redis';
  /** Adds one to `key` in a window of `windowMs` and returns the count in that window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The count of `key` in its current window, 0 when unset. */
  get(key: string): Promise<number>;
  /** Sets `key` if it is not set yet; true when this call set it. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Remaining milliseconds of `key`, 0 when unset. */
  ttl(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The in-process counters; `size()` tells how many keys they hold (for tests). */
export interface MemoryCounters extends Counters {
  readonly kind: 'memory';
  /** Keys held now, including expired ones not swept yet. */
  size(): number;
}

/** The memory counters drop the expired keys nobody reads again at most this often, on any call. */
export const COUNTERS_SWEEP_MS = 1000;

interface Entry {
  count: number;
  until: number;
  ttl: number;
}

/**
 * In-process counters. A key that expires is dropped when it is read again, and also by a sweep run
 * by any call at most every COUNTERS_SWEEP_MS, so a flood of distinct keys (addresses, phones) that
 * are never read again does not grow memory without bound: it holds the keys of the windows still
 * open, as Redis does. No cap on the number of keys: evicting an open window would let a flood of
 * keys reset the limits of others. No timer either, so nothing keeps the process alive or needs
 * stopping; the sweep is amortised: each key is in a queue per ttl, in the order it was set, which
 * is also the order it expires (the ttls are a few constants), so a sweep stops at the first open
 * key of each queue and costs what it frees.
 */
export function memoryCounters(now: () => number = Date.now): MemoryCounters {
  const entries = new Map<string, Entry>();
  const queues = new Map<number, Map<string, Entry>>();
  let sweptAt = Number.NEGATIVE_INFINITY;
  const drop = (key: string, e: Entry) => {
    entries.delete(key);
    const queue = queues.get(e.ttl);
    queue?.delete(key);
    if (queue?.size === 0) queues.delete(e.ttl);
  };
  /** Starts `key`, which is not held. */
  const start = (key: string, ttl: number): Entry => {
    const e = { count: 0, until: now() + ttl, ttl };
    entries.set(key, e);
    let queue = queues.get(ttl);
    if (!queue) queues.set(ttl, (queue = new Map<string, Entry>()));
    queue.set(key, e);
    return e;
  };
  const sweep = () => {
    const t = now();
    // A clock set back sweeps at once; a key set before that stays until its queue's head expires.
    if (t >= sweptAt && t - sweptAt < COUNTERS_SWEEP_MS) return;
    sweptAt = t;
    for (const [ttl, queue] of queues) {
      for (const [key, e] of queue) {
        if (e.until > t) break;
        entries.delete(key);
        queue.delete(key);
      }
      if (queue.size === 0) queues.delete(ttl);
    }
  };
  const live = (key: string) => {
    sweep();
    const e = entries.get(key);
    if (e && e.until <= now()) {
      drop(key, e);
      return undefined;
    }
    return e;
  };
  return {
    kind: 'memory',
    hit(key, windowMs) {
      const e = live(key) ?? start(key, windowMs);
      e.count += 1;
      return Promise.resolve(e.count);
    },
    get(key) {
      return Promise.resolve(live(key)?.count ?? 0);
    },
    claim(key, ttlMs) {
      if (live(key)) return Promise.resolve(false);
      start(key, ttlMs).count = 1;
      return Promise.resolve(true);
    },
    ttl(key) {
      const e = live(key);
      return Promise.resolve(e ? e.until - now() : 0);
    },
    reset(key) {
      const e = entries.get(key);
      if (e) drop(key, e);
      return Promise.resolve();
    },
    close() {
      entries.clear();
      queues.clear();
      sweptAt = Number.NEGATIVE_INFINITY;
      return Promise.resolve();
    },
    size: () => entries.size,
  };
}

/** On the app's shared command connection (its owner closes it), or on one of its own from a URL. */
export function redisCounters(source: string | Redis, prefix: string): Counters {
  const owned = typeof source === 'string';
  const redis = owned ? new Redis(source, REDIS_OPTIONS) : source;
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const k = prefix + key;
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [
        [unknown, number],
      ];
      return count;
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async claim(key, ttlMs) {
      return (await redis.set(prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async ttl(key) {
      return Math.max(0, await redis.pttl(prefix + key));
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      if (owned) await redis.quit();
    },
  };
}
