import WebSocket from 'ws';

import { IM_PATH, SessionType } from '../../protocol/imConstants';
import { buildServer, type BuiltServer, startBuiltServer } from '../helpers/builtServer';
import { webData } from '../helpers/webCall';
import { bench, load } from './load';

/**
 * The server's memory as `npm start` runs it (the built bundle, embedded PGlite, demo data, a fresh
 * DATA_DIR): `server.idle_rss_mb` once it settled after start, `server.rss_after_load_mb` after a
 * bounded loopback load of what visitors do (the page, the home calls, logins, private chat, a room
 * with 40 guests), each with its ratio to the goal of issue 18 (`*_vs_goal`, ≤ 1 meets it), and
 * where the memory is (V8 heap, external memory with PGlite's WASM memory, the peak). Run it alone
 * with `npx tsx test/bench/memory.ts`.
 */
const IDLE_GOAL_MB = 250;
const AFTER_LOAD_GOAL_MB = 400;
const SETTLE_MS = 5_000;
const MB = 1024 * 1024;

/** The heap and external memory the server reports on /metrics (loopback peer, no token set). */
async function breakdown(server: BuiltServer, when: string): Promise<void> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^tribune_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  bench(`server.${when}_heap_total_mb`, gauge('nodejs_heap_size_total_bytes') / MB, 'MiB');
  bench(`server.${when}_heap_used_mb`, gauge('nodejs_heap_size_used_bytes') / MB, 'MiB');
  bench(`server.${when}_external_mb`, gauge('nodejs_external_memory_bytes') / MB, 'MiB');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A socket on the messaging gateway; `call` sends a function frame and waits for its reply. */
async function socket(port: number, sendID: string, token?: string) {
  const url = `ws://127.0.0.1:${port}${IM_PATH}?sendID=${sendID}&platformID=5${token ? `&token=${encodeURIComponent(token)}` : ''}`;
  const ws = new WebSocket(url);
  const waiting = new Map<string, (errCode: number) => void>();
  let connected: (up: boolean) => void = () => undefined;
  const up = new Promise<boolean>((resolve) => (connected = resolve));
  const timer = setTimeout(() => connected(false), 15_000);
  ws.on('error', () => undefined);
  ws.on('close', () => connected(false));
  ws.on('message', (raw) => {
    const frame = JSON.parse((raw as Buffer).toString('utf8')) as {
      event: string;
      operationID: string;
      errCode: number;
    };
    if (frame.event === 'OnConnectSuccess') connected(true);
    waiting.get(frame.operationID)?.(frame.errCode);
  });
  const ok = await up;
  clearTimeout(timer);
  if (!ok) throw new Error(`${sendID}: the socket did not connect`);
  let op = 0;
  return {
    ws,
    call(name: string, data: unknown): Promise<number> {
      const operationID = `${sendID}-${++op}`;
      const reply = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name}: no reply`)), 15_000);
        waiting.set(operationID, (code) => {
          clearTimeout(timer);
          waiting.delete(operationID);
          resolve(code);
        });
      });
      ws.send(JSON.stringify({ reqFuncName: name, operationID, userID: sendID, data: JSON.stringify(data) }));
      return reply;
    },
  };
}

/** What visitors do, bounded in count: pages, the home calls, logins, private and room chat. */
async function visitorLoad(server: BuiltServer): Promise<string[]> {
  const base = server.url;
  const failures: string[] = [];
  const refused = (what: string, codes: number[]) => {
    const wrong = codes.filter((code) => code !== 0);
    if (wrong.length > 0)
      failures.push(`${what}: ${wrong.length} refused (${[...new Set(wrong)].join(', ')})`);
  };
  const index = await (await fetch(`${base}/`)).text();
  const assets = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const pages = await load(
    async () => {
      const res = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      for (const asset of assets) await (await fetch(base + asset)).arrayBuffer();
      return res.ok;
    },
    { total: 100, concurrency: 8, maxMs: 60_000 },
  );
  if (pages.failed > 0) failures.push(`pages: ${pages.failed} failed`);
  const homeCalls: [string, unknown][] = [
    ['/web_home/home_details_top', {}],
    ['/web_home/home_details_middle', {}],
    ['/web_home/home_info_bottom', {}],
    ['/web_race/match_list', { raceType: 0 }],
    ['/web_race/match_list', { raceType: 1, status: 'all', page: 2 }],
    ['/systemEnums/globalConfig', {}],
    ['/web_anchor/anchor_column', {}],
  ];
  let n = 0;
  const home = await load(
    async () => {
      const [route, body] = homeCalls[n++ % homeCalls.length]!;
      await webData(base, route, body);
      return true;
    },
    { total: 2100, concurrency: 8, maxMs: 120_000 },
  );
  if (home.failed > 0) failures.push(`home calls: ${home.failed} failed`);

  // Logins stay under the per-address limit (20 a minute): 16, over four accounts.
  const names = ['viewer01', 'viewer02', 'anchor01', 'admin01'];
  const logins: Record<string, { token: string; uid: string }> = {};
  for (let i = 0; i < 16; i++) {
    const username = names[i % names.length]!;
    const data = await webData<{ token: string; userInfo: { uid: string } }>(
      base,
      '/web_user/web_pwd_login',
      {
        username,
        password: 'demo1234',
      },
    );
    logins[username] = { token: data.token, uid: data.userInfo.uid };
  }
  const [v1, v2, anchor] = [logins.viewer01!, logins.viewer02!, logins.anchor01!];

  // Private chat: the two demo friends, 20 messages each way (the per-sender limit of 10 s).
  const [s1, s2] = await Promise.all([
    socket(server.port, v1.uid, v1.token),
    socket(server.port, v2.uid, v2.token),
  ]);
  const sends: Promise<number>[] = [];
  for (let i = 0; i < 20; i++) {
    for (const [from, to] of [
      [s1, v2.uid],
      [s2, v1.uid],
    ] as const) {
      sends.push(
        from.call('SendMessage', {
          clientMsgID: `mem-${to}-${i}`,
          contentType: 101,
          content: JSON.stringify({ text: `memory bench message ${i}` }),
          recvID: to,
          sessionType: SessionType.Single,
        }),
      );
    }
  }
  refused('SendMessage', await Promise.all(sends));

  // A room: 40 guests and the two viewers join anchor01's room (50 sockets per address at most), the
  // anchor says 100 things.
  const roomID = `room_${anchor.uid}`;
  const guests = await Promise.all(
    Array.from({ length: 40 }, (_, i) => socket(server.port, `guest_mem${String(i).padStart(6, '0')}`)),
  );
  const anchorSocket = await socket(server.port, anchor.uid, anchor.token);
  const members = [...guests, s1, s2, anchorSocket];
  refused('JoinRoom', await Promise.all(members.map((m) => m.call('JoinRoom', { roomID }))));
  const said: number[] = [];
  for (let i = 0; i < 100; i++) {
    // A socket may say 50 things at once, then 10 a second (server/modules/realtime/rateLimits.ts).
    if (i >= 40) await sleep(120);
    said.push(
      await anchorSocket.call('SendRoomMessage', {
        roomID,
        clientMsgID: `mem-room-${i}`,
        contentType: 101,
        content: JSON.stringify({ text: `room message ${i}` }),
      }),
    );
  }
  refused('SendRoomMessage', said);
  for (const m of members) m.ws.close();
  return failures;
}

export async function benchMemory(): Promise<void> {
  buildServer();
  const server = await startBuiltServer();
  try {
    bench('server.fresh_start_ms', server.readyMs, 'ms');
    await sleep(SETTLE_MS);
    const idle = server.memory().rssMb;
    bench('server.idle_rss_mb', idle, 'MiB');
    bench('server.idle_rss_vs_goal', idle / IDLE_GOAL_MB, 'ratio');
    await breakdown(server, 'idle');
    const failures = await visitorLoad(server);
    if (failures.length > 0) throw new Error(`memory bench: ${failures.join('; ')}`);
    await sleep(SETTLE_MS);
    const { rssMb, peakMb } = server.memory();
    bench('server.rss_after_load_mb', rssMb, 'MiB');
    bench('server.rss_after_load_vs_goal', rssMb / AFTER_LOAD_GOAL_MB, 'ratio');
    // The highest resident size since the process began: a first start includes initdb.
    bench('server.peak_rss_mb', peakMb, 'MiB');
    await breakdown(server, 'after_load');
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMemory();
