import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort } from '../helpers/sockets';

/**
 * nginx in front of the suite's nodes, running server/deploy/tribune.conf.template — the file the
 * compose setup gives the nginx image — with its two names filled in as the image's envsubst does.
 * Everything nginx writes (pid, logs, temp files) stays in a temporary folder.
 */
const TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/deploy/tribune.conf.template',
);

/** The template with `${NAME}` replaced from `values` (unknown names are left, as envsubst does). */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface Balancer {
  url: string;
  /**
   * What an operator does before stopping a node: marks its upstream line `down` and reloads
   * nginx; resolves once the workers of the old configuration have stopped taking connections.
   */
  takeOut(nodePort: number): Promise<void>;
  close(): Promise<void>;
}

/** How many times nginx's workers have logged their graceful shutdown (one per reload). */
function shutdownsLogged(dir: string): number {
  const log = fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
  return log.split('gracefully shutting down').length - 1;
}

export async function startBalancer(nodePorts: readonly number[]): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-scale-nginx-'));
  const port = await freePort();
  const down = new Set<number>();
  const writeSite = () =>
    fs.writeFileSync(
      path.join(dir, 'tribune.conf'),
      renderTemplate(fs.readFileSync(TEMPLATE, 'utf8'), {
        TRIBUNE_LISTEN: `127.0.0.1:${port}`,
        TRIBUNE_UPSTREAMS: nodePorts
          .map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=3s${down.has(p) ? ' down' : ''};`)
          .join('\n    '),
      }),
    );
  writeSite();
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root nginx's workers would switch to `nobody`, who cannot write this folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      // notice: the workers' "gracefully shutting down" tells takeOut that a reload took effect.
      `error_log ${path.join(dir, 'error.log')} notice;`,
      'events { worker_connections 4096; }',
      'http {',
      `  access_log ${path.join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
      `  include ${path.join(dir, 'tribune.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let err = '';
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${err}`);
    const up = await fetch(`${url}/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`nginx did not answer: ${err}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async takeOut(nodePort) {
      const before = shutdownsLogged(dir);
      down.add(nodePort);
      writeSite();
      child.kill('SIGHUP');
      for (let i = 0; shutdownsLogged(dir) === before; i++) {
        if (i > 200) throw new Error(`nginx did not reload: ${err}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      // SIGTERM: a fast stop (SIGQUIT would wait for the open sockets to end).
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
