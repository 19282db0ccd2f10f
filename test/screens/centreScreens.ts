import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import type { Page } from 'playwright-core';

import { apiLogin, openMember, setAccountLanguage, apiPost } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { screenArgs, settle } from './screenArgs';

/**
 * `npx tsx test/screens/centreScreens.ts [lang,lang] [width,width] [outDir]`: screenshots of the user
 * centre of issue 15: an anchor's fans (all, searched, no match, none), earnings (with gifts, 30
 * days, none), the anchor application (the form, its errors, under review, rejected with the
 * reason, approved), the profile edit with its errors (a member's and an anchor's), and the anchor
 * page shown to a viewer. Needs a built client (`NODE_ENV=production npx vite build`;
 * CLIENT_DIR=<dir> to use another build).
 */
const { langs, widths, out } = screenArgs();
const run = promisify(execFile);

async function main(): Promise<void> {
  const server = await startE2eServer(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {});
  const post = <T>(route: string, body: unknown, token?: string) =>
    apiPost<T>(server.url, route, body, token);
  try {
    const lily = await apiLogin(server.url, 'viewer01');
    const ken = await apiLogin(server.url, 'viewer02');
    const anchor = await apiLogin(server.url, 'anchor01');
    const quiet = await apiLogin(server.url, 'streamer04');
    const others = await Promise.all(
      ['streamer01', 'streamer02', 'streamer03'].map((n) => apiLogin(server.url, n)),
    );
    // More fans for anchor01, and gifts from three of them over the list's first page.
    for (const o of others) await post('/web_anchor/follow', { anchorId: anchor.uid, state: 1 }, o.token);
    const roomID = `room_${anchor.uid}`;
    for (const [who, giftId, count] of [
      [lily, 1, 3],
      [ken, 2, 1],
      [others[0]!, 3, 2],
      [lily, 4, 1],
    ] as const)
      await post('/web_anchor/send_money_to_one', { roomID, giftId, count }, who.token);
    // Lily's application is under review for the first screenshots, rejected for the later ones.
    await post(
      '/web_anchor/anchor_apply_for',
      {
        birthday: { year: 1996, month: 4, day: 12 },
        gender: 'female',
        province: 'Guangdong',
        city: 'Foshan',
        agreement: true,
        height: 165,
        hobbies: ['Football', 'Tactics'],
        profile: 'Weekend football and tactics talk.',
      },
      lily.token,
    );

    const shots = async (stage: 'pending' | 'rejected') => {
      for (const lang of langs) {
        for (const user of [lily, ken, anchor, quiet]) await setAccountLanguage(server.url, user.token, lang);
        for (const width of widths) {
          const height = width < 800 ? 844 : 900;
          const shot = async (page: Page, name: string, fullPage = true) => {
            await settle(page, 700);
            // A full page drawn from the top: the sticky header stays at the top of the picture.
            if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
            await page.screenshot({ path: path.join(out, `centre-${name}-${lang}-${width}.png`), fullPage });
          };
          const open = async (username: string, route: string, testId: string) => {
            const m = await openMember(server.url, username, route, { width, language: lang });
            await m.page.setViewportSize({ width, height });
            try {
              await m.page.getByTestId(testId).first().waitFor({ timeout: 20_000 });
            } catch (error) {
              // What the page showed instead, to look at.
              await m.page.screenshot({ path: path.join(out, `failed-${testId}-${lang}-${width}.png`) });
              await m.close();
              throw error;
            }
            return m;
          };

          const viewer = await open('viewer01', '/user/apply', `apply-${stage}`);
          try {
            await shot(viewer.page, `apply-${stage}`);
          } finally {
            await viewer.close();
          }
          if (stage === 'rejected') continue;

          const member = await open('viewer02', '/user/apply', 'apply-form');
          try {
            const { page } = member;
            await shot(page, 'apply-form');
            await page.locator('input[name=province]').fill('');
            await page.getByTestId('apply-submit').click();
            await shot(page, 'apply-errors');
            await page.goto(`${server.url}/#/user/info/basic`);
            await page.getByTestId('profile-edit').waitFor({ timeout: 20_000 });
            await shot(page, 'profile');
            await page.getByTestId('profile-edit').click();
            await page.getByTestId('profile-nickname').fill('');
            await page.getByTestId('profile-save').click();
            await page.getByTestId('profile-form').locator('.field-error').first().waitFor();
            await shot(page, 'profile-errors');
            await page.goto(`${server.url}/#/user/fans`);
            await page.getByTestId('centre-not-anchor').waitFor({ timeout: 20_000 });
            await shot(page, 'fans-viewer');
          } finally {
            await member.close();
          }

          const own = await open('anchor01', '/user/fans', 'fan-row');
          try {
            const { page } = own;
            await shot(page, 'fans');
            await page.getByTestId('fans-search').fill('li');
            await page.waitForFunction(() => location.hash.includes('q=li'));
            await shot(page, 'fans-search');
            await page.getByTestId('fans-search').fill('nobody');
            await page.getByTestId('fans-no-match').waitFor();
            await shot(page, 'fans-no-match');
            await page.goto(`${server.url}/#/user/earnings`);
            await page.getByTestId('gift-row').first().waitFor({ timeout: 20_000 });
            await shot(page, 'earnings');
            await page.getByTestId('earnings-days-30').check();
            await page.waitForFunction(
              () => document.querySelectorAll('[data-testid=earnings-day]').length === 30,
            );
            await shot(page, 'earnings-30');
            await page.goto(`${server.url}/#/user/apply`);
            await page.getByTestId('apply-approved').waitFor({ timeout: 20_000 });
            await shot(page, 'apply-approved');
            await page.goto(`${server.url}/#/user/info/basic`);
            await page.getByTestId('profile-edit').click();
            await page.locator('input[name=height]').fill('20');
            await page.getByTestId('profile-save').click();
            await page.getByTestId('profile-form').locator('.field-error').first().waitFor();
            await shot(page, 'profile-anchor-errors');
          } finally {
            await own.close();
          }

          const empty = await open('streamer04', '/user/fans', 'fans-empty');
          try {
            await shot(empty.page, 'fans-empty');
            await empty.page.goto(`${server.url}/#/user/earnings`);
            await empty.page.getByTestId('gift-empty').waitFor({ timeout: 20_000 });
            await shot(empty.page, 'earnings-empty');
          } finally {
            await empty.close();
          }
        }
      }
    };

    await shots('pending');
    await run(
      'npm',
      [
        'run',
        'admin',
        '--silent',
        '--',
        'reject',
        'viewer01',
        'Please use a clear photo of yourself as the avatar',
      ],
      { env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' } },
    );
    await shots('rejected');
  } finally {
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

await main();
