import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import WebSocket, { WebSocketServer } from 'ws';

import { groupConversationId } from '../../protocol/groupConstants';
import { IM_PATH, type ImMessage } from '../../protocol/im';
import { type Counters, memoryCounters } from '../../server/adapters/counters';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { createSession } from '../../server/http/auth';
import { groupText, makeGroup, rowVersions, rowsWritten } from '../../server/modules/im/groupFixture';
import { eventFrame } from '../../server/modules/realtime';
import { startServer } from '../../server/start';
import { bench } from './load';

/**
 * `group.*`: group chat on loopback, server and clients in this process (embedded PGlite).
 * `group.fanout_p99_ms`: a MEMBERS-member group, ONLINE of them on real sockets, RATE messages/s
 * for SECONDS s; per message the time from its send until every online socket got it, p99. Its
 * baseline: the same sockets receiving the same frames, at the same rate, from a bare `ws` server
 * that only broadcasts them (no database, no bus) -> `group.fanout_vs_bare_ws` (ours over bare).
 * `group.msgs_per_s`: messages persisted per second into a THROUGHPUT_MEMBERS-member group, SENDERS
 * sockets sending at once. Its baseline: single-row INSERTs (each its own transaction) into a
 * scratch table of the same database by as many concurrent writers -> `group.msgs_vs_bare_insert`.
 * `group.rows_written_per_read`: rows of the messaging tables written when a member marks the group
 * read (goal 1). The speaking interval is lifted (a bench sender sends far more than a person).
 * Bounded: every wait gives up after WAIT_MS; 127.0.0.1 and free ports only.
 */
const MEMBERS = 2000;
const ONLINE = 500;
const RATE = 20;
const SECONDS = 5;
const THROUGHPUT_MEMBERS = 200;
const SENDERS = 20;
const PER_SENDER = 20;
const WAIT_MS = 20_000;

function unlimitedSends(inner: Counters): Counters {
  return {
    ...inner,
    hit: (key, ms) => (key.startsWith('im:send:') ? Promise.resolve(1) : inner.hit(key, ms)),
  };
}

interface Socket {
  ws: WebSocket;
  /** clientMsgID -> when OnRecvNewMessage of it arrived. */
  got: Map<string, number>;
  call(name: string, data: unknown): Promise<{ errCode: number; data: string }>;
}

/** Records when each OnRecvNewMessage arrives (by clientMsgID); hands other frames to `other`. */
function recorder(got: Map<string, number>, other: (f: Frame) => void): (raw: Buffer) => void {
  return (raw) => {
    const f = JSON.parse(raw.toString()) as Frame;
    if (f.event === 'OnRecvNewMessage')
      got.set((JSON.parse(f.data) as { clientMsgID: string }).clientMsgID, performance.now());
    else other(f);
  };
}

interface Frame {
  event: string;
  errCode: number;
  data: string;
  operationID: string;
}

/** A socket open once its first frame (OnConnectSuccess, or the bare server's hello) arrived. */
async function connected(ws: WebSocket): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.once('message', () => resolve());
  });
}

async function open(wsUrl: string, id: number, token: string): Promise<Socket> {
  const ws = new WebSocket(`${wsUrl}?sendID=${id}&token=${encodeURIComponent(token)}&platformID=5`);
  const got = new Map<string, number>();
  const waiting = new Map<string, (f: { errCode: number; data: string }) => void>();
  let op = 0;
  const ready = connected(ws);
  ws.on(
    'message',
    recorder(got, (f) => {
      if (f.operationID) waiting.get(f.operationID)?.(f);
    }),
  );
  await ready;
  return {
    ws,
    got,
    call(name, data) {
      const operationID = `op${++op}`;
      ws.send(
        JSON.stringify({ reqFuncName: name, operationID, userID: String(id), data: JSON.stringify(data) }),
      );
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name}: no reply`)), WAIT_MS);
        waiting.set(operationID, (f) => {
          clearTimeout(timer);
          waiting.delete(operationID);
          resolve(f);
        });
      });
    },
  };
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

async function until(test: () => boolean, what: string): Promise<void> {
  const end = performance.now() + WAIT_MS;
  while (!test()) {
    if (performance.now() > end) throw new Error(`group bench: ${what} timed out`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** p99 over messages of the time from its send until the last receiver got it. */
function fanoutP99(sentAt: ReadonlyMap<string, number>, receivers: readonly { got: Map<string, number> }[]) {
  return p99([...sentAt].map(([id, at]) => Math.max(...receivers.map((s) => s.got.get(id)!)) - at));
}

/**
 * The fan-out baseline: a bare `ws` server on 127.0.0.1 that broadcasts each frame a sender sends
 * to every other socket (the frame as is, encoded once), ONLINE sockets, RATE × SECONDS frames
 * shaped like the group's (`sample`: an OnRecvNewMessage of the run). Its p99 in ms.
 */
async function bareWsFanout(sample: ImMessage): Promise<number> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  server.on('connection', (ws) => {
    ws.send('{"event":"hello","errCode":0,"data":"","operationID":""}');
    ws.on('message', (raw: Buffer) => {
      for (const client of server.clients) if (client !== ws) client.send(raw, { binary: false });
    });
  });
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clients: { ws: WebSocket; got: Map<string, number> }[] = [];
  try {
    for (let i = 0; i < ONLINE; i++) {
      const ws = new WebSocket(url);
      const got = new Map<string, number>();
      const ready = connected(ws);
      ws.on(
        'message',
        recorder(got, () => undefined),
      );
      await ready;
      clients.push({ ws, got });
    }
    const [sender, ...receivers] = clients;
    const sentAt = new Map<string, number>();
    for (let i = 0; i < RATE * SECONDS; i++) {
      const clientMsgID = `bare-${i}`;
      const frame = eventFrame('OnRecvNewMessage', { ...sample, clientMsgID, seq: i + 1 });
      sentAt.set(clientMsgID, performance.now());
      sender!.ws.send(frame);
      await new Promise((r) => setTimeout(r, 1000 / RATE));
    }
    await until(() => receivers.every((s) => s.got.size >= sentAt.size), 'bare ws delivery');
    return fanoutP99(sentAt, receivers);
  } finally {
    for (const c of clients) c.ws.terminate();
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * The store baseline: SENDERS writers at once, PER_SENDER single-row INSERTs each (one statement,
 * its own transaction) into a scratch table of the same database, rows like a message's. Rows/s.
 */
async function bareInserts(db: Db): Promise<number> {
  await db.execute(sql`create table bench_scratch (
    id serial primary key, conversation_id text not null, seq integer not null,
    client_msg_id text not null, content text not null, send_time timestamptz not null default now())`);
  try {
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: SENDERS }, async (_, k) => {
        for (let i = 0; i < PER_SENDER; i++)
          await db.execute(sql`insert into bench_scratch (conversation_id, seq, client_msg_id, content)
            values ('sg_bench', ${k * PER_SENDER + i}, ${`bi-${k}-${i}`}, ${JSON.stringify({ text: `t ${k}.${i}` })})`);
      }),
    );
    return (SENDERS * PER_SENDER) / ((performance.now() - t0) / 1000);
  } finally {
    await db.execute(sql`drop table bench_scratch`);
  }
}

export async function benchGroup(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-group-bench-'));
  const started = await startServer({
    config: loadConfig({
      DATA_DIR: tmp,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      IM_MAX_SOCKETS_PER_IP: '0',
      IM_MAX_SOCKETS_PER_USER: '0',
    }),
    logger: false,
    counters: unlimitedSends(memoryCounters()),
  });
  const sockets: Socket[] = [];
  try {
    const { ctx } = started;
    const db = ctx.database.db;
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: MEMBERS }, (_, i) => ({
          username: `gbench${i}`,
          usernameLower: `gbench${i}`,
          passwordHash: 'x',
          areaCode: '86',
          phone: `1380000${String(i).padStart(4, '0')}`,
          appNumber: String(91_000_000 + i),
          nickname: `Group bench ${i}`,
        })),
      )
      .returning({ id: users.id });
    const ids = rows.map((r) => r.id);
    const wsUrl = `ws://127.0.0.1:${started.port}${IM_PATH}`;

    // Fan-out: a 2,000-member group, 500 online.
    const big = await makeGroup(ctx, ids[0]!, ids.slice(1));
    for (let i = 0; i < ONLINE; i++)
      sockets.push(await open(wsUrl, ids[i]!, await createSession(db, ids[i]!, 'bench', Date.now())));
    const [sender, ...receivers] = sockets;
    const sentAt = new Map<string, number>();
    const sends: Promise<unknown>[] = [];
    for (let i = 0; i < RATE * SECONDS; i++) {
      const data = groupText(big, `fan-out ${i}`, `fan-${i}`);
      sentAt.set(data.clientMsgID, performance.now());
      sends.push(sender!.call('SendMessage', data));
      await new Promise((r) => setTimeout(r, 1000 / RATE));
    }
    await Promise.all(sends);
    await until(() => receivers.every((s) => s.got.size >= sentAt.size), 'fan-out delivery');
    const fanout = fanoutP99(sentAt, receivers);
    bench('group.fanout_p99_ms', fanout, 'ms');
    const { data: sample } = await sender!.call('PullMessageBySeqs', {
      conversationID: groupConversationId(String(big)),
      begin: 1,
      end: 1,
    });
    const bare = await bareWsFanout((JSON.parse(sample) as { messages: ImMessage[] }).messages[0]!);
    bench('group.bare_ws_fanout_p99_ms', bare, 'ms');
    bench('group.fanout_vs_bare_ws', fanout / Math.max(1, bare), 'ratio');

    // Throughput: a 200-member group, 20 senders at once.
    const small = await makeGroup(ctx, ids[0]!, ids.slice(1, THROUGHPUT_MEMBERS));
    const t0 = performance.now();
    const answers = await Promise.all(
      sockets.slice(0, SENDERS).map(async (s, k) => {
        let ok = 0;
        for (let i = 0; i < PER_SENDER; i++)
          if ((await s.call('SendMessage', groupText(small, `t ${k}.${i}`, `tp-${k}-${i}`))).errCode === 0)
            ok++;
        return ok;
      }),
    );
    const stored = answers.reduce((a, b) => a + b, 0);
    const perSecond = stored / ((performance.now() - t0) / 1000);
    bench('group.msgs_per_s', perSecond, 'msg/s');
    if (stored !== SENDERS * PER_SENDER)
      throw new Error(`group bench: ${stored} of ${SENDERS * PER_SENDER} stored`);
    const inserts = await bareInserts(db);
    bench('group.bare_insert_per_s', inserts, 'rows/s');
    bench('group.msgs_vs_bare_insert', perSecond / inserts, 'ratio');

    // Rows written when a member of the 2,000-member group reads it.
    const before = await rowVersions(db);
    const reader = sockets[1]!;
    await reader.call('MarkConversationAsRead', {
      conversationID: groupConversationId(String(big)),
      hasReadSeq: RATE * SECONDS,
    });
    bench('group.rows_written_per_read', rowsWritten(before, await rowVersions(db)), 'rows');
  } finally {
    for (const s of sockets) s.ws.close();
    await started.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
