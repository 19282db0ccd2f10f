import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../helpers/sockets';

/**
 * The scale suite's own PostgreSQL cluster and Redis server (issue 17): started from the machine's
 * Debian binaries in a temporary folder on free ports, so the suite can really stop and restart them
 * while the other suites keep using the machine's shared services. Nothing here is kept on disk
 * after `close()`.
 */

const has = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** The PostgreSQL server binaries (pg_ctl, initdb), or undefined. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

/** Why the suite cannot run here, or undefined when it can. */
export function missingTools(): string | undefined {
  if (!postgresBin()) return 'the PostgreSQL server binaries (Debian package postgresql) are not installed';
  if (!has('redis-server')) return 'redis-server (Debian package redis-server) is not installed';
  if (!has('nginx')) return 'nginx (Debian package nginx) is not installed';
  return undefined;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export interface Postgres {
  url: string;
  stop(): void;
  start(): void;
  close(): void;
}

/** A fresh cluster (initdb, trust on 127.0.0.1) on a free port; `url` is its `postgres` database. */
export async function startPostgres(): Promise<Postgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-scale-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const run = (command: string, args: string[]) => {
    const [c, a] = asPostgres(path.join(bin, command), args);
    execFileSync(c, a, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    close() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A redis-server that keeps nothing on disk, on a free port. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      proc.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      proc.on('exit', (code) => reject(new Error(`redis-server exited ${code}: ${out.slice(-500)}`)));
    });
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.on('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, close: stop };
}
