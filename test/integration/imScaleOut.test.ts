/**
 * Issue item 11: two server processes on one PostgreSQL database and one Redis; clients connected
 * to different processes chat both ways, and a logout on one process closes the socket on the other.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IM_PATH, type ImMessage, ImCloseCode } from '../../protocol/im';
import { ImClient } from '../helpers/imClient';
import { type Node, nodeLogin, startNode } from '../helpers/imNodes';
import { backendAvailable, DATABASE_URL, REDIS_URL, redisAvailable } from '../helpers/testServer';

// Both called, so each missing service prints its own reason.
const [hasPostgres, hasRedis] = [backendAvailable('postgres'), redisAvailable()];
const available = hasPostgres && hasRedis;

async function admin<T>(fn: (client: pg.Client) => Promise<T>, url = DATABASE_URL): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!available)('im scale-out over two processes', () => {
  const name = `tribune_t_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  const nodes: Node[] = [];

  beforeAll(async () => {
    await admin((c) => c.query(`create database ${name}`));
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${name}`;
    // One after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < 2; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-node-'));
      dirs.push(dir);
      nodes.push(await startNode({ DATABASE_URL: url.toString(), REDIS_URL: REDIS_URL!, DATA_DIR: dir }));
    }
    await admin(
      (c) =>
        c.query(`insert into friends (user_id, friend_id, source)
          select a.id, b.id, 1 from users a, users b
          where a.username in ('viewer01', 'anchor01') and b.username in ('viewer01', 'anchor01') and a.id <> b.id
          on conflict do nothing`),
      url.toString(),
    );
  });

  afterAll(async () => {
    for (const node of nodes) node.child.kill('SIGTERM');
    await Promise.all(nodes.map((n) => n.exited));
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const wsUrl = (node: Node) => `ws://127.0.0.1:${node.port}${IM_PATH}`;

  it('delivers both ways between clients on different processes, to every device', async () => {
    const [nodeA, nodeB] = nodes as [Node, Node];
    const a = await nodeLogin(nodeA.port, 'viewer01');
    const b = await nodeLogin(nodeB.port, 'anchor01');
    const ca = await ImClient.connect(wsUrl(nodeA), { sendID: a.uid, token: a.token });
    const cb = await ImClient.connect(wsUrl(nodeB), { sendID: b.uid, token: b.token });
    const cbOnA = await ImClient.connect(wsUrl(nodeA), { sendID: b.uid, token: b.token });
    const content = (t: string) => JSON.stringify({ text: t });
    const send = (c: ImClient, to: string, t: string) =>
      c.ok('SendMessage', {
        clientMsgID: `so-${t}`,
        recvID: to,
        sessionType: 1,
        contentType: 101,
        content: content(t),
      });

    await send(ca, b.uid, 'from node A');
    for (const client of [cb, cbOnA]) {
      const [m] = await client.eventsAtLeast<ImMessage>('OnRecvNewMessage', 1);
      expect(m).toMatchObject({ sendID: a.uid, content: content('from node A') });
    }
    await send(cb, a.uid, 'from node B');
    const [back] = await ca.eventsAtLeast<ImMessage>('OnRecvNewMessage', 1);
    expect(back).toMatchObject({ sendID: b.uid, content: content('from node B'), seq: 2 });
    // B's device on node A hears B's own send made on node B.
    expect((await cbOnA.eventsAtLeast<ImMessage>('OnRecvNewMessage', 2)).map((m) => m.seq)).toEqual([1, 2]);
    await Promise.all([ca.close(), cb.close(), cbOnA.close()]);
  });

  it('closes a socket on one process when its token logs out on the other', async () => {
    const [nodeA, nodeB] = nodes as [Node, Node];
    const a = await nodeLogin(nodeA.port, 'viewer01');
    const client = await ImClient.connect(wsUrl(nodeB), { sendID: a.uid, token: a.token });
    const res = await fetch(`http://127.0.0.1:${nodeA.port}/web/web_user/web_logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: a.token },
      body: '{}',
    });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
    expect((await client.closed).code).toBe(ImCloseCode.TokenInvalid);
  });
});
