/**
 * Group messages over two server processes (one PostgreSQL, one Redis): members with sockets on
 * either process get every group message exactly once, through one bus publish per message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ImMessage } from '../../protocol/im';
import { ImClient } from '../helpers/imClient';
import { nodeLogin } from '../helpers/imNodes';
import { backendAvailable, redisAvailable } from '../helpers/testServer';
import { startTwoNodes, type TwoNodes } from '../helpers/twoNodes';

// Both called, so each missing service prints its own reason.
const [hasPostgres, hasRedis] = [backendAvailable('postgres'), redisAvailable()];

describe.skipIf(!(hasPostgres && hasRedis))('im group scale-out over two processes', () => {
  let cluster: TwoNodes;
  let groupId: number;
  const names = ['viewer01', 'viewer02', 'anchor01'];

  beforeAll(async () => {
    cluster = await startTwoNodes();
    // The group as the group module stores it: its row, its members, its conversation and cursors.
    const owner = await cluster.query<{ id: number }>(`select id from users where username = $1`, [names[0]]);
    const group = await cluster.query<{ id: number }>(
      `insert into groups (name, owner_id, member_max, member_count) values ('Scale', $1, 100, 3) returning id`,
      [owner.rows[0]!.id],
    );
    groupId = group.rows[0]!.id;
    await cluster.query(
      `insert into group_members (group_id, user_id, role)
       select $1, id, case when username = $2 then 2 else 1 end from users where username = any($3)`,
      [groupId, names[0], names],
    );
    await cluster.query(`insert into conversations (id, session_type, max_seq) values ($1, 3, 0)`, [
      `sg_${groupId}`,
    ]);
    await cluster.query(
      `insert into conversation_members (conversation_id, user_id) select $1, id from users where username = any($2)`,
      [`sg_${groupId}`, names],
    );
  });

  afterAll(async () => {
    await cluster?.close();
  });

  it('delivers every message exactly once to every member socket on either process', async () => {
    const [nodeA, nodeB] = cluster.nodes;
    const [a, b, c] = await Promise.all(names.map((n) => nodeLogin(nodeA.port, n)));
    const connect = (node: typeof nodeA, u: { uid: string; token: string }) =>
      ImClient.connect(cluster.wsUrl(node), { sendID: u.uid, token: u.token });
    const sender = await connect(nodeA, a!);
    const senderOnB = await connect(nodeB, a!);
    const receivers = [await connect(nodeA, b!), await connect(nodeB, b!), await connect(nodeB, c!)];
    const send = (i: number) =>
      sender.ok('SendMessage', {
        clientMsgID: `gso-${i}`,
        groupID: String(groupId),
        sessionType: 3,
        contentType: 101,
        content: JSON.stringify({ text: `message ${i}` }),
      });
    for (let i = 1; i <= 5; i++) await send(i);
    for (const client of [...receivers, senderOnB]) {
      const got = await client.eventsAtLeast<ImMessage>('OnRecvNewMessage', 5);
      expect(got.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    }
    // A last message after: anything duplicated would have arrived before it.
    await send(6);
    for (const client of [...receivers, senderOnB]) {
      const got = await client.eventsAtLeast<ImMessage>('OnRecvNewMessage', 6);
      expect(got.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(got.every((m) => m.groupID === String(groupId))).toBe(true);
    }
    expect(sender.events('OnRecvNewMessage')).toHaveLength(0);
    await Promise.all([sender, senderOnB, ...receivers].map((x) => x.close()));
  });
});
