import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import type { ChatClientEvent } from '../../protocol/imWorkerApi';
import { FakeClock } from '../core/testing/FakeClock';
import { FakeImServer } from '../core/testing/FakeImServer';
import { FakeRooms } from '../core/testing/FakeRooms';
import { flush, makeCore } from '../core/testing/makeCore';
import { ImHub } from './ImHub';

let hub: ImHub | undefined;
afterEach(() => hub?.core.dispose());

async function tabs(n: number) {
  const server = new FakeImServer();
  const rooms = new FakeRooms(server);
  const clock = new FakeClock();
  hub = new ImHub(makeCore(server, clock), () => clock.now());
  const list = Array.from({ length: n }, () => ({ api: hub!.openTab(), events: [] as ChatClientEvent[] }));
  for (const tab of list) {
    await tab.api.connect({ kind: 'user', userID: '7', token: 't' });
    await tab.api.subscribe((e) => tab.events.push(e));
  }
  await vi.waitFor(async () => expect((await list[0]!.api.getSnapshot()).state).toBe('loggedIn'));
  const roomEvents = (i: number) =>
    list[i]!.events.filter((e) => e.type.startsWith('room')).map((e) => e.type);
  const sent = (func: 'JoinRoom' | 'LeaveRoom') =>
    server.requests(func).map((f) => (JSON.parse(f.data) as { roomID: string }).roomID);
  return { server, rooms, list, roomEvents, sent };
}

describe('ImHub rooms', () => {
  it('leaves a room on the socket only when the last tab showing it leaves or closes', async () => {
    const { list, sent } = await tabs(3);
    await list[0]!.api.joinRoom('room_1');
    await list[1]!.api.joinRoom('room_1');
    await list[2]!.api.joinRoom('match_9');
    await list[0]!.api.leaveRoom('room_1');
    await flush();
    expect(sent('LeaveRoom')).toEqual([]);
    await list[1]!.api.close();
    await flush();
    expect(sent('LeaveRoom')).toEqual(['room_1']);
    await list[2]!.api.leaveRoom('match_9');
    await list[2]!.api.leaveRoom('match_9'); // twice: still one LeaveRoom
    await flush();
    expect(sent('LeaveRoom')).toEqual(['room_1', 'match_9']);
  });

  it("routes a room's messages and notices only to the tabs in it", async () => {
    const { rooms, list, roomEvents } = await tabs(3);
    await list[0]!.api.joinRoom('room_1');
    await list[1]!.api.joinRoom('match_9');
    rooms.pushMessages('room_1', [rooms.message('3', 'for room 1')]);
    rooms.pushNotice({ type: 'muteAll', roomID: 'match_9', on: true, by: '1' });
    await vi.waitFor(() => expect(roomEvents(0)).toContain('roomMessages'));
    await vi.waitFor(() => expect(roomEvents(1)).toContain('roomNotice'));
    expect(roomEvents(0)).toEqual(['roomJoined', 'roomMessages']);
    expect(roomEvents(1)).toEqual(['roomJoined', 'roomNotice']);
    expect(roomEvents(2)).toEqual([]);
  });

  it('a blacklisted socket leaves every tab of the room; a later join asks the server again', async () => {
    const { rooms, list, roomEvents, sent } = await tabs(2);
    await list[0]!.api.joinRoom('room_1');
    await list[1]!.api.joinRoom('room_1');
    rooms.pushNotice({ type: 'blacklist', roomID: 'room_1', userID: '7', nickname: 'L', by: '1', on: true });
    await vi.waitFor(() => expect(roomEvents(1)).toContain('roomLeft'));
    expect(roomEvents(0).at(-1)).toBe('roomLeft');
    rooms.refuse.set('room_1', ErrorCode.RoomBlacklisted);
    expect((await list[0]!.api.joinRoom('room_1')).errCode).toBe(ErrorCode.RoomBlacklisted);
    expect(sent('JoinRoom').length).toBeGreaterThanOrEqual(2);
    await list[0]!.api.close();
    await list[1]!.api.close();
    await flush();
    expect(sent('LeaveRoom')).toEqual([]);
  });
});
