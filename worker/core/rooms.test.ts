import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import { IM_RECONNECT_MS, SdkCode } from '../../protocol/im';
import type { ChatClientEvent } from '../../protocol/imWorkerApi';
import type { ImCore } from './ImCore';
import { SeenIds } from './rooms';
import { FakeClock } from './testing/FakeClock';
import { FakeImServer } from './testing/FakeImServer';
import { FakeRooms } from './testing/FakeRooms';
import { flush, makeCore } from './testing/makeCore';

const lily = { kind: 'user', userID: '7', token: 'tok' } as const;
const ROOM = 'room_42';

const cores: ImCore[] = [];
afterEach(() => cores.splice(0).forEach((c) => c.dispose()));

async function start(session: typeof lily | { kind: 'guest' } = lily) {
  const server = new FakeImServer();
  const rooms = new FakeRooms(server);
  const clock = new FakeClock();
  const core = makeCore(server, clock);
  cores.push(core);
  const events: ChatClientEvent[] = [];
  core.subscribe((e) => events.push(e));
  await core.connect(session);
  await vi.waitFor(() => expect(core.getSnapshot().state).toBe('loggedIn'));
  const of = <T extends ChatClientEvent['type']>(type: T) =>
    events.filter((e): e is Extract<ChatClientEvent, { type: T }> => e.type === type);
  return { server, rooms, clock, core, events, of };
}

describe('SeenIds', () => {
  it('refuses an id it holds and forgets the oldest beyond its size', () => {
    const seen = new SeenIds(3);
    expect(['a', 'b', 'a', 'c'].map((id) => seen.add(id))).toEqual([true, true, false, true]);
    expect(seen.add('d')).toBe(true);
    expect(seen.size).toBe(3);
    expect(seen.add('a')).toBe(true); // forgotten: the oldest went first
    expect(seen.add('d')).toBe(false);
  });
});

describe('worker rooms', () => {
  it('joins with the history, then passes on only messages the history did not give', async () => {
    const { rooms, core, of } = await start();
    const old = rooms.remember(ROOM, rooms.message('3', 'before'));
    const result = await core.joinRoom(ROOM);
    expect(result.errCode).toBe(0);
    expect(result.state?.history.map((m) => m.msgID)).toEqual([old.msgID]);
    expect(of('roomJoined')).toHaveLength(1);
    const fresh = rooms.message('3', 'after');
    rooms.pushMessages(ROOM, [old, fresh]);
    rooms.pushMessages(ROOM, [fresh]);
    await flush();
    expect(of('roomMessages').map((e) => e.messages.map((m) => m.msgID))).toEqual([[fresh.msgID]]);
  });

  it('rejoins every room after a reconnect and tells the tabs with a fresh roomJoined', async () => {
    const { server, rooms, clock, core, of } = await start();
    await core.joinRoom(ROOM);
    await core.joinRoom('match_5');
    const during = rooms.remember(ROOM, rooms.message('3', 'while away'));
    server.dropAll();
    await flush();
    clock.advance(IM_RECONNECT_MS);
    await vi.waitFor(() => expect(of('roomJoined')).toHaveLength(4));
    expect(server.requests('JoinRoom')).toHaveLength(4);
    const again = of('roomJoined').slice(2);
    expect(again.map((e) => e.roomID).sort()).toEqual(['match_5', ROOM]);
    expect(again.find((e) => e.roomID === ROOM)?.state.history.map((m) => m.msgID)).toEqual([during.msgID]);
    // What the rejoin's history gave is not given again by the next batch.
    rooms.pushMessages(ROOM, [during]);
    await flush();
    expect(of('roomMessages')).toHaveLength(0);
  });

  it('answers 113 while not connected and joins once the socket logs in', async () => {
    const server = new FakeImServer();
    const rooms = new FakeRooms(server);
    const clock = new FakeClock();
    const core = makeCore(server, clock);
    cores.push(core);
    const events: ChatClientEvent[] = [];
    core.subscribe((e) => events.push(e));
    expect((await core.joinRoom(ROOM)).errCode).toBe(SdkCode.NetworkError);
    await core.connect(lily);
    await vi.waitFor(() => expect(events.some((e) => e.type === 'roomJoined')).toBe(true));
    expect(rooms.members.get(ROOM)?.has('7')).toBe(true);
  });

  it('leaves on the server; events of a room it left are dropped', async () => {
    const { server, rooms, core, of } = await start();
    await core.joinRoom(ROOM);
    await core.leaveRoom(ROOM);
    await flush();
    expect(server.requests('LeaveRoom').map((f) => JSON.parse(f.data) as unknown)).toEqual([
      { roomID: ROOM },
    ]);
    rooms.members.set(ROOM, new Set(['7']));
    rooms.pushMessages(ROOM, [rooms.message('3', 'late')]);
    rooms.pushNotice({ type: 'muteAll', roomID: ROOM, on: true, by: '1' });
    await flush();
    expect(of('roomMessages')).toHaveLength(0);
    expect(of('roomNotice')).toHaveLength(0);
  });

  it('passes notices on; a blacklist of this user takes the socket out (roomLeft) and it does not rejoin', async () => {
    const { server, rooms, clock, core, of } = await start();
    await core.joinRoom(ROOM);
    rooms.pushNotice({ type: 'blacklist', roomID: ROOM, userID: '9', nickname: 'x', by: '1', on: true });
    await flush();
    expect(of('roomLeft')).toHaveLength(0);
    rooms.pushNotice({ type: 'blacklist', roomID: ROOM, userID: '7', nickname: 'Lily', by: '1', on: true });
    await flush();
    expect(of('roomNotice')).toHaveLength(2);
    expect(of('roomLeft')).toEqual([{ type: 'roomLeft', roomID: ROOM, errCode: ErrorCode.RoomBlacklisted }]);
    server.dropAll();
    await flush();
    clock.advance(IM_RECONNECT_MS);
    await vi.waitFor(() => expect(core.getSnapshot().state).toBe('loggedIn'));
    expect(server.requests('JoinRoom')).toHaveLength(1);
  });

  it('a refused join is reported with its code and the room is not rejoined', async () => {
    const { rooms, core, of } = await start();
    rooms.refuse.set(ROOM, ErrorCode.RoomBlacklisted);
    expect(await core.joinRoom(ROOM)).toEqual({ errCode: ErrorCode.RoomBlacklisted, state: null });
    expect(of('roomLeft')).toEqual([{ type: 'roomLeft', roomID: ROOM, errCode: ErrorCode.RoomBlacklisted }]);
  });

  it('sends the content as a JSON string with a fresh client id and returns refusals with their detail', async () => {
    const { server, core } = await start();
    await core.joinRoom(ROOM);
    const result = await core.sendRoomMessage(ROOM, 101, JSON.stringify({ text: 'hi' }));
    expect(result).toMatchObject({ errCode: ErrorCode.MutedInRoom, detail: { until: 1_700_000_600_000 } });
    const frame = JSON.parse(server.requests('SendRoomMessage')[0]!.data) as Record<string, unknown>;
    expect(frame).toMatchObject({ roomID: ROOM, contentType: 101, content: '{"text":"hi"}' });
    expect(typeof frame.clientMsgID).toBe('string');
    expect((await core.openRedPacket(ROOM, 3)).result).toMatchObject({ id: 3, amount: 7 });
  });

  it('lets a guest join and read', async () => {
    const { rooms, core, of } = await start({ kind: 'guest' });
    const result = await core.joinRoom(ROOM);
    expect(result.state?.role).toBe('guest');
    rooms.pushMessages(ROOM, [rooms.message('3', 'hello guest')]);
    await vi.waitFor(() => expect(of('roomMessages')).toHaveLength(1));
    expect((await core.sendRoomMessage(ROOM, 101, '{"text":"x"}')).errCode).toBe(ErrorCode.LoginRequired);
  });
});

describe('worker rooms: leaving during a join', () => {
  it('takes the socket out of a room it left while the join was in flight', async () => {
    const { server, core, of } = await start();
    const joining = core.joinRoom(ROOM);
    await core.leaveRoom(ROOM);
    expect((await joining).state).toBeNull();
    await flush();
    // Once at once, once more after the join's answer (the server may run the two out of order).
    expect(server.requests('LeaveRoom')).toHaveLength(2);
    expect(of('roomJoined')).toHaveLength(0);
  });
});
