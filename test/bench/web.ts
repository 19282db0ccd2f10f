import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

import type { Page } from 'playwright-core';

import { openBrowser, serviceWorkerControls } from '../helpers/browser';
import { startE2eServer } from '../helpers/e2eServer';
import { describeFirstRoute, firstRouteJs, matchesShown } from '../helpers/firstRoute';
import { bench } from './load';
import { startReactBaseline } from './reactBaseline/reactBaseline';

/**
 * The page in Chromium (production build, fresh profile each run, loopback): `web.lcp_ms` of /match/0,
 * the median of RUNS, with ratios against baselines served on the same machine in the same run (a
 * bare HTML page; a bare React page that asks the same match list call and renders it,
 * ./reactBaseline, served with the site's own isolation headers: Cross-Origin-Opener-Policy makes
 * Chromium start the page in a new process, which cost any page ~150-250 ms here, so the ratio
 * measures the app and not the header; the same page without them is printed with BENCH_PLAIN=1, `_plain`);
 * `web.lcp_repeat_ms`, the second visit once the service worker controls the page;
 * `web.first_card*_ms`, when the first match card entered the page; and the first route's JS gzip
 * size. The first video frame is ./firstFrame.ts, Lighthouse ./lighthouse.ts. BENCH_CLIENT_DIR builds
 * and serves another folder than dist/client (a shared machine where something else builds too).
 */
const RUNS = 3;
/**
 * BENCH_PLAIN=1: also the baselines without the isolation headers (web.ts, firstFrame.ts), the
 * figures that showed what those headers cost; left out by default to keep the bench in its 10 minutes.
 */
export const PLAIN = process.env.BENCH_PLAIN === '1';
export const CLIENT_DIR = process.env.BENCH_CLIENT_DIR ?? 'dist/client';

/** The production build of the page into `outDir` (default CLIENT_DIR). */
export function buildClient(outDir: string = CLIENT_DIR): void {
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', path.resolve(outDir), '--emptyOutDir'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** A visit's figures: its LCP, and when its first match card entered the page (0 without one). */
interface Visit {
  lcp: number;
  card: number;
}

// Page code as text (this file is typed for Node): notes when the first match card enters the DOM.
const MARK_FIRST_CARD = `new MutationObserver((_, observer) => {
  if (!document.querySelector('[data-testid="match-card"]')) return;
  window.__firstCardAt = performance.now();
  observer.disconnect();
}).observe(document, { childList: true, subtree: true })`;

async function visitOf(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<Visit> {
  await page.goto(url);
  await ready(page);
  const lcp = await page.evaluate<number>(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      resolve(last ? last.startTime : 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(0), 3000);
  })`);
  return { lcp, card: await page.evaluate<number>('window.__firstCardAt ?? 0') };
}

/**
 * A second visit: the first one shows the cards, then waits until the service worker (registered
 * once the first loads have settled) has installed the shell and controls the page.
 */
async function repeatVisitOf(page: Page, url: string): Promise<Visit> {
  await page.goto(url);
  await matchesShown(page);
  await serviceWorkerControls(page, 60_000);
  await page.goto('about:blank');
  return visitOf(page, url, matchesShown);
}

async function measure<T extends number | Visit>(run: (page: Page) => Promise<T>): Promise<T> {
  const values: T[] = [];
  for (let i = 0; i < RUNS; i++) {
    const b = await openBrowser();
    try {
      await b.page.addInitScript(MARK_FIRST_CARD);
      values.push(await run(b.page));
    } finally {
      await b.close();
    }
  }
  if (typeof values[0] === 'number') return median(values as number[]) as T;
  const visits = values as Visit[];
  return { lcp: median(visits.map((v) => v.lcp)), card: median(visits.map((v) => v.card)) } as T;
}

/** The baseline: a bare page with a heading. */
async function baselineServer(): Promise<{ url: string; close: () => void }> {
  const bare = '<!doctype html><title>bare</title><h1>Live matches</h1><p>Football, basketball, tennis.</p>';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(bare);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** The headers of the site's page that decide which process Chromium runs it in. */
export async function isolationHeaders(origin: string): Promise<Record<string, string>> {
  const page = await fetch(`${origin}/`);
  await page.arrayBuffer();
  const headers: Record<string, string> = {};
  for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster']) {
    const value = page.headers.get(name);
    if (value === null) throw new Error(`the page has no ${name} header`);
    headers[name] = value;
  }
  return headers;
}

export async function benchWeb(): Promise<void> {
  buildClient();
  const server = await startE2eServer({ CLIENT_DIR });
  const base = await baselineServer();
  const react = await startReactBaseline(server.url, await isolationHeaders(server.url));
  const reactPlain = PLAIN ? await startReactBaseline(server.url) : undefined;
  try {
    const js = await firstRouteJs(server.url, CLIENT_DIR);
    // What the first route asks for, biggest first (per module: scripts/firstRouteReport.ts).
    console.log(describeFirstRoute(js));
    bench('web.first_route_js_gzip', js.gzip / 1024, 'KB');
    bench('web.first_route_scripts', js.scripts.length, 'count');

    const home = `${server.url}/#/match/0`;
    const first = await measure((page) => visitOf(page, home, matchesShown));
    const bare = await measure((page) =>
      visitOf(page, `${base.url}/`, (p) => p.waitForLoadState('networkidle')),
    );
    const reactPage = await measure((page) => visitOf(page, `${react.url}/`, matchesShown));
    const reactPlainPage = reactPlain
      ? await measure((page) => visitOf(page, `${reactPlain.url}/`, matchesShown))
      : undefined;
    const repeat = await measure((page) => repeatVisitOf(page, home));
    bench('web.lcp_ms', first.lcp, 'ms');
    bench('web.lcp_baseline_ms', bare.lcp, 'ms');
    bench('web.lcp_vs_baseline', first.lcp / Math.max(1, bare.lcp), 'ratio');
    bench('web.lcp_react_baseline_ms', reactPage.lcp, 'ms');
    bench('web.lcp_vs_react_baseline', first.lcp / Math.max(1, reactPage.lcp), 'ratio');
    if (reactPlainPage) {
      bench('web.lcp_react_baseline_plain_ms', reactPlainPage.lcp, 'ms');
      bench('web.lcp_vs_react_baseline_plain', first.lcp / Math.max(1, reactPlainPage.lcp), 'ratio');
    }
    bench('web.react_baseline_js_gzip', react.bytes.gzip / 1024, 'KB');
    bench('web.lcp_repeat_ms', repeat.lcp, 'ms');
    // When the first card entered the page (DOM, not paint): the home's LCP element is a heading on
    // a wide screen, so this says when the matches themselves came.
    bench('web.first_card_ms', first.card, 'ms');
    bench('web.first_card_react_baseline_ms', reactPage.card, 'ms');
    bench('web.first_card_repeat_ms', repeat.card, 'ms');
  } finally {
    base.close();
    react.close();
    reactPlain?.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWeb();
