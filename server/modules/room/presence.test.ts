/**
 * Room presence: the hub counts its members as they join and leave and says who came or went; the
 * presence backends (in process, Redis) keep the online count and the viewer list from those
 * changes, each change one constant-size write however many viewers the room holds (a room filling
 * up is O(n), not O(n²)), the periodic refresh every viewer at once.
 */
import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';

import { hubSocket } from '../../../test/helpers/hubSocket';
import { REDIS_URL, redisAvailable } from '../../../test/helpers/testServer';
import { memoryBus } from '../../adapters/bus';
import {
  memoryRoomPresence,
  type RoomPresence,
  type RoomPresenceChange,
  redisRoomPresence,
} from './presence';
import { type RoomMember, RoomHub } from './roomHub';

let serial = 0;
function member(userId: number | undefined, ip = '10.0.0.1'): RoomMember {
  const socket = hubSocket(`p${++serial}`, { userId, ip });
  return {
    socket,
    userId,
    role: userId === undefined ? 'guest' : 'viewer',
    nickname: `n${serial}`,
    avatar: null,
  };
}

function hubWithChanges(): { hub: RoomHub; changes: RoomPresenceChange[] } {
  const hub = new RoomHub(memoryBus(), (error) => {
    throw error;
  });
  const changes: RoomPresenceChange[] = [];
  hub.onChange = (_key, change) => changes.push(change);
  return { hub, changes };
}

describe('RoomHub presence tally', () => {
  it('counts users by socket and guests once per address, and says who came and went', async () => {
    const { hub, changes } = hubWithChanges();
    const [a1, a2, b, g1, g2, g3] = [
      member(5),
      member(5),
      member(7),
      member(undefined, '10.0.0.9'),
      member(undefined, '10.0.0.9'),
      member(undefined, '10.0.0.10'),
    ];
    for (const m of [a1, a2, b, g1, g2, g3]) await hub.join('r', m);
    expect(changes).toEqual([{ joined: 5 }, {}, { joined: 7 }, {}, {}, {}]);
    // Three users' sockets, two guest addresses.
    expect(hub.local('r').sockets).toBe(5);
    expect([...hub.local('r').users]).toEqual([
      [5, 2],
      [7, 1],
    ]);

    changes.length = 0;
    hub.leave('r', a1.socket.id);
    hub.leave('r', g1.socket.id);
    expect(hub.local('r').sockets).toBe(4);
    hub.leave('r', a2.socket.id);
    hub.leave('r', g2.socket.id);
    expect(changes).toEqual([{}, {}, { gone: 5 }, {}]);
    expect(hub.local('r').sockets).toBe(2);
    expect([...hub.local('r').users.keys()]).toEqual([7]);
    hub.close();
    expect(hub.local('r')).toEqual({ sockets: 0, users: new Map() });
  });

  it('counts a socket that joins again once, as who it is now', async () => {
    const { hub, changes } = hubWithChanges();
    const guest = member(undefined);
    await hub.join('r', guest);
    await hub.join('r', guest);
    expect(hub.local('r').sockets).toBe(1);
    // The same socket after a login: the guest is counted out, the user in.
    await hub.join('r', { ...guest, userId: 9 });
    expect(hub.local('r')).toEqual({ sockets: 1, users: new Map([[9, 1]]) });
    await hub.join('r', { ...guest, userId: 9 });
    await hub.join('r', { ...guest, userId: 11 });
    expect(changes).toEqual([{}, {}, { joined: 9 }, {}, { gone: 9, joined: 11 }]);
    expect(hub.local('r')).toEqual({ sockets: 1, users: new Map([[11, 1]]) });
    hub.forget(guest.socket.id);
    expect(changes.at(-1)).toEqual({ gone: 11 });
    expect(hub.local('r').sockets).toBe(0);
    hub.close();
  });
});

/** The same story told to a backend: what its online count and viewer list say after it. */
async function story(presence: RoomPresence, key: string): Promise<void> {
  await presence.announce(key, 1, { joined: 5 });
  await presence.announce(key, 2, { joined: 7 });
  await presence.announce(key, 3, {});
  expect((await presence.online([key, `${key}-none`])).get(key)).toBe(3);
  expect((await presence.viewers(key)).sort()).toEqual([5, 7]);
  await presence.announce(key, 2, { gone: 5 });
  expect(await presence.viewers(key)).toEqual([7]);
  expect((await presence.online([key])).get(key)).toBe(2);
  await presence.announce(key, 0, { gone: 7 });
  expect(await presence.viewers(key)).toEqual([]);
  expect((await presence.online([key])).get(key)).toBe(0);
}

describe('memoryRoomPresence', () => {
  it('keeps the count and the viewers from the changes', async () => {
    await story(memoryRoomPresence(), 'm');
  });
});

/** A Redis stand-in that counts what each pipeline carries. */
function countingRedis(): { redis: Redis; pipelines: { name: string; args: unknown[] }[][] } {
  const pipelines: { name: string; args: unknown[] }[][] = [];
  const pipeline = () => {
    const calls: { name: string; args: unknown[] }[] = [];
    pipelines.push(calls);
    return new Proxy(
      {},
      {
        get: (_target, name) =>
          name === 'exec'
            ? () => Promise.resolve([])
            : (...args: unknown[]) => void calls.push({ name: String(name), args }),
      },
    );
  };
  return { redis: { pipeline } as unknown as Redis, pipelines };
}

describe('redisRoomPresence writes', () => {
  it('writes a join or a leave in a constant number of commands, however many viewers', async () => {
    const { redis, pipelines } = countingRedis();
    const presence = redisRoomPresence(redis, 'x:', 'node');
    for (let uid = 1; uid <= 1000; uid++) await presence.announce('big', uid, { joined: uid });
    await presence.announce('big', 999, { gone: 1 });
    const sizes = new Set(pipelines.map((calls) => calls.length));
    // Join: the count and its expiry, the one viewer and its expiry; leave: three.
    expect([...sizes].sort()).toEqual([3, 4]);
    expect(pipelines.at(-1)!.map((c) => c.name)).toEqual(['hset', 'pexpire', 'zrem']);
  });

  it('refreshes every viewer of a room in one command', async () => {
    const { redis, pipelines } = countingRedis();
    const presence = redisRoomPresence(redis, 'x:', 'node');
    const users = new Map(Array.from({ length: 500 }, (_, i) => [i + 1, 1] as const));
    await presence.refresh(new Map([['big', { sockets: 500, users }]]));
    const [calls] = pipelines;
    expect(calls!.map((c) => c.name)).toEqual(['hset', 'pexpire', 'zadd', 'pexpire']);
    expect(calls![2]!.args).toHaveLength(1 + 2 * 500);
  });
});

describe.skipIf(!redisAvailable())('redisRoomPresence on Redis', () => {
  const prefix = `test:presence:${randomBytes(4).toString('hex')}:`;
  const clients: Redis[] = [];
  const connect = () => {
    const redis = new Redis(REDIS_URL!);
    clients.push(redis);
    return redis;
  };
  afterAll(async () => {
    const redis = clients[0];
    const keys = redis ? await redis.keys(`${prefix}*`) : [];
    if (keys.length > 0) await redis!.del(...keys);
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('keeps the count and the viewers from the changes', async () => {
    await story(redisRoomPresence(connect(), prefix, 'n1'), 'one');
  });

  it('adds up two nodes, a user on both counted once in the viewers until both left', async () => {
    const a = redisRoomPresence(connect(), prefix, 'a');
    const b = redisRoomPresence(connect(), prefix, 'b');
    await a.announce('two', 2, { joined: 5 });
    await b.announce('two', 1, { joined: 5 });
    await b.announce('two', 2, { joined: 8 });
    expect((await a.online(['two'])).get('two')).toBe(4);
    expect((await b.viewers('two')).sort()).toEqual([5, 8]);
    await a.announce('two', 1, { gone: 5 });
    expect((await a.viewers('two')).sort()).toEqual([5, 8]);
    await b.announce('two', 1, { gone: 5 });
    expect(await a.viewers('two')).toEqual([8]);
    // A refresh writes what the node holds now, the same as the changes said.
    await b.refresh(new Map([['two', { sockets: 1, users: new Map([[8, 1]]) }]]));
    expect((await a.online(['two'])).get('two')).toBe(2);
    expect(await a.viewers('two')).toEqual([8]);
  });
});
