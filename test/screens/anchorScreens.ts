import path from 'node:path';

import type { Page } from 'playwright-core';

import { openBrowser } from '../helpers/browser';
import { apiLogin, openMember, setAccountLanguage } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { screenArgs, settle } from './screenArgs';

/**
 * `npx tsx test/screens/anchorScreens.ts [lang,lang] [width,width]`: screenshots of the anchor
 * screens into screenshots/: the column page, a live room as a visitor and as a viewer, the anchor's
 * own room with the red envelope dialog (a belowCount error shown) and the moderation lists open.
 * Needs a built client (`NODE_ENV=production npx vite build`; CLIENT_DIR=<dir> to use another build).
 */
const { langs, widths, out } = screenArgs();

async function post(url: string, route: string, body: unknown, token: string): Promise<void> {
  const res = await fetch(`${url}/web${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; code: number };
  if (!json.success) throw new Error(`${route}: ${json.code}`);
}

/** Software video decoding keeps headless Chromium busy on this machine: pause before clicking around. */
async function pauseVideo(page: Page): Promise<void> {
  const video = page.getByTestId('player').locator('video');
  await video.waitFor({ timeout: 30_000 });
  await video.evaluate((v: HTMLVideoElement) => v.pause());
}

async function main(): Promise<void> {
  const server = await startE2eServer(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {});
  try {
    const anchor = await apiLogin(server.url, 'anchor01');
    const streamer = await apiLogin(server.url, 'streamer01');
    const v1 = await apiLogin(server.url, 'viewer01');
    const v2 = await apiLogin(server.url, 'viewer02');
    const room = `room_${anchor.uid}`;
    // Something on the moderation lists: an admin, a mute, a blacklisted viewer.
    await post(
      server.url,
      '/web_anchor/edit_user',
      { roomID: room, userID: v1.uid, role: 'admin' },
      anchor.token,
    );
    await post(
      server.url,
      '/web_anchor/stop_chat',
      { roomID: room, action: 'mute', userID: v2.uid, duration: 30 },
      anchor.token,
    );
    for (const lang of langs) {
      for (const user of [anchor, v2]) await setAccountLanguage(server.url, user.token, lang);
      for (const width of widths) {
        const height = width < 800 ? 844 : 900;
        const shot = async (page: Page, name: string, fullPage = true) => {
          await settle(page, 900);
          await page.screenshot({ path: path.join(out, `anchor-${name}-${lang}-${width}.png`), fullPage });
        };
        const b = await openBrowser({ width, height });
        try {
          await b.page.addInitScript((l) => localStorage.setItem('language', l), lang);
          await b.page.goto(`${server.url}/#/anchor/0`);
          await b.page.getByTestId('anchor-rooms').waitFor({ timeout: 20_000 });
          await shot(b.page, 'column');
          await b.page.goto(`${server.url}/#/anchor/room/${streamer.uid}`);
          await b.page.getByTestId('anchor-head').waitFor({ timeout: 20_000 });
          await b.page.waitForTimeout(2000);
          await shot(b.page, 'room-visitor');
        } finally {
          await b.close();
        }
        const viewer = await openMember(server.url, 'viewer02', `/anchor/room/${streamer.uid}`, {
          width,
          language: lang,
        });
        try {
          await viewer.page.setViewportSize({ width, height });
          await viewer.page.getByTestId('coin-balance').waitFor({ timeout: 20_000 });
          await viewer.page.waitForTimeout(2000);
          await pauseVideo(viewer.page);
          await viewer.page.getByTestId('gift').nth(3).click();
          await shot(viewer.page, 'room-viewer');
          await viewer.page.getByTestId('open-viewers').click();
          await viewer.page.getByTestId('mod-panel-viewers').locator('.mod-person').first().waitFor();
          await shot(viewer.page, 'viewer-list', false);
        } finally {
          await viewer.close();
        }
        // A viewer in the anchor's room, so the online viewer list has someone to act on.
        const guest = await openMember(server.url, 'viewer01', `/anchor/room/${anchor.uid}`, { width: 800 });
        // Its video is not needed: without it the machine keeps up with the anchor's page.
        await guest.context.route('**/live/**', (r) => r.abort());
        await guest.page.reload();
        await guest.page.getByTestId('anchor-head').waitFor({ timeout: 20_000 });
        const own = await openMember(server.url, 'anchor01', `/anchor/room/${anchor.uid}`, {
          width,
          language: lang,
        });
        try {
          const { page } = own;
          page.setDefaultTimeout(90_000);
          await page.setViewportSize({ width, height });
          await page.getByTestId('open-red-packet').waitFor({ timeout: 20_000 });
          await page.waitForTimeout(2000);
          await pauseVideo(page);
          await shot(page, 'room-anchor');
          await page.getByTestId('open-red-packet').click();
          await page.getByTestId('red-packet-balances').waitFor();
          await page.locator('input[name="rp-kind"][value="lucky"]').check();
          await page.getByTestId('red-packet-count').fill('10');
          await page.getByTestId('red-packet-amount').fill('5');
          await page.getByTestId('red-packet-send').click();
          await page.getByTestId('red-packet-amount-error').waitFor();
          await shot(page, 'envelope', false);
          await page.keyboard.press('Escape');
          await page.getByTestId('open-moderation').click();
          await page.getByTestId('mod-panel-viewers').waitFor();
          await shot(page, 'lists-viewers', false);
          await page.getByTestId('mod-tab-mutes').click();
          await page.getByTestId('mod-list').waitFor();
          await shot(page, 'lists-mutes', false);
          await page.getByTestId('mod-tab-admins').click();
          await page.getByTestId('mod-list').waitFor();
          await shot(page, 'lists-admins', false);
        } finally {
          await own.close();
          await guest.close();
        }
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

await main();
