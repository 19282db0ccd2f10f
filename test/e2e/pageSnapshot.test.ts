import fs from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PAGE_SNAPSHOT_CACHE, PAGE_SNAPSHOT_KEY } from '../../protocol/swMessages';
import { openBrowser, serviceWorkerControls, type BrowserSession } from '../helpers/browser';
import { copyClient, type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { matchesShown } from '../helpers/firstRoute';
import { atParse, violations, WATCH } from '../helpers/pageAtParse';

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

    // First visit: nothing kept yet: the page holds the build's first screen of the home, without
    // matches (./firstScreen.test.ts).
    await page.goto(home);
    expect(await atParse(page)).toMatchObject({ snapshot: true, cards: 0 });
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
    const shell = await response!.text();
    expect(shell).toContain('data-snapshot="/match/0"');
    expect(shell).not.toContain('data-first-screen="');
    const parsed = await atParse(page);
    expect(parsed).toMatchObject({
      snapshot: true,
      shown: true,
      gate: true,
      testIds: 0,
      inlineStyles: 0,
      pictureFiles: 0,
      selected: ['en'],
      selects: 0,
      fields: 0,
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
    // Its language menu drawn by its stand-in, in the menu's box.
    expect(snapshot.html).not.toContain('<select');
    const menu = await page.getByTestId('language-switcher').boundingBox();
    expect(parsed.standInBox).toEqual([menu!.x, menu!.y, menu!.width, menu!.height].map(Math.round));
    // Its search field too (a text field lays the shell out early as a select does).
    expect(snapshot.html).not.toMatch(/<input(?![^>]*type="checkbox")/);
    const search = await page.getByRole('searchbox').boundingBox();
    expect(parsed.fieldStandInBox).toEqual(
      [search!.x, search!.y, search!.width, search!.height].map(Math.round),
    );
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
