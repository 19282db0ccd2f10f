import type { Redis } from 'ioredis';

/**
 * Who is in each room over every node: socket counts (the online count; guests count once per
 * address on each node) and logged-in viewers (the viewer list). In process by default; with
 * Redis a hash per room (field = node, value = "count:expiresAt") and a sorted set of `node:uid`
 * scored by expiry, both refreshed by each node every ROOM_PRESENCE_REFRESH_MS, so a node that
 * dies stops counting within ROOM_PRESENCE_TTL_MS. A join or a leave writes only what it changed
 * (the count, the one user who came or went): O(1), not O(viewers), so a room filling up is not
 * O(n²); the refresh writes every viewer, once per ROOM_PRESENCE_REFRESH_MS.
 */
export const ROOM_PRESENCE_TTL_MS = 35_000;
export const ROOM_PRESENCE_REFRESH_MS = 10_000;

export interface LocalRoomPresence {
  /** This node's part of the online count: users' sockets, and guests once per address (RoomHub.local). */
  sockets: number;
  users: ReadonlyMap<number, number>;
}

/** What a join or a leave changed in a room's presence on this node. */
export interface RoomPresenceChange {
  /** The user's first socket in the room on this node. */
  joined?: number;
  /** The user's last socket in the room on this node left. */
  gone?: number;
}

export interface RoomPresence {
  /** This node's part of the online count of `key` is now `sockets`; `change`: who came or went. */
  announce(key: string, sockets: number, change: RoomPresenceChange): Promise<void>;
  refresh(all: ReadonlyMap<string, LocalRoomPresence>): Promise<void>;
  online(keys: readonly string[]): Promise<Map<string, number>>;
  viewers(key: string): Promise<number[]>;
}

/** One node's presence (kept from the changes announced: it hears every one). */
export function memoryRoomPresence(): RoomPresence {
  const rooms = new Map<string, { sockets: number; users: Set<number> }>();
  return {
    announce(key, sockets, { joined, gone }) {
      let room = rooms.get(key);
      if (sockets === 0) rooms.delete(key);
      else {
        if (!room) rooms.set(key, (room = { sockets, users: new Set() }));
        room.sockets = sockets;
        if (gone !== undefined) room.users.delete(gone);
        if (joined !== undefined) room.users.add(joined);
      }
      return Promise.resolve();
    },
    refresh: () => Promise.resolve(),
    online: (keys) => Promise.resolve(new Map(keys.map((k) => [k, rooms.get(k)?.sockets ?? 0]))),
    viewers: (key) => Promise.resolve([...(rooms.get(key)?.users ?? [])]),
  };
}

export function redisRoomPresence(redis: Redis, prefix: string, nodeId: string): RoomPresence {
  const countKey = (key: string) => `${prefix}room:on:${key}`;
  const viewerKey = (key: string) => `${prefix}room:vw:${key}`;
  type Pipe = ReturnType<Redis['pipeline']>;
  const putCount = (pipe: Pipe, key: string, sockets: number, until: number) => {
    if (sockets > 0) pipe.hset(countKey(key), nodeId, `${sockets}:${until}`);
    else pipe.hdel(countKey(key), nodeId);
    pipe.pexpire(countKey(key), ROOM_PRESENCE_TTL_MS);
  };
  const putViewers = (pipe: Pipe, key: string, uids: Iterable<number>, until: number) => {
    const members: (number | string)[] = [];
    for (const uid of uids) members.push(until, `${nodeId}:${uid}`);
    if (members.length > 0) pipe.zadd(viewerKey(key), ...members);
    pipe.pexpire(viewerKey(key), ROOM_PRESENCE_TTL_MS);
  };
  return {
    async announce(key, sockets, { joined, gone }) {
      const until = Date.now() + ROOM_PRESENCE_TTL_MS;
      const pipe = redis.pipeline();
      putCount(pipe, key, sockets, until);
      if (gone !== undefined) pipe.zrem(viewerKey(key), `${nodeId}:${gone}`);
      if (joined !== undefined) putViewers(pipe, key, [joined], until);
      await pipe.exec();
    },
    async refresh(all) {
      if (all.size === 0) return;
      const until = Date.now() + ROOM_PRESENCE_TTL_MS;
      const pipe = redis.pipeline();
      for (const [key, local] of all) {
        putCount(pipe, key, local.sockets, until);
        putViewers(pipe, key, local.users.keys(), until);
      }
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
