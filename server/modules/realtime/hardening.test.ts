/**
 * Issue 17, the messaging socket's edge under bad input: forged upgrades are refused before any
 * work and hold no place under the address cap, a reset during admission throws nothing, sockets
 * that answer no ping are cut, and a client that stops reading is closed with 1008 instead of being
 * buffered for. The heartbeat and the buffer cap are shortened through config.im, set before the
 * server listens, so the file takes seconds.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';

import { IM_PATH, ImCloseCode } from '../../../protocol/im';
import { exchange as exchangeBytes } from '../../../test/helpers/sockets';
import { startTestServer, type TestServer } from '../../../test/helpers/testServer';
import { friends } from '../../db/schema';
import { member } from '../room/testKit';
import type { ImConnection } from './connection';

/** How long a wait may take before the test fails with a description (never a timing assertion). */
const WAIT_MS = 10_000;
/** Sockets per address here: a forged upgrade that kept its place would show within three. */
const CAP = 3;
const MAX_BUFFERED = 64 * 1024;

interface Frame {
  event: string;
  errCode: number;
  data: unknown;
  operationID: string;
}

/** Resolves when `ready()` holds, checked whenever `wake` is called; fails after WAIT_MS. */
function waitUntil(ready: () => boolean, wakers: (() => void)[], what: string): Promise<void> {
  if (ready()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`waited in vain for ${what}`)), WAIT_MS);
    const check = () => {
      if (!ready()) return;
      clearTimeout(timer);
      wakers.splice(wakers.indexOf(check), 1);
      resolve();
    };
    wakers.push(check);
  });
}

/** A socket client with ws's options (local address, headers, autoPong) that keeps every frame. */
class Probe {
  readonly frames: Frame[] = [];
  readonly closed: Promise<number>;
  private readonly wakers: (() => void)[] = [];

  constructor(
    readonly ws: WebSocket,
    readonly sendID: string,
  ) {
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('error', () => undefined);
    ws.on('message', (raw) => {
      const frame = JSON.parse((raw as Buffer).toString('utf8')) as Frame & { data: string };
      this.frames.push({ ...frame, data: frame.data ? (JSON.parse(frame.data) as unknown) : undefined });
      for (const wake of [...this.wakers]) wake();
    });
  }

  until(ready: () => boolean, what: string): Promise<void> {
    return waitUntil(ready, this.wakers, what);
  }

  get connected(): boolean {
    return this.frames.some((f) => f.event === 'OnConnectSuccess');
  }

  async call(name: string, data: unknown = {}): Promise<Frame> {
    const operationID = randomUUID();
    this.ws.send(
      JSON.stringify({ reqFuncName: name, operationID, userID: this.sendID, data: JSON.stringify(data) }),
    );
    await this.until(() => this.frames.some((f) => f.operationID === operationID), `a reply to ${name}`);
    return this.frames.find((f) => f.operationID === operationID)!;
  }

  close(): Promise<number> {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close();
    return this.closed;
  }
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited in vain for ${what}`)), WAIT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

let guests = 0;
const guestId = () => `guest_edge${String(++guests).padStart(8, '0')}`;
const key = () => randomBytes(16).toString('base64');
const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(response)?.[1]);

describe('messaging socket edge', () => {
  let s: TestServer;
  let port: number;
  const probes: Probe[] = [];
  let errors: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite', env: { IM_MAX_SOCKETS_PER_IP: String(CAP) } });
    // Read when the server listens (the sweep) and at each sweep and connect (the others).
    Object.assign(s.ctx.config.im, { sweepMs: 100, pongTimeoutMs: 1000, maxBufferedBytes: MAX_BUFFERED });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    port = (s.app.server.address() as AddressInfo).port;
    errors = vi.spyOn(s.ctx.log, 'error');
  });
  afterAll(async () => {
    await Promise.all(probes.map((p) => p.close()));
    await s?.close();
  });

  async function open(
    query: { sendID: string; token?: string; platformID?: string },
    options: WebSocket.ClientOptions = {},
  ): Promise<Probe> {
    const url = new URL(`ws://127.0.0.1:${port}${IM_PATH}`);
    url.searchParams.set('sendID', query.sendID);
    if (query.token !== undefined) url.searchParams.set('token', query.token);
    url.searchParams.set('platformID', query.platformID ?? '5');
    const probe = new Probe(new WebSocket(url, options), query.sendID);
    probes.push(probe);
    await within(
      Promise.race([probe.until(() => probe.connected, 'OnConnectSuccess'), probe.closed]),
      'the connect',
    );
    return probe;
  }

  /** Sends `request` on a bare TCP socket; what came back once the server closed the socket. */
  const exchange = (request: string, localAddress: string) =>
    exchangeBytes(port, [request], { waitMs: WAIT_MS, localAddress });

  function upgrade(target: string, headers: Record<string, string | undefined> = {}, method = 'GET'): string {
    const all: Record<string, string | undefined> = {
      Host: `127.0.0.1:${port}`,
      Connection: 'Upgrade',
      Upgrade: 'websocket',
      'Sec-WebSocket-Key': key(),
      'Sec-WebSocket-Version': '13',
      ...headers,
    };
    const lines = Object.entries(all).flatMap(([name, value]) =>
      value === undefined ? [] : [`${name}: ${value}\r\n`],
    );
    return `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n`;
  }

  const guestPath = () => `${IM_PATH}?sendID=${guestId()}&platformID=5`;

  describe('forged upgrades', () => {
    const address = '127.0.5.1';

    it('refuses each with a status, Connection: close and a closed socket, before any work', async () => {
      const cases: [string, () => string, number][] = [
        ['no Sec-WebSocket-Key', () => upgrade(guestPath(), { 'Sec-WebSocket-Key': undefined }), 400],
        [
          'a key that is not 16 bytes',
          () => upgrade(guestPath(), { 'Sec-WebSocket-Key': 'bm90IGEga2V5' }),
          400,
        ],
        ['no version', () => upgrade(guestPath(), { 'Sec-WebSocket-Version': undefined }), 426],
        ['version 12', () => upgrade(guestPath(), { 'Sec-WebSocket-Version': '12' }), 426],
        ['POST', () => upgrade(guestPath(), {}, 'POST'), 405],
        ['Upgrade: h2c', () => upgrade(guestPath(), { Upgrade: 'h2c' }), 400],
        ['no Upgrade header', () => upgrade(guestPath(), { Upgrade: undefined }), 426],
        ['an Origin of another site', () => upgrade(guestPath(), { Origin: 'https://evil.example' }), 403],
        ['Origin null', () => upgrade(guestPath(), { Origin: 'null' }), 403],
        ['another path', () => upgrade('/socket.io/?EIO=4&transport=websocket'), 404],
        ['the path //', () => upgrade('//'), 404],
        ['a target that is no URL', () => upgrade('//[::1'), 404],
        ['a query above the header limit', () => upgrade(`${IM_PATH}?sendID=${'a'.repeat(20_000)}`), 431],
      ];
      // Each more often than the address may hold sockets: a refusal that kept a place would show.
      for (const [what, request, status] of cases)
        for (let i = 0; i <= CAP; i++) {
          const response = await exchange(request(), address);
          expect({ what, status: statusOf(response) }).toEqual({ what, status });
          expect(response, what).toMatch(/\r\nconnection: close\r\n/i);
        }
    });

    it('closes a socket with a bad query with its code after the handshake', async () => {
      const cases: [string, { sendID: string; token?: string; platformID?: string }, number][] = [
        [
          'an unknown token',
          { sendID: '1', token: randomBytes(24).toString('hex') },
          ImCloseCode.TokenInvalid,
        ],
        ['a token of 10 KB', { sendID: '1', token: 'x'.repeat(10_000) }, ImCloseCode.TokenInvalid],
        ['a platform that is none', { sendID: guestId(), platformID: '1e9' }, ImCloseCode.BadQuery],
        ['a guest id of the wrong shape', { sendID: 'guest_<script>' }, ImCloseCode.BadQuery],
      ];
      for (const [what, query, code] of cases)
        for (let i = 0; i <= CAP; i++) {
          const probe = await open(query, { localAddress: address });
          expect({ what, code: await within(probe.closed, what) }).toEqual({ what, code });
        }
      // 1500 parameters (within the header limit): the first sendID is read, and refused.
      const query = `${IM_PATH}?platformID=5${'&sendID=x'.repeat(1500)}`;
      const crowded = new Probe(
        new WebSocket(`ws://127.0.0.1:${port}${query}`, { localAddress: address }),
        'x',
      );
      expect(await within(crowded.closed, 'the crowded query')).toBe(ImCloseCode.BadQuery);
    });

    it('survives clients that reset their socket while it is admitted or refused', async () => {
      /** Sends `request`, then resets the socket after `delayMs`, or once an answer starts (-1). */
      const reset = (request: string, delayMs: number) =>
        new Promise<void>((resolve) => {
          const socket = net.connect({ port, host: '127.0.0.1', localAddress: address }, () => {
            socket.write(request);
            if (delayMs >= 0) setTimeout(() => socket.resetAndDestroy(), delayMs);
          });
          if (delayMs < 0) socket.once('data', () => socket.resetAndDestroy());
          socket.on('error', () => undefined);
          socket.on('close', () => resolve());
        });
      const tokenPath = () => `${IM_PATH}?sendID=1&platformID=5&token=${randomBytes(24).toString('hex')}`;
      const resets = [
        ...Array.from({ length: 24 }, (_, i) => reset(upgrade(tokenPath()), i % 4)),
        ...Array.from({ length: 4 }, () => reset(upgrade('/elsewhere'), -1)),
        ...Array.from({ length: 4 }, () => reset(upgrade(guestPath(), { Origin: 'null' }), -1)),
      ];
      await within(Promise.all(resets), 'the resets');
      // Each of them was refused or cut, and a real client gets through.
      const probe = await open({ sendID: guestId() }, { localAddress: '127.0.5.2' });
      expect(probe.connected).toBe(true);
    });

    it('lets pages of this site in (Origin of the asked host, or of X-Forwarded-Host)', async () => {
      const own = await open(
        { sendID: guestId() },
        { localAddress: '127.0.5.3', headers: { Origin: `http://127.0.0.1:${port}` } },
      );
      const proxied = await open(
        { sendID: guestId() },
        {
          localAddress: '127.0.5.3',
          headers: { Origin: 'https://tribune.example', 'X-Forwarded-Host': 'tribune.example' },
        },
      );
      expect([own.connected, proxied.connected]).toEqual([true, true]);
      await Promise.all([own.close(), proxied.close()]);
    });

    it('has held nothing: the address still opens its full cap, and nothing was logged as an error', async () => {
      // Admissions of the reset sockets may still be finishing: their places go when they do.
      const deadline = Date.now() + WAIT_MS;
      let admitted: Probe[] = [];
      for (;;) {
        admitted = [];
        for (let i = 0; i < CAP; i++)
          admitted.push(await open({ sendID: guestId() }, { localAddress: address }));
        if (admitted.every((p) => p.connected) || Date.now() > deadline) break;
        await Promise.all(admitted.map((p) => p.close()));
      }
      expect(admitted.map((p) => p.connected)).toEqual(Array(CAP).fill(true));
      const over = await open({ sendID: guestId() }, { localAddress: address });
      expect(await within(over.closed, 'the refusal over the cap')).toBe(ImCloseCode.TooManySockets);
      await Promise.all(admitted.map((p) => p.close()));
      expect(errors).not.toHaveBeenCalled();
    });
  });

  describe('sockets that do not answer', () => {
    it('cuts a socket that answers no ping after the pong timeout, and keeps one that answers', async () => {
      const answering = await open({ sendID: guestId() }, { localAddress: '127.0.6.1' });
      const silent = await open({ sendID: guestId() }, { localAddress: '127.0.6.2', autoPong: false });
      expect(silent.connected).toBe(true);
      // Cut without a close frame: the client never answered, so it would not read one either.
      expect(await within(silent.closed, 'the silent socket cut')).toBe(1006);
      expect(answering.ws.readyState).toBe(WebSocket.OPEN);
      expect((await answering.call('GetLoginStatus')).errCode).toBe(0);
    });

    it('treats a socket that never sends its first frame like any idle one: pinged, then cut', async () => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.6.3' });
      let received = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
      socket.on('error', () => undefined);
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(upgrade(guestPath()));
      await within(closed, 'the server cutting the mute socket');
      const text = received.toString('latin1');
      expect(statusOf(text)).toBe(101);
      // 0x89 0x00: an empty ping frame of the heartbeat, never answered.
      expect(received.includes(Buffer.from([0x89, 0x00]))).toBe(true);
    });
  });

  describe('slow readers', () => {
    it('closes a socket that stops reading with 1008; the room goes on and the client recovers', async () => {
      // A paused client answers no ping either: here the cap, not the heartbeat, must close it.
      s.ctx.config.im.pongTimeoutMs = 60_000;
      const anchor = await member(s, { role: 'anchor' });
      const [a, b] = [await member(s), await member(s)];
      await s.ctx.database.db.insert(friends).values([
        { userId: a.id, friendId: b.id, source: 1 },
        { userId: b.id, friendId: a.id, source: 1 },
      ]);
      const reader = await open({ sendID: guestId() }, { localAddress: '127.0.7.1' });
      const slow = await open({ sendID: b.uid, token: b.token }, { localAddress: '127.0.7.2' });
      const sender = await open({ sendID: a.uid, token: a.token }, { localAddress: '127.0.7.3' });
      const roomID = `room_${anchor.id}`;
      const joined = await reader.call('JoinRoom', { roomID });
      expect((await slow.call('JoinRoom', { roomID })).errCode).toBe(0);
      const roomKey = (joined.data as { roomID: string }).roomID;
      const slowSide = [...s.ctx.runtimes.realtime.hub.socketsOf(b.uid)][0] as ImConnection;
      const sockets = () => [...s.ctx.runtimes.realtime.hub.allSockets()] as ImConnection[];

      slow.ws.pause();
      const body = 'x'.repeat(16 * 1024);
      let published = 0;
      const heard = () =>
        reader.frames
          .filter((f) => f.event === 'OnRoomMessages')
          .flatMap((f) => (f.data as { messages: { probe?: number }[] }).messages)
          .filter((m) => m.probe !== undefined);
      /** 32 messages, one frame of about 512 KiB per socket; the reader must get them all. */
      const burst = async () => {
        for (let i = 0; i < 32; i++)
          await s.ctx.runtimes.room.publish(roomKey, { m: JSON.stringify({ probe: ++published, body }) });
        await reader.until(() => heard().length === published, `${published} room messages`);
      };
      let peak = 0;
      // The kernel's buffers take a few MiB first (4 on a Linux loopback); the cap acts well before 32 MiB.
      while (!slowSide.closing && published < 2048) {
        await burst();
        peak = Math.max(peak, ...sockets().map((c) => c.bufferedBytes));
      }
      expect(slowSide.closing).toBe(true);
      const frameBytes = 32 * (body.length + 64);
      expect(peak).toBeLessThanOrEqual(MAX_BUFFERED + frameBytes + 1024);
      // Once closed, nothing more is buffered for it, while the reader keeps getting everything.
      const left = slowSide.bufferedBytes;
      await burst();
      await burst();
      expect(slowSide.bufferedBytes).toBeLessThanOrEqual(left);
      expect(heard().map((m) => m.probe)).toEqual(Array.from({ length: published }, (_, i) => i + 1));
      // A private message while it is away is kept; it reads up to the close frame, reconnects, fills the gap.
      const send = await sender.call('SendMessage', {
        clientMsgID: randomUUID(),
        recvID: b.uid,
        sessionType: 1,
        contentType: 101,
        content: JSON.stringify({ text: 'while you were away' }),
      });
      expect(send.errCode).toBe(0);
      slow.ws.resume();
      expect(await within(slow.closed, 'the slow reader closed')).toBe(ImCloseCode.SlowReader);
      const again = await open({ sendID: b.uid, token: b.token }, { localAddress: '127.0.7.2' });
      expect(again.connected).toBe(true);
      const { seqs } = (await again.call('GetNewestSeq')).data as { seqs: Record<string, number> };
      const [conversationID, maxSeq] = Object.entries(seqs)[0]!;
      const pulled = await again.call('PullMessageBySeqs', { conversationID, begin: 1, end: maxSeq });
      expect(JSON.stringify(pulled.data)).toContain('while you were away');
      expect(errors).not.toHaveBeenCalled();
      s.ctx.config.im.pongTimeoutMs = 1000;
    });
  });
});
