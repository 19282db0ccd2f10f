/**
 * Issue 13 over two server processes on one PostgreSQL database and one Redis: the socket caps per
 * client address and per user hold over both nodes, and a room assistant revoked through one node
 * loses mute-all and the speaking interval on a socket held by the other node as soon as that node
 * hears the change on the bus (its next line is refused), even when an earlier notice was lost.
 */
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { ErrorCode } from '../../protocol/errors';
import { IM_PATH, ImCloseCode } from '../../protocol/im';
import type { RoomNotice } from '../../protocol/room';
import { ImClient } from '../helpers/imClient';
import { nodeCall, nodeLogin } from '../helpers/imNodes';
import { backendAvailable, redisAvailable } from '../helpers/testServer';
import { startTwoNodes, type TwoNodes } from '../helpers/twoNodes';

const [hasPostgres, hasRedis] = [backendAvailable('postgres'), redisAvailable()];
const available = hasPostgres && hasRedis;

/** Opens a socket from `localAddress`; the close code when refused, undefined once connected. */
async function socketFrom(
  port: number,
  localAddress: string,
  query: { sendID: string; token?: string },
  sockets: WebSocket[],
): Promise<number | undefined> {
  const url = new URL(`ws://127.0.0.1:${port}${IM_PATH}`);
  url.searchParams.set('sendID', query.sendID);
  if (query.token) url.searchParams.set('token', query.token);
  url.searchParams.set('platformID', '5');
  const ws = new WebSocket(url, { localAddress });
  sockets.push(ws);
  ws.on('error', () => undefined);
  return new Promise((resolve) => {
    ws.on('message', (raw) => {
      if ((raw as Buffer).toString('utf8').includes('"OnConnectSuccess"')) resolve(undefined);
    });
    ws.on('close', (code) => resolve(code));
  });
}

describe.skipIf(!available)('socket caps and room roles over two processes', () => {
  const run = randomBytes(3).toString('hex');
  const sockets: WebSocket[] = [];
  let cluster: TwoNodes;

  beforeAll(async () => {
    cluster = await startTwoNodes({ IM_MAX_SOCKETS_PER_IP: '4', IM_MAX_SOCKETS_PER_USER: '3' });
  });

  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await cluster?.close();
  });

  it('caps the sockets of one address and of one user over both processes', async () => {
    const [a, b] = cluster.nodes;
    const guest = (i: number) => ({ sendID: `guest_caps${run}${String(i).padStart(4, '0')}` });
    const ip = '127.0.6.1';
    expect(await socketFrom(a.port, ip, guest(1), sockets)).toBeUndefined();
    expect(await socketFrom(a.port, ip, guest(2), sockets)).toBeUndefined();
    expect(await socketFrom(b.port, ip, guest(3), sockets)).toBeUndefined();
    expect(await socketFrom(b.port, ip, guest(4), sockets)).toBeUndefined();
    expect(await socketFrom(a.port, ip, guest(5), sockets)).toBe(ImCloseCode.TooManySockets);
    expect(await socketFrom(b.port, ip, guest(6), sockets)).toBe(ImCloseCode.TooManySockets);

    const lily = await nodeLogin(a.port, 'viewer02');
    const as = { sendID: lily.uid, token: lily.token };
    expect(await socketFrom(a.port, '127.0.6.2', as, sockets)).toBeUndefined();
    expect(await socketFrom(b.port, '127.0.6.3', as, sockets)).toBeUndefined();
    expect(await socketFrom(a.port, '127.0.6.4', as, sockets)).toBeUndefined();
    expect(await socketFrom(b.port, '127.0.6.5', as, sockets)).toBe(ImCloseCode.TooManySockets);
  });

  it('refuses a revoked assistant past mute-all on the other process, even when the role notice was lost', async () => {
    const [a, b] = cluster.nodes;
    const owner = await nodeLogin(b.port, 'anchor01');
    const helper = await nodeLogin(a.port, 'viewer01');
    const room = `room_${owner.uid}`;
    const editUser = (role: string) =>
      nodeCall(b.port, '/web_anchor/edit_user', { roomID: room, userID: helper.uid, role }, owner.token);
    const muteAll = (on: boolean) =>
      nodeCall(
        b.port,
        '/web_anchor/stop_chat',
        { roomID: room, action: on ? 'muteAll' : 'unmuteAll' },
        owner.token,
      );
    expect((await editUser('assistant')).success).toBe(true);
    const onA = await ImClient.connect(`ws://127.0.0.1:${a.port}${IM_PATH}`, {
      sendID: helper.uid,
      token: helper.token,
    });
    let n = 0;
    const say = () => ({
      roomID: room,
      clientMsgID: `line${++n}`,
      contentType: 101,
      content: JSON.stringify({ text: `line ${n} ${run}` }),
    });
    // A change made through B reaches A by the bus; A empties the room's chat states when the notice
    // comes, before it goes out to A's sockets. The burst waits for the helper's socket to hear it, as
    // a person would: sent before then, a line races the notice (the bus is not faster than a socket).
    const heard = (type: RoomNotice['type'], test: (n: RoomNotice) => boolean) =>
      onA.waitFor(
        (f) =>
          f.event === 'OnRoomNotice' && (f.data as RoomNotice).type === type && test(f.data as RoomNotice),
        `the ${type} notice`,
      );
    const role = (name: string) => (n: RoomNotice) => n.type === 'role' && n.role === name;
    const muted = (on: boolean) => (n: RoomNotice) => n.type === 'muteAll' && n.on === on;
    const burst = async () =>
      (await Promise.all([1, 2, 3].map(() => onA.call('SendRoomMessage', say())))).map((r) => r.errCode);
    try {
      expect((await onA.ok<{ role: string }>('JoinRoom', { roomID: room })).role).toBe('assistant');
      expect(await burst()).toEqual([0, 0, 0]);
      // Pub/sub delivers at most once: a role notice lost on its way to process A (its row removed
      // here, with no notice at all) must not leave the socket on A with the assistant's powers.
      await cluster.query('delete from room_roles where room_key = $1 and user_id = $2', [
        room,
        Number(helper.uid),
      ]);
      expect((await muteAll(true)).success).toBe(true);
      await heard('muteAll', muted(true));
      expect(await burst()).toEqual(Array(3).fill(ErrorCode.CannotSpeak));
      // The anchor's own calls through B: appointed again, the lines pass; revoked, refused at once.
      expect((await editUser('assistant')).success).toBe(true);
      await heard('role', role('assistant'));
      expect(await burst()).toEqual([0, 0, 0]);
      expect((await editUser('none')).success).toBe(true);
      await heard('role', role('viewer'));
      expect(await burst()).toEqual(Array(3).fill(ErrorCode.CannotSpeak));
      expect((await muteAll(false)).success).toBe(true);
      await heard('muteAll', muted(false));
      const afterwards = await burst();
      expect(afterwards[0]).toBe(0);
      expect(afterwards.slice(1)).toEqual([ErrorCode.SpeakingInterval, ErrorCode.SpeakingInterval]);
    } finally {
      await onA.close();
    }
  });
});
