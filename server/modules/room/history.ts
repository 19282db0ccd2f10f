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

const HISTORY_TTL_MS = 24 * 3600_000;

const idOf = (json: string) => (JSON.parse(json) as { msgID: string }).msgID;

export function memoryHistory(): RoomHistory {
  const rooms = new Map<string, string[]>();
  return {
    add(key, json) {
      const list = rooms.get(key) ?? [];
      list.push(json);
      if (list.length > ROOM_HISTORY_MAX) list.splice(0, list.length - ROOM_HISTORY_MAX);
      rooms.set(key, list);
      return Promise.resolve();
    },
    list: (key) => Promise.resolve([...(rooms.get(key) ?? [])]),
    remove(key, msgID) {
      const list = rooms.get(key) ?? [];
      const i = list.findIndex((j) => idOf(j) === msgID);
      if (i >= 0) list.splice(i, 1);
      return Promise.resolve(i >= 0);
    },
    clear(key) {
      rooms.delete(key);
      return Promise.resolve();
    },
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
