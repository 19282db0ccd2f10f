/**
 * The chat states a node keeps per room (chatStateCache.ts): a moderation notice heard on the
 * room's channel empties them at once (not when the batch goes out), a load that raced a change is
 * not kept, a state is used for CHAT_STATE_TTL_MS at most, and a mute "until the match ends" is
 * never kept (its match is read at each send).
 */
import { describe, expect, it } from 'vitest';

import type { RoomNotice } from '../../../protocol/room';
import { type Bus, memoryBus } from '../../adapters/bus';
import type { AppContext } from '../../context';
import type { HubSocket } from '../realtime';
import type { ChatStateRow } from './chatState';
import { CHAT_STATE_TTL_MS, RoomChatCache } from './chatStateCache';
import { roomChannel, RoomHub } from './roomHub';
import { createRoomRuntime } from './runtime';

describe('a moderation change published from this node', () => {
  it("empties this node's cache as it is published, before the bus brings the notice back", async () => {
    // A bus that keeps what is published until told to deliver it: Redis, a round trip later.
    const inner = memoryBus();
    const held: [string, string][] = [];
    const bus: Bus = {
      kind: 'memory',
      publish: (channel, payload) => {
        held.push([channel, payload]);
        return Promise.resolve();
      },
      subscribe: (channel, handler) => inner.subscribe(channel, handler),
      close: () => inner.close(),
    };
    const ctx = {
      redisPrefix: 'test:',
      redis: undefined,
      bus,
      log: { error: (entry: unknown) => expect.fail(String(entry)) },
    } as unknown as AppContext;
    const runtime = createRoomRuntime(ctx);
    await runtime.hub.join('room_1', {
      socket: socket('s1'),
      userId: 1,
      role: 'viewer',
      nickname: 'a',
      avatar: null,
    });
    const cache = runtime.chatCache('room_1')!;
    cache.set(3, { ...free, blacklisted: true }, cache.version, Date.now());
    await runtime.publish('room_1', {
      n: { type: 'blacklist', roomID: 'room_1', userID: '3', nickname: 'c', by: '2', on: false },
    });
    // The lifted user's next join on this node reads the database, whatever the bus is doing.
    expect(held).toHaveLength(1);
    expect(cache.size).toBe(0);
    // Other items leave the cache alone.
    cache.set(3, free, cache.version, Date.now());
    await runtime.publish('room_1', { m: 'a chat message frame' });
    expect(cache.size).toBe(1);
    await runtime.close();
    await bus.close();
  });
});

const free: ChatStateRow = { muteAll: false, blacklisted: false, mute: null, staffRole: null };

function socket(id: string, frames: Buffer[] = []): HubSocket {
  return {
    id,
    userID: id,
    guest: false,
    tokenHash: undefined,
    ip: '127.0.0.1',
    send: () => undefined,
    sendPrepared: (frame) => void frames.push(frame),
    kick: () => undefined,
  };
}

describe('RoomChatCache', () => {
  it('keeps a state for the ttl, drops a load that started before an emptying', () => {
    const cache = new RoomChatCache();
    cache.set(1, free, cache.version, 0);
    expect(cache.get(1, CHAT_STATE_TTL_MS - 1)).toBe(free);
    expect(cache.get(1, CHAT_STATE_TTL_MS)).toBeUndefined();
    expect(cache.size).toBe(0);
    const started = cache.version;
    cache.empty();
    cache.set(2, free, started, 0);
    expect(cache.get(2, 0)).toBeUndefined();
    cache.set(2, free, cache.version, 0);
    expect(cache.get(2, 0)).toBe(free);
  });

  it('keeps a timed mute with its end, never a mute until the match ends', () => {
    const cache = new RoomChatCache();
    const timed = { ...free, mute: { until: 5_000, matchId: null, running: false } };
    const match = { ...free, mute: { until: null, matchId: 7, running: true } };
    cache.set(1, timed, cache.version, 0);
    cache.set(2, match, cache.version, 0);
    expect(cache.get(1, 0)).toBe(timed);
    expect(cache.get(2, 0)).toBeUndefined();
  });
});

describe('RoomHub chat-state caches', () => {
  it('empties a room on a moderation notice as it is heard, before the batch goes out', async () => {
    const bus = memoryBus();
    const hub = new RoomHub(bus, (error) => {
      throw error;
    });
    const frames: Buffer[] = [];
    const member = (id: string, sink?: Buffer[]) =>
      ({ socket: socket(id, sink), userId: 1, role: 'viewer', nickname: 'a', avatar: null }) as const;
    await hub.join('room_1', member('s1', frames));
    await hub.join('room_2', member('s2'));
    const fill = () => {
      for (const key of ['room_1', 'room_2']) {
        const cache = hub.chatCache(key)!;
        cache.set(1, free, cache.version, Date.now());
      }
    };
    const sizes = () => ['room_1', 'room_2'].map((key) => hub.chatCache(key)!.size);
    const publish = (key: string, item: { m: string } | { n: RoomNotice }) =>
      bus.publish(roomChannel(key), JSON.stringify(item));

    // The memory bus delivers in a microtask: right after the publish, before any timer (the
    // room's batch) could run.
    fill();
    await publish('room_1', { n: { type: 'delete', roomID: 'room_1', msgID: '1.x', by: '2' } });
    expect(sizes()).toEqual([1, 1]);
    const changes: RoomNotice[] = [
      { type: 'mute', roomID: 'room_1', userID: '1', nickname: 'a', by: '2', until: 1, matchId: null },
      { type: 'unmute', roomID: 'room_1', userID: '1', nickname: 'a', by: '2' },
      { type: 'muteAll', roomID: 'room_1', on: true, by: '2' },
      { type: 'blacklist', roomID: 'room_1', userID: '3', nickname: 'c', by: '2', on: false },
      { type: 'role', roomID: 'room_1', userID: '3', nickname: 'c', by: '2', role: 'admin' },
    ];
    for (const notice of changes) {
      fill();
      await publish('room_1', { n: notice });
      expect(sizes(), notice.type).toEqual([0, 1]);
    }
    // Applied as heard: the notices still wait for the room's batch.
    expect(frames).toHaveLength(0);
    fill();
    hub.emptyChatCaches();
    expect(sizes()).toEqual([0, 0]);
    // The room's cache goes with its last socket.
    hub.leave('room_1', 's1');
    expect(hub.chatCache('room_1')).toBeUndefined();
    hub.close();
    await bus.close();
  });
});
