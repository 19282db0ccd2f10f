/**
 * Issue item 11: two server processes on one PostgreSQL database and one Redis; clients connected
 * to different processes chat both ways, and a logout on one process closes the socket on the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ImMessage, ImCloseCode } from '../../protocol/im';
import { ImClient } from '../helpers/imClient';
import { type Node, nodeLogin } from '../helpers/imNodes';
import { backendAvailable, redisAvailable } from '../helpers/testServer';
import { startTwoNodes, type TwoNodes } from '../helpers/twoNodes';

// Both called, so each missing service prints its own reason.
const [hasPostgres, hasRedis] = [backendAvailable('postgres'), redisAvailable()];
const available = hasPostgres && hasRedis;

describe.skipIf(!available)('im scale-out over two processes', () => {
  let cluster: TwoNodes;

  beforeAll(async () => {
    cluster = await startTwoNodes();
    await cluster.query(`insert into friends (user_id, friend_id, source)
      select a.id, b.id, 1 from users a, users b
      where a.username in ('viewer01', 'anchor01') and b.username in ('viewer01', 'anchor01') and a.id <> b.id
      on conflict do nothing`);
  });

  afterAll(async () => {
    await cluster?.close();
  });

  const wsUrl = (node: Node) => cluster.wsUrl(node);

  it('delivers both ways between clients on different processes, to every device', async () => {
    const [nodeA, nodeB] = cluster.nodes;
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
    const [nodeA, nodeB] = cluster.nodes;
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
