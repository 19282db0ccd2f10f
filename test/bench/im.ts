import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { IM_PULL_MAX, type ImMessage, singleConversationId } from '../../protocol/im';
import { onFreshPostgres } from './benchDatabase';
import { BenchClient } from './imBenchClient';
import { bench } from './load';

/**
 * `im.*`: end-to-end persisted private messages on loopback. The server runs in its own process on
 * embedded PGlite; CLIENTS clients in friend pairs each keep WINDOW sends in flight to their peer
 * for LOAD_MS. A few sockets are cut on the way: the client reconnects, gap-fills its conversation
 * (GetNewestSeq + PullMessageBySeqs) and resends what was not acknowledged with the same
 * clientMsgID. Latency is send → the receiver's OnRecvNewMessage; lost = acknowledged but never
 * seen by the receiver (live or by gap fill); duplicated = a clientMsgID seen under two seqs.
 */
const CLIENTS = 40;
const WINDOW = 4;
const LOAD_MS = 6_000;
const DROPS = 5;
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'imBenchServer.ts');

interface Agent {
  client: BenchClient;
  peer: string;
  conversationID: string;
  seqs: Set<number>;
  next: number;
}

function startServerProcess(
  dir: string,
  databaseUrl: string,
): Promise<{ child: ChildProcess; port: number; users: { id: number; token: string }[] }> {
  // BENCH_PROFILE_DIR=<dir>: the server writes a V8 CPU profile there when it stops (as benchProcess.ts).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      IM_BENCH_USERS: String(CLIENTS),
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line && out.includes('\n'))
        resolve({ child, ...(JSON.parse(line) as { port: number; users: { id: number; token: string }[] }) });
    });
    child.on('exit', (code) => reject(new Error(`im bench server exited ${code}`)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One run on embedded PGlite (`databaseUrl` empty) or on PostgreSQL; figures end with `suffix`. */
async function runIm(databaseUrl: string, suffix: string): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-bench-im-'));
  const server = await startServerProcess(dir, databaseUrl);
  const firstSent = new Map<string, number>();
  const acked = new Map<string, number>();
  const seen = new Map<string, Set<number>>();
  const latencies: number[] = [];
  const onMessage = (m: ImMessage, at: number) => {
    const seqs = seen.get(m.clientMsgID) ?? new Set<number>();
    if (seqs.size === 0) {
      seen.set(m.clientMsgID, seqs);
      const sent = firstSent.get(m.clientMsgID);
      if (sent !== undefined && at >= 0) latencies.push(at - sent);
    }
    seqs.add(m.seq);
  };
  const agents: Agent[] = server.users.map((u, i) => {
    const peer = String(server.users[i ^ 1]!.id);
    const agent: Agent = {
      client: new BenchClient(server.port, String(u.id), u.token, (m, at) => {
        agent.seqs.add(m.seq);
        onMessage(m, at);
      }),
      peer,
      conversationID: singleConversationId(String(u.id), peer),
      seqs: new Set(),
      next: 0,
    };
    return agent;
  });

  /** Pulls every seq of the agent's conversation it has not seen (from its first hole on). */
  async function gapFill(agent: Agent): Promise<void> {
    const newest = (await agent.client.call('GetNewestSeq', {})).data as { seqs: Record<string, number> };
    const last = newest.seqs[agent.conversationID] ?? 0;
    let begin = 1;
    while (agent.seqs.has(begin)) begin++;
    for (; begin <= last; begin += IM_PULL_MAX) {
      const end = Math.min(last, begin + IM_PULL_MAX - 1);
      const pulled = await agent.client.call('PullMessageBySeqs', {
        conversationID: agent.conversationID,
        begin,
        end,
      });
      for (const m of (pulled.data as { messages: ImMessage[] }).messages) {
        agent.seqs.add(m.seq);
        if (m.sendID !== agent.client.userID) onMessage(m, -1);
      }
    }
  }

  async function sendLoop(agent: Agent, stopAt: number): Promise<void> {
    while (performance.now() < stopAt) {
      const id = `${agent.client.userID}-${agent.next++}`;
      const data = {
        clientMsgID: id,
        recvID: agent.peer,
        sessionType: 1,
        contentType: 101,
        content: JSON.stringify({ text: `m ${id}` }),
      };
      firstSent.set(id, performance.now());
      for (;;) {
        try {
          await agent.client.ready;
          const reply = await agent.client.call('SendMessage', data);
          if (reply.errCode !== 0) throw new Error(`SendMessage refused ${reply.errCode}`);
          const { seq } = reply.data as { seq: number };
          if (acked.has(id) && acked.get(id) !== seq) seen.set(`dup:${id}`, new Set([1, 2]));
          acked.set(id, seq);
          agent.seqs.add(seq);
          break;
        } catch (error) {
          if ((error as Error).message.startsWith('SendMessage refused')) throw error;
          await sleep(20); // the socket is down: wait for the reconnect, then resend the same id
        }
      }
    }
  }

  async function reconnect(agent: Agent): Promise<void> {
    agent.client.drop();
    await sleep(100);
    await agent.client.connect();
    await gapFill(agent);
  }

  try {
    await Promise.all(agents.map((a) => a.client.connect()));
    const t0 = performance.now();
    const stopAt = t0 + LOAD_MS;
    const drops = (async () => {
      for (let i = 0; i < DROPS; i++) {
        await sleep(LOAD_MS / (DROPS + 1));
        await reconnect(agents[(i * 7) % agents.length]!);
      }
    })();
    await Promise.all([
      ...agents.flatMap((a) => Array.from({ length: WINDOW }, () => sendLoop(a, stopAt))),
      drops,
    ]);
    const seconds = (performance.now() - t0) / 1000;
    for (const agent of agents) await gapFill(agent);
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    const lost = [...acked.keys()].filter((id) => !seen.has(id)).length;
    const duplicated = [...seen.values()].filter((s) => s.size > 1).length;
    bench(`im.msgs_per_s${suffix}`, acked.size / seconds, 'msg/s');
    bench(`im.p50_ms${suffix}`, at(0.5), 'ms');
    bench(`im.p99_ms${suffix}`, at(0.99), 'ms');
    bench(`im.lost${suffix}`, lost, 'msg');
    bench(`im.duplicated${suffix}`, duplicated, 'msg');
    bench(`im.messages${suffix}`, acked.size, 'msg');
  } finally {
    for (const agent of agents) agent.client.close();
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `im.*` on embedded PGlite, then `im.*_pg` on a fresh PostgreSQL database when DATABASE_URL is set. */
export async function benchIm(): Promise<void> {
  await runIm('', '');
  await onFreshPostgres('im', (url) => runIm(url, '_pg'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchIm();
