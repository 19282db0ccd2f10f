import type { BrowserContext, Page } from 'playwright-core';
import qrcode from 'qrcode-generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { qrContent } from '../../protocol/friend';
import { apiLogin, openMember, privateConversation, sendText } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';

let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server?.stop();
});

function member(username: string, path: string) {
  return openMember(server.url, username, path);
}

const send = sendText;

/** A 1x1 white GIF: a picture with no QR code in it. */
const BLANK_GIF = 'R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs=';

async function openTabs(context: BrowserContext, count: number, url: string): Promise<Page[]> {
  const pages: Page[] = [];
  for (let i = 0; i < count; i++) {
    const page = await context.newPage();
    await page.goto(url);
    pages.push(page);
  }
  return pages;
}

describe('chat in the browser', () => {
  it('two members chat both ways, and five tabs of one member share one socket and all update', async () => {
    const lily = await member('viewer01', '/chat/address-book');
    const ken = await member('viewer02', '/chat/message');
    try {
      await lily.page.getByTestId('friend-open').first().click();
      await lily.page.getByTestId('chat-input').waitFor();
      await send(lily.page, 'Hello from Lily');

      await privateConversation(ken.page, 'Lily').click();
      await ken.page.getByTestId('chat-messages').getByText('Hello from Lily').waitFor({ timeout: 15_000 });
      const mine = lily.page
        .locator('[data-testid="chat-message"]')
        .filter({ has: lily.page.getByText('Hello from Lily', { exact: true }) });
      await expect.poll(() => mine.getByTestId('chat-read').textContent(), { timeout: 15_000 }).toBe('Read');
      await send(ken.page, 'Hi Lily, see you in the room');
      await lily.page
        .getByTestId('chat-messages')
        .getByText('Hi Lily, see you in the room')
        .waitFor({ timeout: 15_000 });

      const tabs = await openTabs(lily.context, 4, `${server.url}/#/chat/message`);
      for (const tab of tabs) await tab.getByTestId('chat-conv').first().waitFor({ timeout: 15_000 });
      await expect
        .poll(() => server.ctx.runtimes.realtime.presence.socketCount(lily.uid), { timeout: 10_000 })
        .toBe(1);

      await send(ken.page, 'One socket, five tabs');
      for (const tab of tabs) {
        await tab
          .getByTestId('chat-conv')
          .first()
          .getByText('One socket, five tabs')
          .waitFor({ timeout: 15_000 });
      }
      expect(await server.ctx.runtimes.realtime.presence.socketCount(lily.uid)).toBe(1);
    } finally {
      await lily.close();
      await ken.close();
    }
  });

  it('finds a member from a picture of their QR code and shows my own code', async () => {
    const { appNumber } = await apiLogin(server.url, 'viewer02');
    const qr = qrcode(0, 'M');
    qr.addData(qrContent(appNumber));
    qr.make();
    const gif = Buffer.from(qr.createDataURL(6, 4).split(',')[1]!, 'base64');
    const lily = await member('viewer01', '/chat/address-book');
    try {
      await lily.page.getByTestId('address-tab-add').click();
      await lily.page.getByTestId('my-qr').locator('svg').waitFor();
      await lily.page
        .getByTestId('scan-qr-input')
        .setInputFiles({ name: 'ken.gif', mimeType: 'image/gif', buffer: gif });
      const result = lily.page.getByTestId('add-friend-result');
      await result.getByText('Ken').waitFor({ timeout: 15_000 });
      await result.getByText('You are already friends').waitFor();
      await lily.page.getByTestId('scan-qr-input').setInputFiles({
        name: 'blank.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from(BLANK_GIF, 'base64'),
      });
      await lily.page.getByText('No Tribune QR code was found in this picture').waitFor();
    } finally {
      await lily.close();
    }
  });
});
