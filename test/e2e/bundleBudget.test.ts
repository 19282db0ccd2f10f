import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openBrowser } from '../helpers/browser';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { describeFirstRoute, FIRST_ROUTE, firstRouteJs, matchesShown } from '../helpers/firstRoute';
import { webData } from '../helpers/webCall';
import { readPo } from '../i18n/poCatalog';

/**
 * The most JS (gzip) the first route may ask for before its first card shows: issue 18's goal. It
 * holds thanks to the boot catalog (the first route's messages only, scripts/bootCatalog.ts) and the
 * shell chunk (scripts/shellChunk.ts); scripts/firstRouteReport.ts lists what the route loads.
 */
const FIRST_ROUTE_BUDGET_BYTES = 150 * 1024;

/** A class name zod's code registers its schemas under: in any script that carries zod. */
const ZOD_MARK = '$ZodObject';

/** What lingui prints when it shows a message id because the message is not loaded. */
const MISSING_MESSAGE = /Uncompiled message detected/;

/** A full catalog (`locale-<lang>-<hash>.js`), not a boot catalog (`locale-<lang>-boot-<hash>.js`). */
const isFullCatalog = (url: URL) =>
  /\/assets\/locale-[a-z]+-/.test(url.pathname) && !url.pathname.includes('-boot-');

const translation = (lang: string, source: string) =>
  readPo(`locales/${lang}/messages.po`).find((e) => e.id === source)?.str || source;

let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('bundle budget', () => {
  it('the first route needs at most 150 KB of gzipped JS before its first card shows', async () => {
    // The same measure as `npm run bench` (web.first_route_js_gzip), on the build of globalSetup.
    const js = await firstRouteJs(server.url);
    expect(js.gzip, describeFirstRoute(js)).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_BYTES);
  });

  it('asks for the home page in one chunk that the HTML preloads with the entry (scripts/homeChunk.ts)', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
    const home = preloaded.find((href) => /^\/assets\/home-[\w-]+\.js$/.test(href ?? ''));
    expect(home, html).toBeDefined();
    const js = await firstRouteJs(server.url);
    // The entry, its runtime, the home chunk, the early stream's start (scripts/earlyLiveEntry.ts)
    // and the boot catalog: no trail of small chunks.
    expect(js.scripts.map((s) => s.path).sort(), describeFirstRoute(js)).toEqual([
      expect.stringMatching(/^\/assets\/earlyLive-[\w-]+\.js$/),
      home,
      expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/locale-[a-z]+-boot-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/rolldown-runtime-[\w-]+\.js$/),
    ]);
  });

  it("the page's inline script starts the app's entry and asks for the early stream's chunks, none of which needs the entry", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    const early = inline.find((script) => script.includes('tribuneEarlyCall'));
    expect(early, html).toBeDefined();
    // The entry is no script of the page: preloaded, and evaluated by the inline script (src/app/pageStart.ts).
    expect(html).not.toMatch(/<script type="module"/);
    const entry = /<link rel="modulepreload" crossorigin href="([^"]+)" data-app-entry>/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/index-/);
    const named = [...(early ?? '').matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    expect(named).toContain(entry);
    const asked = named.filter((file) => file !== entry);
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/earlyStream-/),
        expect.stringMatching(/^\/assets\/hls\.light-/),
        expect.stringMatching(/^\/assets\/earlyLive-/),
      ]),
    );
    // Every chunk they import, all the way down, is one of them: none is (or imports) the entry.
    for (const file of asked) {
      const code = await (await fetch(`${server.url}${file}`)).text();
      const imports = [...code.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)].map((m) => `/assets/${m[1]}`);
      for (const imported of imports) expect(asked, `${file} imports ${imported}`).toContain(imported);
    }
  });

  it('shows the first route and its search with the boot catalog, another page only with the full one, never a message id', async () => {
    const b = await openBrowser();
    try {
      const { context, page } = b;
      const missing: string[] = [];
      page.on('console', (m) => {
        if (MISSING_MESSAGE.test(m.text())) missing.push(m.text());
      });
      // Every full catalog waits until released, the service worker's too (it precaches zh and en): the
      // context routes both. `held` lists what the page asked for.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      await context.route(isFullCatalog, async (route: Route) => {
        if (!route.request().serviceWorker()) held.push(new URL(route.request().url()).pathname);
        await released;
        await route.continue();
      });
      await page.addInitScript(() => localStorage.setItem('language', 'tha'));

      await page.goto(`${server.url}${FIRST_ROUTE}`);
      await matchesShown(page);
      await page.locator('.header-auth').getByText(translation('tha', 'Log in')).waitFor();
      // The full catalog is asked for once the first page has shown what it loads, not before.
      await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);

      // A lazy panel of the first route: its messages are in the boot catalog too.
      await page.getByRole('search').locator('input').fill('Eastport');
      await page.getByRole('search').locator('input').press('Enter');
      await page.getByTestId('search-results').waitFor();

      // Another page waits for the full catalog: with its chunk loaded, it still does not show.
      const loginChunk = page.waitForResponse((r) => /\/assets\/LoginPage-[\w-]+\.js$/.test(r.url()));
      await page.goto(`${server.url}/#/login`);
      await loginChunk;
      const early = await page
        .getByTestId('login-submit')
        .waitFor({ timeout: 3_000 })
        .then(
          () => 'shown',
          () => 'waiting',
        );
      expect(early).toBe('waiting');
      expect(held).toEqual([expect.stringMatching(/\/locale-tha-/)]);
      release();
      await page.getByText(translation('tha', 'Forgot password?')).waitFor();

      // A language change shows the page once the new language's catalog is in.
      await page.getByTestId('language-switcher').selectOption('en');
      await page.getByText(translation('en', 'Forgot password?')).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(missing).toEqual([]);
    } finally {
      await b.close();
    }
  });
  it("a visitor's live room loads no zod: no schema is built before the room shows, its chat and gifts included", async () => {
    const rooms = await webData<{ uid: string; live: boolean }[]>(
      server.url,
      '/web_anchor/recommend_anchor',
      {},
    );
    const room = rooms.find((r) => r.live);
    expect(room, 'a live demo room').toBeDefined();
    const b = await openBrowser();
    try {
      const scripts = new Map<string, Promise<string>>();
      b.page.on('response', (res) => {
        if (res.request().resourceType() === 'script')
          scripts.set(
            res.url(),
            res.text().catch(() => ''),
          );
      });
      await b.page.goto(`${server.url}/#/anchor/room/${room?.uid}`);
      await b.page.getByTestId('anchor-room').waitFor();
      await b.page.getByTestId('gift').first().waitFor();
      await b.page.getByTestId('room-chat').waitFor();
      const withZod: string[] = [];
      for (const [url, text] of scripts) if ((await text).includes(ZOD_MARK)) withZod.push(url);
      expect(scripts.size).toBeGreaterThan(5);
      // The room's own chunks import protocol/*Constants.ts, and its one form (the red envelope)
      // loads with its dialog: zod's schemas take a long task to build on a slow phone (issue 18).
      expect(withZod).toEqual([]);
    } finally {
      await b.close();
    }
  });
});
