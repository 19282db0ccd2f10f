import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openBrowser } from '../helpers/browser';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { FIRST_ROUTE, matchesShown } from '../helpers/firstRoute';
import { liveFootballMatch } from '../helpers/liveMatch';
import { webData } from '../helpers/webCall';
import { ANCHOR_DETAILS_PATH } from '../../protocol/anchorEndpoints';
import { MATCH_DETAILS_PATH } from '../../protocol/matchEndpoints';

let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Calls whose answer, when it comes after the first render, adds a row above the home's lists. */
const LATE = ['/web/web_race/web_race_column', '/web/web_home/home_info_bottom'];

describe('rows that come late keep their place', () => {
  it('keeps the lists in place when the column tabs and the figures row come after the first render', async () => {
    const b = await openBrowser({ width: 390 });
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await b.context.route(
        (url) => LATE.includes(url.pathname),
        async (route: Route) => {
          await released;
          await route.continue();
        },
      );
      const { page } = b;
      await page.goto(`${server.url}${FIRST_ROUTE}`);
      await matchesShown(page);
      const popular = page.locator('section[aria-labelledby="home-popular"]');
      const top = () => popular.evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
      const before = await top();
      // Held: no tab yet, the figures' row waits with its place kept.
      expect(await page.locator('nav.column-tabs a').count()).toBe(0);
      await expect.poll(() => page.locator('.home-stats').getAttribute('aria-busy')).toBe('true');

      release();
      await page.locator('nav.column-tabs a').first().waitFor();
      await expect.poll(() => page.locator('.home-stats').getAttribute('aria-busy')).toBe('false');
      expect(await top()).toBe(before);
    } finally {
      await b.close();
    }
  });

  it('holds the period table of a live match while its score waits for the video', async () => {
    const match = await liveFootballMatch(server.url);
    const b = await openBrowser({ width: 390 });
    try {
      // No playlist: the page never learns where the video is, so its scores wait.
      await b.context.route('**/*.m3u8', () => new Promise(() => undefined));
      const { page } = b;
      await page.goto(`${server.url}/#/match/live/${match.id}`);
      await expect.poll(() => page.getByTestId('score-header').getAttribute('data-sync')).toBe('pending');
      const table = page.getByTestId('period-table');
      await expect.poll(() => table.getAttribute('aria-busy')).toBe('true');
      // The teams and a dash each: no period and no score of the match shows.
      expect(await table.locator('tbody th').count()).toBe(2);
      expect(await table.locator('tbody td').allTextContents()).toEqual(['–', '–']);
    } finally {
      await b.close();
    }
  });

  // Thai too: its script's lines are taller than Latin ones.
  it.each(['en-US', 'th-TH'])(
    "keeps a room's parts in place on a phone when its gifts and its match come late (%s)",
    async (locale) => {
      // A demo room that is live and covers a match (its line of the match under the player).
      const rooms = await webData<{ uid: string; live: boolean }[]>(
        server.url,
        '/web_anchor/recommend_anchor',
        {},
      );
      let uid: string | undefined;
      for (const room of rooms.filter((r) => r.live)) {
        const details = await webData<{ matchId: number | null }>(server.url, ANCHOR_DETAILS_PATH, {
          id: room.uid,
        });
        if (details.matchId !== null) uid = room.uid;
      }
      expect(uid).toBeDefined();
      const b = await openBrowser({ width: 390, height: 844, locale });
      try {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        await b.context.route(
          (url) => url.pathname === '/web/gift/list' || url.pathname === `/web${MATCH_DETAILS_PATH}`,
          async (route: Route) => {
            await released;
            await route.continue();
          },
        );
        const { page } = b;
        await page.goto(`${server.url}/#/anchor/room/${uid}`);
        await page.getByTestId('gifts-loading').waitFor();
        await page.getByTestId('room-score-stand-in').waitFor();
        const box = async (selector: string) => {
          const rect = await page.locator(selector).first().boundingBox();
          return rect && { top: Math.round(rect.y), height: Math.round(rect.height) };
        };
        const giftBar = await box('[data-testid="gift-bar"]');
        const score = await box('.room-score');
        // One column: the chat starts below the first screen while the parts above it load.
        const chat = await box('.anchor-room > .chat-slot');
        expect(chat!.top).toBeGreaterThan(844);

        release();
        await page.getByTestId('gift').first().waitFor();
        await page.getByTestId('room-score').waitFor();
        expect(await box('[data-testid="gift-bar"]')).toEqual(giftBar);
        expect(await box('.room-score')).toEqual(score);
      } finally {
        await b.close();
      }
    },
  );
});
