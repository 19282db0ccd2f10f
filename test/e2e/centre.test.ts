import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { eq, inArray } from 'drizzle-orm';
import { Jimp } from 'jimp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../server/db/schema';
import { hashPath } from '../helpers/browser';
import { openMember } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';

/**
 * The user centre of issue 15 in Chromium against the production build and the real server: an
 * anchor finds a viewer who sent a gift among the fans (by a nickname search kept in the address)
 * and the gift in the earnings; a viewer edits the nickname and the avatar and the header shows
 * them at once; a viewer applies to become an anchor, sees it under review, then the platform's
 * reason of a rejection (npm run admin), and may apply again.
 */
const run = promisify(execFile);
let server: E2eServer;
const uid: Record<string, string> = {};

beforeAll(async () => {
  server = await startE2eServer();
  const rows = await server.ctx.database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['anchor01', 'viewer01', 'viewer02']));
  for (const r of rows) uid[r.username] = String(r.id);
});
afterAll(async () => {
  await server?.stop();
});

/** Headless Chromium decodes the live video in software: pause it before clicking around. */
async function pauseVideo(page: Page): Promise<void> {
  const video = page.getByTestId('player').locator('video');
  await video.waitFor({ timeout: 30_000 });
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.removeAttribute('autoplay');
  });
}

const numberOf = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).first().getAttribute('data-value'));
const texts = (page: Page, testId: string) => page.getByTestId(testId).allTextContents();
const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/** A 600x400 PNG: the cropper makes it a square. */
async function picture(): Promise<Buffer> {
  return new Jimp({ width: 600, height: 400, color: 0x12a150ff }).getBuffer('image/png');
}

describe('the user centre of issue 15 in the browser', () => {
  it('shows the anchor a viewer who sent a gift among the fans (found by nickname) and the gift in earnings', async () => {
    const gifts = (await fetch(`${server.url}/web/gift/list`, { headers: { language: 'en' } }).then((r) =>
      r.json(),
    )) as { data: { id: number; name: string; price: number }[] };
    const gift = gifts.data[0]!;
    const viewer = await openMember(server.url, 'viewer01', `/anchor/room/${uid.anchor01}`);
    try {
      const { page } = viewer;
      await pauseVideo(page);
      await page.getByTestId('coin-balance').waitFor({ timeout: 20_000 });
      const before = await numberOf(page, 'coin-balance');
      await page.getByTestId('gift').first().click();
      await page.getByTestId('gift-count').fill('2');
      await page.getByTestId('gift-send').click();
      await expect.poll(() => numberOf(page, 'coin-balance')).toBe(before - 2 * gift.price);
    } finally {
      await viewer.close();
    }

    const m = await openMember(server.url, 'anchor01', '/user/configuration');
    try {
      const { page } = m;
      await page.getByTestId('nav-fans').click();
      await page.getByTestId('fan-list').waitFor({ timeout: 20_000 });
      expect(await texts(page, 'fan-name')).toEqual(expect.arrayContaining(['Lily', 'Ken']));

      // The search waits for a pause in typing, and is kept in the address (a reload keeps it).
      await page.getByTestId('fans-search').fill('lil');
      await expect.poll(() => texts(page, 'fan-name')).toEqual(['Lily']);
      expect(page.url()).toContain('q=lil');
      await page.reload();
      await page.getByTestId('fan-list').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('fans-search').inputValue()).toBe('lil');
      expect(await texts(page, 'fan-name')).toEqual(['Lily']);
      await page.getByTestId('fans-search').fill('nobody like this');
      await page.getByTestId('fans-no-match').waitFor();
      await page.getByTestId('fans-search-clear').click();
      await expect.poll(() => page.getByTestId('fan-row').count()).toBeGreaterThanOrEqual(2);
      expect(await focusedTestId(page)).toBe('fans-search');

      await page.getByTestId('nav-earnings').click();
      const row = page.getByTestId('gift-row').first();
      await row.waitFor({ timeout: 20_000 });
      expect(await row.getAttribute('data-sender')).toBe(uid.viewer01);
      expect(await row.getByTestId('gift-sender').textContent()).toBe('Lily');
      expect(await row.getByTestId('gift-name').textContent()).toContain(gift.name);
      expect(Number(await row.getAttribute('data-coins'))).toBe(2 * gift.price);
      expect(await row.textContent()).toContain('× 2');
      expect(await numberOf(page, 'earnings-total')).toBeGreaterThanOrEqual(2 * gift.price);
      expect(await numberOf(page, 'earnings-all-time')).toBeGreaterThanOrEqual(2 * gift.price);
      // Newest day first: today holds the gift, its number written out beside its bar.
      const today = page.getByTestId('earnings-day').first();
      expect(Number(await today.getAttribute('data-coins'))).toBeGreaterThanOrEqual(2 * gift.price);
      expect(await page.getByTestId('earnings-day').count()).toBe(7);
      await page.getByTestId('earnings-days-30').check();
      await expect.poll(() => page.getByTestId('earnings-day').count()).toBe(30);
    } finally {
      await m.close();
    }
  });

  it('edits the nickname and the avatar, refusing an empty nickname first, and the header shows them at once', async () => {
    const m = await openMember(server.url, 'viewer02', '/user/info/basic');
    try {
      const { page } = m;
      await page.getByTestId('profile-edit').click();
      const form = page.getByTestId('profile-form');
      await form.waitFor();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');

      const nickname = page.getByTestId('profile-nickname');
      await nickname.fill('');
      await page.getByTestId('profile-save').click();
      await form.getByText('Please enter a nickname').waitFor();
      expect(await focusedTestId(page)).toBe('profile-nickname');

      await nickname.fill('Kenny Fox');
      await page.getByTestId('avatar-input').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await picture(),
      });
      await page.getByTestId('avatar-cropper').waitFor();
      await page.getByTestId('crop-confirm').click();
      await page.getByTestId('avatar-uploaded').waitFor({ timeout: 20_000 });
      await page.getByTestId('profile-save').click();
      await form.waitFor({ state: 'detached', timeout: 10_000 });

      expect(await page.getByTestId('user-nickname').textContent()).toBe('Kenny Fox');
      const header = page.getByTestId('user-menu');
      await expect.poll(() => header.textContent()).toContain('Kenny Fox');
      const [row] = await server.ctx.database.db
        .select({ nickname: users.nickname, avatar: users.avatar })
        .from(users)
        .where(eq(users.id, Number(uid.viewer02)));
      expect(row?.nickname).toBe('Kenny Fox');
      expect(row?.avatar).toBeTruthy();
      expect(await header.locator('img.avatar').getAttribute('src')).toBe(row?.avatar);
      expect(await focusedTestId(page)).toBe('profile-edit');

      // A reload reads the same from the server.
      await page.reload();
      await expect.poll(() => header.textContent(), { timeout: 20_000 }).toContain('Kenny Fox');
    } finally {
      await m.close();
    }
  });

  it('applies to become an anchor, sees it under review, then the reason of a rejection, and may apply again', async () => {
    const m = await openMember(server.url, 'viewer01', '/user/attention');
    try {
      const { page } = m;
      await page.getByTestId('user-menu').click();
      await page.getByTestId('menu-apply').click();
      await expect.poll(() => hashPath(page)).toBe('/user/apply');
      const form = page.getByTestId('apply-form');
      await form.waitFor({ timeout: 20_000 });

      // The profile is filled from the account; the region and the agreement are asked for.
      await form.locator('input[name=province]').fill('');
      await page.getByTestId('apply-submit').click();
      await form.getByText('Please enter your province').waitFor();
      await form.getByText('Please read and accept the user agreement').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('province');

      await form.locator('input[name=province]').fill('Guangdong');
      await form.locator('input[name=city]').fill('Foshan');
      await form.locator('input[name=gender][value=female]').check();
      await form.locator('input[name=agreement]').check();
      await page.getByTestId('apply-submit').click();
      const pending = page.getByTestId('apply-pending');
      await pending.waitFor({ timeout: 10_000 });
      expect(await pending.textContent()).toContain('Your application is under review');

      const reason = 'Please use a clear photo of yourself as the avatar';
      const { stdout } = await run('npm', ['run', 'admin', '--silent', '--', 'reject', 'viewer01', reason], {
        env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
      });
      expect(stdout).toContain('viewer01');

      await page.reload();
      const rejected = page.getByTestId('apply-rejected');
      await rejected.waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('apply-reason').textContent()).toBe(reason);
      await page.getByTestId('apply-again').click();
      await form.waitFor();
      expect(await form.locator('input[name=city]').inputValue()).toBe('Foshan');
    } finally {
      await m.close();
    }
  });
});
