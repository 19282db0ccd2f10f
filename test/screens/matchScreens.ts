import path from 'node:path';

import { apiLogin, openMember } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { screenArgs } from './screenArgs';

/**
 * `npx tsx test/screens/matchScreens.ts [lang,lang] [width,width]`: screenshots of the match
 * screens (home, the /match/0 list, a live match page with its line-ups and events, the player's
 * commentary track and event dots, a match page, a finished match page) into screenshots/ for
 * looking at. Needs a built client (`NODE_ENV=production npx vite build`).
 */
const { langs, widths, out } = screenArgs();

interface Listed {
  data: { list: { id: number; sportId: number }[] };
}

async function firstMatch(
  url: string,
  raceType: number,
  status: string,
): Promise<{ id: number; sportId: number }> {
  const res = await fetch(`${url}/web/web_race/match_list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ raceType, status }),
  });
  const match = ((await res.json()) as Listed).data.list[0];
  if (!match) throw new Error(`no ${status} match in column ${raceType}`);
  return match;
}

async function main(): Promise<void> {
  const server = await startE2eServer();
  try {
    const live = await firstMatch(server.url, 1, 'live');
    const upcoming = await firstMatch(server.url, 2, 'upcoming');
    const ended = await firstMatch(server.url, 1, 'finished');
    for (const lang of langs) {
      const { token } = await apiLogin(server.url, 'viewer01');
      await fetch(`${server.url}/web/web_user/set_language`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ languageType: lang }),
      });
      for (const width of widths) {
        const m = await openMember(server.url, 'viewer01', '/match/0', { width, language: lang });
        const { page } = m;
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        const shot = async (name: string, fullPage = true) => {
          // Live pages never go network-idle (the stream and the socket): wait for the loaders instead.
          await page
            .getByTestId('loading')
            .first()
            .waitFor({ state: 'detached', timeout: 15_000 })
            .catch(() => undefined);
          await page.waitForTimeout(800);
          await page.screenshot({ path: path.join(out, `match-${name}-${lang}-${width}.png`), fullPage });
        };
        try {
          await page.getByTestId('home-popular').waitFor({ timeout: 20_000 });
          await shot('home', false);
          await page.getByTestId('match-list').waitFor();
          await shot('column0');
          await page.goto(`${server.url}/#/match/1?status=live`);
          await page.getByTestId('match-list').waitFor();
          await shot('column1-live', false);
          await page.getByRole('search').locator('input').fill('city');
          await page.getByRole('search').locator('input').press('Enter');
          await page.getByTestId('search-results').waitFor();
          await shot('search', false);
          await page.goto(`${server.url}/#/match/live/${live.id}`);
          await page.getByTestId('player').waitFor({ timeout: 20_000 });
          await page.waitForTimeout(2500);
          await shot('live');
          // The commentary track on, the pointer over the progress bar (preview and dots).
          const tracks = page.getByTestId('player-tracks');
          if (await tracks.count()) await tracks.selectOption({ index: 1 });
          await page.getByTestId('player').hover();
          const bar = page.locator('.player-progress');
          if (await bar.count()) await bar.hover({ position: { x: 40, y: 4 } });
          await page.waitForTimeout(600);
          await page
            .getByTestId('player')
            .screenshot({ path: path.join(out, `match-player-${lang}-${width}.png`) });
          await page.goto(`${server.url}/#/match/live/${ended.id}`);
          await page.getByTestId('player').waitFor({ timeout: 20_000 });
          await page.waitForTimeout(2500);
          await page.getByTestId('player').hover();
          await page.waitForTimeout(300);
          await shot('replay');
          await page.goto(`${server.url}/#/match/match/${upcoming.id}?sportId=${upcoming.sportId}`);
          await page.getByTestId('score-header').waitFor();
          await shot('page');
          await page.goto(`${server.url}/#/match/match/${live.id}`);
          await page.getByTestId('score-header').waitFor();
          await shot('page-live');
          await page.goto(`${server.url}/#/match/match/${ended.id}`);
          await page.getByTestId('event-timeline').waitFor();
          await shot('page-ended');
        } finally {
          await m.close();
        }
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

await main();
