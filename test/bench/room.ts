import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';

import { IM_PATH } from '../../protocol/im';
import type { RoomMessage } from '../../protocol/room';
import { type BenchProcess, startBenchProcess } from './benchProcess';
import { bench } from './load';

/**
 * `room.*`: one room, RECEIVERS sockets (guests) and SENDERS logged-in users sending RATE chat
 * messages a second in all, on loopback; the server in its own process. Measured over MEASURE_MS
 * after a warm-up: deliveries a second (messages × sockets that got them), latency from the
 * sender's send to a sample of receivers, and the server's CPU per 1,000 deliveries. The same load
 * then runs through Socket.IO 4: its usual broadcast (`io.to(room).emit` per message), the
 * baseline of `room.vs_socketio` (our deliveries per server CPU-second over theirs), and batched
 * like ours (an array per 100 ms) for reference.
 */
const RECEIVERS = 2000;
const SENDERS = 10;
const RATE = 50;
const WARM_MS = 1500;
const MEASURE_MS = 8000;
const SAMPLE_EVERY = 20;
const here = path.dirname(fileURLToPath(import.meta.url));

interface RoomServerInfo {
  port: number;
  roomID: string;
  users: { id: number; token: string }[];
}

interface Run {
  deliveries: number;
  seconds: number;
  cpuMs: number;
  latencies: number[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Where a message starts inside an OnRoomMessages frame (its data is a JSON string, so quotes are escaped). */
const MSG_ID = Buffer.from('\\"msgID\\"');
const ROOM_MESSAGES = Buffer.from('{"event":"OnRoomMessages"');

/** Sends at RATE in all from the senders, each on its own clock, until `stop` resolves. */
async function sendLoop(send: (i: number, text: string) => void, stop: Promise<void>): Promise<number> {
  let sent = 0;
  let done = false;
  void stop.then(() => (done = true));
  const interval = (1000 * SENDERS) / RATE;
  await Promise.all(
    Array.from({ length: SENDERS }, async (_, i) => {
      await sleep((interval / SENDERS) * i);
      const t0 = performance.now();
      for (let n = 0; !done; n++) {
        send(i, `b ${performance.now().toFixed(1)} ${i}-${n}`);
        sent++;
        await sleep(Math.max(0, t0 + (n + 1) * interval - performance.now()));
      }
    }),
  );
  return sent;
}

async function measure(
  cpu: () => Promise<number>,
  counted: () => number,
  latencies: number[],
  start: (stop: Promise<void>) => Promise<unknown>,
): Promise<Run> {
  let stop!: () => void;
  const stopped = new Promise<void>((r) => (stop = r));
  const sending = start(stopped);
  await sleep(WARM_MS);
  latencies.length = 0;
  const [c0, d0, t0] = [await cpu(), counted(), performance.now()];
  await sleep(MEASURE_MS);
  const [c1, d1, t1] = [await cpu(), counted(), performance.now()];
  const window = [...latencies];
  stop();
  await sending;
  return { deliveries: d1 - d0, seconds: (t1 - t0) / 1000, cpuMs: (c1 - c0) / 1000, latencies: window };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function latencyOf(text: string): number | undefined {
  const sent = Number(text.split(' ')[1]);
  return Number.isFinite(sent) ? performance.now() - sent : undefined;
}

async function ours(): Promise<Run> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-bench-room-'));
  const server: BenchProcess<RoomServerInfo> = await startBenchProcess(
    path.join(here, 'roomBenchServer.ts'),
    {
      DATA_DIR: dir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ROOM_BENCH_USERS: String(SENDERS),
    },
  );
  const { port, roomID, users } = server.info;
  const base = `ws://127.0.0.1:${port}${IM_PATH}`;
  let deliveries = 0;
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  const frame = (name: string, userID: string, data: unknown, op: string) =>
    JSON.stringify({ reqFuncName: name, operationID: op, userID, data: JSON.stringify(data) });

  async function join(sendID: string, token: string | undefined, sample: boolean): Promise<WebSocket> {
    const ws = new WebSocket(
      `${base}?sendID=${sendID}${token ? `&token=${encodeURIComponent(token)}` : ''}&platformID=5`,
    );
    sockets.push(ws);
    await new Promise<void>((resolve, reject) => {
      ws.on('error', reject);
      ws.on('message', (raw) => {
        const buf = raw as Buffer;
        if (buf.subarray(0, ROOM_MESSAGES.length).equals(ROOM_MESSAGES)) {
          // Counted on the bytes; only the sample decodes (the client process has little CPU to spare).
          for (let at = buf.indexOf(MSG_ID); at >= 0; at = buf.indexOf(MSG_ID, at + MSG_ID.length))
            deliveries++;
          if (!sample) return;
          const data = JSON.parse((JSON.parse(buf.toString()) as { data: string }).data) as {
            messages: RoomMessage[];
          };
          for (const m of data.messages) {
            const latency = m.kind === 'chat' ? latencyOf((m.content as { text: string }).text) : undefined;
            if (latency !== undefined) latencies.push(latency);
          }
          return;
        }
        const text = buf.toString();
        if (text.includes('"OnConnectSuccess"')) ws.send(frame('JoinRoom', sendID, { roomID }, 'join'));
        else if (text.includes('"operationID":"join"')) resolve();
      });
    });
    return ws;
  }

  try {
    for (let i = 0; i < RECEIVERS; i += 200)
      await Promise.all(
        Array.from({ length: Math.min(200, RECEIVERS - i) }, (_, k) =>
          join(`guest_bench${String(i + k).padStart(6, '0')}`, undefined, (i + k) % SAMPLE_EVERY === 0),
        ),
      );
    const senders = await Promise.all(users.map((u) => join(String(u.id), u.token, false)));
    let op = 0;
    return await measure(
      () => server.cpu(),
      () => deliveries,
      latencies,
      (stop) =>
        sendLoop((i, text) => {
          const content = JSON.stringify({ text });
          senders[i]!.send(
            frame(
              'SendRoomMessage',
              String(users[i]!.id),
              { roomID, clientMsgID: `c${++op}`, contentType: 101, content },
              `s${op}`,
            ),
          );
        }, stop),
    );
  } finally {
    for (const ws of sockets) ws.terminate();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function socketIo(batched: boolean): Promise<Run> {
  const server: BenchProcess<{ port: number }> = await startBenchProcess(
    path.join(here, 'socketioBenchServer.ts'),
    {
      SOCKETIO_BATCH: batched ? '1' : '0',
    },
  );
  const url = `http://127.0.0.1:${server.info.port}`;
  let deliveries = 0;
  const latencies: number[] = [];
  const sockets: Socket[] = [];
  async function join(sample: boolean): Promise<Socket> {
    const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(socket);
    const record = (m: { content: { text: string } }) => {
      deliveries++;
      if (!sample) return;
      const latency = latencyOf(m.content.text);
      if (latency !== undefined) latencies.push(latency);
    };
    socket.on('msg', record);
    socket.on('msgs', (list: { content: { text: string } }[]) => list.forEach(record));
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    await socket.emitWithAck('join', 'bench');
    return socket;
  }
  try {
    for (let i = 0; i < RECEIVERS; i += 200)
      await Promise.all(
        Array.from({ length: Math.min(200, RECEIVERS - i) }, (_, k) => join((i + k) % SAMPLE_EVERY === 0)),
      );
    const senders = await Promise.all(Array.from({ length: SENDERS }, () => join(false)));
    // Senders are in the room too; count receivers only, like ours.
    for (const s of senders) s.off('msg').off('msgs');
    return await measure(
      () => server.cpu(),
      () => deliveries,
      latencies,
      (stop) =>
        sendLoop(
          (i, text) => void senders[i]!.emit('chat', { roomID: 'bench', text }, () => undefined),
          stop,
        ),
    );
  } finally {
    for (const s of sockets) s.disconnect();
    await server.stop();
  }
}

export async function benchRoom(only?: 'ours'): Promise<void> {
  const run = await ours();
  const perCpuSecond = (r: Run) => r.deliveries / (r.cpuMs / 1000);
  bench('room.deliveries_per_s', run.deliveries / run.seconds, 'deliveries/s');
  bench('room.p50_ms', quantile(run.latencies, 0.5), 'ms');
  bench('room.p99_ms', quantile(run.latencies, 0.99), 'ms');
  bench('room.cpu_ms_per_1000_deliveries', (run.cpuMs / run.deliveries) * 1000, 'ms');
  bench('room.server_cpu', (run.cpuMs / 1000 / run.seconds) * 100, '%');
  if (only) return;
  const theirs = await socketIo(false);
  bench('room.socketio_deliveries_per_s', theirs.deliveries / theirs.seconds, 'deliveries/s');
  bench('room.socketio_p99_ms', quantile(theirs.latencies, 0.99), 'ms');
  bench('room.socketio_cpu_ms_per_1000_deliveries', (theirs.cpuMs / theirs.deliveries) * 1000, 'ms');
  bench('room.vs_socketio', perCpuSecond(run) / perCpuSecond(theirs), 'ratio');
  const batched = await socketIo(true);
  bench('room.socketio_batched_deliveries_per_s', batched.deliveries / batched.seconds, 'deliveries/s');
  bench(
    'room.socketio_batched_cpu_ms_per_1000_deliveries',
    (batched.cpuMs / batched.deliveries) * 1000,
    'ms',
  );
  bench('room.vs_socketio_batched', perCpuSecond(run) / perCpuSecond(batched), 'ratio');
}

// `npx tsx test/bench/room.ts [ours | sio]`: every figure, or only ours, or only batched Socket.IO.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'sio') {
    const r = await socketIo(true);
    bench('room.socketio_batched_cpu_ms_per_1000_deliveries', (r.cpuMs / r.deliveries) * 1000, 'ms');
  } else await benchRoom(process.argv[2] === 'ours' ? 'ours' : undefined);
}
