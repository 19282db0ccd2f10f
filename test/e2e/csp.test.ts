import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { Jimp } from 'jimp';
import type { ConsoleMessage, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MatchCard } from '../../protocol/match';
import { type BrowserSession, hashPath, openBrowser } from '../helpers/browser';
import { apiLogin, openMember } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { webCall } from '../helpers/webCall';

/**
 * The whole app under the Content-Security-Policy (issue 13): Chromium walks every route of §2
 * (src/app/routeTree.tsx) as a visitor, as a logged-in member and as an anchor, plays a live room and a
 * live match (hls.js: its blob: worker, MediaSource), crops and uploads a cover (blob: preview), copies
 * the live code (Permissions-Policy clipboard-write), and shows the 403 page; it fails on any
 * violation, seen three ways: `securitypolicyviolation` events in the page (an init script), console
 * messages of the page and its workers, and the reports every context (the shared messaging worker and
 * the service worker too) posts to CSP_REPORT_URI, here a collector of the test.
 */

interface Seen {
  how: 'event' | 'console' | 'report';
  detail: string;
}

let server: E2eServer;
let collector: http.Server;
const reports: Seen[] = [];
const uid: Record<string, string> = {};
let liveMatch: MatchCard;
let anyMatch: MatchCard;

const BLOCKED = 'ZZ';

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (chunk: Buffer) => body.push(chunk));
    req.on('end', () => {
      reports.push({ how: 'report', detail: Buffer.concat(body).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  server = await startE2eServer({
    CSP_REPORT_URI: `http://127.0.0.1:${port}/csp`,
    BLOCKED_REGIONS: BLOCKED,
  });
  for (const name of ['anchor01', 'viewer01']) uid[name] = (await apiLogin(server.url, name)).uid;
  const list = async (raceType: number, status: string) =>
    (
      await webCall<{ data: { list: MatchCard[] } }>(server.url, '/web_race/match_list', {
        raceType,
        status,
        pageSize: 50,
      })
    ).data.list;
  liveMatch = (await list(1, 'live')).find((m) => m.status === 'live')!;
  anyMatch = (await list(1, 'upcoming'))[0] ?? liveMatch;
  expect(liveMatch).toBeDefined();
});
afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => collector?.close(resolve));
});

const CSP_TEXT =
  /Content[- ]Security[- ]Policy|Permissions[- ]Policy|Refused to (load|execute|connect|apply|create|frame|evaluate|compile)/i;

/**
 * Starts watching a browser: violation events of every page (from the next document on), console
 * messages of its pages, their dedicated workers and the service worker. Returns what it saw.
 */
async function watch(b: BrowserSession): Promise<Seen[]> {
  const seen: Seen[] = [];
  await b.context.exposeBinding('__cspViolation', ({ page }, detail: string) => {
    seen.push({ how: 'event', detail: `${page.url()} ${detail}` });
  });
  await b.context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const { violatedDirective, blockedURI, sourceFile, lineNumber, sample } = e;
        // Looked up when called: Playwright installs the binding by an init script of its own.
        const page = window as unknown as { __cspViolation: (detail: string) => void };
        page.__cspViolation(
          JSON.stringify({ violatedDirective, blockedURI, sourceFile, lineNumber, sample }),
        );
      },
      true,
    );
  });
  const onConsole = (where: string) => (message: ConsoleMessage) => {
    if (CSP_TEXT.test(message.text())) seen.push({ how: 'console', detail: `${where}: ${message.text()}` });
  };
  const onWorker = (worker: Worker) => worker.on('console', onConsole(`worker ${worker.url()}`));
  const onPage = (page: Page) => {
    page.on('console', onConsole(`page ${page.url()}`));
    page.on('worker', onWorker);
  };
  b.context.pages().forEach(onPage);
  b.context.on('page', onPage);
  b.context.serviceWorkers().forEach(onWorker);
  b.context.on('serviceworker', onWorker);
  return seen;
}

/** Fails with every violation seen so far (page events, console, reports), after the late reports arrived. */
async function expectNoViolation(seen: Seen[], where: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect([...seen, ...reports], where).toEqual([]);
}

/** Opens a route and waits until its page rendered something and its lazy parts had time to load. */
async function visit(page: Page, route: string, ready?: string): Promise<void> {
  await page.goto(`${server.url}/#${route}`);
  if (ready) await page.getByTestId(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => (document.querySelector('#main')?.textContent ?? '').trim().length > 0,
    null,
    {
      timeout: 30_000,
    },
  );
  await page.waitForTimeout(1_000);
}

/** Waits until the player's video plays (hls.js attached, frames decoded), then pauses it. */
async function playVideo(page: Page): Promise<void> {
  const video = page.getByTestId('player').locator('video');
  await video.waitFor({ timeout: 30_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.5), {
      timeout: 30_000,
    })
    .toBe(true);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
  // Software decoding keeps this small machine busy: the rest of the walk needs no video.
  await video.evaluate((v: HTMLVideoElement) => v.pause());
}

describe('the app under its Content-Security-Policy', () => {
  it('serves the policy, and this test sees a violation in the page and in a worker', async () => {
    const res = await fetch(`${server.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('report-uri http://127.0.0.1:');
    const b = await openBrowser();
    try {
      const seen = await watch(b);
      await visit(b.page, '/login', 'login-page');
      // (Code run by page.evaluate may eval: a blocked image and a blocked fetch are what the app could do.)
      await b.page.evaluate(() => {
        const image = document.createElement('img');
        image.src = 'https://tracker.example/pixel.png';
        document.body.append(image);
        const code = "fetch('https://tracker.example/beacon').catch(() => postMessage('refused'));";
        new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
      });
      await expect.poll(() => seen.filter((s) => s.how === 'event').length, { timeout: 10_000 }).toBe(1);
      expect(seen.find((s) => s.how === 'event')!.detail).toContain('img-src');
      await expect
        .poll(() => seen.filter((s) => s.how === 'console').length, { timeout: 10_000 })
        .toBeGreaterThan(0);
      // Reported by the page and by the worker.
      await expect.poll(() => reports.length, { timeout: 10_000 }).toBe(2);
      const reported = reports.map((r) => r.detail).join('\n');
      expect(reported).toContain('"violated-directive":"img-src"');
      expect(reported).toContain('"violated-directive":"connect-src"');
    } finally {
      await b.close();
      reports.length = 0;
    }
  });

  it('a visitor walks every public route of §2 and plays a live room and a live match, with no violation', async () => {
    const b = await openBrowser();
    try {
      const seen = await watch(b);
      const { page } = b;
      await visit(page, '/', 'home-popular');
      expect(hashPath(page)).toBe('/match/0');
      await visit(page, '/match/1', 'match-list');
      await visit(page, '/login', 'login-page');
      await visit(page, '/register');
      await visit(page, '/forget', 'forget-page');
      await visit(page, `/match/match/${anyMatch.id}?sportId=${anyMatch.sportId}`, 'score-header');
      await visit(page, '/anchor/0', 'room-card');
      await visit(page, '/anchor/1', 'room-card');
      await visit(page, '/user/contract/service');
      await visit(page, '/user/contract/privacy');
      // Routes for members only send a visitor home.
      await visit(page, '/chat/message');
      expect(hashPath(page)).toBe('/match/0');
      await visit(page, '/403');
      await visit(page, `/anchor/room/${uid.anchor01}`, 'anchor-room');
      await playVideo(page);
      await visit(page, `/match/live/${liveMatch.id}`);
      await playVideo(page);
      await expectNoViolation(seen, 'visitor');
    } finally {
      await b.close();
    }
  });

  it('a member walks the chat and user routes, a live room with its chat, with no violation', async () => {
    const m = await openMember(server.url, 'viewer01', '/login');
    try {
      const seen = await watch(m);
      const { page } = m;
      // The page opened before the watch: load it again under watch.
      await page.reload();
      await visit(page, '/chat', 'chat-page');
      expect(hashPath(page)).toBe('/chat/message');
      await visit(page, '/chat/message', 'chat-page');
      await visit(page, '/chat/address-book', 'friend-open');
      // A picture to a friend: the compression worker, a blob: preview, the signed PUT, the stored image.
      await page.getByTestId('friend-open').first().click();
      await page.getByTestId('chat-input').waitFor();
      await page.getByTestId('attach-media-input').setInputFiles({
        name: 'goal.png',
        mimeType: 'image/png',
        buffer: await new Jimp({ width: 320, height: 200, color: 0x1e9e4aff }).getBuffer('image/png'),
      });
      await page
        .locator('[data-testid="chat-message"][data-status="succeeded"] img.chat-picture')
        .first()
        .waitFor({ timeout: 60_000 });
      await visit(page, '/chat/more', 'chat-page');
      // My QR code, on the address book's "add" tab.
      await visit(page, '/chat/address-book', 'address-tab-add');
      await page.getByTestId('address-tab-add').click();
      await page.getByTestId('my-qr').waitFor({ timeout: 20_000 });
      await visit(page, '/user');
      expect(hashPath(page)).toBe('/user/info/basic');
      await visit(page, '/user/info');
      await visit(page, '/user/info/basic', 'user-info-page');
      await visit(page, '/user/info/modifyPhone', 'user-info-page');
      await visit(page, '/user/info/modifyPassword', 'user-info-page');
      await visit(page, '/user/attention');
      await visit(page, '/user/configuration', 'live-not-anchor');
      await visit(page, '/match/0', 'home-popular');
      await visit(page, `/match/match/${liveMatch.id}?sportId=${liveMatch.sportId}`, 'score-header');
      await visit(page, `/anchor/room/${uid.anchor01}`, 'anchor-room');
      await playVideo(page);
      await page.getByTestId('room-input').fill('Great save!');
      await page.getByTestId('room-send').click();
      await page.getByTestId('room-message').filter({ hasText: 'Great save!' }).waitFor({ timeout: 20_000 });
      await expectNoViolation(seen, 'member');
    } finally {
      await m.close();
    }
  });

  it('an anchor walks the anchor centre, crops and uploads a cover and copies the live code, with no violation', async () => {
    const a = await openMember(server.url, 'anchor01', '/login');
    try {
      await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      const seen = await watch(a);
      const { page } = a;
      await page.reload();
      await visit(page, '/user/configuration', 'live-code-value');
      await page.getByTestId('live-code-reveal').click();
      await page.getByTestId('live-code-copy').click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(await page.getByTestId('live-code-value').textContent());
      const image = new Jimp({ width: 800, height: 600, color: 0x2a6fdbff });
      await page.getByTestId('cover-input').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await image.getBuffer('image/png'),
      });
      await page.getByTestId('cover-cropper').waitFor();
      await page.getByTestId('crop-confirm').click();
      await page.getByTestId('cover-uploaded').waitFor({ timeout: 20_000 });
      await visit(page, '/user/datas');
      await visit(page, '/user/tutorial');
      await visit(page, '/user/specification');
      await visit(page, '/user/question');
      await expectNoViolation(seen, 'anchor');
    } finally {
      await a.close();
    }
  });

  it('a visitor from a blocked region gets the 403 page, with no violation', async () => {
    const b = await openBrowser();
    try {
      await b.context.setExtraHTTPHeaders({ 'cf-ipcountry': BLOCKED });
      const seen = await watch(b);
      await b.page.goto(`${server.url}/#/match/0`);
      await b.page.getByTestId('forbidden-page').waitFor({ timeout: 30_000 });
      expect(hashPath(b.page)).toBe('/403');
      await expectNoViolation(seen, '403');
    } finally {
      await b.close();
    }
  });
});
