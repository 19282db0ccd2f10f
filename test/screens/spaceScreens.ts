import path from 'node:path';

import { Jimp } from 'jimp';
import type { Page } from 'playwright-core';

import { apiLogin, openMember, setAccountLanguage } from '../helpers/chatMembers';
import { startE2eServer } from '../helpers/e2eServer';
import { screenArgs, settle } from './screenArgs';

/**
 * `npx tsx test/screens/spaceScreens.ts [lang,lang] [width,width] [outDir]`: screenshots of the
 * anchor's space: the photo wall (grid, uploads in progress on a slowed connection, a refused
 * description), the lightbox, the post composer with its errors (empty post, a 10th picture), my
 * posts, and the room's section of photos and posts as a viewer sees it. Needs a built client
 * (`NODE_ENV=production npx vite build`; CLIENT_DIR=<dir> to use another build).
 */
const { langs, widths, out } = screenArgs();

/** A noisy picture (so it stays large after compression and its upload takes a while when slowed). */
async function picture(name: string, hue: number, width = 1200, height = 900) {
  const image = new Jimp({ width, height, color: 0x000000ff });
  const data = image.bitmap.data;
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % width;
    data[i] = (hue + x / 8 + Math.random() * 90) & 255;
    data[i + 1] = (hue * 2 + Math.random() * 90) & 255;
    data[i + 2] = (200 - x / 10 + Math.random() * 90) & 255;
  }
  return { name, mimeType: 'image/jpeg', buffer: await image.getBuffer('image/jpeg', { quality: 92 }) };
}

/** Slows the page's uploads so their progress bars show (Chromium's network emulation). */
async function slowUploads(page: Page, on: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? 40 : 0,
    downloadThroughput: -1,
    uploadThroughput: on ? 60 * 1024 : -1,
  });
}

async function main(): Promise<void> {
  const server = await startE2eServer(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {});
  try {
    const anchor = await apiLogin(server.url, 'anchor01');
    const viewer = await apiLogin(server.url, 'viewer02');
    for (const lang of langs) {
      for (const user of [anchor, viewer]) await setAccountLanguage(server.url, user.token, lang);
      for (const width of widths) {
        const height = width < 800 ? 844 : 900;
        const shot = async (page: Page, name: string, fullPage = true) => {
          await settle(page, 500);
          // A full page is drawn from the top: the sticky header then sits where it belongs.
          if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: path.join(out, `space-${name}-${lang}-${width}.png`), fullPage });
        };

        const own = await openMember(server.url, 'anchor01', '/user/photos', { width, language: lang });
        try {
          const { page } = own;
          await page.setViewportSize({ width, height });
          await page.getByTestId('own-wall').waitFor({ timeout: 20_000 });
          await shot(page, 'photos');
          await slowUploads(page, true);
          await page
            .getByTestId('photo-upload-input')
            .setInputFiles([await picture('stadium.jpg', 30), await picture('fans.jpg', 140)]);
          await page.locator('.picture-upload [role="progressbar"]').first().waitFor({ timeout: 20_000 });
          await page.waitForTimeout(1200);
          await shot(page, 'photos-uploading');
          await slowUploads(page, false);
          await page.getByTestId('photo-upload-item-uploaded').nth(1).waitFor({ timeout: 60_000 });
          await page.getByTestId('photo-description-input').first().fill('A very long description!!');
          await page.getByTestId('photo-add').click();
          await page.getByTestId('photo-description-input-error').waitFor();
          await shot(page, 'photos-refused');
          await page
            .getByTestId('photo-remove')
            .first()
            .waitFor()
            .catch(() => undefined);
          await page.getByTestId('own-photo').first().getByTestId('photo-open').click();
          await page.getByTestId('lightbox').waitFor();
          await page.getByTestId('lightbox-image').evaluate((img: HTMLImageElement) => img.decode());
          await shot(page, 'lightbox', false);
          await page.keyboard.press('Escape');

          await page.goto(`${server.url}/#/user/posts`);
          await page.getByTestId('note-list').waitFor({ timeout: 20_000 });
          await shot(page, 'posts');
          await page.getByTestId('note-publish').click();
          const tiny = await Promise.all(
            Array.from({ length: 10 }, (_, i) => picture(`p${i}.jpg`, i * 25, 96, 72)),
          );
          await page.getByTestId('note-upload-input').setInputFiles(tiny);
          await page.getByTestId('note-upload-refusal').waitFor();
          await page.getByTestId('note-upload-item-uploaded').nth(8).waitFor({ timeout: 30_000 });
          await shot(page, 'composer-errors');
        } finally {
          await own.close();
        }

        const room = await openMember(server.url, 'viewer02', `/anchor/room/${anchor.uid}`, {
          width,
          language: lang,
        });
        try {
          const { page } = room;
          await page.setViewportSize({ width, height });
          // Software video decoding keeps headless Chromium busy: pause the live stream first.
          const video = page.getByTestId('player').locator('video');
          await video.waitFor({ timeout: 30_000 }).catch(() => undefined);
          await video.evaluate((v: HTMLVideoElement) => v.pause()).catch(() => undefined);
          const space = page.getByTestId('anchor-space');
          await space.getByTestId('wall-photo').first().waitFor({ timeout: 30_000 });
          await space.scrollIntoViewIfNeeded();
          await settle(page, 500);
          await space.screenshot({ path: path.join(out, `space-room-photos-${lang}-${width}.png`) });
          await space.getByTestId('space-tab-posts').click();
          await space.getByTestId('note').first().waitFor({ timeout: 20_000 });
          await settle(page, 500);
          await space.screenshot({ path: path.join(out, `space-room-posts-${lang}-${width}.png`) });
          await space.getByTestId('note-picture').first().click();
          await page.getByTestId('note-lightbox').waitFor();
          await shot(page, 'room-lightbox', false);
        } finally {
          await room.close();
        }
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`screenshots in ${out}`);
}

await main();
