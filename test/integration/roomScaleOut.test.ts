/**
 * Issue 5, scale-out: two server processes on one PostgreSQL database and one Redis. Room chat
 * fans out to sockets on both processes (history, moderation notices and refusals included), and
 * red-envelope claims made through both processes at once give exactly N shares, each user once,
 * with books that reconcile.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import { IM_PATH } from '../../protocol/im';
import type { RoomMessage, RoomNotice } from '../../protocol/room';
import { type Database, openPostgres } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { createSession } from '../../server/http/auth';
import { reconcile } from '../../server/modules/wallet/reconcile';
import { ImClient } from '../helpers/imClient';
import { backendAvailable, DATABASE_URL, REDIS_URL, redisAvailable } from '../helpers/testServer';

const [hasPostgres, hasRedis] = [backendAvailable('postgres'), redisAvailable()];
const available = hasPostgres && hasRedis;
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'imNode.ts');

interface Node {
  child: ChildProcess;
  port: number;
  exited: Promise<number | null>;
}

function startNode(env: Record<string, string>): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const port = /READY (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port), exited });
    });
    void exited.then((code) => reject(new Error(`server process exited ${code}: ${err.slice(-2000)}`)));
  });
}

async function call<T>(
  port: number,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ success: boolean; code: number; data: T }> {
  const res = await fetch(`http://127.0.0.1:${port}/web${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; code: number; data: T };
}

async function login(port: number, username: string): Promise<{ uid: string; token: string }> {
  const body = await call<{ token: string; userInfo: { uid: string } }>(port, '/web_user/web_pwd_login', {
    username,
    password: 'demo1234',
  });
  if (!body.success) throw new Error(`login ${username}: ${JSON.stringify(body)}`);
  return { uid: body.data.userInfo.uid, token: body.data.token };
}

const texts = (c: ImClient) =>
  c.received
    .filter((f) => f.event === 'OnRoomMessages')
    .flatMap((f) => (f.data as { messages: RoomMessage[] }).messages)
    .filter((m) => m.kind === 'chat')
    .map((m) => (m.content as { text: string }).text);

describe.skipIf(!available)('rooms over two processes', () => {
  const name = `tribune_t_${randomBytes(6).toString('hex')}`;
  // Rate-limit counters live in the shared Redis under fixed keys: texts differ per run.
  const run = randomBytes(3).toString('hex');
  const dirs: string[] = [];
  const nodes: Node[] = [];
  let db: Database;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-node-'));
      dirs.push(dir);
      nodes.push(await startNode({ DATABASE_URL: url.toString(), REDIS_URL: REDIS_URL!, DATA_DIR: dir }));
    }
    db = await openPostgres(url.toString());
  });

  afterAll(async () => {
    await db?.close();
    for (const node of nodes) node.child.kill('SIGTERM');
    await Promise.all(nodes.map((n) => n.exited));
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const wsUrl = (node: Node) => `ws://127.0.0.1:${node.port}${IM_PATH}`;

  it('fans a room out to sockets on both processes: messages, history, mute notice and refusal', async () => {
    const [nodeA, nodeB] = nodes as [Node, Node];
    const owner = await login(nodeB.port, 'anchor01');
    const lily = await login(nodeA.port, 'viewer01');
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
    const muted = await call<{ until: number }>(
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

  it('gives exactly N shares when claims arrive through both processes at once', async () => {
    const [nodeA, nodeB] = nodes as [Node, Node];
    const owner = await login(nodeA.port, 'streamer01');
    const room = `room_${owner.uid}`;
    const sent = await call<{ redPacket: { id: number } }>(
      nodeA.port,
      '/redPacket/send',
      { roomID: room, kind: 'lucky', content: 'coin', count: 50, total: 5000, limitHours: 3 },
      owner.token,
    );
    expect(sent.success).toBe(true);
    const tag = randomBytes(3).toString('hex');
    const people = await db.db
      .insert(users)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          username: `so${tag}${i}`,
          usernameLower: `so${tag}${i}`,
          passwordHash: 'x',
          areaCode: '86',
          phone: `166${String(i).padStart(8, '0')}`,
          appNumber: `66${String(i).padStart(6, '0')}`,
          nickname: `Claimer ${i}`,
        })),
      )
      .returning({ id: users.id });
    const tokens = await Promise.all(people.map((p) => createSession(db.db, p.id, 'test', Date.now())));
    const results = await Promise.all(
      tokens.flatMap((token, i) => {
        const body = { id: sent.data.redPacket.id, roomID: room };
        const node = i % 2 === 0 ? nodeA : nodeB;
        const other = i % 2 === 0 ? nodeB : nodeA;
        // A quarter of the claimers click on both processes at once.
        return i % 4 === 0
          ? [
              call<{ amount: number }>(node.port, '/redPacket/open', body, token),
              call<{ amount: number }>(other.port, '/redPacket/open', body, token),
            ]
          : [call<{ amount: number }>(node.port, '/redPacket/open', body, token)];
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
