import path from 'node:path';

import type { Page } from 'playwright-core';

import { openBrowser } from '../helpers/browser';
import { apiLogin, openMember, setAccountLanguage, apiPost } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { screenArgs, settle } from './screenArgs';

/**
 * `npx tsx test/screens/groupScreens.ts [lang,lang] [width,width] [outDir]`: screenshots of the
 * groups around the chat: the address book's Groups tab, the create-group dialog (empty, with its
 * errors), the join page of an invite link (the reason form, its error, the request sent, a bad
 * link, a visitor), and the join requests to review. Needs a built client (the e2e run builds it;
 * CLIENT_DIR=<dir> to use another build).
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
    const streamer = await apiLogin(server.url, 'streamer01');
    // Lily's group with Ken, reviewing joins; anchor01 asked to join with a reason.
    const created = await post<{ group: { groupID: string } }>(
      '/group/create',
      { name: 'Derby watchers', memberUserIDs: [ken.uid], joinVerification: true },
      lily.token,
    );
    const { groupID } = created.group;
    const { link, code } = await post<{ link: string; code: string }>(
      '/group/generation/url',
      { groupID, days: 7 },
      lily.token,
    );
    await post('/group/join', { groupID, code, reason: 'I watch every derby from the stands' }, anchor.token);
    const route = link.split('#')[1]!;

    for (const lang of langs) {
      for (const user of [lily, ken, anchor, streamer])
        await setAccountLanguage(server.url, user.token, lang);
      for (const width of widths) {
        const height = width < 800 ? 844 : 900;
        const shot = async (page: Page, name: string) => {
          await settle(page, 700);
          await page.screenshot({ path: path.join(out, `group-${name}-${lang}-${width}.png`) });
        };
        const open = async (username: string, at: string) => {
          const m = await openMember(server.url, username, at, { width, language: lang });
          await m.page.setViewportSize({ width, height });
          return m;
        };

        const owner = await open('viewer01', '/chat/address-book');
        try {
          const { page } = owner;
          await page.getByTestId('address-tab-groups').click();
          await page.getByTestId('group-row').first().waitFor({ timeout: 20_000 });
          await shot(page, 'tab');
          await page.getByTestId('group-requests').click();
          await page.getByTestId('group-app').first().waitFor({ timeout: 20_000 });
          await shot(page, 'requests');
          await page.getByTestId('group-requests-back').click();
          await page.getByTestId('group-create').click();
          await page.getByTestId('pick-row').first().waitFor({ timeout: 20_000 });
          await shot(page, 'create');
          await page.getByTestId('create-group-submit').click();
          await page.getByTestId('create-group-name-error').waitFor();
          await shot(page, 'create-errors');
        } catch (error) {
          await owner.page.screenshot({ path: path.join(out, `failed-owner-${lang}-${width}.png`) });
          throw error;
        } finally {
          await owner.close();
        }

        const joiner = await open('streamer01', route);
        try {
          const { page } = joiner;
          await page.getByTestId('group-join-card').waitFor({ timeout: 20_000 });
          await shot(page, 'join');
          await page.getByTestId('group-join-send').click();
          await page.getByTestId('group-join-reason-error').waitFor();
          await shot(page, 'join-error');
          await page.goto(`${server.url}/#/group/join?type=1&code=GROUPnotavalidcode`);
          await page.getByTestId('group-join-problem').waitFor({ timeout: 20_000 });
          await shot(page, 'join-bad-link');
        } catch (error) {
          await joiner.page.screenshot({ path: path.join(out, `failed-joiner-${lang}-${width}.png`) });
          throw error;
        } finally {
          await joiner.close();
        }

        const applicant = await open('anchor01', route);
        try {
          await applicant.page.getByTestId('group-join-pending').waitFor({ timeout: 20_000 });
          await shot(applicant.page, 'join-pending');
        } finally {
          await applicant.close();
        }

        const visitor = await openBrowser({ width });
        try {
          await visitor.page.setViewportSize({ width, height });
          await visitor.page.goto(`${server.url}/#${route}`);
          await visitor.page.getByTestId('group-join-login').waitFor({ timeout: 20_000 });
          await shot(visitor.page, 'join-visitor');
        } finally {
          await visitor.close();
        }
      }
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
