import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What `npm start` runs after its builds (package.json "start", server/index.ts says why the flags). */
export const BUILT_SERVER_ARGS = [
  '--enable-source-maps',
  '--v8-pool-size=1',
  '--max-semi-space-size=8',
  'dist/server/index.js',
];

/** Builds dist/server/ (about a second): the suites that run the bundle build it first, as `npm start` does. */
export function buildServer(): void {
  execFileSync('npx', ['tsx', 'scripts/buildServer.ts'], { stdio: 'inherit' });
}

export interface BuiltServer {
  child: ChildProcess;
  pid: number;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  dataDir: string;
  /** Milliseconds from spawn to the "running at" line. */
  readyMs: number;
  /** The process's resident and peak resident memory now, in MiB (Linux /proc). */
  memory(): { rssMb: number; peakMb: number };
  /** SIGTERM, wait for the exit (SIGKILL after 15 s), remove the data folder. */
  stop(): Promise<void>;
}

function statusKb(pid: number, field: string): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
}

/**
 * The built server as `npm start` runs it, in its own process on 127.0.0.1 and a free port, with a
 * fresh embedded database in a temporary DATA_DIR (demo data seeded). Resolves once it printed
 * where it runs; fails with its output if it exits or stays silent for `readyTimeoutMs`.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  { readyTimeoutMs = 240_000 }: { readyTimeoutMs?: number } = {},
): Promise<BuiltServer> {
  if (!fs.existsSync(BUILT_SERVER_ARGS.at(-1)!))
    throw new Error('dist/server is not built (npm run build:server)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-built-'));
  const t0 = performance.now();
  const child = spawn(process.execPath, BUILT_SERVER_ARGS, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      RTMP_HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ready = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => fail(`no "running at" line within ${readyTimeoutMs} ms`), readyTimeoutMs);
    function fail(why: string): void {
      if (ready) return;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`the built server did not start: ${why}\n${output.slice(-4000)}`));
    }
    // Read to the end (a full pipe would block the server), kept until it is ready; then only what it
    // writes to stderr is shown.
    const read = (chunk: Buffer, stream: 'stdout' | 'stderr') => {
      if (ready) {
        if (stream === 'stderr') process.stderr.write(chunk);
        return;
      }
      output += chunk.toString('utf8');
      const match = /running at http:\/\/[^:\s]+:(\d+)/.exec(output);
      if (!match) return;
      ready = true;
      clearTimeout(timer);
      resolve(Number(match[1]));
    };
    child.stdout.on('data', (chunk: Buffer) => read(chunk, 'stdout'));
    child.stderr.on('data', (chunk: Buffer) => read(chunk, 'stderr'));
    child.once('exit', (code, signal) => fail(`exited with ${code ?? signal}`));
  });
  const readyMs = performance.now() - t0;
  const pid = child.pid!;
  return {
    child,
    pid,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    readyMs,
    memory: () => ({ rssMb: statusKb(pid, 'VmRSS') / 1024, peakMb: statusKb(pid, 'VmHWM') / 1024 }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.kill('SIGTERM');
        await exited;
        clearTimeout(kill);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
