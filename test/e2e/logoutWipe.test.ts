import { Jimp } from 'jimp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openMember, privateConversation } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';

/**
 * Issue 13: logging out deletes the user's conversation database (IndexedDB) and the cached chat
 * pictures (the service worker's image cache and its expiry records), and another tab of the same
 * user ends logged out without creating the database again.
 */
let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server?.stop();
});

const CHAT_MEDIA = '/uploads/chat/';

/** A small striped PNG for the chat picture. */
async function picture(): Promise<Buffer> {
  const image = new Jimp({ width: 240, height: 160, color: 0x2266aaff });
  for (let x = 0; x < 240; x += 20) for (let y = 0; y < 160; y++) image.setPixelColor(0xffcc00ff, x, y);
  return image.getBuffer('image/png');
}

/** The names of the page's IndexedDB databases (null while the page navigates). */
function databases(page: Page): Promise<string[] | null> {
  return page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? '')).catch(() => null);
}

/** Every URL held in Cache Storage, cache by cache (null while the page navigates). */
function cachedUrls(page: Page): Promise<string[] | null> {
  return page
    .evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${request.url}`);
      return urls;
    })
    .catch(() => null);
}

/** URLs the service worker's expiry records (workbox-expiration, IndexedDB) still name. */
function expiryUrls(page: Page): Promise<string[] | null> {
  return page
    .evaluate(async () => {
      if (!(await indexedDB.databases()).some((d) => d.name === 'workbox-expiration')) return [];
      return new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('workbox-expiration');
        open.onerror = () => reject(new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache-entries')) return resolve([]);
          const all = db.transaction('cache-entries').objectStore('cache-entries').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { url: string }[]).map((entry) => entry.url));
          };
          all.onerror = () => reject(new Error('read failed'));
        };
      });
    })
    .catch(() => null);
}

const hasChatMedia = (urls: string[] | null) => urls !== null && urls.some((u) => u.includes(CHAT_MEDIA));

describe('logout wipes the device', () => {
  it("deletes the user's chat database and cached chat pictures, in every tab", async () => {
    const lily = await openMember(server.url, 'viewer01', '/chat/address-book');
    try {
      const { page, context } = lily;
      const dbName = `tribune-im-${lily.uid}`;
      // The first load installs the service worker; only a controlled page caches pictures.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
      await page.reload();
      await page.getByTestId('friend-open').first().click();
      await page.getByTestId('chat-input').waitFor();
      await page.getByTestId('attach-media-input').setInputFiles({
        name: 'wipe.png',
        mimeType: 'image/png',
        buffer: await picture(),
      });
      const sent = page.locator('[data-testid="chat-message"][data-status="succeeded"] img.chat-picture');
      await sent.first().waitFor({ timeout: 30_000 });
      expect(await sent.first().getAttribute('src')).toContain(CHAT_MEDIA);

      // A second tab of the same user, on the chat list (the same worker and database).
      const other = await context.newPage();
      await other.goto(`${server.url}/#/chat/message`);
      await privateConversation(other, 'Ken').click({ timeout: 20_000 });
      await other.locator('img.chat-picture').first().waitFor({ timeout: 20_000 });

      // Content to wipe: the database, the cached picture, its expiry record.
      await expect.poll(() => databases(page), { timeout: 15_000 }).toContain(dbName);
      await expect.poll(async () => hasChatMedia(await cachedUrls(page)), { timeout: 15_000 }).toBe(true);
      await expect.poll(async () => hasChatMedia(await expiryUrls(page)), { timeout: 15_000 }).toBe(true);

      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout').click();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('zbpcJwt')).catch(() => 'navigating'))
        .toBeNull();
      await page.getByTestId('user-menu').waitFor({ state: 'detached', timeout: 15_000 });

      await expect.poll(() => databases(page), { timeout: 15_000 }).not.toContain(dbName);
      await expect.poll(() => cachedUrls(page), { timeout: 15_000 }).not.toBeNull();
      expect(hasChatMedia(await cachedUrls(page))).toBe(false);
      await expect.poll(() => expiryUrls(page), { timeout: 15_000 }).not.toBeNull();
      expect(hasChatMedia(await expiryUrls(page))).toBe(false);

      // The other tab ends logged out too, away from the chat it showed.
      await other.getByTestId('user-menu').waitFor({ state: 'detached', timeout: 15_000 });
      await other.locator('img.chat-picture').first().waitFor({ state: 'detached', timeout: 15_000 });
      expect(await other.evaluate(() => localStorage.getItem('zbpcJwt'))).toBeNull();

      // Nothing brings the database back: both tabs keep running as guests.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await databases(page)).not.toContain(dbName);
      expect(await databases(other)).not.toContain(dbName);
    } finally {
      await lily.close();
    }
  });
});
