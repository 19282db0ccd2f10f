import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import WebSocket from 'ws';

import { ErrorCode } from '../../protocol/errors';
import { IM_PATH } from '../../protocol/im';
import { onFreshPostgres } from './benchDatabase';
import { type BenchProcess, startBenchProcess } from './benchProcess';
import { bench } from './load';

/**
 * `redpacket.*`: red-envelope claims on loopback, the server in its own process, USERS users each
 * on its own logged-in socket. ENVELOPES lucky envelopes of SHARES shares; each gets SHARES + LATE
 * claims by different users (the last LATE are too late) and DOUBLE users claiming twice at once,
 * every envelope interleaved, CONCURRENCY claims in flight. Every user's socket has joined the
 * room's chat first (only joined users open its envelopes), as the room page does. Claims go over
 * the messaging socket (OpenRedPacket, how the room opens them: the socket is already logged in),
 * then the same load over HTTP (/redPacket/open, a session lookup per request) as
 * `claims_per_s_http`. `claims_per_s` counts shares given per second; `violations` counts every
 * rule break found by checking each answer against the envelope's claim list (winners, each user
 * once, amounts, sum) and the whole ledger (reconcile). PGlite (the default) always; PostgreSQL too when DATABASE_URL is set.
 */
const ENVELOPES = 10;
const HTTP_ENVELOPES = 2;
const SHARES = 500;
const LATE = 50;
const DOUBLE = 50;
const USERS = 2000;
/** Claims in flight: a room of 2,000 viewers opening envelopes at once (RP_CONCURRENCY overrides). */
const CONCURRENCY = Number(process.env.RP_CONCURRENCY ?? 500);
const MAX_MS = 15_000;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Info {
  port: number;
  roomID: string;
  anchor: { id: number; token: string };
  users: { id: number; token: string }[];
}
interface Answer {
  success: boolean;
  code: number;
  data: Record<string, unknown>;
}
interface Result {
  claimsPerS: number;
  httpClaimsPerS: number;
  cpuMsPerClaim: number;
  violations: number;
}

async function post(port: number, route: string, body: unknown, token: string): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${port}/web${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Answer;
}

/** A logged-in socket that calls OpenRedPacket and matches replies by operationID. */
class ClaimSocket {
  private readonly pending = new Map<string, (a: Answer) => void>();
  private op = 0;
  readonly ready: Promise<void>;
  private readonly ws: WebSocket;

  constructor(
    port: number,
    private readonly userID: string,
    token: string,
  ) {
    this.ws = new WebSocket(
      `ws://127.0.0.1:${port}${IM_PATH}?sendID=${userID}&token=${encodeURIComponent(token)}&platformID=5`,
    );
    this.ready = new Promise((resolve, reject) => {
      this.ws.on('error', reject);
      this.ws.on('message', (raw) => {
        const text = (raw as Buffer).toString();
        // The room's own frames (entries of the others, envelope notices) answer nothing.
        if (text.startsWith('{"event":"OnRoom')) return;
        const frame = JSON.parse(text) as {
          event: string;
          errCode: number;
          data: string;
          operationID: string;
        };
        if (frame.event === 'OnConnectSuccess') return resolve();
        const done = this.pending.get(frame.operationID);
        if (!done) return;
        this.pending.delete(frame.operationID);
        done({
          success: frame.errCode === 0,
          code: frame.errCode,
          data: JSON.parse(frame.data) as Record<string, unknown>,
        });
      });
    });
  }

  call(reqFuncName: string, data: unknown): Promise<Answer> {
    const operationID = `o${++this.op}`;
    return new Promise((resolve) => {
      this.pending.set(operationID, resolve);
      this.ws.send(
        JSON.stringify({ reqFuncName, operationID, userID: this.userID, data: JSON.stringify(data) }),
      );
    });
  }

  open(id: number, roomID: string): Promise<Answer> {
    return this.call('OpenRedPacket', { id, roomID });
  }

  close(): void {
    this.ws.terminate();
  }
}

/** Sends the envelopes, runs every claim, checks each answer against the claim lists; shares per second. */
async function claimAll(
  server: BenchProcess<Info>,
  envelopes: number,
  open: (user: number, id: number) => Promise<Answer>,
): Promise<{ perS: number; cpuMs: number; won: number; violations: number }> {
  const { port, roomID, anchor, users } = server.info;
  const sent: { id: number; total: number }[] = [];
  for (let e = 0; e < envelopes; e++) {
    const total = SHARES * 100;
    const reply = await post(
      port,
      '/redPacket/send',
      { roomID, kind: 'lucky', content: 'coin', count: SHARES, total, limitHours: 24 },
      anchor.token,
    );
    if (!reply.success) throw new Error(`send refused ${JSON.stringify(reply)}`);
    sent.push({ id: (reply.data.redPacket as { id: number }).id, total });
  }
  const jobs = sent.flatMap((env, e) => {
    const who = Array.from({ length: SHARES + LATE }, (_, k) => (e * 137 + k) % USERS);
    return [...who, ...who.slice(0, DOUBLE)].map((user) => ({ env, user }));
  });
  for (let i = jobs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [jobs[i], jobs[j]] = [jobs[j]!, jobs[i]!];
  }
  const answers: { env: number; user: number; answer: Answer }[] = [];
  let next = 0;
  const c0 = await server.cpu();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length && performance.now() - t0 < MAX_MS) {
        const job = jobs[next++]!;
        answers.push({
          env: job.env.id,
          user: users[job.user]!.id,
          answer: await open(job.user, job.env.id),
        });
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpuMs = ((await server.cpu()) - c0) / 1000;
  const won = answers.filter((a) => a.answer.success);
  let violations = 0;
  const violation = (what: string) => {
    violations++;
    if (process.env.RP_VERBOSE) console.error('violation:', what);
  };
  for (const a of answers)
    if (
      !a.answer.success &&
      a.answer.code !== ErrorCode.RedPacketTakenOut &&
      a.answer.code !== ErrorCode.RedPacketAlreadyOpened
    )
      violation(`answer ${a.answer.code} ${JSON.stringify(a.answer.data).slice(0, 200)}`);
  const finished = answers.length === jobs.length;
  for (const env of sent) {
    const list = await post(port, '/redPacket/list', { id: env.id }, anchor.token);
    const claims = (list.data.claims ?? []) as { userID: string; amount: number }[];
    const mine = won.filter((w) => w.env === env.id);
    if (finished && claims.length !== SHARES) violation(`envelope ${env.id}: ${claims.length} claims`);
    if (finished && claims.reduce((n, c) => n + c.amount, 0) !== env.total)
      violation(`envelope ${env.id}: sum`);
    if (new Set(claims.map((c) => c.userID)).size !== claims.length)
      violation(`envelope ${env.id}: a user twice`);
    if (mine.length !== claims.length)
      violation(`envelope ${env.id}: ${mine.length} answered wins, ${claims.length} claims`);
    const byUser = new Map(claims.map((c) => [c.userID, c.amount]));
    for (const w of mine)
      if (byUser.get(String(w.user)) !== (w.answer.data.amount as number))
        violation(`envelope ${env.id}: user ${w.user} amount`);
  }
  return { perS: won.length / seconds, cpuMs, won: won.length, violations };
}

async function onDatabase(databaseUrl: string): Promise<Result> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-bench-rp-'));
  const server = await startBenchProcess<Info>(path.join(here, 'roomBenchServer.ts'), {
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    ROOM_BENCH_USERS: String(USERS),
  });
  const sockets: ClaimSocket[] = [];
  try {
    const { port, roomID, users } = server.info;
    for (let i = 0; i < users.length; i += 100) {
      const batch = users.slice(i, i + 100).map((u) => new ClaimSocket(port, String(u.id), u.token));
      sockets.push(...batch);
      await Promise.all(batch.map((s) => s.ready));
    }
    // A socket re-checks its session once every 10 s (im/connection.ts): do it before the clock starts.
    await Promise.all(sockets.map((s) => s.call('GetLoginStatus', {})));
    // Each claimer watches the room: its socket joins the room's chat, as the room page does.
    for (let i = 0; i < sockets.length; i += 100) {
      const joins = await Promise.all(sockets.slice(i, i + 100).map((s) => s.call('JoinRoom', { roomID })));
      const refused = joins.find((j) => !j.success);
      if (refused) throw new Error(`JoinRoom refused ${JSON.stringify(refused)}`);
    }
    const socket = await claimAll(server, ENVELOPES, (user, id) => sockets[user]!.open(id, roomID));
    const http = await claimAll(server, HTTP_ENVELOPES, (user, id) =>
      post(port, '/redPacket/open', { id, roomID }, users[user]!.token),
    );
    const problems = await server.reconcile();
    if (process.env.RP_VERBOSE) for (const p of problems) console.error('violation: books', p);
    return {
      claimsPerS: socket.perS,
      httpClaimsPerS: http.perS,
      cpuMsPerClaim: socket.cpuMs / socket.won,
      violations: socket.violations + http.violations + problems.length,
    };
  } finally {
    for (const s of sockets) s.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function report(r: Result, suffix: string): void {
  bench(`redpacket.claims_per_s${suffix}`, r.claimsPerS, 'claims/s');
  bench(`redpacket.claims_per_s_http${suffix}`, r.httpClaimsPerS, 'claims/s');
  bench(`redpacket.server_cpu_ms_per_claim${suffix}`, r.cpuMsPerClaim, 'ms');
  bench(`redpacket.violations${suffix}`, r.violations, 'violations');
}

export async function benchRedPacket(): Promise<void> {
  report(await onDatabase(''), '');
  const onPostgres = await onFreshPostgres('redpacket', onDatabase);
  if (onPostgres) report(onPostgres, '_postgres');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchRedPacket();
