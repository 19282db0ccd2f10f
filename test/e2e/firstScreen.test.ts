import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { formatFindings, openAxeBrowser, runAxe } from '../helpers/axe';
import { openBrowser, type BrowserSession } from '../helpers/browser';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { matchesShown } from '../helpers/firstRoute';
import { atParse, violations, WATCH } from '../helpers/pageAtParse';
import { webData } from '../helpers/webCall';

/**
 * A first visit paints the page before the app's script has run (issue 18): the build renders the
 * app's first screens of the home and of the live pages in each language
 * (src/prerender/firstScreen.tsx), the server puts those of the browser's language into the page
 * (server/http/firstScreen.ts), index.html's gate shows the one of the route only, to a visitor of
 * that language (protocol/pageSnapshotGate.ts), and the app's first render replaces it.
 */
let server: E2eServer;
let browser: BrowserSession | undefined;

beforeAll(async () => {
  server = await startE2eServer();
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
afterAll(async () => {
  await server?.stop();
});

async function visit(
  url: string,
  options: { locale?: string; stored?: Record<string, string>; width?: number } = {},
) {
  browser = await openBrowser({ locale: options.locale, width: options.width });
  const { page } = browser;
  if (options.stored)
    await page.addInitScript((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, options.stored);
  await page.addInitScript(WATCH);
  await page.goto(url);
  return page;
}

describe("the home's first screen on a first visit", () => {
  it("shows at parse time in the browser's language, plain markup under the CSP; the app replaces it", async () => {
    const page = await visit(`${server.url}/#/match/0`);
    expect(await atParse(page)).toMatchObject({
      snapshot: true,
      shown: true,
      gate: true,
      cards: 0,
      testIds: 0,
      inlineStyles: 0,
      pictureFiles: 0,
      scripts: 0,
      selected: ['en'],
      selects: 0,
      fields: 0,
      inert: true,
      lang: 'en',
      headings: ['Popular matches', 'Recommended anchors', 'All hot matches'],
    });
    await matchesShown(page);
    expect(await page.locator('.page-snapshot').count()).toBe(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await violations(page)).toEqual([]);
    // The language menu's stand-in had the box the menu has now: nothing moved when it came. The
    // search field's stand-in its height and line (its width at this size is the header's room left
    // by the column links, which come with the app: test below at a phone's width, where it has a row).
    const menu = await page.getByTestId('language-switcher').boundingBox();
    const search = await page.getByRole('searchbox').boundingBox();
    const parsed = await atParse(page);
    expect(parsed.standInBox).toEqual([menu!.x, menu!.y, menu!.width, menu!.height].map(Math.round));
    expect([parsed.fieldStandInBox![1], parsed.fieldStandInBox![3]]).toEqual(
      [search!.y, search!.height].map(Math.round),
    );
    expect(parsed.fieldTexts).toEqual([await page.getByRole('searchbox').getAttribute('placeholder')]);
  });

  it("in Chinese for a Chinese browser, at a phone's width, and at / with no route", async () => {
    const page = await visit(`${server.url}/`, { locale: 'zh-CN', width: 390 });
    expect(await atParse(page)).toMatchObject({
      shown: true,
      lang: 'zh-Hans',
      selected: ['zh'],
      selects: 0,
      fields: 0,
      headings: ['热门赛事', '推荐主播', '全部热门赛事'],
      fieldTexts: ['搜索主播或赛事'],
    });
    await matchesShown(page);
    const search = await page.getByRole('searchbox').boundingBox();
    expect((await atParse(page)).fieldStandInBox).toEqual(
      [search!.x, search!.y, search!.width, search!.height].map(Math.round),
    );
    expect(await page.locator('.page-snapshot').count()).toBe(0);
  });

  it('not on another route, nor to someone logged in here, nor in another language chosen here', async () => {
    const login = await visit(`${server.url}/#/login`);
    expect(await atParse(login)).toMatchObject({ snapshot: true, shown: false, gate: false });
    await login.getByTestId('login-page').waitFor();
    expect(await login.locator('.page-snapshot').count()).toBe(0);
    await browser?.close();

    const member = await visit(`${server.url}/#/match/0`, { stored: { zbpcJwt: 'not-a-live-token' } });
    expect(await atParse(member)).toMatchObject({ snapshot: true, shown: false });
    await browser?.close();

    const thai = await visit(`${server.url}/#/match/0`, { stored: { language: 'tha' } });
    expect(await atParse(thai)).toMatchObject({ snapshot: true, shown: false });
    await matchesShown(thai);
    expect(await thai.locator('html').getAttribute('lang')).toBe('th');
  });
});

describe("the live pages' first screens on a first visit", () => {
  it("a live match's and a room's loading state at parse time, in the browser's language; the app replaces it", async () => {
    const live = await webData<{ list: { id: number }[] }>(server.url, '/web_race/match_list', {
      raceType: 1,
      status: 'live',
      page: 1,
      pageSize: 10,
    });
    const match = await visit(`${server.url}/#/match/live/${live.list[0]!.id}`, { width: 412 });
    expect(await atParse(match)).toMatchObject({
      screens: 3,
      shown: true,
      gate: true,
      status: 'Loading the match…',
      selected: ['en'],
      selects: 0,
      fields: 0,
      testIds: 0,
      inlineStyles: 0,
      scripts: 0,
      inert: true,
      lang: 'en',
      headings: [],
    });
    await match.getByTestId('score-header').waitFor();
    expect(await match.locator('.page-snapshot').count()).toBe(0);
    expect(await violations(match)).toEqual([]);
    await browser?.close();

    const rooms = await webData<{ uid: string; live: boolean }[]>(
      server.url,
      '/web_anchor/recommend_anchor',
      {},
    );
    const uid = rooms.find((r) => r.live)?.uid ?? rooms[0]!.uid;
    const room = await visit(`${server.url}/#/anchor/room/${uid}`, { locale: 'zh-CN', width: 1440 });
    expect(await atParse(room)).toMatchObject({
      shown: true,
      status: '正在加载直播间…',
      lang: 'zh-Hans',
      selected: ['zh'],
      selects: 0,
      fields: 0,
      fieldTexts: ['搜索主播或赛事'],
    });
    await room.getByTestId('anchor-room').waitFor();
    const search = await room.getByRole('searchbox').boundingBox();
    const box = (await atParse(room)).fieldStandInBox!;
    expect([box[1], box[3]]).toEqual([search!.y, search!.height].map(Math.round));
    expect(await room.locator('.page-snapshot').count()).toBe(0);
    expect(await violations(room)).toEqual([]);
  });

  it("a room's first screen shows its title once the details answer, before the app's script has run", async () => {
    const rooms = await webData<{ uid: string; live: boolean }[]>(
      server.url,
      '/web_anchor/recommend_anchor',
      {},
    );
    const uid = rooms.find((r) => r.live)?.uid ?? rooms[0]!.uid;
    const details = await webData<{ title: string; nickname: string }>(
      server.url,
      '/web_anchor/anchor_details',
      {
        id: uid,
      },
    );
    // Axe is injected, so the CSP is set aside here (the first test of this file checks it).
    browser = await openAxeBrowser({ width: 390 });
    const { page } = browser;
    // The app's entry never comes: what shows is the first screen and what the first script did.
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/#/anchor/room/${uid}`);
    const title = page.locator('.page-snapshot [data-early-title]');
    await expect.poll(() => title.textContent()).toBe(details.title || details.nickname);
    expect(await title.isVisible()).toBe(true);
    expect(
      await page.locator('.page-snapshot:visible [role="status"][aria-label]').getAttribute('aria-label'),
    ).toBe('Loading the room…');
    // What a visitor sees before the app meets WCAG 2.1 AA as the app does.
    expect(formatFindings(await runAxe(page))).toBe('');
  });

  it("stays until the app has drawn the room: the page is never blank between them, however slow the room's code", async () => {
    const rooms = await webData<{ uid: string; live: boolean }[]>(
      server.url,
      '/web_anchor/recommend_anchor',
      {},
    );
    const uid = rooms.find((r) => r.live)?.uid ?? rooms[0]!.uid;
    browser = await openBrowser({ width: 390 });
    const { page } = browser;
    // Each time the root changes: how many children it has (the first screen's, then the app's).
    await page.addInitScript(() => {
      const counts: number[] = [];
      (window as unknown as { rootCounts: number[] }).rootCounts = counts;
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root) counts.push(root.childElementCount);
      }).observe(document, { childList: true, subtree: true });
    });
    // The room page's code comes late: the app's first render must not draw the page without it.
    await page.route(/\/assets\/AnchorRoomPage-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(`${server.url}/#/anchor/room/${uid}`);
    await page.getByTestId('anchor-room').waitFor();
    const counts = await page.evaluate(() => (window as unknown as { rootCounts: number[] }).rootCounts);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.filter((n) => n === 0)).toEqual([]);
  });

  it('not for an id that is not one, nor to someone logged in here', async () => {
    const bad = await visit(`${server.url}/#/anchor/room/not-an-id`);
    expect(await atParse(bad)).toMatchObject({ screens: 3, shown: false, gate: false });
    await browser?.close();
    const member = await visit(`${server.url}/#/match/live/1`, { stored: { zbpcJwt: 'not-a-live-token' } });
    expect(await atParse(member)).toMatchObject({ shown: false, gate: false });
  });
});
