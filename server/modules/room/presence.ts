import type { Redis } from 'ioredis';

/**
 * Who is in each room over every node: socket counts (the online count; guests count once per
 * address on each node) and logged-in viewers (the viewer list). In process by default; with
 * Redis a hash per room (field = node, value = "count:expiresAt") and a sorted set of `node:uid`
 * scored by expiry, both refreshed by each node every ROOM_PRESENCE_REFRESH_MS, so a node that
 * dies stops counting within ROOM_PRESENCE_TTL_MS.
 */
export const ROOM_PRESENCE_TTL_MS = 35_000;
export const ROOM_PRESENCE_REFRESH_MS = 10_000;

export interface LocalRoomPresence {
  /** This node's part of the online count: users' sockets, and guests once per address (RoomHub.local). */
  sockets: number;
  users: ReadonlyMap<number, number>;
}

export interface RoomPresence {
  /** This node's presence in `key` is now `local` (`gone` lists users whose last local socket left). */
  announce(key: string, local: LocalRoomPresence, gone: readonly number[]): Promise<void>;
  refresh(all: ReadonlyMap<string, LocalRoomPresence>): Promise<void>;
  online(keys: readonly string[]): Promise<Map<string, number>>;
  viewers(key: string): Promise<number[]>;
}

export function memoryRoomPresence(): RoomPresence {
  const rooms = new Map<string, LocalRoomPresence>();
  return {
    announce(key, local) {
      if (local.sockets === 0) rooms.delete(key);
      else rooms.set(key, { sockets: local.sockets, users: new Map(local.users) });
      return Promise.resolve();
    },
    refresh: () => Promise.resolve(),
    online: (keys) => Promise.resolve(new Map(keys.map((k) => [k, rooms.get(k)?.sockets ?? 0]))),
    viewers: (key) => Promise.resolve([...(rooms.get(key)?.users.keys() ?? [])]),
  };
}

export function redisRoomPresence(redis: Redis, prefix: string, nodeId: string): RoomPresence {
  const countKey = (key: string) => `${prefix}room:on:${key}`;
  const viewerKey = (key: string) => `${prefix}room:vw:${key}`;
  const put = (pipe: ReturnType<Redis['pipeline']>, key: string, local: LocalRoomPresence) => {
    const until = Date.now() + ROOM_PRESENCE_TTL_MS;
    if (local.sockets > 0) pipe.hset(countKey(key), nodeId, `${local.sockets}:${until}`);
    else pipe.hdel(countKey(key), nodeId);
    pipe.pexpire(countKey(key), ROOM_PRESENCE_TTL_MS);
    for (const uid of local.users.keys()) pipe.zadd(viewerKey(key), until, `${nodeId}:${uid}`);
    pipe.pexpire(viewerKey(key), ROOM_PRESENCE_TTL_MS);
  };
  return {
    async announce(key, local, gone) {
      const pipe = redis.pipeline();
      put(pipe, key, local);
      if (gone.length > 0) pipe.zrem(viewerKey(key), ...gone.map((uid) => `${nodeId}:${uid}`));
      await pipe.exec();
    },
    async refresh(all) {
      if (all.size === 0) return;
      const pipe = redis.pipeline();
      for (const [key, local] of all) put(pipe, key, local);
      await pipe.exec();
    },
    async online(keys) {
      if (keys.length === 0) return new Map();
      const pipe = redis.pipeline();
      for (const key of keys) pipe.hgetall(countKey(key));
      const results = (await pipe.exec()) ?? [];
      const now = Date.now();
      return new Map(
        keys.map((key, i) => {
          let total = 0;
          for (const value of Object.values((results[i]?.[1] ?? {}) as Record<string, string>)) {
            const [count, until] = value.split(':').map(Number);
            if ((until ?? 0) > now) total += count ?? 0;
          }
          return [key, total] as const;
        }),
      );
    },
    async viewers(key) {
      const members = await redis.zrangebyscore(viewerKey(key), Date.now(), '+inf');
      return [...new Set(members.map((m) => Number(m.slice(m.lastIndexOf(':') + 1))))];
    },
  };
}
