/**
 * Issue 5, scale-out: two server processes on one PostgreSQL database and one Redis. Room chat
 * fans out to sockets on both processes (history, moderation notices and refusals included). Red
 * envelopes over two processes (claims of joined users, exactly N shares): redPacketScaleOut.test.ts.
 */
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import type { RoomMessage, RoomNotice } from '../../protocol/room';
import { ImClient } from '../helpers/imClient';
import { type Node, nodeCall, nodeLogin } from '../helpers/imNodes';
import { backendAvailable, redisAvailable } from '../helpers/testServer';
import { startTwoNodes, type TwoNodes } from '../helpers/twoNodes';

const [hasPostgres, hasRedis] = [backendAvailable('postgres'), redisAvailable()];
const available = hasPostgres && hasRedis;

const texts = (c: ImClient) =>
  c.received
    .filter((f) => f.event === 'OnRoomMessages')
    .flatMap((f) => (f.data as { messages: RoomMessage[] }).messages)
    .filter((m) => m.kind === 'chat')
    .map((m) => (m.content as { text: string }).text);

describe.skipIf(!available)('rooms over two processes', () => {
  // Rate-limit counters live in the shared Redis under fixed keys: texts differ per run.
  const run = randomBytes(3).toString('hex');
  let cluster: TwoNodes;

  beforeAll(async () => {
    cluster = await startTwoNodes();
  });

  afterAll(async () => {
    await cluster?.close();
  });

  const wsUrl = (node: Node) => cluster.wsUrl(node);

  it('fans a room out to sockets on both processes: messages, history, mute notice and refusal', async () => {
    const [nodeA, nodeB] = cluster.nodes;
    const owner = await nodeLogin(nodeB.port, 'anchor01');
    const lily = await nodeLogin(nodeA.port, 'viewer01');
    const room = `room_${owner.uid}`;
    const onA = await ImClient.connect(wsUrl(nodeA), { sendID: lily.uid, token: lily.token });
    const guestOnB = await ImClient.connect(wsUrl(nodeB), { sendID: 'guest_scaleout0001' });
    await onA.ok('JoinRoom', { roomID: room });
    await guestOnB.ok('JoinRoom', { roomID: room });
    const say = (text: string) => ({
      roomID: room,
      clientMsgID: text,
      contentType: 101,
      content: JSON.stringify({ text }),
    });
    await onA.ok('SendRoomMessage', say(`hello from A ${run}`));
    await guestOnB.waitFor(() => texts(guestOnB).includes(`hello from A ${run}`), 'the message sent on A');
    const late = await ImClient.connect(wsUrl(nodeB), { sendID: 'guest_scaleout0002' });
    const joined = await late.ok<{ history: RoomMessage[]; online: number }>('JoinRoom', { roomID: room });
    expect(joined.history.map((m) => m.content)).toContainEqual({ text: `hello from A ${run}` });
    // Lily, and the two guests on node B counted once: they share one address (127.0.0.1).
    expect(joined.online).toBe(2);
    const muted = await nodeCall<{ until: number }>(
      nodeB.port,
      '/web_anchor/stop_chat',
      { roomID: room, action: 'mute', userID: lily.uid, duration: 10 },
      owner.token,
    );
    expect(muted.success).toBe(true);
    const notice = await onA.waitFor(
      (f) => f.event === 'OnRoomNotice' && (f.data as RoomNotice).type === 'mute',
    );
    expect(notice.data).toMatchObject({ userID: lily.uid, until: muted.data.until });
    const refused = await onA.call('SendRoomMessage', say(`muted on A ${run}`));
    expect(refused).toMatchObject({ errCode: ErrorCode.MutedInRoom, data: { until: muted.data.until } });
    await Promise.all([onA.close(), guestOnB.close(), late.close()]);
  });
});
