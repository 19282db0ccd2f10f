import { Jimp } from 'jimp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Note, Photo } from '../../protocol/space';
import { openBrowser } from '../helpers/browser';
import { apiLogin, openMember, setAccountLanguage } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { webCall } from '../helpers/webCall';

/**
 * The anchor's space in the browser: anchor01 adds three photos with descriptions (a 21-character
 * one is refused first, with no call), looks at them full size, reorders and deletes one; writes a
 * post with two pictures, and a 10th picture of a post is refused, translated, before any upload;
 * viewer02 sees the wall and the post in the room, likes the post (+1, again -1), follows from the
 * room and finds the anchor in /user/attention.
 */
let server: E2eServer;
let anchor: { token: string; uid: string };

beforeAll(async () => {
  server = await startE2eServer();
  anchor = await apiLogin(server.url, 'anchor01');
});
afterAll(async () => {
  await server?.stop();
});

type PageOf<T> = { data: { list: T[]; total: number } };

const wall = async () =>
  (
    await webCall<PageOf<Photo>>(
      server.url,
      '/web_anchor/imageList',
      { page: 1, pageSize: 100 },
      anchor.token,
    )
  ).data.list;
const notes = async (token: string) =>
  (
    await webCall<PageOf<Note>>(
      server.url,
      '/web_anchor/noteList',
      { anchorId: anchor.uid, page: 1, pageSize: 10 },
      token,
    )
  ).data.list;

/** A PNG of `width` x `height` in one colour. */
async function png(name: string, color: number, width = 640, height = 480) {
  const image = new Jimp({ width, height, color });
  return { name, mimeType: 'image/png', buffer: await image.getBuffer('image/png') };
}

/** Counts the page's calls whose path ends with `path`. */
function countCalls(page: Page, path: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.endsWith(path)) seen.count++;
  });
  return seen;
}

describe('the photo wall and posts in the browser', () => {
  it('adds three described photos (21 characters refused first), shows them full size, reorders, deletes one', async () => {
    const before = await wall();
    const b = await openMember(server.url, 'anchor01', '/user/photos');
    try {
      const { page } = b;
      const adds = countCalls(page, '/web_anchor/addImage');
      await page.getByTestId('own-wall').waitFor({ timeout: 20_000 });
      await page
        .getByTestId('photo-upload-input')
        .setInputFiles([
          await png('goal.png', 0x2a6fdbff),
          await png('crowd.png', 0xdb6f2aff, 480, 640),
          await png('bench.png', 0x2adb6fff),
        ]);
      await expect
        .poll(() => page.getByTestId('photo-upload-item-uploaded').count(), { timeout: 30_000 })
        .toBe(3);

      const fields = page.getByTestId('photo-description-input');
      await fields.nth(0).fill('A'.repeat(21));
      await fields.nth(1).fill('The crowd');
      await fields.nth(2).fill('On the bench');
      await page.getByTestId('photo-add').click();
      const error = page.getByTestId('photo-description-input-error');
      await error.waitFor();
      expect(await error.textContent()).toBe('A photo description has at most 20 characters');
      expect(await fields.nth(0).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(adds.count).toBe(0);

      await fields.nth(0).fill('Goal!');
      await page.getByTestId('photo-add').click();
      const tiles = page.getByTestId('own-photo');
      await expect.poll(() => tiles.count(), { timeout: 20_000 }).toBe(before.length + 3);
      expect(adds.count).toBe(3);
      const added = (await wall()).slice(0, 3).map((p) => p.description);
      expect(added.sort()).toEqual(['Goal!', 'On the bench', 'The crowd']);

      // Full size: the original, not the thumbnail; ←/→ step, Escape closes and gives the focus back.
      const opener = tiles.first().getByTestId('photo-open');
      await opener.click();
      const box = page.getByTestId('lightbox');
      await box.waitFor();
      const first = (await wall())[0]!;
      expect(await page.getByTestId('lightbox-image').getAttribute('src')).toBe(first.url);
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => page.getByTestId('lightbox-position').textContent())
        .toBe(`Picture 2 of ${before.length + 3}`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect
        .poll(() => page.getByTestId('lightbox-position').textContent())
        .toBe(`Picture ${before.length + 3} of ${before.length + 3}`);
      // Tab stays inside; a swipe to the left on a touch screen goes on by one.
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
      expect(await box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await box.evaluate((el) => {
        const at = (x: number) => [new Touch({ identifier: 1, target: el, clientX: x, clientY: 300 })];
        const stage = el.querySelector('.lightbox-stage')!;
        stage.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: at(600) }));
        stage.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: at(400) }));
      });
      await expect
        .poll(() => page.getByTestId('lightbox-position').textContent())
        .toBe(`Picture 1 of ${before.length + 3}`);
      await page.keyboard.press('Escape');
      await box.waitFor({ state: 'detached' });
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

      // Reorder: the first photo one place later, by keyboard.
      const order = (await wall()).map((p) => p.id);
      await tiles.first().getByTestId('photo-later').focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await wall()).map((p) => p.id), { timeout: 10_000 })
        .toEqual([order[1], order[0], ...order.slice(2)]);
      // The keyboard stays on the photo that moved.
      const focused = await page.evaluate(() =>
        document.activeElement?.closest('[data-photo-id]')?.getAttribute('data-photo-id'),
      );
      expect(focused).toBe(String(order[0]));

      // Delete "The crowd" after the question.
      await tiles.filter({ hasText: 'The crowd' }).getByTestId('photo-delete').click();
      await page.getByTestId('photo-delete-dialog').waitFor();
      await page.getByTestId('photo-delete-confirm').click();
      await expect.poll(() => tiles.count(), { timeout: 10_000 }).toBe(before.length + 2);
      const after = await wall();
      expect(after.map((p) => p.description)).not.toContain('The crowd');
      expect(after.map((p) => p.description)).toEqual(expect.arrayContaining(['Goal!', 'On the bench']));
    } finally {
      await b.close();
    }
  });

  it('writes a post with two pictures, and refuses a 10th picture in Chinese before any upload', async () => {
    const b = await openMember(server.url, 'anchor01', '/user/posts');
    try {
      const { page } = b;
      const signs = countCalls(page, '/manage/ossFile/image/oss_upload');
      await page.getByTestId('note-form').waitFor({ timeout: 20_000 });
      await page.getByLabel('Text').fill('Training pictures from today');
      await page
        .getByTestId('note-upload-input')
        .setInputFiles([await png('one.png', 0x123456ff), await png('two.png', 0x654321ff)]);
      await expect
        .poll(() => page.getByTestId('note-upload-item-uploaded').count(), { timeout: 30_000 })
        .toBe(2);
      await page.getByTestId('note-publish').click();
      const post = page.getByTestId('note').filter({ hasText: 'Training pictures from today' });
      await post.waitFor({ timeout: 20_000 });
      expect(await post.getByTestId('note-picture').count()).toBe(2);
      expect(await post.getByTestId('note-time').textContent()).toBe('Just now');
      const [newest] = await notes(anchor.token);
      expect(newest).toMatchObject({ text: 'Training pictures from today', likes: 0 });
      expect(newest!.pictures).toHaveLength(2);
      expect(signs.count).toBe(2);
    } finally {
      await b.close();
    }

    await setAccountLanguage(server.url, anchor.token, 'zh');
    const zh = await openMember(server.url, 'anchor01', '/user/posts', { language: 'zh' });
    try {
      const { page } = zh;
      const signs = countCalls(page, '/manage/ossFile/image/oss_upload');
      await page.getByTestId('note-form').waitFor({ timeout: 20_000 });
      const nine = await Promise.all(
        Array.from({ length: 9 }, (_, i) => png(`p${i}.png`, 0x111111ff * (i + 1), 64, 48)),
      );
      await page.getByTestId('note-upload-input').setInputFiles(nine);
      await expect
        .poll(() => page.getByTestId('note-upload-item-uploaded').count(), { timeout: 30_000 })
        .toBe(9);
      expect(signs.count).toBe(9);
      await page.getByTestId('note-upload-input').setInputFiles([await png('ten.png', 0xff0000ff, 64, 48)]);
      const refusal = page.getByTestId('note-upload-refusal');
      await refusal.waitFor();
      expect(await refusal.textContent()).toBe('一条动态最多 9 张图片');
      expect(await page.getByTestId('note-upload-item').count()).toBe(9);
      expect(signs.count).toBe(9);
    } finally {
      await zh.close();
      await setAccountLanguage(server.url, anchor.token, 'en');
    }
  });

  it('shows the wall and the post in the room; a viewer likes it (+1, again -1), follows, finds the anchor', async () => {
    const viewer = await apiLogin(server.url, 'viewer02');
    // The demo has viewer02 following anchor01 already: start from not following.
    await webCall(server.url, '/web_anchor/follow', { anchorId: anchor.uid, state: 2 }, viewer.token);
    const photos = await wall();
    const [post] = await notes(viewer.token);
    expect(post!.pictures).toHaveLength(2);
    const b = await openMember(server.url, 'viewer02', `/anchor/room/${anchor.uid}`);
    try {
      const { page } = b;
      const space = page.getByTestId('anchor-space');
      await space.getByTestId('wall-photo').first().waitFor({ timeout: 20_000 });
      expect(await space.getByTestId('wall-photo').count()).toBe(photos.length);
      // Thumbnails in the grid, never the originals.
      const shown = await space
        .getByTestId('thumb')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
      expect(shown.length).toBeGreaterThan(0);
      for (const src of shown) expect(photos.map((p) => p.thumb)).toContain(src);
      await space.getByTestId('photo-open').first().click();
      await page.getByTestId('lightbox').waitFor();
      expect(await page.getByTestId('lightbox-image').getAttribute('alt')).toBe(photos[0]!.description);
      await page.keyboard.press('Escape');
      await page.getByTestId('lightbox').waitFor({ state: 'detached' });

      await space.getByTestId('space-tab-photos').focus();
      await page.keyboard.press('ArrowRight');
      const note = space.getByTestId('note').first();
      await note.waitFor({ timeout: 20_000 });
      expect(await note.textContent()).toContain(post!.text);
      expect(await note.getByTestId('note-picture').count()).toBe(2);
      await note.getByTestId('note-picture').nth(1).click();
      await page.getByTestId('note-lightbox').waitFor();
      expect(await page.getByTestId('note-lightbox-image').getAttribute('src')).toBe(post!.pictures[1]!.url);
      await page.keyboard.press('Escape');
      await page.getByTestId('note-lightbox').waitFor({ state: 'detached' });

      const like = note.getByTestId('note-like');
      expect(await like.getAttribute('data-count')).toBe(String(post!.likes));
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(async () => (await notes(viewer.token))[0]!.likes).toBe(post!.likes + 1);
      expect(await like.getAttribute('data-count')).toBe(String(post!.likes + 1));
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(async () => (await notes(viewer.token))[0]!.likes).toBe(post!.likes);
      expect(await like.getAttribute('data-count')).toBe(String(post!.likes));

      const follow = page.getByTestId('anchor-head').getByTestId('follow');
      await follow.click();
      await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
      await page.goto(`${server.url}/#/user/attention`);
      const row = page.getByTestId('follow-row').filter({ hasText: 'Coach Wang' });
      await row.waitFor({ timeout: 20_000 });
    } finally {
      await b.close();
    }
  });

  it('asks a visitor to log in to like a post', async () => {
    const b = await openBrowser();
    try {
      await b.page.goto(`${server.url}/#/anchor/room/${anchor.uid}`);
      await b.page.getByTestId('space-tab-posts').click({ timeout: 20_000 });
      const login = b.page.getByTestId('note-like-login').first();
      await login.waitFor({ timeout: 20_000 });
      await login.click();
      await expect.poll(() => new URL(b.page.url()).hash).toBe('#/login');
    } finally {
      await b.close();
    }
  });
});
