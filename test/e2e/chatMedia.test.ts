import { randomBytes } from 'node:crypto';

import { count, like } from 'drizzle-orm';
import { Jimp } from 'jimp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '../../server/db/schema';
import { openMember, privateConversation, sendText } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { startNetProxy } from '../helpers/netProxy';

/**
 * The Chromium checks beyond plain text: a picture goes out with a visible upload progress
 * bar and the receiver sees it; a message written offline is delivered once when the network is
 * back; the message menu revokes, and a merged forward opens as a chat history on the other side.
 */
let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server?.stop();
});

/** How many stored messages carry `text` (a resend must not store twice). */
async function storedCount(text: string): Promise<number> {
  const [row] = await server.ctx.database.db
    .select({ n: count() })
    .from(messages)
    .where(like(messages.content, `%${text}%`));
  return row?.n ?? 0;
}

/** A noisy 900x600 PNG (~0.5 MB after quantising), so a throttled upload takes a few seconds. */
async function noisyPng(): Promise<Buffer> {
  const [width, height] = [900, 600];
  const image = new Jimp({ width, height });
  const noise = randomBytes(width * height * 4);
  const data = image.bitmap.data;
  for (let i = 0; i < data.length; i++) data[i] = (i + 1) % 4 === 0 ? 255 : noise[i]!;
  return image.getBuffer('image/png');
}

async function openChatWithFriend(page: Page): Promise<void> {
  await page.getByTestId('friend-open').first().click();
  await page.getByTestId('chat-input').waitFor();
}

describe('chat media and message actions in the browser', () => {
  it('sends a picture with an upload progress bar and the receiver sees it', async () => {
    const proxy = await startNetProxy(server.url);
    const lily = await openMember(proxy.url, 'viewer01', '/chat/address-book');
    const ken = await openMember(server.url, 'viewer02', '/chat/message');
    try {
      await openChatWithFriend(lily.page);
      proxy.setUploadRate(128 * 1024);
      await lily.page.evaluate(() => {
        const rates: number[] = [];
        (window as unknown as { rates: number[] }).rates = rates;
        new MutationObserver(() => {
          const bar = document.querySelector('[data-testid="chat-upload-progress"]');
          if (bar) rates.push(Number(bar.getAttribute('aria-valuenow')));
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await lily.page.getByTestId('attach-media-input').setInputFiles({
        name: 'goal.png',
        mimeType: 'image/png',
        buffer: await noisyPng(),
      });
      await lily.page.getByTestId('chat-upload-progress').waitFor({ timeout: 30_000 });
      await lily.page.getByTestId('chat-upload').waitFor({ state: 'detached', timeout: 60_000 });
      const rates = await lily.page.evaluate(() => (window as unknown as { rates: number[] }).rates);
      // The bar runs from 0 to 100 and stays until the PUT is answered (status 2). On loopback the
      // kernel's socket buffers take the whole body at once, so the steps in between are not seen here.
      expect(rates[0]).toBe(0);
      expect(rates.at(-1)).toBe(100);
      expect(rates).toEqual([...rates].sort((x, y) => x - y));
      const mine = lily.page.locator(
        '[data-testid="chat-message"][data-status="succeeded"] img.chat-picture',
      );
      await mine.waitFor({ timeout: 20_000 });
      expect(await mine.getAttribute('src')).toMatch(/^\/uploads\/chat\/\d{8}\/[0-9a-f]{24}\.png$/);

      await privateConversation(ken.page, 'Lily').click();
      const theirs = ken.page.locator('img.chat-picture');
      await theirs.waitFor({ timeout: 20_000 });
      await expect
        .poll(() => theirs.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
          timeout: 10_000,
        })
        .toBe(900);
    } finally {
      await lily.close();
      await ken.close();
    }
  });

  it('delivers a message written offline once when the network comes back', async () => {
    const proxy = await startNetProxy(server.url);
    const lily = await openMember(proxy.url, 'viewer01', '/chat/address-book');
    const ken = await openMember(server.url, 'viewer02', '/chat/message');
    try {
      await openChatWithFriend(lily.page);
      await expect
        .poll(() => server.ctx.runtimes.realtime.presence.socketCount(lily.uid), { timeout: 15_000 })
        .toBe(1);
      proxy.setOnline(false);
      await lily.context.setOffline(true);
      await expect
        .poll(() => server.ctx.runtimes.realtime.presence.socketCount(lily.uid), { timeout: 30_000 })
        .toBe(0);
      const text = `Written offline ${Date.now()}`;
      await sendText(lily.page, text);
      const pending = lily.page.locator('[data-testid="chat-message"]', { hasText: text });
      await pending.waitFor();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await pending.getAttribute('data-status')).toBe('sending');

      proxy.setOnline(true);
      await lily.context.setOffline(false);
      await expect.poll(() => pending.getAttribute('data-status'), { timeout: 45_000 }).toBe('succeeded');
      await privateConversation(ken.page, 'Lily').click();
      await ken.page.getByTestId('chat-messages').getByText(text).waitFor({ timeout: 20_000 });
      await lily.page.reload();
      await privateConversation(lily.page, 'Ken').click();
      await lily.page.getByTestId('chat-messages').getByText(text).waitFor({ timeout: 20_000 });
      expect(await ken.page.getByTestId('chat-messages').getByText(text).count()).toBe(1);
      expect(await lily.page.getByTestId('chat-messages').getByText(text).count()).toBe(1);
      expect(await storedCount(text)).toBe(1);
    } finally {
      await lily.close();
      await ken.close();
      await proxy.close();
    }
  });

  it('revokes from the message menu and forwards a merged chat history', async () => {
    const lily = await openMember(server.url, 'viewer01', '/chat/address-book');
    const ken = await openMember(server.url, 'viewer02', '/chat/message');
    try {
      await openChatWithFriend(lily.page);
      const stamp = Date.now();
      await sendText(lily.page, `First line ${stamp}`);
      await sendText(lily.page, `Second line ${stamp}`);
      const second = lily.page
        .locator('[data-testid="chat-message"][data-status="succeeded"]')
        .filter({ has: lily.page.getByText(`Second line ${stamp}`, { exact: true }) });
      await second.waitFor({ timeout: 20_000 });

      const first = lily.page
        .locator('[data-testid="chat-message"]')
        .filter({ has: lily.page.getByText(`First line ${stamp}`, { exact: true }) });
      await first.click({ button: 'right' });
      await lily.page.getByTestId('message-menu').locator('[data-action="select"]').click();
      await second.locator('.chat-select').check();
      await lily.page.getByTestId('forward-merged').click();
      const dialog = lily.page.getByTestId('forward-dialog');
      await dialog.getByTestId('pick-row').first().locator('input[type="checkbox"]').check();
      await dialog.getByTestId('forward-send').click();
      await dialog.waitFor({ state: 'detached' });

      await second.hover();
      await second.getByTestId('message-menu-button').click();
      await lily.page.getByTestId('message-menu').locator('[data-action="revoke"]').click();
      await lily.page.getByText('You revoked a message').waitFor({ timeout: 20_000 });

      await privateConversation(ken.page, 'Lily').click();
      await ken.page.getByText(/revoked a message/).waitFor({ timeout: 20_000 });
      const merged = ken.page.getByTestId('merged-bubble').last();
      await merged.waitFor({ timeout: 20_000 });
      await merged.click();
      const history = ken.page.getByTestId('merged-dialog');
      await history.getByText(`First line ${stamp}`).waitFor();
      await history.getByText(`Second line ${stamp}`).waitFor();
    } finally {
      await lily.close();
      await ken.close();
    }
  });
});
