import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { IM_HEARTBEAT_MS, IM_IDLE_MS, IM_RECONNECT_MS, ImCloseCode, SdkCode } from '../../protocol/im';
import type { ChatClientEvent, ImSnapshot } from '../../protocol/imWorkerApi';
import { reconnectDelay } from './backoff';
import type { ImCore } from './ImCore';
import { FakeClock } from './testing/FakeClock';
import { FakeImServer } from './testing/FakeImServer';
import { flush, makeCore } from './testing/makeCore';

const alice = { kind: 'user', userID: '1', token: 'tok-a' } as const;
let core: ImCore | undefined;
afterEach(() => core?.dispose());

async function loggedIn(server = new FakeImServer(), clock = new FakeClock()) {
  core = makeCore(server, clock);
  const states: ImSnapshot[] = [];
  core.subscribe((e: ChatClientEvent) => e.type === 'connectionState' && states.push(e.snapshot));
  await core.connect(alice);
  await vi.waitFor(() => expect(core!.getSnapshot().state).toBe('loggedIn'));
  return { server, clock, core, states };
}

describe('im connection state machine', () => {
  it('goes idle → connecting (112) → open → loggedIn with the §7 query', async () => {
    const { server, states } = await loggedIn();
    expect(states.map((s) => [s.state, s.sdkCode])).toEqual([
      ['idle', null],
      ['connecting', SdkCode.Connecting],
      ['open', null],
      ['loggedIn', null],
    ]);
    const url = server.sockets[0]!.url;
    expect(url.pathname).toBe('/msg_gateway');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sendID: '1', token: 'tok-a', platformID: '5' });
  });

  it('probes after 9 s of silence, every 10 s while only probes answer, and reconnects after 500 ms', async () => {
    const { server, clock } = await loggedIn();
    const probes = () => server.requests('GetLoginStatus').length;
    expect(probes()).toBe(1); // the login check
    clock.advance(IM_IDLE_MS - 1);
    await flush();
    expect(probes()).toBe(1);
    clock.advance(1);
    await flush();
    expect(probes()).toBe(2);
    clock.advance(IM_HEARTBEAT_MS - 1);
    await flush();
    expect(probes()).toBe(2);
    clock.advance(1);
    await flush();
    expect(probes()).toBe(3);
    server.answering = false;
    clock.advance(IM_HEARTBEAT_MS);
    await flush();
    expect(probes()).toBe(4);
    expect(server.open).toHaveLength(1);
    clock.advance(IM_HEARTBEAT_MS); // probe 4 unanswered: the socket is dead
    await flush();
    expect(server.open).toHaveLength(0);
    expect(core!.getSnapshot()).toMatchObject({ state: 'connecting', sdkCode: SdkCode.ConnectionClosed });
    clock.advance(IM_RECONNECT_MS - 1);
    expect(server.sockets).toHaveLength(1);
    clock.advance(1);
    await flush();
    expect(server.sockets).toHaveLength(2);
  });

  it('any other frame restarts the 9 s idle wait', async () => {
    const { server, clock } = await loggedIn();
    clock.advance(IM_IDLE_MS - 1000);
    server.push('1', 'OnTotalUnreadMessageCountChanged', { totalUnread: 0 });
    await flush();
    clock.advance(IM_IDLE_MS - 1);
    await flush();
    expect(server.requests('GetLoginStatus')).toHaveLength(1);
    clock.advance(1);
    await flush();
    expect(server.requests('GetLoginStatus')).toHaveLength(2);
  });

  it('backs off with jitter after failed attempts, capped, and resets once logged in', async () => {
    const { server, clock } = await loggedIn();
    server.accepting = false;
    server.dropAll();
    await flush();
    expect(core!.getSnapshot().sdkCode).toBe(SdkCode.ConnectionClosed);
    expect(clock.pendingDelays()).toContain(IM_RECONNECT_MS);
    clock.advance(IM_RECONNECT_MS);
    await flush();
    await flush();
    expect(core!.getSnapshot().sdkCode).toBe(SdkCode.NetworkError); // never opened: 113
    expect(clock.pendingDelays()).toContain(reconnectDelay(1, () => 0.5));
    clock.advance(reconnectDelay(1, () => 0.5));
    await flush();
    await flush();
    expect(clock.pendingDelays()).toContain(reconnectDelay(2, () => 0.5));
    server.accepting = true;
    clock.advance(reconnectDelay(2, () => 0.5));
    await vi.waitFor(() => expect(core!.getSnapshot().state).toBe('loggedIn'));
    server.dropAll();
    await flush();
    expect(clock.pendingDelays()).toContain(IM_RECONNECT_MS);
  });

  it('a revoked token (close 4002) ends the user session and continues as a guest', async () => {
    const { server } = await loggedIn();
    const events: string[] = [];
    core!.subscribe((e) => events.push(e.type));
    server.close(server.open[0]!, ImCloseCode.TokenInvalid);
    await vi.waitFor(() => expect(core!.getSnapshot()).toMatchObject({ guest: true, state: 'loggedIn' }));
    expect(events).toContain('kickedOffline');
    expect(server.sockets.at(-1)!.url.searchParams.get('token')).toBeNull();
  });
});

describe('reconnectDelay', () => {
  it('is 500 ms first, doubles with equal jitter, never above the cap', () => {
    expect(reconnectDelay(0, () => 0.99)).toBe(IM_RECONNECT_MS);
    expect(reconnectDelay(1, () => 0)).toBe(500);
    expect(reconnectDelay(1, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(3000);
    expect(reconnectDelay(40, () => 1)).toBe(30_000);
    expect(reconnectDelay(40, () => 0)).toBe(15_000);
  });
});
