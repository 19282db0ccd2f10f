import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { socketCount } from '../../server/modules/im/online';
import { type BrowserSession, openBrowser } from '../helpers/browser';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';

let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server?.stop();
});

async function login(username: string): Promise<{ token: string; uid: string }> {
  const res = await fetch(`${server.url}/web/web_user/web_pwd_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  const body = (await res.json()) as { data: { token: string; userInfo: { uid: string } } };
  return { token: body.data.token, uid: body.data.userInfo.uid };
}

/** A browser logged in as `username` (token put where the app keeps it), showing `path`. */
async function member(username: string, path: string): Promise<BrowserSession & { uid: string }> {
  const { token, uid } = await login(username);
  const b = await openBrowser();
  await b.page.addInitScript(
    ([t]) => {
      localStorage.setItem('zbpcJwt', t!);
      localStorage.setItem('language', 'en');
    },
    [token],
  );
  await b.page.goto(`${server.url}/#${path}`);
  return { ...b, uid };
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
}

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

      await ken.page.getByTestId('chat-conv').first().click();
      await ken.page.getByTestId('chat-messages').getByText('Hello from Lily').waitFor({ timeout: 15_000 });
      await send(ken.page, 'Hi Lily, see you in the room');
      await lily.page
        .getByTestId('chat-messages')
        .getByText('Hi Lily, see you in the room')
        .waitFor({ timeout: 15_000 });

      const tabs = await openTabs(lily.context, 4, `${server.url}/#/chat/message`);
      for (const tab of tabs) await tab.getByTestId('chat-conv').first().waitFor({ timeout: 15_000 });
      await expect.poll(() => socketCount(server.ctx, lily.uid), { timeout: 10_000 }).toBe(1);

      await send(ken.page, 'One socket, five tabs');
      for (const tab of tabs) {
        await tab
          .getByTestId('chat-conv')
          .first()
          .getByText('One socket, five tabs')
          .waitFor({ timeout: 15_000 });
      }
      expect(await socketCount(server.ctx, lily.uid)).toBe(1);
    } finally {
      await lily.close();
      await ken.close();
    }
  });
});
