import type { Redis } from 'ioredis';

import { liveTotal } from './nodeCounts';

/**
 * Who is online, over every node: each node announces its socket count per user. In process by
 * default; with Redis a hash per user (field = node, value = "count:expiresAt") whose entries a
 * node refreshes on its heartbeat, so a node that dies stops counting within PRESENCE_TTL_MS.
 */
export const PRESENCE_TTL_MS = 35_000;
const LAST_SEEN_TTL_MS = 90 * 24 * 3600_000;

export interface Presence {
  readonly kind: 'memory' | 'redis';
  /** This node now holds `count` sockets of the user. */
  setLocal(userID: string, count: number): Promise<void>;
  /** Heartbeat: re-announce this node's counts. */
  refresh(counts: ReadonlyMap<string, number>): Promise<void>;
  /** Sockets of each user over all nodes (0 when offline). */
  socketCounts(userIDs: readonly string[]): Promise<Map<string, number>>;
  /** Sockets of the user on the other nodes (the per-user socket cap). */
  elsewhere(userID: string): Promise<number>;
  /** When each user's last socket closed (ms), for users seen since the site started. */
  lastSeen(userIDs: readonly string[]): Promise<Map<string, number>>;
  close(): Promise<void>;
}

export function memoryPresence(now: () => number): Presence {
  const counts = new Map<string, number>();
  const seen = new Map<string, number>();
  return {
    kind: 'memory',
    setLocal(userID, count) {
      if (count > 0) counts.set(userID, count);
      else if (counts.delete(userID)) seen.set(userID, now());
      return Promise.resolve();
    },
    refresh: () => Promise.resolve(),
    socketCounts: (ids) => Promise.resolve(new Map(ids.map((id) => [id, counts.get(id) ?? 0]))),
    elsewhere: () => Promise.resolve(0),
    lastSeen: (ids) =>
      Promise.resolve(new Map(ids.flatMap((id) => (seen.has(id) ? [[id, seen.get(id)!] as const] : [])))),
    close: () => Promise.resolve(),
  };
}

/** On the app's shared Redis connection (its owner closes it). */
export function redisPresence(redis: Redis, prefix: string, nodeId: string, now: () => number): Presence {
  const key = (id: string) => `${prefix}presence:${id}`;
  const seenKey = (id: string) => `${prefix}lastseen:${id}`;
  const announce = (pipe: ReturnType<Redis['pipeline']>, id: string, count: number) =>
    pipe.hset(key(id), nodeId, `${count}:${now() + PRESENCE_TTL_MS}`).pexpire(key(id), PRESENCE_TTL_MS);
  return {
    kind: 'redis',
    async setLocal(userID, count) {
      const pipe = redis.pipeline();
      if (count > 0) announce(pipe, userID, count);
      else pipe.hdel(key(userID), nodeId).set(seenKey(userID), String(now()), 'PX', LAST_SEEN_TTL_MS);
      await pipe.exec();
    },
    async refresh(counts) {
      if (counts.size === 0) return;
      const pipe = redis.pipeline();
      for (const [id, count] of counts) announce(pipe, id, count);
      await pipe.exec();
    },
    async socketCounts(ids) {
      const pipe = redis.pipeline();
      for (const id of ids) pipe.hgetall(key(id));
      const results = (await pipe.exec()) ?? [];
      const t = now();
      return new Map(
        ids.map((id, i) => [id, liveTotal((results[i]?.[1] ?? {}) as Record<string, string>, t)] as const),
      );
    },
    async elsewhere(userID) {
      return liveTotal(await redis.hgetall(key(userID)), now(), nodeId);
    },
    async lastSeen(ids) {
      if (ids.length === 0) return new Map();
      const values = await redis.mget(ids.map(seenKey));
      return new Map(ids.flatMap((id, i) => (values[i] ? [[id, Number(values[i])] as const] : [])));
    },
    close: () => Promise.resolve(),
  };
}
