import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';

import { and, eq, isNull } from 'drizzle-orm';

import type { HouseConfig } from '../../protocol/live';
import type { AppContext } from '../../server/context';
import { liveSessions, users } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/account/passwords';
import { passwordLogin } from '../helpers/imNodeCore';
import { testFfmpeg } from '../helpers/livePublisher';
import { webCall } from '../helpers/webCall';

export { AAC, GOP_1S, SINE, X264 } from '../helpers/livePublisher';

/** What the live benchmarks share: encoders, polling, playability, bench anchors, CPU readings. */
export interface Encoder {
  child: ChildProcess;
  stderr(): string;
  stop(): Promise<void>;
}

/** ffmpeg with `args` (after the banner flags); stop() asks it to finish (SIGINT), kills it after 5 s. */
export function encoder(args: string[], stdin: 'pipe' | 'ignore' = 'ignore'): Encoder {
  const child = spawn(testFfmpeg(), ['-hide_banner', '-loglevel', 'error', ...args], {
    stdio: [stdin, 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  child.stdin?.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(kill);
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `test` every `everyMs` until it gives a value; throws after `deadlineMs`. */
export async function poll<T>(
  what: string,
  test: () => Promise<T | undefined>,
  deadlineMs: number,
  everyMs: number,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await test().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() - start > deadlineMs)
      throw new Error(`timed out after ${deadlineMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** The newest segment number when the playlist answers 200 with a segment that answers 200 too. */
export async function playable(url: string): Promise<number | undefined> {
  const res = await fetch(url);
  if (!res.ok) return undefined;
  const lines = (await res.text()).split('\n').filter((l) => l.trim().endsWith('.ts'));
  const first = lines[0];
  if (!first) return undefined;
  const segment = await fetch(new URL(first.trim(), url));
  await segment.arrayBuffer();
  if (!segment.ok) return undefined;
  return Number(/(\d+)\.ts$/.exec(lines.at(-1)!.trim())?.[1] ?? 0);
}

export interface BenchAnchor {
  id: number;
  token: string;
  /** rtmp://…/live/<live code> */
  push: string;
}

interface Envelope<T> {
  success: boolean;
  data: T;
}

export async function houseConfig(base: string, token: string): Promise<HouseConfig> {
  const res = await webCall<Envelope<HouseConfig>>(
    base,
    '/web_anchor/anchor_house_config_details',
    {},
    token,
  );
  if (!res.success) throw new Error(`houseConfigDetails refused: ${JSON.stringify(res)}`);
  return res.data;
}

/** `count` approved anchors inserted directly (as server/seed does), logged in, with their push URL. */
export async function benchAnchors(ctx: AppContext, base: string, count: number): Promise<BenchAnchor[]> {
  const password = 'bench1234';
  const passwordHash = await hashPassword(password);
  const rows = await ctx.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => {
        const username = `benchlive${String(i + 1).padStart(2, '0')}`;
        return {
          username,
          usernameLower: username,
          passwordHash,
          areaCode: '86',
          phone: `1390000${String(i).padStart(4, '0')}`,
          appNumber: String(30_000_001 + i),
          nickname: `Bench live ${i + 1}`,
          role: 'anchor' as const,
          anchorStatus: 'approved' as const,
        };
      }),
    )
    .returning({ id: users.id, username: users.username });
  return Promise.all(
    rows.map(async (row) => {
      const { token } = await passwordLogin(base, row.username, password);
      const config = await houseConfig(base, token);
      if (!config.pushUrl) throw new Error(`no push URL: ingest ${JSON.stringify(config.ingest)}`);
      return { id: row.id, token, push: `${config.pushUrl}/${config.liveCode}` };
    }),
  );
}

/** The anchor's open session (its row is written when the ingest authorises the publish). */
export async function openSession(ctx: AppContext, anchorId: number) {
  const [row] = await ctx.database.db
    .select({ id: liveSessions.id, startedAt: liveSessions.startedAt })
    .from(liveSessions)
    .where(and(eq(liveSessions.anchorId, anchorId), isNull(liveSessions.endedAt)))
    .limit(1);
  return row;
}

export async function offline(base: string, anchor: BenchAnchor): Promise<void> {
  await poll(
    'the room to go offline',
    async () => ((await houseConfig(base, anchor.token)).live ? undefined : true),
    20_000,
    100,
  );
}

const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU milliseconds (user + system) a process has used, from /proc/<pid>/stat; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** ffmpeg processes whose parent is this process, except `exclude` (the remuxes, not our encoders). */
export function childFfmpegs(exclude: ReadonlySet<number>): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || exclude.has(Number(entry))) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid && comm === 'ffmpeg') found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** The whole machine's busy and total CPU ticks (/proc/stat). */
export function machineTicks(): { busy: number; total: number } {
  const cpu = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: total - cpu[3]! - cpu[4]!, total };
}

export function median(values: number[]): number {
  return quantile(values, 0.5);
}

export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
