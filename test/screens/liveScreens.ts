import path from 'node:path';

import type { Page } from 'playwright-core';

import { liveDaily, liveSessions } from '../../server/db/schema';
import { apiLogin, openMember, setAccountLanguage } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { screenArgs, settle } from './screenArgs';

/**
 * `npx tsx test/screens/liveScreens.ts [lang,lang] [width,width] [outDir]`: screenshots of the
 * anchor pages into screenshots/ (not committed): /user/configuration as anchor01
 * (the live code revealed, the reset dialog open), /user/datas with a few weeks of streams,
 * /user/tutorial, and /user/configuration as viewer01 (not an anchor). Needs a built client
 * (`npm run build`; CLIENT_DIR=<dir> to use another build).
 */
const { langs, widths, out } = screenArgs();

const DAY = 86_400_000;

/** Past streams of the anchor: sessions and their daily roll-up, as the live jobs would leave them. */
async function seedHistory(server: E2eServer, anchorId: number): Promise<void> {
  const db = server.ctx.database.db;
  const daysAgo = [1, 2, 4, 5, 7, 9, 12, 15, 18, 22, 26, 31, 35, 40];
  for (const [i, ago] of daysAgo.entries()) {
    const start = new Date(Date.now() - ago * DAY);
    start.setHours(20, 0, 0, 0);
    const minutes = 45 + ((i * 37) % 150);
    const peak = 120 + ((i * 7919) % 2400);
    await db.insert(liveSessions).values({
      anchorId,
      codeId: 0,
      source: 'embedded',
      holder: 'screens',
      playUrl: `/live/${anchorId}/${i + 1}/index.m3u8`,
      anchorType: i % 3 === 2 ? 2 : 1,
      peakViewers: peak,
      startedAt: start,
      lastDataAt: new Date(start.getTime() + minutes * 60_000),
      endedAt: new Date(start.getTime() + minutes * 60_000),
      endReason: 'stopped',
    });
    const day = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
    await db
      .insert(liveDaily)
      .values({ anchorId, day, peakViewers: peak, liveSeconds: minutes * 60, sessions: 1 })
      .onConflictDoNothing();
  }
}

async function main(): Promise<void> {
  const server = await startE2eServer(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {});
  try {
    const anchor = await apiLogin(server.url, 'anchor01');
    const viewer = await apiLogin(server.url, 'viewer01');
    await seedHistory(server, Number(anchor.uid));
    for (const lang of langs) {
      for (const user of [anchor, viewer]) await setAccountLanguage(server.url, user.token, lang);
      for (const width of widths) {
        const height = width < 800 ? 844 : 900;
        const shot = async (page: Page, name: string, fullPage = true) => {
          await settle(page);
          const file = path.join(out, `live-${name}-${lang}-${width}.png`);
          await page.screenshot({ path: file, fullPage });
        };
        const own = await openMember(server.url, 'anchor01', '/user/configuration', {
          width,
          language: lang,
        });
        try {
          const { page } = own;
          await page.setViewportSize({ width, height });
          await page.getByTestId('going-live').waitFor({ timeout: 20_000 });
          await page.getByTestId('library-list').waitFor({ timeout: 20_000 });
          await shot(page, 'configuration');
          await page.getByTestId('live-code-reveal').click();
          await page.getByTestId('push-url-reveal').click();
          await page.getByTestId('going-live').scrollIntoViewIfNeeded();
          await shot(page, 'configuration-revealed', false);
          await page.getByTestId('reset-code').click();
          await page.getByTestId('reset-code-dialog').waitFor();
          await shot(page, 'reset-dialog', false);
          await page.keyboard.press('Escape');
          await page.goto(`${server.url}/#/user/datas`);
          await page.getByTestId('history-row').first().waitFor({ timeout: 20_000 });
          await shot(page, 'datas');
          await page.goto(`${server.url}/#/user/tutorial`);
          await page
            .locator('[data-testid="guide-page"], [data-testid="guide-error"]')
            .first()
            .waitFor({ timeout: 20_000 });
          await shot(page, 'tutorial');
        } finally {
          await own.close();
        }
        const other = await openMember(server.url, 'viewer01', '/user/configuration', {
          width,
          language: lang,
        });
        try {
          await other.page.setViewportSize({ width, height });
          await other.page.getByTestId('live-not-anchor').waitFor({ timeout: 20_000 });
          await shot(other.page, 'viewer-configuration');
        } finally {
          await other.close();
        }
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

await main();
