import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A benchmark server in its own process: its first JSON line on stdout is what it tells us; `cpu()`
 * asks it for its CPU time so far (µs, user + system) over stdin.
 */
export interface BenchProcess<T> {
  child: ChildProcess;
  info: T;
  cpu(): Promise<number>;
  /** The ledger check of server/modules/wallet/reconcile.ts, run by the server on its own database. */
  reconcile(): Promise<string[]>;
  stop(): Promise<void>;
}

export function startBenchProcess<T>(script: string, env: Record<string, string>): Promise<BenchProcess<T>> {
  // BENCH_PROFILE_DIR=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: ((us: number) => void)[] = [];
  const checks: ((problems: string[]) => void)[] = [];
  return new Promise((resolve, reject) => {
    let started = false;
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('CPU ')) return waiting.shift()?.(Number(line.slice(4)));
      if (line.startsWith('RECONCILE ')) return checks.shift()?.(JSON.parse(line.slice(10)) as string[]);
      if (started || !line.startsWith('{')) return;
      started = true;
      resolve({
        child,
        info: JSON.parse(line) as T,
        cpu: () =>
          new Promise((r) => {
            waiting.push(r);
            child.stdin.write('cpu\n');
          }),
        reconcile: () =>
          new Promise((r) => {
            checks.push(r);
            child.stdin.write('reconcile\n');
          }),
        stop: () =>
          new Promise((r) => {
            child.once('exit', () => r());
            child.kill('SIGTERM');
          }),
      });
    });
    child.on('exit', (code) => {
      if (!started) reject(new Error(`${script} exited ${code}`));
    });
  });
}
