import path from 'node:path';

import type { Page } from 'playwright-core';

import { openBrowser } from '../helpers/browser';
import { startE2eServer } from '../helpers/e2eServer';
import { screenArgs } from './screenArgs';

/**
 * `npx tsx test/screens/syncScreens.ts [lang,lang] [width,width] [outDir]`: screenshots of the views
 * that follow the video (issue 21): a live match page synced (the switch, "behind live"), the same
 * page on a stream without dates (the notice) and while its player loads (the score waits), and an
 * anchor room covering a match (its score line),
 * for looking at. Needs a built client (CLIENT_DIR, else dist/client).
 */
const { langs, widths, out } = screenArgs();

async function post<T>(url: string, call: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}/web${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: T }).data;
}

/** Waits until the element's `data-sync` is `mode` (bounded: a screenshot is taken either way). */
async function syncMode(page: Page, testId: string, mode: string): Promise<void> {
  await page
    .waitForFunction(
      ([id, m]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-sync') === m,
      [testId, mode] as const,
      { timeout: 30_000 },
    )
    .catch(() => console.warn(`${testId} never reached ${mode}`));
}

/** The live page while its player still loads (its playlist held back): the score waits, dashes and a word. */
async function pendingShot(url: string, matchId: number, lang: string, width: number): Promise<void> {
  const b = await openBrowser({ width, height: width < 800 ? 844 : 900 });
  try {
    await b.page.addInitScript((l) => localStorage.setItem('language', l), lang);
    await b.context.route('**/live/football/index.m3u8', () => new Promise<void>(() => undefined));
    await b.page.goto(`${url}/#/match/live/${matchId}`);
    await syncMode(b.page, 'score-header', 'pending');
    await b.page.waitForTimeout(800);
    await b.page
      .getByTestId('score-header')
      .screenshot({ path: path.join(out, `sync-pending-top-${lang}-${width}.png`) });
  } finally {
    await b.close();
  }
}

async function main(): Promise<void> {
  const server = await startE2eServer();
  try {
    const live = (
      await post<{ list: { id: number }[] }>(server.url, '/web_race/match_list', {
        raceType: 1,
        status: 'live',
      })
    ).list[0];
    const rooms = await post<{ list: { uid: string; live: boolean; matchId: number | null }[] }>(
      server.url,
      '/web_anchor/anchor_content_list',
      { anchorType: 0, pageSize: 100 },
    );
    const room = rooms.list.find((r) => r.live && r.matchId !== null);
    if (!live || !room)
      throw new Error('the demo data has no live football match or no room covering a match');
    for (const lang of langs) {
      for (const width of widths) {
        await pendingShot(server.url, live.id, lang, width);
        const b = await openBrowser({ width, height: width < 800 ? 844 : 900 });
        const { page, context } = b;
        await page.addInitScript((l) => localStorage.setItem('language', l), lang);
        // The whole page, and the part that follows the video at full size (the first screen, or the header).
        const shot = async (name: string, part?: string) => {
          await page.waitForTimeout(800);
          await page.screenshot({
            path: path.join(out, `sync-${name}-${lang}-${width}.png`),
            fullPage: true,
          });
          const file = path.join(out, `sync-${name}-top-${lang}-${width}.png`);
          if (part) await page.getByTestId(part).screenshot({ path: file });
          else await page.screenshot({ path: file });
        };
        try {
          await page.goto(`${server.url}/#/match/live/${live.id}`);
          await syncMode(page, 'score-header', 'synced');
          await shot('live', 'score-header');

          await page.goto(`${server.url}/#/anchor/room/${room.uid}`);
          await syncMode(page, 'room-score', 'synced');
          await shot('room');

          // A stream without dates: the demo playlist served without its EXT-X-PROGRAM-DATE-TIME.
          await context.route('**/live/football/index.m3u8', async (route) => {
            const response = await route.fetch();
            const body = (await response.text())
              .split('\n')
              .filter((l) => !l.startsWith('#EXT-X-PROGRAM-DATE-TIME'))
              .join('\n');
            await route.fulfill({ response, body });
          });
          await page.goto(`${server.url}/#/match/live/${live.id}`);
          await page.reload();
          await syncMode(page, 'score-header', 'undated');
          await shot('undated', 'score-header');
        } finally {
          await b.close();
        }
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

await main();
