import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import type { Page } from 'playwright-core';

import { openBrowser } from '../helpers/browser';
import { startE2eServer } from '../helpers/e2eServer';
import { firstRouteJs, matchesShown } from '../helpers/firstRoute';
import { bench } from './load';

/**
 * The page in Chromium (production build, fresh profile each run, loopback): `web.lcp_ms` of /match/0
 * and `video.first_frame_ms` of a live demo match, each the median of RUNS, with ratios against a
 * baseline served on the same machine in the same run (a bare HTML page; a bare page playing the
 * same live channel with hls.js); and the first route's JS gzip size.
 */
const RUNS = 3;
const HLS_JS = path.resolve('node_modules/hls.js/dist/hls.min.js');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function lcpOf(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<number> {
  await page.goto(url);
  await ready(page);
  // Page code as text: this file is typed for Node.
  return page.evaluate<number>(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      resolve(last ? last.startTime : 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(0), 3000);
  })`);
}

/** Milliseconds from navigation until the page's video has shown a frame of the stream. */
async function firstFrameOf(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url);
  const handle = await page.waitForFunction(
    `(() => {
      const video = document.querySelector(${JSON.stringify(selector)});
      return video && video.currentTime > 0 && video.readyState >= 2 ? performance.now() : null;
    })()`,
    undefined,
    { polling: 16, timeout: 30_000 },
  );
  return Number(await handle.jsonValue()) || 0;
}

async function measure(run: (page: Page) => Promise<number>): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const b = await openBrowser();
    try {
      values.push(await run(b.page));
    } finally {
      await b.close();
    }
  }
  return median(values);
}

/** The baseline: a bare page with a heading, and a bare hls.js page playing `playlist` from `origin`. */
async function baselineServer(origin: string): Promise<{ url: string; close: () => void }> {
  const bare = '<!doctype html><title>bare</title><h1>Live matches</h1><p>Football, basketball, tennis.</p>';
  const player = `<!doctype html><video muted autoplay playsinline></video><script src="/hls.js"></script>
<script>const v=document.querySelector('video');const h=new Hls({liveSyncDurationCount:2,startFragPrefetch:true});
h.loadSource(location.hash.slice(1));h.attachMedia(v);v.play().catch(()=>{});</script>`;
  const server = http.createServer((req, res) => {
    if (req.url === '/hls.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return void fs.createReadStream(HLS_JS).pipe(res);
    }
    if (req.url?.startsWith('/live/')) {
      return void fetch(origin + req.url).then(async (up) => {
        res.writeHead(up.status, { 'content-type': up.headers.get('content-type') ?? '' });
        res.end(Buffer.from(await up.arrayBuffer()));
      });
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(req.url === '/player' ? player : bare);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function liveMatchId(origin: string): Promise<number> {
  const res = await fetch(`${origin}/web/web_race/match_list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ raceType: 1, status: 'live', page: 1, pageSize: 10 }),
  });
  const body = (await res.json()) as { data: { list: { id: number }[] } };
  const id = body.data.list[0]?.id;
  if (!id) throw new Error('no live demo football match to measure');
  return id;
}

export async function benchWeb(): Promise<void> {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const server = await startE2eServer();
  const base = await baselineServer(server.url);
  try {
    const { gzip } = await firstRouteJs(server.url);
    bench('web.first_route_js_gzip', gzip / 1024, 'KB');

    const lcp = await measure((page) => lcpOf(page, `${server.url}/#/match/0`, matchesShown));
    const lcpBase = await measure((page) =>
      lcpOf(page, `${base.url}/`, (p) => p.waitForLoadState('networkidle')),
    );
    bench('web.lcp_ms', lcp, 'ms');
    bench('web.lcp_baseline_ms', lcpBase, 'ms');
    bench('web.lcp_vs_baseline', lcp / Math.max(1, lcpBase), 'ratio');

    const id = await liveMatchId(server.url);
    const frame = await measure((page) =>
      firstFrameOf(page, `${server.url}/#/match/live/${id}`, '[data-testid="player"] video'),
    );
    const frameBase = await measure((page) =>
      firstFrameOf(page, `${base.url}/player#/live/football/index.m3u8`, 'video'),
    );
    bench('video.first_frame_ms', frame, 'ms');
    bench('video.first_frame_baseline_ms', frameBase, 'ms');
    bench('video.first_frame_vs_baseline', frame / Math.max(1, frameBase), 'ratio');
  } finally {
    base.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWeb();
