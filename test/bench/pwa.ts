import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { CDPSession, Page } from 'playwright-core';

import { IM_PATH } from '../../protocol/im';
import { PushType } from '../../protocol/push';
import { type BrowserSession, openBrowser, serviceWorkerControls } from '../helpers/browser';
import { apiLogin } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { ImClient } from '../helpers/imClient';
import { startNetProxy } from '../helpers/netProxy';
import { Popups } from '../helpers/popups';
import { bench } from './load';
import { buildClient, CLIENT_DIR } from './web';

/**
 * The installable app's figures (issue 6), production build, headless Chromium, loopback:
 * - `pwa.precache_entries` / `pwa.precache_gzip_kb`: what the service worker stores on install.
 * - `pwa.push_to_popup_ms`: from `ServiceWorker.deliverPushMessage` (CDP, no push service) to the
 *   popup listed by the registration, no Tribune page open, median of PUSHES; baseline: a bare
 *   service worker that only calls showNotification, on the same machine in the same run.
 * - `pwa.offline_shell_ms` / `pwa.offline_conversations_ms`: reload with the network gone until the
 *   shell, then the cached conversation list, is on screen, median of RELOADS; baseline: the same
 *   reload online.
 */
const PUSHES = 15;
const RELOADS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The precache manifest injected into the built sw.js, and its files' gzip size. */
function precache(clientDir: string): { entries: number; gzipKb: number } {
  const sw = fs.readFileSync(path.join(clientDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(fs.readFileSync(path.join(clientDir, url))).length;
  return { entries: urls.length, gzipKb: bytes / 1024 };
}

/** A bare origin whose service worker shows every push as it comes, nothing else. */
async function bareServer(): Promise<{ url: string; close: () => void }> {
  const sw = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('push', (e) => {
  const m = e.data.json();
  e.waitUntil(self.registration.showNotification(m.title, { body: m.body, tag: m.tag, icon: '/icon.png' }));
});`;
  const icon = fs.readFileSync('public/icons/icon-192.png');
  const server = http.createServer((req, res) => {
    if (req.url === '/sw.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return void res.end(sw);
    }
    if (req.url === '/icon.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return void res.end(icon);
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>bare</title><h1>bare</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

interface Installed {
  cdp: CDPSession;
  registrationId: string;
  popups: Popups;
}

/** Registers `script` on `origin` from `page`, then leaves the page: the worker stays installed. */
async function install(b: BrowserSession, origin: string, script: string): Promise<Installed> {
  await b.context.grantPermissions(['notifications'], { origin });
  const cdp = await b.context.newCDPSession(b.page);
  await cdp.send('ServiceWorker.enable');
  let registrationId = '';
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
    if (ours) registrationId = ours.registrationId;
  });
  await b.page.goto(`${origin}/`);
  await b.page.evaluate(
    `navigator.serviceWorker.register(${JSON.stringify(script)}).then(() => navigator.serviceWorker.ready)`,
  );
  const until = Date.now() + 15_000;
  while (!registrationId && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  if (!registrationId) throw new Error(`no service worker registration on ${origin}`);
  await b.page.goto('about:blank');
  return { cdp, registrationId, popups: new Popups(b.context) };
}

/** Milliseconds from delivering each push until its popup is listed; each with its own tag. */
async function pushTimes(origin: string, at: Installed, message: (i: number) => object): Promise<number[]> {
  const times: number[] = [];
  await at.popups.worker();
  for (let i = 0; i < PUSHES; i++) {
    const data = { ...message(i), tag: `bench-${i}` };
    const started = performance.now();
    await at.cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: at.registrationId,
      data: JSON.stringify(data),
    });
    const wanted = tagOf(data);
    const until = Date.now() + 10_000;
    while (!(await at.popups.list()).some((n) => n.tag === wanted)) {
      if (Date.now() > until) throw new Error(`popup ${wanted} not shown`);
      await new Promise((r) => setTimeout(r, 5));
    }
    times.push(performance.now() - started);
  }
  return times;
}

/** Our worker tags a match reminder by its match; the bare one takes the tag it is given. */
function tagOf(data: { tag: string; bookMatch?: { matchId: number } }): string {
  return data.bookMatch ? `match-${data.bookMatch.matchId}` : data.tag;
}

async function reloadUntil(page: Page, selector: string): Promise<number> {
  const started = performance.now();
  await page.reload();
  await page.locator(selector).first().waitFor({ timeout: 20_000 });
  return performance.now() - started;
}

/** `build: false` uses the build already in `clientDir` (npm run bench builds it once, for ./web.ts). */
export async function benchPwa(options: { build?: boolean; clientDir?: string } = {}): Promise<void> {
  const clientDir = options.clientDir ?? CLIENT_DIR;
  if (options.build ?? true) buildClient(clientDir);
  const { entries, gzipKb } = precache(clientDir);
  bench('pwa.precache_entries', entries, 'files');
  bench('pwa.precache_gzip_kb', gzipKb, 'KB');

  const server = await startE2eServer({ MATCH_SIMULATOR: '0', CLIENT_DIR: clientDir });
  const proxy = await startNetProxy(server.url);
  const bare = await bareServer();
  try {
    // Pushes: ours (a match reminder, the payload of §3) against the bare worker.
    const ours = await openBrowser();
    try {
      const at = await install(ours, proxy.url, '/sw.js');
      const times = await pushTimes(proxy.url, at, (i) => ({
        id: `bench${i}`,
        type: PushType.MatchSoon,
        title: 'Kick-off in 5 minutes',
        body: 'A vs B',
        sentAt: Date.now(),
        bookMatch: { matchId: 1000 + i, homeName: 'A', awayName: 'B', liveCount: 2 },
      }));
      const base = await openBrowser();
      try {
        const bareAt = await install(base, bare.url, '/sw.js');
        const bareTimes = await pushTimes(bare.url, bareAt, () => ({ title: 'Kick-off', body: 'A vs B' }));
        bench('pwa.push_to_popup_ms', median(times), 'ms');
        bench('pwa.push_to_popup_baseline_ms', median(bareTimes), 'ms');
        bench('pwa.push_to_popup_vs_baseline', median(times) / Math.max(1, median(bareTimes)), 'ratio');
      } finally {
        await base.close();
      }
    } finally {
      await ours.close();
    }

    // Offline reload: viewer01 has seen the chat page once; then the network goes.
    const viewer = await apiLogin(server.url, 'viewer01');
    const writer = await apiLogin(server.url, 'viewer02');
    const socket = await ImClient.connect(`${server.url.replace('http', 'ws')}${IM_PATH}`, {
      sendID: writer.uid,
      token: writer.token,
    });
    await socket.ok('SendMessage', {
      clientMsgID: `bench-${Date.now()}`,
      recvID: viewer.uid,
      sessionType: 1,
      contentType: 101,
      content: JSON.stringify({ text: 'Kick-off at eight' }),
    });
    await socket.close();
    const b = await openBrowser();
    try {
      await b.page.addInitScript(
        `localStorage.setItem('zbpcJwt', ${JSON.stringify(viewer.token)}); localStorage.setItem('language', 'en');`,
      );
      await b.page.goto(`${proxy.url}/#/chat/message`);
      await serviceWorkerControls(b.page);
      await b.page.getByTestId('chat-conv').first().waitFor({ timeout: 20_000 });
      const online = { shell: [] as number[], list: [] as number[] };
      const offline = { shell: [] as number[], list: [] as number[] };
      for (let i = 0; i < RELOADS; i++) {
        online.shell.push(await reloadUntil(b.page, 'header.header'));
        online.list.push(await reloadUntil(b.page, '[data-testid="chat-conv"]'));
      }
      proxy.setOnline(false);
      await b.context.setOffline(true);
      try {
        for (let i = 0; i < RELOADS; i++) {
          offline.shell.push(await reloadUntil(b.page, 'header.header'));
          offline.list.push(await reloadUntil(b.page, '[data-testid="chat-conv"]'));
        }
      } finally {
        await b.context.setOffline(false);
        proxy.setOnline(true);
      }
      for (const [name, key] of [
        ['shell', 'shell'],
        ['conversations', 'list'],
      ] as const) {
        const [away, on] = [median(offline[key]), median(online[key])];
        bench(`pwa.offline_${name}_ms`, away, 'ms');
        bench(`pwa.online_${name}_baseline_ms`, on, 'ms');
        bench(`pwa.offline_${name}_vs_online`, away / Math.max(1, on), 'ratio');
      }
    } finally {
      await b.close();
    }
  } finally {
    bare.close();
    await proxy.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPwa();
