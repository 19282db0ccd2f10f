// First: Dexie reads the IndexedDB API when its module is evaluated, and imCold.ts (through
// worker/db) evaluates it before scale.ts, whose messaging cores need it, would install it.
import 'fake-indexeddb/auto';

import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { hash } from '@node-rs/argon2';

import { buildApp } from '../../server/app';
import { type Counters, memoryCounters } from '../../server/adapters/counters';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { benchCompress } from './compress';
import { benchFirstFrame } from './firstFrame';
import { benchGroup } from './group';
import { benchHost } from './host';
import { benchIm } from './im';
import { benchImCold } from './imCold';
import { benchLighthouse } from './lighthouse';
import { benchLive } from './live';
import { bench, load } from './load';
import { benchMatch } from './match';
import { benchMemory } from './memory';
import { benchPwa } from './pwa';
import { benchRedPacket } from './redPacket';
import { benchRoom } from './room';
import { benchRoomFill } from './roomFill';
import { benchScale } from './scale';
import { benchSpace } from './space';
import { benchSync } from './sync';
import { benchWeb, CLIENT_DIR } from './web';

/**
 * `npm run bench`: every figure as `BENCH <name> <value> <unit>`, with ratios against a baseline
 * measured in the same run on the same machine (a bare node:http JSON server). Loopback only,
 * bounded in count and time, free ports only.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-bench-'));

function post(url: string, body: unknown): () => Promise<boolean> {
  const payload = JSON.stringify(body);
  return async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    const json = (await res.json()) as { success: boolean };
    return json.success;
  };
}

async function baseline(): Promise<number> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, code: 0, data: { imMsgTimeout: 7 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const r = await load(post(`http://127.0.0.1:${port}/`, {}), { total: 4000, concurrency: 20 });
  server.close();
  bench('baseline_node_http_json', r.rps, 'req/s');
  return r.rps;
}

/** Login limits per IP would stop a loopback benchmark after 20 calls: count everything else normally. */
function unlimitedLogin(inner: Counters): Counters {
  return {
    ...inner,
    hit: (key, windowMs) => (key.startsWith('login:') ? Promise.resolve(1) : inner.hit(key, windowMs)),
  };
}

async function main(): Promise<void> {
  benchHost();
  const t0 = performance.now();
  const { app } = await buildApp({ config: loadConfig({ DATA_DIR: path.join(tmp, 'cold') }), logger: false });
  bench('cold_build_app_fresh_pglite', performance.now() - t0, 'ms');
  await app.close();
  const t1 = performance.now();
  const again = await buildApp({ config: loadConfig({ DATA_DIR: path.join(tmp, 'cold') }), logger: false });
  bench('warm_build_app_existing_pglite', performance.now() - t1, 'ms');
  await again.app.close();

  const h0 = performance.now();
  for (let i = 0; i < 10; i++) await hash('secret123', { algorithm: 2 });
  bench('argon2id_hash', (performance.now() - h0) / 10, 'ms');

  const base = await baseline();
  const server = await startServer({
    config: loadConfig({ DATA_DIR: path.join(tmp, 'load'), PORT: '0', HOST: '127.0.0.1' }),
    logger: false,
    counters: unlimitedLogin(memoryCounters()),
  });
  const url = `http://127.0.0.1:${server.port}/web`;
  console.log(`# start: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const config = await load(post(`${url}/systemEnums/globalConfig`, {}), { total: 4000, concurrency: 20 });
  bench('api_global_config', config.rps, 'req/s');
  bench('api_global_config_p99', config.p99, 'ms');
  bench('api_global_config_vs_baseline', config.rps / base, 'ratio');
  const columns = await load(post(`${url}/web_anchor/anchor_column`, {}), { total: 2000, concurrency: 20 });
  bench('api_anchor_columns', columns.rps, 'req/s');
  bench('api_anchor_columns_vs_baseline', columns.rps / base, 'ratio');
  const login = await load(
    post(`${url}/web_user/web_pwd_login`, { username: 'viewer01', password: 'demo1234' }),
    {
      total: 300,
      concurrency: 8,
    },
  );
  bench('api_password_login', login.rps, 'req/s');
  bench('api_password_login_p99', login.p99, 'ms');
  bench('api_password_login_vs_baseline', login.rps / base, 'ratio');
  if (config.failed + columns.failed + login.failed > 0) throw new Error('some benchmark requests failed');
  await server.stop();
  bench('server_rss_after_load', process.memoryUsage().rss / 1024 / 1024, 'MiB');
  await timed('match', benchMatch);
  await timed('im', benchIm);
  await timed('group', benchGroup);
  await timed('room', benchRoom);
  await timed('roomFill', benchRoomFill);
  await timed('redPacket', benchRedPacket);
  await timed('compress', benchCompress);
  await timed('imCold', benchImCold);
  await timed('web', benchWeb);
  // The client benchWeb built: served as it is.
  await timed('firstFrame', () => benchFirstFrame({ clientDir: CLIENT_DIR }));
  await timed('lighthouse', () => benchLighthouse({ build: false }));
  await timed('sync', () => benchSync({ clientDir: CLIENT_DIR }));
  await timed('pwa', () => benchPwa({ build: false }));
  await timed('space', () => benchSpace({ build: false }));
  await timed('live', benchLive);
  await timed('scale', benchScale);
  await timed('memory', benchMemory);
  console.log(`# bench: ${((performance.now() - t0) / 1000).toFixed(0)} s in all`);
}

/** Runs one bench and prints how long it took (not a figure: the 10-minute budget's accounting). */
async function timed(name: string, run: () => Promise<void>): Promise<void> {
  const start = performance.now();
  await run();
  console.log(`# ${name}: ${((performance.now() - start) / 1000).toFixed(0)} s`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => fs.rmSync(tmp, { recursive: true, force: true }));
