import { createECDH, randomBytes } from 'node:crypto';

import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { PushType } from '../../protocol/push';
import { freePort } from '../../test/helpers/sockets';
import { type ChatUser, type ImServer, startImServer, text } from '../../test/helpers/imServer';
import { backendAvailable, startTestServer, type TestServer } from '../../test/helpers/testServer';
import { ping } from '../db/client';
import type { SubscriptionRow } from '../modules/push/subscriptions';

/**
 * `/metrics` (issue 17): the tribune_ metrics in the Prometheus text format, moved by what happens
 * (sockets, rooms, chat messages, pushes), for the operator only: a loopback peer that came through
 * no proxy, or the METRICS_TOKEN bearer; anyone else gets a plain 404, and nothing is cached.
 */

const METRIC_NAMES = [
  'tribune_nodejs_eventloop_lag_seconds',
  'tribune_process_cpu_user_seconds_total',
  'tribune_im_sockets',
  'tribune_room_rooms',
  'tribune_room_sockets',
  'tribune_im_messages_total{session_type="single"}',
  'tribune_im_messages_total{session_type="group"}',
  'tribune_room_messages_total',
  'tribune_push_sent_total',
  'tribune_push_failed_total',
];

/** The value of the sample `series` (name with its labels, as printed), or undefined when absent. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

function scrape(app: FastifyInstance, options: Omit<InjectOptions, 'url'> = {}) {
  return app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', ...options });
}

async function valueOf(app: FastifyInstance, series: string): Promise<number | undefined> {
  const res = await scrape(app);
  expect(res.statusCode).toBe(200);
  return sample(res.body, series);
}

/** A port nothing listens on: opened on port 0, then closed. */

describe('/metrics', () => {
  let im: ImServer;
  let a: ChatUser;
  let b: ChatUser;

  beforeAll(async () => {
    im = await startImServer('pglite');
    [a, b] = [await im.user(), await im.user()];
    await im.befriend(a, b);
  });
  afterAll(async () => {
    await im?.close();
  });

  it('serves every tribune_ metric with a number, in the text format, never cached', async () => {
    // Over the real TCP socket: the peer is 127.0.0.1.
    const res = await fetch(`${im.httpUrl}/metrics`);
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    for (const series of METRIC_NAMES) expect(sample(body, series), series).toBeGreaterThanOrEqual(0);
    expect(sample(body, 'tribune_db_info{kind="pglite"}')).toBe(1);
    // PGlite has no pool to report.
    expect(body).not.toContain('tribune_db_pool_');
    const types = body.split('\n').filter((l) => l.startsWith('# TYPE '));
    expect(new Set(types).size).toBe(types.length);
  });

  it('counts the messaging sockets of this node, and the rooms and sockets in rooms', async () => {
    const app = im.s.app;
    const [sockets, rooms, inRooms] = await Promise.all(
      ['tribune_im_sockets', 'tribune_room_rooms', 'tribune_room_sockets'].map((n) => valueOf(app, n)),
    );
    const member = await im.connect(a);
    const guest = await im.guest();
    expect(await valueOf(app, 'tribune_im_sockets')).toBe(sockets! + 2);
    await guest.ok('JoinRoom', { roomID: `room_${b.id}` });
    expect(await valueOf(app, 'tribune_room_rooms')).toBe(rooms! + 1);
    expect(await valueOf(app, 'tribune_room_sockets')).toBe(inRooms! + 1);
    await Promise.all([member.close(), guest.close()]);
    // The server hears the close after the client does.
    await vi.waitFor(async () => expect(await valueOf(app, 'tribune_im_sockets')).toBe(sockets));
    expect(await valueOf(app, 'tribune_room_rooms')).toBe(rooms);
  });

  it('counts a chat message once when it is stored (a resend of it is not counted again)', async () => {
    const series = 'tribune_im_messages_total{session_type="single"}';
    const before = await valueOf(im.s.app, series);
    const client = await im.connect(a);
    const message = text(b, 'counted once', 'metrics-once');
    await client.ok('SendMessage', message);
    await client.ok('SendMessage', message);
    expect(await valueOf(im.s.app, series)).toBe(before! + 1);
    await client.close();
  });

  it('counts a room chat message accepted', async () => {
    const before = await valueOf(im.s.app, 'tribune_room_messages_total');
    const client = await im.connect(a);
    const roomID = `room_${b.id}`;
    await client.ok('JoinRoom', { roomID });
    await client.ok('SendRoomMessage', {
      roomID,
      clientMsgID: 'metrics-room',
      contentType: 101,
      content: JSON.stringify({ text: 'hello' }),
    });
    expect(await valueOf(im.s.app, 'tribune_room_messages_total')).toBe(before! + 1);
    await client.close();
  });

  it('counts a push its push service could not be reached for as failed', async () => {
    const before = await valueOf(im.s.app, 'tribune_push_failed_total');
    const sent = await valueOf(im.s.app, 'tribune_push_sent_total');
    const row: SubscriptionRow = {
      id: 0,
      userId: a.id,
      endpoint: `https://127.0.0.1:${await freePort()}/push/metrics`,
      p256dh: createECDH('prime256v1').generateKeys('base64url'),
      auth: randomBytes(16).toString('base64url'),
      platform: 3,
      language: 'en',
      sessionHash: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const stats = await im.s.ctx.runtimes.push.sender.send([row], () => ({
      message: {
        type: PushType.Custom,
        id: 'metrics',
        title: 't',
        body: 'b',
        sentAt: Date.now(),
        notify: { title: 't', body: 'b', webActionType: 0, webActionContent: '' },
      },
      ttl: 60,
      urgency: 'normal',
      topic: 'metrics',
    }));
    expect(stats.failed).toBe(1);
    expect(await valueOf(im.s.app, 'tribune_push_failed_total')).toBe(before! + 1);
    expect(await valueOf(im.s.app, 'tribune_push_sent_total')).toBe(sent);
  });

  it('answers a plain 404 to a peer that is not loopback, and to a request a proxy forwarded', async () => {
    for (const options of [
      { remoteAddress: '10.0.0.7' },
      { remoteAddress: '192.168.1.2', headers: { 'x-forwarded-for': '127.0.0.1' } },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
    ]) {
      const res = await scrape(im.s.app, options);
      expect(res.statusCode, JSON.stringify(options)).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe('Not found');
    }
    for (const remoteAddress of ['::1', '::ffff:127.0.0.1', '127.0.0.2'])
      expect((await scrape(im.s.app, { remoteAddress })).statusCode, remoteAddress).toBe(200);
  });

  describe('with METRICS_TOKEN', () => {
    const token = 'scrape-token-0123456789';
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({ backend: 'pglite', env: { METRICS_TOKEN: token } });
    });
    afterAll(async () => {
      await s?.close();
    });

    it('answers the bearer of the token from any address, and 404 to anyone else (loopback too)', async () => {
      const right = await scrape(s.app, {
        remoteAddress: '203.0.113.5',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(right.statusCode).toBe(200);
      expect(sample(right.body, 'tribune_im_sockets')).toBe(0);
      for (const authorization of [
        undefined,
        `Bearer ${token.slice(0, -1)}x`,
        `Bearer ${token}x`,
        `bearer${token}`,
        token,
        'Bearer ',
      ]) {
        const res = await scrape(s.app, { headers: authorization === undefined ? {} : { authorization } });
        expect(res.statusCode, authorization).toBe(404);
        expect(res.body).toBe('Not found');
      }
    });
  });
});

describe.skipIf(!backendAvailable('postgres'))('/metrics on PostgreSQL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ backend: 'postgres' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('reports the pool: connections open, idle and waiting', async () => {
    await ping(s.ctx.database.db); // the pool holds at least the connection this used
    const body = (await scrape(s.app)).body;
    expect(sample(body, 'tribune_db_info{kind="postgres"}')).toBe(1);
    const total = sample(body, 'tribune_db_pool_total');
    expect(total).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'tribune_db_pool_idle')).toBeLessThanOrEqual(total!);
    expect(sample(body, 'tribune_db_pool_waiting')).toBeGreaterThanOrEqual(0);
  });
});
