import 'fake-indexeddb/auto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import { IM_PATH } from '../../protocol/im';
import { PushType } from '../../protocol/pushConstants';
import { REMINDER_BEFORE_MS } from '../../protocol/matchReservation';
import type { AppContext } from '../../server/context';
import { type Database, openPostgres } from '../../server/db/client';
import { pushSubscriptions, reservations } from '../../server/db/schema';
import { insertMatch } from '../../server/modules/match/testKit';
import { DEMO_PASSWORD } from '../../server/seed/demoAccounts';
import { ImClient } from '../helpers/imClient';
import { passwordLogin } from '../helpers/imNodeCore';
import { type PushService, startPushService, type Subscriber } from '../helpers/pushService';
import { type Cluster, type ClusterNode, startCluster } from './cluster';
import { missingTools } from './services';
import { webAnswer, type WebAnswer } from '../helpers/webCall';
import { envelopeViolations, halfSentCall, killUnderTraffic, sleep, until } from './scenario';
import { checkChat, settle, startTraffic, type Traffic } from './traffic';

/**
 * Issue 17: the operator's topology — three nodes on PostgreSQL + Redis behind nginx, no sticky
 * sessions — under traffic (private chat from two sockets per user, a busy room, red-envelope claims,
 * a booking whose reminder comes due) while Redis stops for 10 s, PostgreSQL restarts, one node is
 * killed with SIGKILL and another stopped with SIGTERM. The suite runs its own PostgreSQL cluster
 * and Redis server (test/scale/services.ts) so that it can stop them; it needs the Debian packages
 * postgresql, redis-server and nginx (CI installs nginx) and prints why it skips when one is missing.
 */
const missing = missingTools();
if (missing && process.env.TRIBUNE_REQUIRE_SUITES === '1')
  throw new Error(`the scale suite is required but cannot run: ${missing}`);
if (missing) console.warn(`scale suite skipped: ${missing}`);

async function health(node: ClusterNode): Promise<{ status: string; reasons: { code: string }[] }> {
  const res = await fetch(`${node.url}/health`);
  return (await res.json()) as { status: string; reasons: { code: string }[] };
}

const logCount = (node: ClusterNode, msg: string) => node.logs.filter((l) => l.msg === msg).length;

describe.skipIf(missing !== undefined)('three nodes behind nginx', () => {
  let cluster: Cluster;
  let push: PushService;
  let db: Database;
  let traffic: Traffic;
  let reminded: Subscriber;
  let anchor: { userID: string; token: string };
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    push = await startPushService();
    cluster = await startCluster({
      IM_MAX_SOCKETS_PER_IP: '0',
      PUSH_EXTRA_HOSTS: push.host,
      PUSH_CA_FILE: push.caFile,
      MATCH_SIMULATOR: '0',
    });
    db = await openPostgres(cluster.postgres.url);
    const base = cluster.url;
    const [a, b] = [
      await passwordLogin(base, 'viewer01', DEMO_PASSWORD),
      await passwordLogin(base, 'viewer02', DEMO_PASSWORD),
    ];
    anchor = await passwordLogin(base, 'anchor01', DEMO_PASSWORD);
    // A booking whose 5-minute reminder comes due in a few seconds, for a browser of viewer01.
    const matchId = await insertMatch(
      {
        database: db,
        runtimes: { match: { cache: { invalidate: () => undefined } } },
      } as unknown as AppContext,
      { kickoffAt: Date.now() + REMINDER_BEFORE_MS + 5000 },
    );
    reminded = push.subscriber();
    await db.db.insert(pushSubscriptions).values({
      userId: Number(a.userID),
      endpoint: reminded.endpoint,
      p256dh: reminded.keys.p256dh,
      auth: reminded.keys.auth,
      platform: 3,
      language: 'en',
    });
    await db.db.insert(reservations).values({ userId: Number(a.userID), matchId, type: 1 });
    traffic = await startTraffic(base, a, b, anchor, `room_${anchor.userID}`);
    await sleep(3000);
  });

  afterAll(async () => {
    traffic?.dispose();
    await db?.close();
    await cluster?.close();
    await push?.close();
    if (Object.keys(figures).length > 0) console.info(`scale figures: ${JSON.stringify(figures)}`);
  });

  it('keeps logins, chat and rooms working while Redis is stopped for 10 s, then resubscribes', async () => {
    const roomBefore = traffic.roomSent.length;
    const storedBefore = traffic.sockets.reduce((n, s) => n + s.sent.length, 0);
    await cluster.redis.stop();
    const stoppedAt = Date.now();
    await until('every node to say degraded', async () =>
      (await Promise.all(cluster.nodes.map(health))).every(
        (h) => h.status === 'degraded' && h.reasons.some((r) => r.code === 'redis'),
      ),
    );
    // A login on each node, straight to its port (rate limits count in the node's memory now).
    for (const node of cluster.nodes) {
      const login = await webAnswer<{ token: string }>(node.url, '/web_user/web_pwd_login', {
        username: 'viewer02',
        password: DEMO_PASSWORD,
      });
      expect(login.body).toMatchObject({ success: true });
    }
    await sleep(Math.max(0, 10_000 - (Date.now() - stoppedAt)));
    const roomDuring = traffic.roomSent.length - roomBefore;
    // The anchor's room messages were accepted all along (one every 250 ms).
    expect(roomDuring).toBeGreaterThan(20);
    expect(traffic.roomRefused.get(ErrorCode.Internal) ?? 0).toBe(0);
    await cluster.redis.start();
    await until('every node to say ok', async () =>
      (await Promise.all(cluster.nodes.map(health))).every((h) => h.status === 'ok'),
    );
    for (const node of cluster.nodes) {
      expect(logCount(node, 'redis connection lost')).toBe(1);
      expect(logCount(node, 'redis connection restored')).toBe(1);
    }
    // Events cross nodes again: a room message sent on node 0 reaches a socket on node 2.
    const wsUrl = (node: ClusterNode) => `ws://127.0.0.1:${node.port}${IM_PATH}`;
    const listener = await ImClient.connect(wsUrl(cluster.nodes[2]!), { sendID: 'guest_scale00001' });
    const speaker = await ImClient.connect(wsUrl(cluster.nodes[0]!), anchorQuery());
    await listener.ok('JoinRoom', { roomID: traffic.roomID });
    await speaker.ok('JoinRoom', { roomID: traffic.roomID });
    await speaker.ok('SendRoomMessage', {
      roomID: traffic.roomID,
      clientMsgID: 'after-redis',
      contentType: 101,
      content: JSON.stringify({ text: 'after redis' }),
    });
    await listener.waitFor(
      (f) =>
        f.event === 'OnRoomMessages' &&
        (f.data as { messages: { content: { text?: string } }[] }).messages.some(
          (m) => m.content.text === 'after redis',
        ),
      'the room message from another node',
    );
    await Promise.all([listener.close(), speaker.close()]);
    expect(traffic.sockets.reduce((n, s) => n + s.sent.length, 0)).toBeGreaterThan(storedBefore);
  });

  function anchorQuery() {
    return { sendID: anchor.userID, token: anchor.token };
  }

  it('answers "try again" (503, code 1007) while PostgreSQL restarts, and recovers by itself', async () => {
    cluster.postgres.stop();
    const answers: WebAnswer[] = [];
    try {
      await until('every node to say down', async () =>
        (await Promise.all(cluster.nodes.map(health))).every((h) => h.status === 'down'),
      );
      for (let i = 0; i < 6; i++)
        answers.push(
          await webAnswer(cluster.url, '/web_user/web_pwd_login', {
            username: 'viewer02',
            password: DEMO_PASSWORD,
          }),
        );
    } finally {
      cluster.postgres.start();
    }
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ success: false, code: ErrorCode.Unavailable });
    }
    await until('every node to say ok', async () =>
      (await Promise.all(cluster.nodes.map(health))).every((h) => h.status === 'ok'),
    );
    const again = await webAnswer(cluster.url, '/web_user/web_pwd_login', {
      username: 'viewer02',
      password: DEMO_PASSWORD,
    });
    expect(again.body).toMatchObject({ success: true });
    for (const node of cluster.nodes) expect(node.logs.filter((l) => l.msg === 'request failed')).toEqual([]);
  });

  it('loses a node to SIGKILL: its sockets log in again, envelopes exact, the room goes on', async () => {
    const outcome = await killUnderTraffic(cluster, traffic, db, anchor);
    // Measured, not asserted (no timing assertions in tests): npm run bench prints scale.reconnect_ms
    // against its 2 s goal. Here: every dropped socket came back through nginx.
    figures.reconnect_ms = Math.max(0, ...outcome.reconnects.map((r) => r.ms));
    figures.dropped_sockets = outcome.reconnects.length;
    expect(outcome.reconnects.length).toBeGreaterThan(0);
    // Exactly 15 winners, each once, the books reconcile.
    expect(outcome.claimedBy).toHaveLength(outcome.shares);
    expect(new Set(outcome.claimedBy).size).toBe(outcome.shares);
    expect(outcome.won).toBeLessThanOrEqual(outcome.shares);
    figures.envelope_violations = envelopeViolations(outcome);
    expect(outcome.ledger).toEqual([]);
    // The room went on: the anchor's messages kept arriving at every socket after the kill.
    figures.room_gap_ms = outcome.roomGapMs;
    expect(outcome.roomAfter.every(Boolean)).toBe(true);
  });

  it('drains a node stopped with SIGTERM once nginx took it out: sockets closed with 1001, a call in flight answered', async () => {
    const node = cluster.nodes.find((n) => n.running())!;
    const direct = await ImClient.connect(`ws://127.0.0.1:${node.port}${IM_PATH}`, {
      sendID: 'guest_scale00002',
    });
    // The operator's order (README): out of the balancer first, so no new connection reaches the
    // node while its listener closes (nginx cannot re-send a POST it has written into a
    // connection the closing listener resets), then SIGTERM.
    await cluster.balancer.takeOut(node.port);
    // A call in flight at the node: its headers and half its body are in, the rest comes during
    // the drain.
    const inFlight = await halfSentCall(node, '/web_home/home_details_top', '{}');
    const calls = Array.from({ length: 40 }, (_, i) =>
      sleep(i * 10).then(() => webAnswer(cluster.url, '/web_home/home_details_top', {})),
    );
    const exit = sleep(50).then(() => node.kill('SIGTERM'));
    const closed = await direct.closed;
    expect(closed.code).toBe(1001);
    expect(await inFlight.finish()).toBe(200);
    expect(await exit).toBe(0);
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(200);
    // The balancer sends nothing to it any more: every call is answered by the nodes left.
    for (let i = 0; i < 10; i++)
      expect((await webAnswer(cluster.url, '/web_home/home_details_top', {})).status).toBe(200);
  });

  it('delivered every private message once and in order, and reminded the booking once', async () => {
    traffic.stop();
    await settle(traffic, Date.now() + 60_000);
    const chat = await checkChat(traffic);
    figures.messages = chat.written;
    figures.lost = chat.lost;
    figures.duplicated = chat.duplicated;
    expect(chat).toMatchObject({ lost: 0, duplicated: 0, holes: 0, outOfOrder: 0 });
    expect(chat.written).toBeGreaterThan(40);
    const reminders = () =>
      (push.messagesOf(reminded) as { type: number }[]).filter((m) => m.type === PushType.MatchSoon);
    await until('the reminder', () => reminders().length > 0, 30_000);
    // The browser also gets chat pushes while viewer01's sockets reconnect: only reminders count.
    expect(reminders(), JSON.stringify(push.messagesOf(reminded))).toHaveLength(1);
  });
});
