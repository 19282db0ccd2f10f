import path from 'node:path';

import type { Page } from 'playwright-core';

import type { MatchCard } from '../../protocol/match';
import { RESERVATION_GAP_MS } from '../../protocol/matchReservation';
import { apiLogin, openMember, setAccountLanguage, apiPost } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { screenArgs, settle } from './screenArgs';

/**
 * `npx tsx test/screens/userScreens.ts [lang,lang] [width,width] [outDir]`: screenshots of the user
 * centre: my follows empty and with live and offline anchors, my bookings with the cancel question,
 * the address book's friend menu and delete question, the user menu of a viewer and of an anchor,
 * and the side navigation on the profile and anchor pages. Needs a built client
 * (`NODE_ENV=production npx vite build`; CLIENT_DIR=<dir> to use another build).
 */
const { langs, widths, out } = screenArgs();

async function main(): Promise<void> {
  const server = await startE2eServer(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {});
  const post = <T>(route: string, body: unknown, token?: string) =>
    apiPost<T>(server.url, route, body, token);
  try {
    const lily = await apiLogin(server.url, 'viewer01');
    const ken = await apiLogin(server.url, 'viewer02');
    const anchor = await apiLogin(server.url, 'anchor01');
    const others = await Promise.all(['streamer01', 'streamer02'].map((n) => apiLogin(server.url, n)));
    // Lily follows live and offline anchors; Ken follows nobody (the empty state).
    for (const o of others) await post('/web_anchor/follow', { anchorId: o.uid, state: 1 }, lily.token);
    await post('/web_anchor/follow', { anchorId: anchor.uid, state: 2 }, ken.token);
    // Lily books two matches more than 2 hours apart.
    const upcoming: MatchCard[] = [];
    for (const raceType of [1, 2, 3]) {
      const page = await post<{ list: MatchCard[] }>('/web_race/match_list', {
        raceType,
        status: 'upcoming',
        pageSize: 100,
      });
      upcoming.push(
        ...page.list.filter((m) => m.status === 'notStarted' && m.kickoffAt > Date.now() + 3600_000),
      );
    }
    upcoming.sort((a, b) => a.kickoffAt - b.kickoffAt);
    const first = upcoming[0]!;
    const second = upcoming.find((m) => m.kickoffAt - first.kickoffAt > RESERVATION_GAP_MS)!;
    for (const m of [first, second]) await post('/web_race/web_race_appoint', { matchId: m.id }, lily.token);

    for (const lang of langs) {
      for (const user of [lily, ken, anchor]) await setAccountLanguage(server.url, user.token, lang);
      for (const width of widths) {
        const height = width < 800 ? 844 : 900;
        const shot = async (page: Page, name: string, fullPage = true) => {
          await settle(page, 700);
          await page.screenshot({ path: path.join(out, `user-${name}-${lang}-${width}.png`), fullPage });
        };
        const open = async (username: string, route: string, testId: string) => {
          const m = await openMember(server.url, username, route, { width, language: lang });
          await m.page.setViewportSize({ width, height });
          await m.page.getByTestId(testId).first().waitFor({ timeout: 20_000 });
          return m;
        };

        const empty = await open('viewer02', '/user/attention', 'follow-empty');
        try {
          await shot(empty.page, 'follows-empty');
          await empty.page.goto(`${server.url}/#/user/bookings`);
          await empty.page.getByTestId('booking-empty').waitFor({ timeout: 20_000 });
          await shot(empty.page, 'bookings-empty');
        } finally {
          await empty.close();
        }

        const viewer = await open('viewer01', '/user/attention', 'follow-row');
        try {
          const { page } = viewer;
          await shot(page, 'follows');
          await page.getByTestId('user-menu').click();
          await shot(page, 'menu-viewer', false);
          await page.keyboard.press('Escape');
          await page.goto(`${server.url}/#/user/bookings`);
          await page.getByTestId('booking-row').first().waitFor({ timeout: 20_000 });
          await shot(page, 'bookings');
          await page.getByTestId('booking-cancel').first().click();
          await page.getByTestId('booking-cancel-dialog').waitFor();
          await shot(page, 'bookings-cancel', false);
          await page.keyboard.press('Escape');
          await page.goto(`${server.url}/#/user/info/basic`);
          await page.getByTestId('user-info-page').waitFor({ timeout: 20_000 });
          await shot(page, 'info-viewer');
          await page.goto(`${server.url}/#/chat/address-book`);
          await page.getByTestId('friend-menu-button').first().click();
          await page.getByTestId('friend-menu').waitFor();
          await shot(page, 'friend-menu', false);
          await page.locator('[data-testid="friend-menu"] [data-action="delete"]').click();
          await page.getByTestId('friend-delete-dialog').waitFor();
          await shot(page, 'friend-delete', false);
        } finally {
          await viewer.close();
        }

        const own = await open('anchor01', '/user/bookings', 'bookings-page');
        try {
          const { page } = own;
          await page.getByTestId('user-menu').click();
          await shot(page, 'menu-anchor', false);
          await page.keyboard.press('Escape');
          await shot(page, 'bookings-anchor');
          await page.goto(`${server.url}/#/user/datas`);
          await page.getByTestId('anchor-centre').waitFor({ timeout: 20_000 });
          await shot(page, 'datas-anchor');
        } finally {
          await own.close();
        }
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

await main();
