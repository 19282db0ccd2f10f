import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Page } from 'playwright-core';

import { type BrowserSession, openBrowser, serviceWorkerControls } from '../helpers/browser';
import { IM_PATH } from '../../protocol/im';
import { apiLogin, setAccountLanguage } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { ImClient } from '../helpers/imClient';
import { startNetProxy } from '../helpers/netProxy';

/**
 * `npx tsx test/screens/pwaScreens.ts [clientDir]`: the installable app's screens.
 * - public/app-screens/: the manifest's screenshots (home wide and narrow, chat narrow), English.
 * - screenshots/pwa-*: the notification button, the install button and iOS guide, the offline
 *   banner and the update prompt, at 390 and 1440 px, in en and zh, for looking at.
 * Needs a built client (default dist/client); a build with NODE_ENV=development keeps the English
 * text of strings not yet in the catalogs (a production build shows their ids until extraction).
 */
const clientDir = process.argv[2] ?? 'dist/client';
const review = path.resolve('screenshots');
const manifestShots = path.resolve('public/app-screens');
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(700);
}

async function main(): Promise<void> {
  fs.mkdirSync(review, { recursive: true });
  fs.mkdirSync(manifestShots, { recursive: true });
  // A copy of the build: the update prompt is shown by changing its sw.js (a new deployment).
  const served = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-screens-'));
  fs.cpSync(clientDir, served, { recursive: true });
  const server = await startE2eServer({ CLIENT_DIR: served });
  const proxy = await startNetProxy(server.url);
  const open = async (width: number, lang: string, token?: string, userAgent?: string) => {
    const b: BrowserSession = await openBrowser({ width, height: width < 800 ? 844 : 900 });
    if (userAgent) {
      const cdp = await b.context.newCDPSession(b.page);
      await cdp.send('Emulation.setUserAgentOverride', { userAgent, platform: 'iPhone' });
    }
    await b.page.addInitScript(
      ([l, t]) => {
        localStorage.setItem('language', l!);
        if (t) localStorage.setItem('zbpcJwt', t);
      },
      [lang, token ?? ''],
    );
    return b;
  };
  try {
    // The manifest's screenshots.
    for (const [name, width, route] of [
      ['home-wide', 1440, '/match/0'],
      ['home-narrow', 390, '/match/0'],
    ] as const) {
      const b = await open(width, 'en');
      await b.page.goto(`${proxy.url}/#${route}`);
      await settle(b.page);
      await b.page.screenshot({ path: path.join(manifestShots, `${name}.png`) });
      await b.close();
    }
    {
      const [v1, v2] = [await apiLogin(server.url, 'viewer01'), await apiLogin(server.url, 'viewer02')];
      const ken = await ImClient.connect(`${server.url.replace('http', 'ws')}${IM_PATH}`, {
        sendID: v2.uid,
        token: v2.token,
      });
      for (const text of [
        'Are you watching the final tonight?',
        'Kick-off at 8, the live room opens at 7:45 🏆',
      ])
        await ken.ok('SendMessage', {
          clientMsgID: `shot-${text.length}-${Date.now()}`,
          recvID: v1.uid,
          sessionType: 1,
          contentType: 101,
          content: JSON.stringify({ text }),
        });
      await ken.close();
      const b = await open(390, 'en', v1.token);
      await b.page.goto(`${proxy.url}/#/chat/message`);
      await b.page.getByTestId('chat-conv').first().click();
      await settle(b.page);
      await b.page.screenshot({ path: path.join(manifestShots, 'chat-narrow.png') });
      await b.close();
    }

    for (const lang of ['en', 'zh']) {
      for (const width of [390, 1440]) {
        const { token } = await apiLogin(server.url, 'viewer01');
        await setAccountLanguage(server.url, token, lang);
        const shot = (page: Page, name: string) =>
          page.screenshot({ path: path.join(review, `pwa-${name}-${lang}-${width}.png`) });

        // Notification button in the user menu, and the install button (offer simulated).
        const b = await open(width, lang, token);
        await b.page.goto(`${proxy.url}/#/match/0`);
        await settle(b.page);
        // A string: tsx would wrap a function's helpers in __name, unknown in the page.
        await b.page
          .evaluate(`window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'dismissed' }) }))`);
        await b.page.getByTestId('user-menu').click();
        await b.page.waitForTimeout(300);
        await shot(b.page, 'notifications');
        await b.page.keyboard.press('Escape');

        // Offline banner (real network loss behind the proxy).
        await b.page.goto(`${proxy.url}/#/chat/message`);
        await settle(b.page);
        proxy.setOnline(false);
        await b.context.setOffline(true);
        await b.page.getByTestId('offline-banner').waitFor({ timeout: 15_000 });
        await b.page.waitForTimeout(1500);
        await shot(b.page, 'offline');
        await b.context.setOffline(false);
        proxy.setOnline(true);

        // Update prompt: the open tab finds a newly deployed version.
        await b.page.goto(`${proxy.url}/#/match/0`);
        await serviceWorkerControls(b.page);
        fs.appendFileSync(path.join(served, 'sw.js'), `\n// deployed again (${lang} ${width})\n`);
        await b.page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r && r.update())');
        await b.page.getByTestId('update-prompt').waitFor({ timeout: 20_000 });
        await b.page.waitForTimeout(300);
        await shot(b.page, 'update');
        await b.close();

        // iOS Safari: the install button opens the home-screen guide; the menu says why.
        const ios = await open(width, lang, token, IPHONE);
        await ios.page.goto(`${proxy.url}/#/match/0`);
        await settle(ios.page);
        await ios.page.getByTestId('user-menu').click();
        await ios.page.waitForTimeout(300);
        await shot(ios.page, 'ios-menu');
        await ios.page.keyboard.press('Escape');
        await ios.page.getByTestId('install-button').click();
        await ios.page.getByTestId('ios-guide').waitFor();
        await ios.page.waitForTimeout(300);
        await shot(ios.page, 'ios-guide');
        await ios.close();
      }
    }
  } finally {
    await proxy.close();
    await server.stop();
    fs.rmSync(served, { recursive: true, force: true });
  }
  console.log(`screenshots in ${review} and ${manifestShots}`);
}

void main();
