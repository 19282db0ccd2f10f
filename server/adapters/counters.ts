import { Redis } from 'ioredis';

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

export function memoryCounters(now: () => number = Date.now): Counters {
  const entries = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.until <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  return {
    kind: 'memory',
    hit(key, windowMs) {
      const e = live(key) ?? { count: 0, until: now() + windowMs };
      e.count += 1;
      entries.set(key, e);
      return Promise.resolve(e.count);
    },
    get(key) {
      return Promise.resolve(live(key)?.count ?? 0);
    },
    claim(key, ttlMs) {
      if (live(key)) return Promise.resolve(false);
      entries.set(key, { count: 1, until: now() + ttlMs });
      return Promise.resolve(true);
    },
    ttl(key) {
      const e = live(key);
      return Promise.resolve(e ? e.until - now() : 0);
    },
    reset(key) {
      entries.delete(key);
      return Promise.resolve();
    },
    close() {
      entries.clear();
      return Promise.resolve();
    },
  };
}

export function redisCounters(url: string, prefix: string): Counters {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
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
      await redis.quit();
    },
  };
}
