import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { type Balancer, startBalancer } from './balancer';
import { freePort } from '../helpers/sockets';
import { type Postgres, type RedisServer, startPostgres, startRedis } from './services';

/**
 * The operator's topology of the README's production section, without containers: three server
 * processes on one PostgreSQL and one Redis (the suite's own, so it may stop them), behind nginx
 * with no sticky sessions. Each node keeps its port across restarts (nginx's upstreams are fixed)
 * and its log lines (JSON), so a test can read what a node said.
 */
const NODE_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../integration/imNode.ts');

export interface ClusterNode {
  index: number;
  port: number;
  url: string;
  /** Log lines of the current process (parsed JSON), oldest first. */
  logs: { msg: string; level: number }[];
  running(): boolean;
  /** Sends `signal`; resolves when the process has exited (with its exit code). */
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** Starts the node again on its port and data folder. */
  start(): Promise<void>;
}

export interface Cluster {
  postgres: Postgres;
  redis: RedisServer;
  balancer: Balancer;
  nodes: ClusterNode[];
  /** The balancer's address: what every client uses. */
  url: string;
  close(): Promise<void>;
}

function makeNode(index: number, port: number, env: Record<string, string>): ClusterNode {
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  const node: ClusterNode = {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    logs: [],
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    async kill(signal) {
      if (!node.running()) return exited;
      child!.kill(signal);
      return exited;
    },
    start() {
      node.logs = [];
      const proc = spawn(process.execPath, ['--import', 'tsx', NODE_SCRIPT], {
        env: {
          ...process.env,
          ...env,
          TRIBUNE_NODE_PORT: String(port),
          TRIBUNE_NODE_LOG: '1',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      exited = new Promise((resolve) => proc.on('exit', (code) => resolve(code)));
      let err = '';
      proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
      let rest = '';
      return new Promise<void>((resolve, reject) => {
        proc.stdout.on('data', (d: Buffer) => {
          rest += d.toString();
          const lines = rest.split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) {
            if (line.startsWith('READY ')) resolve();
            else if (line.startsWith('{')) {
              try {
                node.logs.push(JSON.parse(line) as { msg: string; level: number });
              } catch {
                // a partial line of a process killed mid-write
              }
            }
          }
        });
        void exited.then((code) => reject(new Error(`node ${index} exited ${code}: ${err.slice(-2000)}`)));
      });
    },
  };
  return node;
}

/** Starts PostgreSQL, Redis, three nodes (the first alone: it migrates and seeds) and nginx. */
export async function startCluster(env: Record<string, string> = {}): Promise<Cluster> {
  const dirs: string[] = [];
  const postgres = await startPostgres();
  const redis = await startRedis().catch((error: unknown) => {
    postgres.close();
    throw error;
  });
  const nodes: ClusterNode[] = [];
  let balancer: Balancer | undefined;
  const close = async () => {
    await balancer?.close();
    await Promise.all(nodes.map((n) => n.kill('SIGKILL')));
    await redis.close();
    postgres.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < 3; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tribune-scale-node${i}-`));
      dirs.push(dir);
      nodes.push(
        makeNode(i, await freePort(), {
          DATABASE_URL: postgres.url,
          REDIS_URL: redis.url,
          DATA_DIR: dir,
          // One hop: nginx's X-Forwarded-For (server/deploy/tribune.conf.template).
          TRUST_PROXY: '1',
          // The embedded RTMP ingest listens on one fixed port per machine: one node would get it.
          LIVE_INGEST: 'off',
          ...env,
        }),
      );
    }
    await nodes[0]!.start();
    await Promise.all(nodes.slice(1).map((n) => n.start()));
    balancer = await startBalancer(nodes.map((n) => n.port));
  } catch (error) {
    await close();
    throw error;
  }
  return { postgres, redis, balancer, nodes, url: balancer.url, close };
}
