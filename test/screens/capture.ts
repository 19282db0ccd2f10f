import path from 'node:path';

import { openBrowser } from '../helpers/browser';
import { startE2eServer } from '../helpers/e2eServer';
import { screenArgs } from './screenArgs';

/**
 * `npx tsx test/screens/capture.ts [lang,lang] [width,width]`: screenshots of every screen, logged
 * out and logged in, into screenshots/ (not committed) for looking at. Needs a built client.
 */
const { langs, widths, out } = screenArgs();

const publicRoutes = [
  '/login',
  '/register',
  '/forget',
  '/match/0',
  '/anchor/0',
  '/user/contract/service',
  '/user/contract/privacy',
];
const userRoutes = [
  '/user/info/basic',
  '/user/info/modifyPhone',
  '/user/info/modifyPassword',
  '/chat/message',
  '/user/attention',
];

async function main(): Promise<void> {
  const server = await startE2eServer();
  try {
    for (const lang of langs) {
      for (const width of widths) {
        const b = await openBrowser({ width, height: width < 800 ? 844 : 900 });
        const { page } = b;
        await page.addInitScript((l) => localStorage.setItem('language', l), lang);
        const shot = async (name: string) => {
          await page.waitForTimeout(600);
          await page.screenshot({ path: path.join(out, `${name}-${lang}-${width}.png`), fullPage: true });
        };
        for (const route of publicRoutes) {
          await page.goto(`${server.url}/#${route}`);
          // Bounded: Playwright keeps the messaging SharedWorker's script request pending forever.
          await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
          await shot(route.slice(1).replaceAll('/', '_'));
        }
        const login = await fetch(`${server.url}/web/web_user/web_pwd_login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'anchor01', password: 'demo1234' }),
        }).then((r) => r.json() as Promise<{ data: { token: string } }>);
        await fetch(`${server.url}/web/web_user/set_language`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: login.data.token },
          body: JSON.stringify({ languageType: lang }),
        });
        await page.evaluate((token) => localStorage.setItem('zbpcJwt', token), login.data.token);
        for (const route of userRoutes) {
          await page.goto(`${server.url}/#${route}`);
          await page.reload();
          // Bounded: Playwright keeps the messaging SharedWorker's script request pending forever.
          await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
          await shot(route.slice(1).replaceAll('/', '_'));
        }
        await page.getByTestId('user-menu').click();
        await shot('user-menu');
        await b.close();
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

void main();
