import fs from 'node:fs';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/account';
import { apiLogin, openMember } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';

/**
 * The console's review queue and accounts in Chromium (issue 20): admin01 approves pending01 (the
 * demo's anchor under review), who then logs in; rejects a member's application with a reason the
 * applicant reads on their application page; bans viewer02 until a date while viewer02's chat page
 * holds an open socket: the socket closes at once, the page is logged out, and logging in again
 * says until when. Screenshots of both pages at 390 and 1440 px go to /tmp/shots-accounts/.
 */
let server: E2eServer;
const SHOTS = '/tmp/shots-accounts';

beforeAll(async () => {
  server = await startE2eServer();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await server?.stop();
});

async function passwordLogin(url: string, username: string) {
  const res = await fetch(`${url}/web/web_user/web_pwd_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  return (await res.json()) as { success: boolean; code: number; data: { until?: number; reason?: string } };
}

/** A member who applied from the user centre: pending, with the fields the application writes. */
async function pendingMember(username: string): Promise<void> {
  await server.ctx.database.db.insert(users).values({
    username,
    usernameLower: username.toLowerCase(),
    passwordHash: await hashPassword('demo1234'),
    areaCode: '86',
    phone: '13900077001',
    appNumber: '77000001',
    nickname: 'Hopeful Host',
    role: 'viewer',
    anchorStatus: 'pending',
    gender: 'female',
    birthday: '1998-04-02',
    province: 'Guangdong',
    city: 'Shenzhen',
    profile: 'I commentate derbies.',
    appliedAt: new Date(),
  });
}

async function shot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function online(uid: string): Promise<boolean> {
  return (await server.ctx.runtimes.realtime.presence.onlineUserIds([uid])).has(uid);
}

describe('the platform console: review queue and accounts', () => {
  it('approves an anchor who then logs in, and rejects an application with a reason the applicant reads', async () => {
    await pendingMember('hopeful07');
    expect((await passwordLogin(server.url, 'pending01')).code).toBe(ErrorCode.RegistrationUnderReview);
    const admin = await openMember(server.url, 'admin01', '/admin/review');
    try {
      const { page } = admin;
      const queue = page.getByTestId('review-queue');
      await queue.waitFor({ timeout: 20_000 });
      const row = (name: string) => queue.getByTestId('review-queue-row').filter({ hasText: name });
      await row('pending01').waitFor();
      await row('hopeful07').getByText('Guangdong · Shenzhen').waitFor();
      await shot(page, 'review');

      await row('pending01').getByTestId('review-approve').click();
      await page.getByTestId('review-approve-dialog-confirm').click();
      await row('pending01').waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByTestId('review-decisions').getByText('pending01').waitFor();

      await row('hopeful07').getByTestId('review-reject').click();
      const dialog = page.getByTestId('review-reject-dialog');
      await dialog.getByTestId('review-reject-dialog-confirm').click();
      // A rejection needs a reason: the field is marked invalid and nothing is sent.
      await expect
        .poll(() => dialog.locator('textarea[name=reason]').getAttribute('aria-invalid'))
        .toBe('true');
      await dialog
        .locator('textarea[name=reason]')
        .fill('Your avatar is blurry, please upload a clear photo.');
      await dialog.getByTestId('review-reject-dialog-confirm').click();
      await row('hopeful07').waitFor({ state: 'detached', timeout: 10_000 });
      const decisions = page.getByTestId('review-decisions');
      await decisions.getByText('Your avatar is blurry').waitFor();
      expect(await decisions.innerText()).toContain('admin01');
    } finally {
      await admin.close();
    }

    const approved = await apiLogin(server.url, 'pending01');
    expect(approved.token).toBeTruthy();
    expect(server.ctx.sms.sent.some((m) => m.text.includes('pending01 is approved'))).toBe(true);

    const applicant = await openMember(server.url, 'hopeful07', '/user/apply');
    try {
      const status = applicant.page.getByTestId('apply-status');
      await status.waitFor({ timeout: 20_000 });
      expect(await status.getAttribute('data-status')).toBe('rejected');
      await status.getByText('Your avatar is blurry, please upload a clear photo.').waitFor();
    } finally {
      await applicant.close();
    }
  });

  it('bans a viewer: their open socket closes at once, the page logs out, and login says until when', async () => {
    const viewer = await openMember(server.url, 'viewer02', '/chat/message');
    const admin = await openMember(server.url, 'admin01', '/admin/accounts');
    try {
      await expect.poll(() => online(viewer.uid), { timeout: 20_000 }).toBe(true);
      const { page } = admin;
      const table = page.getByTestId('accounts-table');
      await table.waitFor({ timeout: 20_000 });
      await shot(page, 'accounts');
      await page.getByTestId('accounts-search').fill('viewer02');
      const row = table.getByTestId('accounts-table-row').filter({ hasText: 'viewer02' });
      await expect.poll(() => table.getByTestId('accounts-table-row').count(), { timeout: 10_000 }).toBe(1);
      await row.getByTestId('account-manage').click();
      await page.getByTestId('account-dialog').getByTestId('session-row').first().waitFor();
      await shot(page, 'account-dialog');
      await page.getByTestId('account-banned').click();

      const dialog = page.getByTestId('account-banned-dialog');
      const end = new Date(Date.now() + 3 * 86_400_000);
      const day = `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`;
      await dialog.getByTestId('account-banned-dialog-until').fill(day);
      await dialog.locator('textarea[name=reason]').fill('Spam links in room chat');
      await dialog.getByTestId('account-banned-dialog-confirm').click();
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByTestId('account-dialog').getByTestId('account-restriction').waitFor();
      expect(
        await page.getByTestId('account-dialog').getByTestId('account-restriction').getAttribute('data-kind'),
      ).toBe('banned');

      // The socket of viewer02's page is closed by the server at once (presence drops to offline).
      await expect.poll(() => online(viewer.uid), { timeout: 10_000 }).toBe(false);
      // The page hears its socket was closed for its login, asks the server and is logged out at
      // once, without a reload: the token is gone and it shows the login page.
      await viewer.page.waitForURL(/#\/login/, { timeout: 15_000 });
      await expect
        .poll(
          () =>
            viewer.page.evaluate(() =>
              (globalThis as unknown as { localStorage: Storage }).localStorage.getItem('zbpcJwt'),
            ),
          {
            timeout: 10_000,
          },
        )
        .toBeNull();

      const refused = await passwordLogin(server.url, 'viewer02');
      expect(refused.code).toBe(ErrorCode.AccountBannedUntil);
      expect(refused.data.reason).toBe('Spam links in room chat');
      const until = refused.data.until!;
      expect(new Date(until).getDate()).toBe(end.getDate());

      await viewer.page.goto(`${server.url}/#/login`);
      await viewer.page.locator('input[name=username]').fill('viewer02');
      await viewer.page.locator('input[name=password]').fill('demo1234');
      await viewer.page.getByTestId('login-submit').click();
      const error = viewer.page.getByTestId('form-error');
      await error.waitFor({ timeout: 10_000 });
      expect(await error.innerText()).toMatch(/banned until .*Spam links in room chat/);
      await viewer.page.screenshot({ path: `${SHOTS}/login-refused-390.png` });
    } finally {
      await admin.close();
      await viewer.close();
    }
  });
});
