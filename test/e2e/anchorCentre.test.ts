import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { HouseConfig } from '../../protocol/live';
import { liveDaily, liveSessions } from '../../server/db/schema';
import { authorizePublish } from '../../server/modules/live/sessions';
import { apiLogin, openMember, setAccountLanguage } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { webCall } from '../helpers/webCall';

/**
 * The anchor centre in the browser: anchor01 reveals and copies the live code, saves the room title
 * and a cover cropped to 16:9 (uploaded through the signed flow), reserves a match of the library and
 * resets the live code (the old one is refused at once); the live data page lists a past stream;
 * the tutorial is there in Chinese; a viewer is told how to become an anchor.
 */
let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server?.stop();
});

async function houseConfig(token: string): Promise<HouseConfig> {
  const res = await webCall<{ data: HouseConfig }>(
    server.url,
    '/web_anchor/anchor_house_config_details',
    {},
    token,
  );
  return res.data;
}

/** A 1200x900 (4:3) PNG, so the crop to 16:9 shows in the uploaded cover's size. */
async function photo(): Promise<Buffer> {
  const image = new Jimp({ width: 1200, height: 900, color: 0x2a6fdbff });
  return image.getBuffer('image/png');
}

describe('the anchor centre in the browser', () => {
  it('reveals and copies the live code, saves the title and a 16:9 cover, reserves a match, resets the code', async () => {
    const { token } = await apiLogin(server.url, 'anchor01');
    const before = await houseConfig(token);
    const b = await openMember(server.url, 'anchor01', '/user/configuration');
    try {
      await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      const { page } = b;
      const code = page.getByTestId('live-code-value');
      await code.waitFor({ timeout: 20_000 });
      expect(await code.textContent()).not.toContain(before.liveCode);
      await page.getByTestId('live-code-reveal').click();
      await expect.poll(() => code.textContent()).toBe(before.liveCode);
      await page.getByTestId('live-code-copy').click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(before.liveCode);

      await page.getByTestId('room-title').fill('Derby night: live tactics');
      await page.getByTestId('cover-input').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await photo(),
      });
      await page.getByTestId('cover-cropper').waitFor();
      await page.getByTestId('crop-confirm').click();
      await page.getByTestId('cover-uploaded').waitFor({ timeout: 20_000 });
      await page.getByTestId('room-settings-save').click();
      await expect
        .poll(async () => (await houseConfig(token)).title, { timeout: 10_000 })
        .toBe('Derby night: live tactics');
      const cover = (await houseConfig(token)).cover;
      expect(cover).toBeTruthy();
      const uploaded = await Jimp.read(
        Buffer.from(await (await fetch(new URL(cover!, server.url))).arrayBuffer()),
      );
      expect(uploaded.bitmap.width / uploaded.bitmap.height).toBeCloseTo(16 / 9, 1);

      const library = page.getByTestId('match-library');
      await library.getByTestId('book').first().click();
      await library.getByTestId('book-cancel').first().waitFor({ timeout: 10_000 });

      await page.getByTestId('reset-code').click();
      await page.getByTestId('reset-code-confirm').click();
      await page.getByTestId('reset-code-dialog').waitFor({ state: 'detached' });
      const after = await houseConfig(token);
      expect(after.liveCode).not.toBe(before.liveCode);
      await expect.poll(() => code.textContent()).toBe(after.liveCode);
      const publish = (liveCode: string) =>
        authorizePublish(server.ctx, {
          code: liveCode,
          ip: '192.0.2.44',
          source: 'embedded',
          holder: 'e2e',
          playUrl: () => '',
        });
      expect(await publish(before.liveCode)).toMatchObject({ ok: false });
    } finally {
      await b.close();
    }
  });

  it('lists past streams and the month on the live data page', async () => {
    const { uid } = await apiLogin(server.url, 'anchor01');
    const start = new Date(Date.now() - 2 * 86_400_000);
    start.setHours(20, 0, 0, 0);
    const end = new Date(start.getTime() + 95 * 60_000);
    const db = server.ctx.database.db;
    await db.insert(liveSessions).values({
      anchorId: Number(uid),
      codeId: 0,
      source: 'embedded',
      holder: 'e2e',
      playUrl: `/live/${uid}/1/index.m3u8`,
      anchorType: 1,
      peakViewers: 1234,
      startedAt: start,
      lastDataAt: end,
      endedAt: end,
      endReason: 'stopped',
    });
    const day = [start.getFullYear(), start.getMonth() + 1, start.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('-');
    await db
      .insert(liveDaily)
      .values({ anchorId: Number(uid), day, peakViewers: 1234, liveSeconds: 95 * 60, sessions: 1 })
      .onConflictDoNothing();
    const b = await openMember(server.url, 'anchor01', '/user/datas');
    try {
      const row = b.page.getByTestId('history-row').filter({ hasText: '1,234' });
      await row.waitFor({ timeout: 20_000 });
      expect(await row.textContent()).toContain('1 h 35 min');
      expect(await b.page.getByTestId('stats-duration').textContent()).toBeTruthy();
    } finally {
      await b.close();
    }
  });

  it('shows the tutorial in Chinese, and a viewer how to become an anchor', async () => {
    // The account's language wins over the browser's at login: the anchor reads in Chinese.
    const { token } = await apiLogin(server.url, 'anchor01');
    await setAccountLanguage(server.url, token, 'zh');
    const anchor = await openMember(server.url, 'anchor01', '/user/tutorial', { language: 'zh' });
    const viewer = await openMember(server.url, 'viewer01', '/user/configuration');
    try {
      const guide = anchor.page.getByTestId('guide-page');
      await guide.locator('h1').waitFor({ timeout: 20_000 });
      expect(await guide.locator('h1').textContent()).toContain('开播');
      // The title comes with the document, its body (the h2s) once the sanitiser's chunk has loaded
      // (RichText): counting the h2s at the title found 0 once, in CI (2026-11-28).
      await guide.locator('.doc-body h2').nth(3).waitFor({ timeout: 20_000 });
      expect(await guide.locator('h2').count()).toBeGreaterThan(3);
      await viewer.page.getByTestId('live-not-anchor').waitFor({ timeout: 20_000 });
      expect(await viewer.page.getByTestId('live-apply').getAttribute('href')).toContain('/user/apply');
      expect(await viewer.page.getByTestId('going-live').count()).toBe(0);
    } finally {
      await anchor.close();
      await viewer.close();
      await setAccountLanguage(server.url, token, 'en');
    }
  });
});
