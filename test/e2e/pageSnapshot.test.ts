import fs from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PAGE_SNAPSHOT_CACHE, PAGE_SNAPSHOT_KEY } from '../../protocol/swMessages';
import { openBrowser, serviceWorkerControls, type BrowserSession } from '../helpers/browser';
import { copyClient, type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { matchesShown } from '../helpers/firstRoute';

/**
 * A repeat visit paints the last list page the user saw before the app runs (issue 18): the page
 * keeps its first screen (src/pwa/pageSnapshot.ts), the service worker puts it into the shell
 * (sw/pageSnapshot.ts), index.html's inline gate shows it on its route only, under the CSP
 * (protocol/pageSnapshotGate.ts), and the app's first render replaces it.
 */
let server: E2eServer;
let clientCopy = '';
let browser: BrowserSession | undefined;

beforeAll(async () => {
  clientCopy = copyClient('page-snapshot');
  server = await startE2eServer({ CLIENT_DIR: clientCopy });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (clientCopy) fs.rmSync(clientCopy, { recursive: true, force: true });
});

/**
 * What the page held when its parser finished and its stylesheet had loaded, before any of its
 * scripts ran (readyState "interactive").
 */
interface AtParse {
  snapshot: boolean;
  shown: boolean;
  gate: boolean;
  cards: number;
  testIds: number;
  inlineStyles: number;
  /** Pictures with a file other than the shell's logo. */
  pictureFiles: number;
  /** The options marked selected (the language menu's state is a property of the live page). */
  selected: string[];
  scripts: number;
  inert: boolean;
  lang: string;
  /** The avatars' widths and font sizes (a size set inline would be lost in the snapshot). */
  avatars: string[];
}

// Page code as text (this file is typed for Node).
const WATCH = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const s = document.querySelector('.page-snapshot');
    const record = () => {
      window.__atParse = {
        snapshot: !!s,
        shown: !!s && getComputedStyle(s).display !== 'none' && s.getBoundingClientRect().height > 0,
        gate: document.documentElement.classList.contains('snapshot-shown'),
        cards: s ? s.querySelectorAll('.match-card').length : 0,
        testIds: s ? s.querySelectorAll('[data-testid]').length : 0,
        inlineStyles: s ? s.querySelectorAll('[style]').length : 0,
        pictureFiles: s ? s.querySelectorAll('img[srcset], img[src]:not([src="/favicon.svg"])').length : 0,
        selected: s ? [...s.querySelectorAll('option[selected]')].map((o) => o.value) : [],
        scripts: s ? s.querySelectorAll('script').length : 0,
        inert: !!s && s.inert,
        lang: document.documentElement.lang,
        avatars: s ? [...s.querySelectorAll('.avatar')].map((a) => getComputedStyle(a).width + ' ' + getComputedStyle(a).fontSize) : [],
      };
    };
    // Whether it shows is the stylesheet's to say: the page paints nothing before it has loaded, and
    // its scripts run only after that too.
    const css = document.querySelector('link[rel="stylesheet"]');
    if (!css || css.sheet) record();
    else css.addEventListener('load', record, { once: true });
  });
`;

const atParse = (page: Page) => page.evaluate<AtParse>('window.__atParse');
const violations = (page: Page) => page.evaluate<string[]>('window.__violations');
const kept = (page: Page) =>
  page.evaluate(
    ([name, key]) =>
      caches
        .open(name)
        .then((c) => c.match(key))
        .then((r) => (r ? r.json() : null)) as Promise<{ route: string; html: string } | null>,
    [PAGE_SNAPSHOT_CACHE, PAGE_SNAPSHOT_KEY] as const,
  );

describe('the last list page, shown before the app runs on a repeat visit', () => {
  it('keeps the home, shows it at parse time on its route only, under the CSP, and the app replaces it', async () => {
    browser = await openBrowser();
    const { page } = browser;
    // A phone's width, and tall enough for the anchors' row (its avatars) to be on the first screen.
    await page.setViewportSize({ width: 390, height: 1100 });
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.addInitScript(WATCH);
    const home = `${server.url}/#/match/0`;

    // First visit: nothing kept yet, so nothing in the shell.
    await page.goto(home);
    expect((await atParse(page)).snapshot).toBe(false);
    await matchesShown(page);
    await serviceWorkerControls(page, 60_000);
    await expect.poll(() => kept(page), { timeout: 30_000 }).not.toBeNull();
    const snapshot = (await kept(page))!;
    expect(snapshot.route).toBe('/match/0');
    // Only the first screen of the page: the whole home is several times this.
    const whole = await page.evaluate(() => document.getElementById('root')!.innerHTML.length);
    expect(snapshot.html.length).toBeLessThan(whole / 2);

    // Second visit: the service worker's shell holds it and it shows before any script ran.
    await page.goto('about:blank');
    const response = await page.goto(home);
    expect(await response!.text()).toContain('data-snapshot="/match/0"');
    const parsed = await atParse(page);
    expect(parsed).toMatchObject({
      snapshot: true,
      shown: true,
      gate: true,
      testIds: 0,
      inlineStyles: 0,
      pictureFiles: 0,
      selected: ['en'],
      scripts: 0,
      inert: true,
      lang: 'en',
    });
    expect(parsed.cards).toBeGreaterThan(0);
    expect(parsed.avatars.length).toBeGreaterThan(0);
    // The app's first render takes its place: its own cards, the snapshot gone.
    await matchesShown(page);
    // Its avatars the size the snapshot drew them at: nothing moves when it takes over.
    const appAvatars = await page
      .locator('#root .avatar')
      .evaluateAll((els) => els.map((a) => getComputedStyle(a).width + ' ' + getComputedStyle(a).fontSize));
    expect(appAvatars.slice(0, parsed.avatars.length)).toEqual(parsed.avatars);
    expect(await page.locator('.page-snapshot').count()).toBe(0);
    expect(await page.getByTestId('match-card').count()).toBeGreaterThan(0);
    // The inline gate ran under the site's CSP (allowed by its hash): no violation.
    expect(await violations(page)).toEqual([]);

    // Another route of the same shell: the snapshot is in it but not shown.
    await page.goto('about:blank');
    const login = await page.goto(`${server.url}/#/login`);
    expect(await login!.text()).toContain('data-snapshot="/match/0"');
    expect(await atParse(page)).toMatchObject({ snapshot: true, shown: false, gate: false });
    await page.getByTestId('login-page').waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
