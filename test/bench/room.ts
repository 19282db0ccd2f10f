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
 * like ours (an array per 100 ms) for reference. The receivers do the same work on both sides
 * (Socket.IO's speak its wire protocol on plain ws sockets). `*messages_per_frame` tells whether a
 * server kept its 100 ms cadence (RATE / 10 = 5): one starved of CPU (a loaded machine) sends
 * fewer, bigger frames, so fewer writes per delivery, and the ratios then say little.
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
  /** Frames that carried them: with the same load, fewer frames mean fewer writes (a late timer batches more). */
  frames: number;
  seconds: number;
  cpuMs: number;
  latencies: number[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Where a message starts inside an OnRoomMessages frame (its data is a JSON string, so quotes are escaped). */
const MSG_ID = Buffer.from('\\"msgID\\"');
const ROOM_MESSAGES = Buffer.from('{"event":"OnRoomMessages"');
/** Where a message starts inside a Socket.IO event packet (`42["msgs",[...]]`: plain JSON). */
const IO_MSG_ID = Buffer.from('"msgID"');
const IO_EVENT = Buffer.from('42');

/**
 * What a bench socket does with the room's frames, the same on both servers: a receiver counts the
 * messages on the bytes, a sample receiver (one in SAMPLE_EVERY) also decodes them for latency, a
 * sender ignores them. Only the sample decodes: the client process has little CPU to spare, and a
 * client that falls behind changes what the server's writes cost (full socket buffers, writes merged).
 */
type Role = 'receiver' | 'sample' | 'sender';
const roleOf = (i: number): Role => (i % SAMPLE_EVERY === 0 ? 'sample' : 'receiver');

function countOf(buf: Buffer, needle: Buffer): number {
  let n = 0;
  for (let at = buf.indexOf(needle); at >= 0; at = buf.indexOf(needle, at + needle.length)) n++;
  return n;
}

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
  counted: () => { deliveries: number; frames: number },
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
  return {
    deliveries: d1.deliveries - d0.deliveries,
    frames: d1.frames - d0.frames,
    seconds: (t1 - t0) / 1000,
    cpuMs: (c1 - c0) / 1000,
    latencies: window,
  };
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
  let frames = 0;
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  const frame = (name: string, userID: string, data: unknown, op: string) =>
    JSON.stringify({ reqFuncName: name, operationID: op, userID, data: JSON.stringify(data) });

  async function join(sendID: string, token: string | undefined, role: Role): Promise<WebSocket> {
    const ws = new WebSocket(
      `${base}?sendID=${sendID}${token ? `&token=${encodeURIComponent(token)}` : ''}&platformID=5`,
    );
    sockets.push(ws);
    await new Promise<void>((resolve, reject) => {
      ws.on('error', reject);
      ws.on('message', (raw) => {
        const buf = raw as Buffer;
        if (buf.subarray(0, ROOM_MESSAGES.length).equals(ROOM_MESSAGES)) {
          if (role === 'sender') return;
          deliveries += countOf(buf, MSG_ID);
          frames++;
          if (role !== 'sample') return;
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
          join(`guest_bench${String(i + k).padStart(6, '0')}`, undefined, roleOf(i + k)),
        ),
      );
    // Senders are in the room too; like Socket.IO's, their deliveries are not counted.
    const senders = await Promise.all(users.map((u) => join(String(u.id), u.token, 'sender')));
    let op = 0;
    return await measure(
      () => server.cpu(),
      () => ({ deliveries, frames }),
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
  let frames = 0;
  const latencies: number[] = [];
  const receivers: WebSocket[] = [];
  const sockets: Socket[] = [];
  /**
   * A receiver speaks Socket.IO's wire protocol over a plain ws socket (engine.io 4, websocket
   * transport: `0{handshake}`, `40` connect, `420[...]` an event with ack 0, `430[]` its ack, `2`/`3`
   * ping and pong), so it handles each frame like ours does (counted on the bytes, the sample
   * decoded): socket.io-client decodes every message on every socket and falls behind.
   */
  async function receiver(role: Role): Promise<void> {
    const ws = new WebSocket(`ws://127.0.0.1:${server.info.port}/socket.io/?EIO=4&transport=websocket`);
    receivers.push(ws);
    await new Promise<void>((resolve, reject) => {
      ws.on('error', reject);
      ws.on('message', (raw) => {
        const buf = raw as Buffer;
        if (buf.subarray(0, IO_EVENT.length).equals(IO_EVENT)) {
          deliveries += countOf(buf, IO_MSG_ID);
          frames++;
          if (role !== 'sample') return;
          const [, data] = JSON.parse(buf.subarray(2).toString()) as [string, unknown];
          for (const m of (Array.isArray(data) ? data : [data]) as { content: { text: string } }[]) {
            const latency = latencyOf(m.content.text);
            if (latency !== undefined) latencies.push(latency);
          }
          return;
        }
        const text = buf.toString();
        if (text === '2') ws.send('3');
        else if (text.startsWith('0')) ws.send('40');
        else if (text.startsWith('40')) ws.send('420["join","bench"]');
        else if (text.startsWith('430')) resolve();
      });
    });
  }
  async function sender(): Promise<Socket> {
    const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    await socket.emitWithAck('join', 'bench');
    return socket;
  }
  try {
    for (let i = 0; i < RECEIVERS; i += 200)
      await Promise.all(
        Array.from({ length: Math.min(200, RECEIVERS - i) }, (_, k) => receiver(roleOf(i + k))),
      );
    // Senders are in the room too; count receivers only, like ours.
    const senders = await Promise.all(Array.from({ length: SENDERS }, () => sender()));
    return await measure(
      () => server.cpu(),
      () => ({ deliveries, frames }),
      latencies,
      (stop) =>
        sendLoop(
          (i, text) => void senders[i]!.emit('chat', { roomID: 'bench', text }, () => undefined),
          stop,
        ),
    );
  } finally {
    for (const ws of receivers) ws.terminate();
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
  bench('room.messages_per_frame', run.deliveries / run.frames, 'messages');
  if (only) return;
  const theirs = await socketIo(false);
  bench('room.socketio_deliveries_per_s', theirs.deliveries / theirs.seconds, 'deliveries/s');
  bench('room.socketio_p99_ms', quantile(theirs.latencies, 0.99), 'ms');
  bench('room.socketio_cpu_ms_per_1000_deliveries', (theirs.cpuMs / theirs.deliveries) * 1000, 'ms');
  bench('room.vs_socketio', perCpuSecond(run) / perCpuSecond(theirs), 'ratio');
  const batched = await socketIo(true);
  bench('room.socketio_batched_deliveries_per_s', batched.deliveries / batched.seconds, 'deliveries/s');
  bench('room.socketio_batched_messages_per_frame', batched.deliveries / batched.frames, 'messages');
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
    bench('room.socketio_batched_deliveries_per_s', r.deliveries / r.seconds, 'deliveries/s');
    bench('room.socketio_batched_p99_ms', quantile(r.latencies, 0.99), 'ms');
    bench('room.socketio_batched_messages_per_frame', r.deliveries / r.frames, 'messages');
    bench('room.socketio_batched_cpu_ms_per_1000_deliveries', (r.cpuMs / r.deliveries) * 1000, 'ms');
  } else await benchRoom(process.argv[2] === 'ours' ? 'ours' : undefined);
}
