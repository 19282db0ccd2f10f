import path from 'node:path';

import type { Page } from 'playwright-core';

import { openBrowser } from '../helpers/browser';
import { apiLogin, openMember, setAccountLanguage } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { screenArgs } from './screenArgs';

/**
 * `npx tsx test/screens/roomScreens.ts [lang,lang] [width,width]`: screenshots of the room chat
 * (src/components/room) into screenshots/: a viewer with lines, faces and a muted notice and a red
 * envelope opened; the anchor with the name menu open; a visitor with the login button.
 * Needs a built client (CLIENT_DIR=<dir> for another build, e.g. a development build that shows
 * the English source of strings not translated yet).
 */
const { langs, widths, out } = screenArgs();

async function post(url: string, route: string, body: unknown, token: string): Promise<unknown> {
  const res = await fetch(`${url}/web${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; code: number; data: unknown };
  if (!json.success) throw new Error(`${route}: ${json.code}`);
  return json.data;
}

async function quiet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    HTMLMediaElement.prototype.play = () => Promise.resolve();
  });
  await page.reload();
  await page.locator('[data-testid="room-chat"][data-status="joined"]').waitFor({ timeout: 60_000 });
}

async function say(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('room-input');
  await input.fill(text);
  await input.press('Enter', { timeout: 20_000 }).catch(async (e: unknown) => {
    await page.screenshot({ path: path.join(out, 'room-debug-failed.png') });
    throw e;
  });
  await page.waitForTimeout(2200); // the speaking interval
}

async function main(): Promise<void> {
  const server = await startE2eServer(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {});
  try {
    const anchor = await apiLogin(server.url, 'anchor01');
    const room = `/anchor/room/${anchor.uid}`;
    const roomID = `room_${anchor.uid}`;
    const fanLogin = await apiLogin(server.url, 'viewer01');
    for (const lang of langs) {
      for (const token of [anchor.token, fanLogin.token]) await setAccountLanguage(server.url, token, lang);
      for (const width of widths) {
        const name = (what: string) => path.join(out, `room-${what}-${lang}-${width}.png`);
        const host = await openMember(server.url, 'anchor01', room, { width, language: lang });
        const fan = await openMember(server.url, 'viewer01', room, { width, language: lang });
        await quiet(host.page);
        await quiet(fan.page);
        await say(fan.page, `Great pass! [::92::] (${lang} ${width})`);
        await say(host.page, 'Welcome everyone, the second half starts soon 🔥');
        await say(fan.page, '😂');
        await host.page.getByTestId('room-name').last().click();
        await host.page.getByTestId('room-user-menu').waitFor();
        // The viewport: the menu is fixed to it.
        await host.page.screenshot({ path: name('anchor-menu') });
        await host.page.keyboard.press('Escape');

        await post(
          server.url,
          '/web_anchor/stop_chat',
          { roomID, action: 'mute', userID: fan.uid, duration: 10 },
          anchor.token,
        );
        await post(
          server.url,
          '/redPacket/send',
          { roomID, kind: 'lucky', content: 'coupon', tier: 70, count: 5, total: 20, limitHours: 3 },
          anchor.token,
        );
        await fan.page.getByTestId('room-mute-notice').waitFor();
        await fan.page.getByTestId('room-redpacket-button').waitFor();
        await fan.page.screenshot({ path: name('viewer'), fullPage: width < 800 });
        await fan.page.getByTestId('room-redpacket-button').click();
        await fan.page.getByTestId('room-redpacket-open').click();
        await fan.page.getByTestId('room-redpacket-result').waitFor();
        await fan.page.getByTestId('room-redpacket-claims').click();
        await fan.page.getByTestId('room-redpacket-claim-list').waitFor();
        await fan.page.screenshot({ path: name('envelope') });
        await post(
          server.url,
          '/web_anchor/stop_chat',
          { roomID, action: 'unmute', userID: fan.uid },
          anchor.token,
        );

        const visitor = await openBrowser({ width, height: width < 800 ? 844 : 900 });
        await visitor.page.addInitScript((l) => localStorage.setItem('language', l), lang);
        await visitor.page.goto(`${server.url}/#${room}`);
        await quiet(visitor.page);
        await visitor.page.screenshot({ path: name('visitor'), fullPage: true });
        for (const b of [host, fan, visitor]) await b.close();
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

void main();
