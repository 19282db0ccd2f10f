/**
 * The console's content area in Chromium (issue 20): admin01 adds a refused word on /admin/words and
 * a viewer's room chat message with it is refused in the room; admin01 sends a type 4 push from
 * /admin/pushes that the viewer's subscribed browser shows (the push goes through a local push
 * service, test/helpers/pushService.ts, and is handed to the browser's worker as it arrived) and
 * whose showing comes back as "Shown"; a page saved with a <script> is shown sanitised in the
 * preview and on /user/contract/service. Screenshots of the three pages go to /tmp/shots-content/.
 */
import fs from 'node:fs';

import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PushType } from '../../protocol/push';
import { type BrowserSession, openBrowser } from '../helpers/browser';
import { apiLogin, openMember } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { Popups } from '../helpers/popups';
import { type PushService, startPushService } from '../helpers/pushService';

const SHOTS = '/tmp/shots-content';
let server: E2eServer;
let push: PushService;
let admin: BrowserSession;
let viewer: BrowserSession;
let cdp: CDPSession;
let popups: Popups;
let registrationId = '';
let anchorUid = '';

beforeAll(async () => {
  push = await startPushService();
  server = await startE2eServer({
    MATCH_SIMULATOR: '0',
    PUSH_EXTRA_HOSTS: push.host,
    PUSH_CA_FILE: push.caFile,
  });
  ({ uid: anchorUid } = await apiLogin(server.url, 'anchor01'));
  admin = await openMember(server.url, 'admin01', '/admin/words');
  admin.page.setDefaultTimeout(30_000);

  const { token } = await apiLogin(server.url, 'viewer02');
  viewer = await openBrowser();
  viewer.page.setDefaultTimeout(60_000);
  await viewer.context.grantPermissions(['notifications'], { origin: server.url });
  await viewer.page.addInitScript(
    ([t]) => {
      const store = (globalThis as unknown as { localStorage: Storage }).localStorage;
      store.setItem('zbpcJwt', t!);
      store.setItem('language', 'en');
    },
    [token],
  );
  popups = new Popups(viewer.context);
  cdp = await viewer.context.newCDPSession(viewer.page);
  await cdp.send('ServiceWorker.enable');
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
    if (ours) registrationId = ours.registrationId;
  });
  fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await admin?.close();
  await viewer?.close();
  await server?.stop();
  await push?.close();
});

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the console: refused words, pushes, rich-text pages', () => {
  it('admin01 adds a refused word; a viewer’s room chat message with it is refused in the room', async () => {
    const { page } = admin;
    await page.getByTestId('words-table').waitFor();
    await page.getByTestId('words-add-input').fill('tribunetestbet, second e2e word');
    await page.getByTestId('words-add').click();
    await page.getByTestId('words-search').fill('tribunetest');
    await expect
      .poll(() => page.getByTestId('words-table-row').allTextContents(), { timeout: 20_000 })
      .toEqual([expect.stringContaining('tribunetestbet')]);

    await page.getByTestId('words-test-input').fill('Try the TRIBUNE test bet now');
    await page.getByTestId('words-test').click();
    await expect.poll(() => page.getByTestId('words-test-result').textContent()).toContain('tribunetestbet');

    // A file that is not text is refused with its reason, and the list does not change.
    await page.getByTestId('words-import').setInputFiles({
      name: 'words.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]),
    });
    // (Checked by its place, not its words: the new messages reach the catalogs later.)
    await expect
      .poll(() => page.getByTestId('words-import-result').getAttribute('class'))
      .toBe('field-error');
    expect(await page.getByTestId('words-import-result').textContent()).not.toBe('');
    await shots(page, 'words');

    const room = viewer.page;
    await room.addInitScript(() => {
      HTMLMediaElement.prototype.play = () => Promise.resolve();
    });
    await room.goto(`${server.url}/#/anchor/room/${anchorUid}`);
    await room.locator('[data-testid="room-chat"][data-status="joined"]').waitFor({ timeout: 60_000 });
    await room.getByTestId('room-input').fill('who wants a tribune test bet?');
    await room.getByTestId('room-input').press('Enter');
    await expect
      .poll(() => room.getByTestId('room-send-error').textContent(), { timeout: 30_000 })
      .toMatch(/word/i);
    expect(await room.getByTestId('room-message').filter({ hasText: 'tribune test bet' }).count()).toBe(0);
  });

  it('admin01 sends a type 4 push that the subscribed browser shows, and it comes back as shown', async () => {
    // The viewer's browser: the app installed (its worker), subscribed at the local push service.
    const room = viewer.page;
    await room.goto(`${server.url}/#/match/0`);
    await room.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await expect.poll(() => registrationId, { timeout: 10_000 }).not.toBe('');
    const sub = push.subscriber();
    const registered = await room.evaluate(async (pushToken) => {
      const token = localStorage.getItem('zbpcJwt')!;
      const res = await fetch('/web/jpush/pushToken', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: token, language: 'en' },
        body: JSON.stringify({ platform: 3, pushToken }),
      });
      return ((await res.json()) as { success: boolean }).success;
    }, sub.token);
    expect(registered).toBe(true);
    // The worker reports a shown push with its subscription: this browser's is the local service's.
    const worker = await popups.worker();
    await worker.evaluate(
      `PushManager.prototype.getSubscription = () => Promise.resolve({ endpoint: ${JSON.stringify(sub.endpoint)} })`,
    );

    const { page } = admin;
    await page.goto(`${server.url}/#/admin/pushes`);
    await page.getByTestId('push-title').fill('Derby tonight');
    await page.getByTestId('push-body').fill('Kick-off at eight, watch it live');
    await page.getByTestId('push-target').fill('javascript:alert(1)');
    await page.getByTestId('push-send').click();
    await expect.poll(() => page.getByTestId('push-target').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('push-target-error').textContent()).not.toBe('');
    await page.getByTestId('push-target').fill('https://example.com/derby');
    await page.getByTestId('push-audience-user').check();
    await page.getByTestId('push-username').fill('viewer02');
    expect(await page.getByTestId('push-preview-title').textContent()).toBe('Derby tonight');
    await page.getByTestId('push-send').click();
    await expect
      .poll(() => page.getByTestId('push-result-sent').textContent(), { timeout: 30_000 })
      .toBe('1');

    const [message] = (await push.waitFor(sub, 1)) as { type: number; id: string; title: string }[];
    expect(message).toMatchObject({ type: PushType.Custom, title: 'Derby tonight' });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId,
      data: JSON.stringify(message),
    });
    await expect
      .poll(async () => (await popups.list()).find((n) => n.tag === `notify-${message!.id}`), {
        timeout: 20_000,
      })
      .toMatchObject({ title: 'Derby tonight', body: 'Kick-off at eight, watch it live' });

    // The history counts it as shown once the worker's report is in.
    await expect
      .poll(
        async () => {
          await page.getByTestId('push-refresh').click();
          const cells = await page.getByTestId('push-history-row').first().locator('td').allTextContents();
          return [cells[1], ...cells.slice(3, 7)];
        },
        { timeout: 20_000 },
      )
      .toEqual(['Derby tonight', '1', '1', '1', '0']);
    await shots(page, 'pushes');
  });

  it('a page saved with a <script> is sanitised in the preview and on /user/contract/service', async () => {
    const { page } = admin;
    await page.goto(`${server.url}/#/admin/pages`);
    await page.getByTestId('pages-doc').selectOption('service');
    await page.getByTestId('pages-lang').selectOption('en');
    await expect.poll(() => page.getByTestId('pages-title').isEnabled()).toBe(true);
    await page.getByTestId('pages-title').fill('Terms of service (e2e)');
    const html =
      '<h2>Fair play</h2><p>Be kind in chat.</p><script>window.__pwned = 1</script>' +
      '<p><a href="javascript:window.__pwned=2">click</a><img src="x" onerror="window.__pwned=3"></p>';
    await page.getByTestId('pages-html').fill(html);
    const preview = page.getByTestId('pages-preview');
    await expect.poll(() => preview.textContent()).toContain('Be kind in chat.');
    expect(await preview.locator('script, img, [onerror]').count()).toBe(0);
    expect(await preview.locator('a').first().getAttribute('href')).toBeNull();
    await page.getByTestId('pages-save').click();
    await expect.poll(() => page.getByTestId('pages-versions-row').count(), { timeout: 20_000 }).toBe(1);
    await shots(page, 'pages');

    await page.goto(`${server.url}/#/user/contract/service`);
    const doc = page.getByTestId('contract-page');
    await expect.poll(() => doc.textContent(), { timeout: 20_000 }).toContain('Be kind in chat.');
    expect(await doc.textContent()).toContain('Terms of service (e2e)');
    expect(await doc.locator('script, img, [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
