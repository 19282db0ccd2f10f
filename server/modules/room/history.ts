import type { Redis } from 'ioredis';

import { ROOM_HISTORY_MAX } from '../../../protocol/room';

/**
 * The last ROOM_HISTORY_MAX messages of each room (JSON strings), for late joiners. Written once
 * by the node that accepts a message; in process by default, a Redis list per room (capped,
 * expiring after a quiet day) when REDIS_URL is set, so a joiner on any node sees the same lines.
 */
export interface RoomHistory {
  add(key: string, json: string): Promise<void>;
  /** Oldest first. */
  list(key: string): Promise<string[]>;
  /** Removes the message `msgID`; true when it was there. */
  remove(key: string, msgID: string): Promise<boolean>;
  clear(key: string): Promise<void>;
}

export const HISTORY_TTL_MS = 24 * 3600_000;

const idOf = (json: string) => (JSON.parse(json) as { msgID: string }).msgID;

/**
 * In process: like the Redis list, a room's history expires after a quiet day. Rooms are kept in
 * the order of their last message, so each write drops the expired ones at the front (memory stays
 * bounded by the rooms active in the last day, however many rooms there ever were).
 */
export function memoryHistory(now: () => number = Date.now): RoomHistory & { size(): number } {
  const rooms = new Map<string, { lines: string[]; at: number }>();
  const live = (key: string) => {
    const room = rooms.get(key);
    if (room && now() - room.at >= HISTORY_TTL_MS) {
      rooms.delete(key);
      return undefined;
    }
    return room;
  };
  return {
    add(key, json) {
      const lines = live(key)?.lines ?? [];
      lines.push(json);
      if (lines.length > ROOM_HISTORY_MAX) lines.splice(0, lines.length - ROOM_HISTORY_MAX);
      rooms.delete(key);
      rooms.set(key, { lines, at: now() });
      for (const [k, room] of rooms) {
        if (now() - room.at < HISTORY_TTL_MS) break;
        rooms.delete(k);
      }
      return Promise.resolve();
    },
    list: (key) => Promise.resolve([...(live(key)?.lines ?? [])]),
    remove(key, msgID) {
      const lines = live(key)?.lines ?? [];
      const i = lines.findIndex((j) => idOf(j) === msgID);
      if (i >= 0) lines.splice(i, 1);
      return Promise.resolve(i >= 0);
    },
    clear(key) {
      rooms.delete(key);
      return Promise.resolve();
    },
    size: () => rooms.size,
  };
}

export function redisHistory(redis: Redis, prefix: string): RoomHistory {
  const k = (key: string) => `${prefix}room:h:${key}`;
  return {
    async add(key, json) {
      await redis
        .multi()
        .lpush(k(key), json)
        .ltrim(k(key), 0, ROOM_HISTORY_MAX - 1)
        .pexpire(k(key), HISTORY_TTL_MS)
        .exec();
    },
    async list(key) {
      return (await redis.lrange(k(key), 0, ROOM_HISTORY_MAX - 1)).reverse();
    },
    async remove(key, msgID) {
      const entry = (await redis.lrange(k(key), 0, -1)).find((j) => idOf(j) === msgID);
      return entry !== undefined && (await redis.lrem(k(key), 0, entry)) > 0;
    },
    async clear(key) {
      await redis.del(k(key));
    },
  };
}
