import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashPath, openBrowser } from '../helpers/browser';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';

const run = promisify(execFile);
let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server?.stop();
});

async function waitForHash(page: Page, path: string): Promise<void> {
  await page.waitForFunction((p) => location.hash.replace(/^#/, '').split('?')[0] === p, path, {
    timeout: 15_000,
  });
}

async function sendCode(page: Page, phone: string): Promise<string> {
  await page.getByTestId('send-code').click();
  await expect.poll(() => server.lastCode(phone), { timeout: 10_000 }).toBeTruthy();
  return server.lastCode(phone)!;
}

async function passwordLogin(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${server.url}/#/login`);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByTestId('login-submit').click();
}

describe('account in the browser', () => {
  it('registers an anchor, waits for review, is approved with npm run admin, logs in, keeps tha over a reload and logs out to /', async () => {
    const b = await openBrowser();
    try {
      const { page } = b;
      await page.goto(`${server.url}/#/register`);
      await page.locator('input[name=username]').fill('e2eanchor7');
      await page.locator('input[name=password]').fill('secret123');
      await page.locator('input[name=confirmPassword]').fill('secret123');
      await page.locator('input[name=phone]').fill('13912345678');
      const code = await sendCode(page, '13912345678');
      await page.locator('input[name=code]').fill(code);
      await page.locator('input[name=nickname]').fill('Evening Star');
      await page.locator('select[name=birthdayYear]').selectOption('1996');
      await page.locator('select[name=birthdayMonth]').selectOption({ index: 4 });
      await page.getByTestId('birthday-day-15').click();
      await page.locator('input[name=gender][value=female]').check();
      await page.locator('input[name=province]').fill('Guangdong');
      await page.locator('input[name=city]').fill('Guangzhou');
      await page.locator('input[name=agreement]').check();
      await page.getByTestId('register-submit').click();
      await page.getByTestId('register-submitted').waitFor({ timeout: 15_000 });

      await passwordLogin(page, 'e2eanchor7', 'secret123');
      await page.getByText('Your registration is under review').waitFor();

      const { stdout } = await run('npm', ['run', 'admin', '--silent', '--', 'approve', 'e2eanchor7'], {
        env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
      });
      expect(stdout).toContain('e2eanchor7 is now approved');
      expect(server.ctx.sms.sent.at(-1)?.text).toContain('approved');

      await passwordLogin(page, 'e2eanchor7', 'secret123');
      await page.getByTestId('user-menu').waitFor();
      await waitForHash(page, '/match/0');
      expect(await page.evaluate(() => localStorage.getItem('zbpcJwt'))).toBeTruthy();

      await page.getByTestId('language-switcher').selectOption('tha');
      await page.waitForFunction(() => document.documentElement.lang === 'th');
      await page.reload();
      await page.getByTestId('user-menu').waitFor();
      expect(await page.getByTestId('language-switcher').inputValue()).toBe('tha');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');

      await page.goto(`${server.url}/#/user/info/basic`);
      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout').click();
      await waitForHash(page, '/match/0');
      await page.waitForLoadState('load');
      // Logging out may still reload the page after the hash changed: ask again until the page answers.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('zbpcJwt')).catch(() => 'navigating'))
        .toBeNull();
      await page.getByTestId('user-menu').waitFor({ state: 'detached' });
    } finally {
      await b.close();
    }
  });

  it('logs in with phone and SMS code', async () => {
    const b = await openBrowser({ width: 390, height: 844 });
    try {
      const { page } = b;
      await page.goto(`${server.url}/#/login`);
      await page.getByTestId('tab-phone').click();
      await page.locator('input[name=phone]').fill('13800000001');
      const code = await sendCode(page, '13800000001');
      await page.locator('input[name=code]').fill(code);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('user-menu').waitFor();
      expect(await page.getByTestId('user-menu').innerText()).toContain('Lily');
    } finally {
      await b.close();
    }
  });

  it('shows each refusal of a login with its own message', async () => {
    const b = await openBrowser();
    try {
      const { page } = b;
      const cases: [string, string][] = [
        ['banned01', 'This anchor account is banned, please contact customer support'],
        ['perma01', 'This account is permanently banned'],
        ['rejected01', 'Your registration review was rejected'],
        ['blocked01', 'This account is forbidden to log in'],
      ];
      for (const [username, message] of cases) {
        await passwordLogin(page, username, 'demo1234');
        await page.getByText(message).waitFor();
      }
      // A wrong password gets the answer an unknown username gets: the login does not tell who exists.
      await passwordLogin(page, 'anchor01', 'wrong1234');
      await page.getByText('Username not registered or wrong password').waitFor();
    } finally {
      await b.close();
    }
  });

  it('sends an unauthenticated visit of /user/info to / and an unknown path to /match/0', async () => {
    const b = await openBrowser();
    try {
      const { page } = b;
      await page.goto(`${server.url}/#/user/info`);
      await waitForHash(page, '/match/0');
      await page.goto(`${server.url}/#/nowhere`);
      await waitForHash(page, '/match/0');
      expect(hashPath(page)).toBe('/match/0');
    } finally {
      await b.close();
    }
  });
});
