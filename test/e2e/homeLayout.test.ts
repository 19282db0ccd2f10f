import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openBrowser } from '../helpers/browser';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { FIRST_ROUTE, matchesShown } from '../helpers/firstRoute';

let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Calls whose answer, when it comes after the first render, adds a row above the home's lists. */
const LATE = ['/web/web_race/web_race_column', '/web/web_home/home_info_bottom'];

describe('home layout', () => {
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
});
