import path from 'node:path';

import { openBrowser } from '../helpers/browser';
import { ADMIN_PAGES, auditSetup } from '../helpers/axeViews';
import { apiLogin, setAccountLanguage } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { screenArgs, settle } from './screenArgs';

/**
 * `npx tsx test/screens/adminScreens.ts [lang,lang] [width,width] [outDir]`: the platform console's
 * pages as admin01, full page, and the console as a viewer sees it (refused). Needs a built client
 * (CLIENT_DIR=<dir> for another build than dist/client).
 */
const { langs, widths, out } = screenArgs();

async function main(): Promise<void> {
  const server = await startE2eServer(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {});
  try {
    const admin = await apiLogin(server.url, 'admin01');
    const viewer = await apiLogin(server.url, 'viewer01');
    for (const lang of langs) {
      for (const login of [admin, viewer]) await setAccountLanguage(server.url, login.token, lang);
      for (const width of widths) {
        const b = await openBrowser({ width, height: width < 800 ? 844 : 900 });
        try {
          await auditSetup(b.page, lang, admin.token);
          for (const route of ADMIN_PAGES) {
            await b.page.goto(`${server.url}/#${route}`);
            await b.page.getByTestId(`admin-${route.split('/').pop() ?? ''}`).waitFor({ timeout: 20_000 });
            await settle(b.page, 900);
            const name = `admin-${route.split('/').pop() ?? ''}-${lang}-${width}.png`;
            await b.page.screenshot({ path: path.join(out, name), fullPage: true });
          }
        } finally {
          await b.close();
        }
        const v = await openBrowser({ width, height: width < 800 ? 844 : 900 });
        try {
          await auditSetup(v.page, lang, viewer.token);
          await v.page.goto(`${server.url}/#/admin/review`);
          await v.page.getByTestId('admin-only').waitFor({ timeout: 20_000 });
          await settle(v.page, 500);
          await v.page.screenshot({ path: path.join(out, `admin-refused-${lang}-${width}.png`) });
        } finally {
          await v.close();
        }
      }
    }
  } finally {
    await server.stop();
  }
}

await main();
