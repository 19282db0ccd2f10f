/**
 * Red envelopes over two server processes on one PostgreSQL database and one Redis (issues 5 and
 * 13): only users joined to the room's chat open an envelope, on whichever process they joined and
 * whichever they open through (HTTP or the socket), never its sender; its claimers are listed only
 * to the room and the sender; claims made through both processes at once give exactly N shares,
 * each user once, with books that reconcile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import type { Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { createSession } from '../../server/http/auth';
import { reconcile } from '../../server/modules/wallet/reconcile';
import { ImClient } from '../helpers/imClient';
import { type Node, nodeCall, nodeLogin } from '../helpers/imNodes';
import { backendAvailable, redisAvailable } from '../helpers/testServer';
import { startTwoNodes, type TwoNodes } from '../helpers/twoNodes';

const [hasPostgres, hasRedis] = [backendAvailable('postgres'), redisAvailable()];
const available = hasPostgres && hasRedis;

const call = nodeCall;

/** Asks again until `done` holds (presence written by one process is read by the other). */
async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 10_000;
  for (;;) {
    const value = await ask();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!available)('red envelopes over two processes', () => {
  const clients: ImClient[] = [];
  let cluster: TwoNodes;
  let db: Database;

  beforeAll(async () => {
    // 200 claimers, each on its own socket, all from 127.0.0.1.
    cluster = await startTwoNodes({ IM_MAX_SOCKETS_PER_IP: '0' });
    db = await cluster.database();
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await cluster?.close();
  });

  const wsUrl = (node: Node) => cluster.wsUrl(node);

  async function socket(node: Node, who: { uid: string; token: string }): Promise<ImClient> {
    const client = await ImClient.connect(wsUrl(node), { sendID: who.uid, token: who.token });
    clients.push(client);
    return client;
  }

  /** Users made for the test, each with a session (logins of 200 would meet the login limits). */
  let made = 0;
  async function people(n: number): Promise<{ uid: string; token: string }[]> {
    const first = made;
    made += n;
    const rows = await db.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, k) => {
          const i = first + k;
          return {
            username: `rsclaimer${i}`,
            usernameLower: `rsclaimer${i}`,
            passwordHash: 'x',
            areaCode: '86',
            phone: `169${String(i).padStart(8, '0')}`,
            appNumber: `69${String(i).padStart(6, '0')}`,
            nickname: `Claimer ${i}`,
          };
        }),
      )
      .returning({ id: users.id });
    return Promise.all(
      rows.map(async (r) => ({
        uid: String(r.id),
        token: await createSession(db.db, r.id, 'test', Date.now()),
      })),
    );
  }

  it('opens for a user joined on the other process, over HTTP and the socket; refuses outsiders and the sender', async () => {
    const [nodeA, nodeB] = cluster.nodes;
    const owner = await nodeLogin(nodeA.port, 'anchor01');
    const room = `room_${owner.uid}`;
    const sent = await call<{ redPacket: { id: number } }>(
      nodeA.port,
      '/redPacket/send',
      { roomID: room, kind: 'lucky', content: 'coin', count: 3, total: 300, limitHours: 3 },
      owner.token,
    );
    expect(sent.success).toBe(true);
    const id = sent.data.redPacket.id;
    const body = { id, roomID: room };
    const [lily, bob, carol] = await people(3);
    // Lily and Bob join the room's chat on process B only.
    const lilyOnB = await socket(nodeB, lily!);
    await lilyOnB.ok('JoinRoom', { roomID: room });
    await (await socket(nodeB, bob!)).ok('JoinRoom', { roomID: room });
    // Carol is connected to both processes but joined neither: refused over HTTP and the socket,
    // the same answer for an id that does not exist.
    const carolOnA = await socket(nodeA, carol!);
    for (const node of [nodeA, nodeB]) {
      expect((await call(node.port, '/redPacket/open', body, carol!.token)).code).toBe(ErrorCode.NotInRoom);
      expect((await call(node.port, '/redPacket/open', { ...body, id: id + 1 }, carol!.token)).code).toBe(
        ErrorCode.NotInRoom,
      );
    }
    expect((await carolOnA.call('OpenRedPacket', body)).errCode).toBe(ErrorCode.NotInRoom);
    // The anchor joined its own room and sent the envelope: never opens it.
    await (await socket(nodeA, owner)).ok('JoinRoom', { roomID: room });
    for (const node of [nodeA, nodeB])
      expect((await call(node.port, '/redPacket/open', body, owner.token)).code).toBe(ErrorCode.NoPermission);
    // Lily opens over HTTP through process A; Bob over a socket on A that did not join (he did on B).
    const lilys = await call<{ amount: number }>(nodeA.port, '/redPacket/open', body, lily!.token);
    expect(lilys.success).toBe(true);
    const bobOnA = await socket(nodeA, bob!);
    const bobs = await bobOnA.ok<{ amount: number }>('OpenRedPacket', body);
    expect(bobs.amount).toBeGreaterThan(0);
    // The claimers: to the room (Lily through A, joined on B) and the sender, not to Carol.
    const list = await call<{ claims: { userID: string }[] }>(
      nodeA.port,
      '/redPacket/list',
      { id },
      lily!.token,
    );
    expect(list.data.claims.map((c) => c.userID)).toEqual([lily!.uid, bob!.uid]);
    expect((await call(nodeB.port, '/redPacket/list', { id }, owner.token)).success).toBe(true);
    for (const node of [nodeA, nodeB])
      for (const probe of [id, id + 1, 999_999])
        expect((await call(node.port, '/redPacket/list', { id: probe }, carol!.token)).code).toBe(
          ErrorCode.NotFound,
        );
    // Lily leaves on B: process A stops showing her the list.
    await lilyOnB.ok('LeaveRoom', { roomID: room });
    await eventually(
      () => call(nodeA.port, '/redPacket/list', { id }, lily!.token),
      (r) => r.code === ErrorCode.NotFound,
      'the list after leaving',
    );
    expect(await reconcile(db.db)).toEqual([]);
  });

  it('gives exactly N shares when claims of joined users arrive through both processes at once', async () => {
    const [nodeA, nodeB] = cluster.nodes;
    const owner = await nodeLogin(nodeA.port, 'streamer01');
    const room = `room_${owner.uid}`;
    const sent = await call<{ redPacket: { id: number } }>(
      nodeA.port,
      '/redPacket/send',
      { roomID: room, kind: 'lucky', content: 'coin', count: 50, total: 5000, limitHours: 3 },
      owner.token,
    );
    expect(sent.success).toBe(true);
    const claimers = await people(200);
    // Each watches the room, half on each process, as the room page would.
    for (let i = 0; i < claimers.length; i += 50)
      await Promise.all(
        claimers.slice(i, i + 50).map(async (who, k) => {
          const client = await socket((i + k) % 2 === 0 ? nodeA : nodeB, who);
          await client.ok('JoinRoom', { roomID: room });
        }),
      );
    const results = await Promise.all(
      claimers.flatMap(({ token }, i) => {
        const body = { id: sent.data.redPacket.id, roomID: room };
        const node = i % 2 === 0 ? nodeA : nodeB;
        const other = i % 2 === 0 ? nodeB : nodeA;
        // A quarter of the claimers click on both processes at once; the others through the
        // process they did not join on every other time.
        if (i % 4 === 0)
          return [
            call<{ amount: number }>(node.port, '/redPacket/open', body, token),
            call<{ amount: number }>(other.port, '/redPacket/open', body, token),
          ];
        return [call<{ amount: number }>((i % 4 === 1 ? other : node).port, '/redPacket/open', body, token)];
      }),
    );
    const won = results.filter((r) => r.success);
    expect(won).toHaveLength(50);
    expect(won.reduce((n, r) => n + r.data.amount, 0)).toBe(5000);
    for (const r of results.filter((x) => !x.success))
      expect([ErrorCode.RedPacketTakenOut, ErrorCode.RedPacketAlreadyOpened]).toContain(r.code);
    expect(await reconcile(db.db)).toEqual([]);
  });
});
