/**
 * Issue 13, socket abuse: caps on sockets per client address (50) and per user (10), a rate limit
 * on every socket function (a token bucket per socket and function class, answered 1003), guests
 * counted once per address in a room's online count, and the address read as request.ip (the
 * app's trustProxy) rather than from whatever a client writes in its headers.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { ErrorCode, errorText } from '../../../protocol/errors';
import { IM_PATH, ImCloseCode } from '../../../protocol/im';
import { memoryCounters } from '../../adapters/counters';
import { type ChatUser, type ImServer, startImServer } from '../../../test/helpers/imServer';
import { startTestServer, testClock, type TestServer } from '../../../test/helpers/testServer';
import { clientIpOf } from './clientIp';
import { FUNCTION_LIMITS } from './rateLimits';

interface Frame {
  event: string;
  errCode: number;
  errMsg: string;
  data: unknown;
  operationID: string;
}

/** A bare socket from a chosen local address (127.0.0.0/8 is all loopback) with chosen headers. */
class RawClient {
  readonly frames: Frame[] = [];
  readonly closed: Promise<number>;
  private waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];

  private constructor(
    readonly ws: WebSocket,
    readonly sendID: string,
  ) {
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('error', () => undefined);
    ws.on('message', (raw) => {
      const frame = JSON.parse((raw as Buffer).toString('utf8')) as Frame & { data: string };
      const parsed = { ...frame, data: frame.data ? (JSON.parse(frame.data) as unknown) : undefined };
      this.frames.push(parsed);
      const ready = this.waiters.filter((w) => w.test(parsed));
      this.waiters = this.waiters.filter((w) => !ready.includes(w));
      for (const w of ready) w.resolve(parsed);
    });
  }

  /** Resolves once connected (OnConnectSuccess) or refused (the close code). */
  static async open(
    wsUrl: string,
    query: { sendID: string; token?: string },
    options: { localAddress?: string; headers?: Record<string, string> } = {},
  ): Promise<{ client: RawClient; refused: number | undefined }> {
    const url = new URL(wsUrl);
    url.searchParams.set('sendID', query.sendID);
    if (query.token) url.searchParams.set('token', query.token);
    url.searchParams.set('platformID', '5');
    const client = new RawClient(new WebSocket(url, options), query.sendID);
    const outcome = await Promise.race([
      client.waitFor((f) => f.event === 'OnConnectSuccess').then(() => undefined),
      client.closed,
    ]);
    return { client, refused: outcome };
  }

  waitFor(test: (f: Frame) => boolean): Promise<Frame> {
    const seen = this.frames.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  /** Sends the frames at once; resolves with their replies in order. */
  calls(name: string, data: unknown, count: number): Promise<Frame[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    for (const operationID of ids)
      this.ws.send(
        JSON.stringify({ reqFuncName: name, operationID, userID: this.sendID, data: JSON.stringify(data) }),
      );
    return Promise.all(ids.map((id) => this.waitFor((f) => f.operationID === id)));
  }

  async call(name: string, data: unknown = {}): Promise<Frame> {
    return (await this.calls(name, data, 1))[0]!;
  }

  close(): Promise<number> {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close();
    return this.closed;
  }
}

let guests = 0;
const guestId = () => `guest_abuse${String(++guests).padStart(8, '0')}`;

describe('messaging socket abuse (default caps)', () => {
  let im: ImServer;
  const open: RawClient[] = [];
  const connect = async (
    query: { sendID: string; token?: string },
    options: { localAddress?: string; headers?: Record<string, string> } = {},
  ) => {
    const result = await RawClient.open(im.wsUrl, query, options);
    open.push(result.client);
    return result;
  };

  beforeAll(async () => {
    im = await startImServer('pglite');
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await im?.close();
  });

  it('admits 50 sockets from one address, refuses the next with 4006, and takes one again after a close', async () => {
    const localAddress = '127.0.0.2';
    const results = [];
    for (let i = 0; i < 60; i++) results.push(await connect({ sendID: guestId() }, { localAddress }));
    expect(results.filter((r) => r.refused === undefined)).toHaveLength(50);
    expect(results.slice(50).map((r) => r.refused)).toEqual(Array(10).fill(ImCloseCode.TooManySockets));
    // Another address is not affected; a logged-in user from the full address is refused too.
    expect((await connect({ sendID: guestId() }, { localAddress: '127.0.0.3' })).refused).toBeUndefined();
    const user = await im.user();
    expect((await connect({ sendID: user.userID, token: user.token }, { localAddress })).refused).toBe(
      ImCloseCode.TooManySockets,
    );
    await results[0]!.client.close();
    await expect
      .poll(async () => (await connect({ sendID: guestId() }, { localAddress })).refused)
      .toBeUndefined();
  });

  it('admits 10 sockets of one user and refuses the eleventh with 4006 (from any address)', async () => {
    const user: ChatUser = await im.user();
    const results = [];
    for (let i = 0; i < 11; i++)
      results.push(
        await connect({ sendID: user.userID, token: user.token }, { localAddress: `127.0.1.${i + 1}` }),
      );
    expect(results.slice(0, 10).every((r) => r.refused === undefined)).toBe(true);
    expect(results[10]!.refused).toBe(ImCloseCode.TooManySockets);
    // At once from one more address: still only ten in all.
    const burst = await Promise.all(
      [1, 2, 3].map((i) =>
        connect({ sendID: user.userID, token: user.token }, { localAddress: `127.0.2.${i}` }),
      ),
    );
    expect(burst.map((r) => r.refused)).toEqual(Array(3).fill(ImCloseCode.TooManySockets));
    // Twelve connects of another user at the same instant: ten get in.
    const other = await im.user();
    const parallel = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        connect({ sendID: other.userID, token: other.token }, { localAddress: `127.0.2.${10 + i}` }),
      ),
    );
    expect(parallel.filter((r) => r.refused === undefined)).toHaveLength(10);
  });

  it('answers a flood of one function with 1003 past its bucket, other functions still answered', async () => {
    const user = await im.user();
    const { client } = await connect(
      { sendID: user.userID, token: user.token },
      { localAddress: '127.0.3.1' },
    );
    const replies = await client.calls('GetConversationList', {}, 1000);
    const { capacity } = FUNCTION_LIMITS.sync;
    expect(replies.filter((r) => r.errCode === 0)).toHaveLength(capacity);
    const limited = replies.filter((r) => r.errCode !== 0);
    expect(limited).toHaveLength(1000 - capacity);
    expect(limited[0]).toMatchObject({
      event: 'GetConversationList',
      errCode: ErrorCode.TooManyRequests,
      errMsg: errorText[ErrorCode.TooManyRequests],
      data: { interval: 2 },
    });
    // The heartbeat is another class: still answered.
    expect((await client.call('GetLoginStatus')).errCode).toBe(0);
    expect((await client.call('GetNewestSeq')).errCode).toBe(ErrorCode.TooManyRequests);
    im.clock.advance(2_000);
    expect((await client.call('GetNewestSeq')).errCode).toBe(0);
    expect((await client.call('GetNewestSeq')).errCode).toBe(ErrorCode.TooManyRequests);
  });

  it('limits guests too: joins of rooms are a bucket per socket', async () => {
    const { client } = await connect({ sendID: guestId() }, { localAddress: '127.0.3.2' });
    const owner = await im.user();
    const replies = await client.calls('LeaveRoom', { roomID: `room_${owner.id}` }, 100);
    expect(replies.filter((r) => r.errCode === 0)).toHaveLength(FUNCTION_LIMITS.rooms.capacity);
    expect(replies.at(-1)?.errCode).toBe(ErrorCode.TooManyRequests);
  });

  it('counts guests once per address in the online count of a room', async () => {
    const owner = await im.user();
    const roomID = `room_${owner.id}`;
    for (let i = 0; i < 40; i++) {
      const { client } = await connect({ sendID: guestId() }, { localAddress: '127.0.4.1' });
      expect((await client.call('JoinRoom', { roomID })).errCode).toBe(0);
    }
    const { client: other } = await connect({ sendID: guestId() }, { localAddress: '127.0.4.2' });
    expect((await other.call('JoinRoom', { roomID })).errCode).toBe(0);
    const viewer = await im.user();
    const { client: user } = await connect(
      { sendID: viewer.userID, token: viewer.token },
      { localAddress: '127.0.4.1' },
    );
    const joined = await user.call('JoinRoom', { roomID });
    // One user and two guest addresses.
    expect(joined.data).toMatchObject({ online: 3 });
    const counted = await im.s.call('onlineCount', { roomID }, { token: viewer.token });
    expect(counted.body.data).toMatchObject({ online: 3 });
  });
});

describe('messaging socket caps behind a trusted proxy', () => {
  let s: TestServer;
  let wsUrl: string;
  const open: RawClient[] = [];

  beforeAll(async () => {
    const clock = testClock();
    s = await startTestServer({
      backend: 'pglite',
      now: clock.now,
      counters: memoryCounters(clock.now),
      env: { TRUST_PROXY: '127.0.0.1', IM_MAX_SOCKETS_PER_IP: '2' },
    });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}${IM_PATH}`;
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await s?.close();
  });

  const from = async (forwardedFor: string) => {
    const result = await RawClient.open(
      wsUrl,
      { sendID: guestId() },
      { headers: { 'x-forwarded-for': forwardedFor } },
    );
    open.push(result.client);
    return result.refused;
  };

  it('caps the address the proxy forwarded (request.ip), not one the client wrote before it', async () => {
    expect(await from('203.0.113.7')).toBeUndefined();
    // A made-up address in front of the real one changes nothing: the proxy's hop is the address.
    expect(await from(`198.51.100.${Math.floor(Math.random() * 200) + 1}, 203.0.113.7`)).toBeUndefined();
    expect(await from(`192.0.2.99, 203.0.113.7`)).toBe(ImCloseCode.TooManySockets);
    expect(await from('203.0.113.8')).toBeUndefined();
  });

  it('reads an upgrade request the way the app reads request.ip', async () => {
    const app = Fastify({ trustProxy: ['127.0.0.1'] });
    app.get('/ip', (request) => ({ ip: request.ip }));
    let upgraded: string | undefined;
    const ipOf = clientIpOf(app);
    app.server.on('upgrade', (req, socket) => {
      upgraded = ipOf(req);
      socket.destroy();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const headers = { 'x-forwarded-for': '192.0.2.1, 203.0.113.9' };
      const viaHttp = (await (await fetch(`http://127.0.0.1:${port}/ip`, { headers })).json()) as {
        ip: string;
      };
      const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { headers });
      await new Promise((resolve) => ws.on('error', resolve).on('close', resolve));
      expect(viaHttp.ip).toBe('203.0.113.9');
      expect(upgraded).toBe(viaHttp.ip);
    } finally {
      await app.close();
    }
  });
});
