/**
 * The installable app in Chromium against the production build: the service worker installs,
 * Chromium finds the app installable, pushes delivered through CDP (ServiceWorker.deliverPushMessage,
 * no push service needed) show the right popups with no Tribune page open, a click navigates the
 * open window, a chat push for the conversation on screen stays in the page, a new deployment is
 * offered as a reload, and with the network gone a reload renders the shell, the cached
 * conversations and the offline banner. Runs on a copy of the build (the update test edits sw.js).
 * Over 400 lines: one browser session walks the whole story in order (install, popups, clicks, update,
 * offline), and its helpers must share that session.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IM_PATH, singleConversationId } from '../../protocol/im';
import { type PushMessage, PushType } from '../../protocol/push';
import { type BrowserSession, openBrowser } from '../helpers/browser';
import { apiLogin } from '../helpers/chatMembers';
import { copyClient, type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { ImClient } from '../helpers/imClient';
import { type NetProxy, startNetProxy } from '../helpers/netProxy';
import { Popups, type Shown } from '../helpers/popups';

let server: E2eServer;
let proxy: NetProxy;
let clientDir: string;
let browser: BrowserSession;
let cdp: CDPSession;
let registrationId = '';
let conversationID = '';
let sender: ImClient | undefined;
let popups: Popups;
const figures: Record<string, string> = {};

const base = { title: '', body: '', sentAt: Date.now() };
let serial = 0;
const id = () => `e2e${++serial}`;

beforeAll(async () => {
  clientDir = copyClient('push');
  server = await startE2eServer({ MATCH_SIMULATOR: '0', CLIENT_DIR: clientDir });
  proxy = await startNetProxy(server.url);

  // viewer02 writes to viewer01, so viewer01 has a conversation to cache.
  const [v1, v2] = [await apiLogin(server.url, 'viewer01'), await apiLogin(server.url, 'viewer02')];
  conversationID = singleConversationId(v2.uid, v1.uid);
  sender = await ImClient.connect(`${server.url.replace('http', 'ws')}${IM_PATH}`, {
    sendID: v2.uid,
    token: v2.token,
  });
  await sender.ok('SendMessage', {
    clientMsgID: `push-e2e-${Date.now()}`,
    recvID: v1.uid,
    sessionType: 1,
    contentType: 101,
    content: JSON.stringify({ text: 'Kick-off at eight' }),
  });

  // A profile on disk: the installability test asks Chromium, which never installs from incognito.
  browser = await openBrowser({ persistent: true });
  await browser.context.grantPermissions(['notifications'], { origin: proxy.url });
  await browser.page.addInitScript(
    ([token]) => {
      const store = (globalThis as unknown as { localStorage: Storage }).localStorage;
      store.setItem('zbpcJwt', token!);
      store.setItem('language', 'en');
    },
    [v1.token],
  );
  popups = new Popups(browser.context);
  cdp = await browser.context.newCDPSession(browser.page);
  await cdp.send('ServiceWorker.enable');
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    const ours = registrations.find((r) => r.scopeURL === `${proxy.url}/` && !r.isDeleted);
    if (ours) registrationId = ours.registrationId;
  });
});

afterAll(async () => {
  console.log('push e2e figures', figures);
  await sender?.close().catch(() => undefined);
  await browser?.close();
  await proxy?.close();
  await server?.stop();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function shown(): Promise<Shown[]> {
  return popups.list();
}

/** Clicks the popup with this tag as the user would (a notificationclick in the worker). */
async function click(tag: string): Promise<void> {
  await expect.poll(() => popups.click(tag), { timeout: 20_000 }).toBe(true);
}

async function deliver(data: unknown): Promise<void> {
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: proxy.url,
    registrationId,
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
}

/** A chat push of a text from viewer02 in the test's conversation. */
function fromViewer02(body: string, seq: number): PushMessage {
  return {
    ...base,
    id: id(),
    type: PushType.Chat,
    title: 'viewer02',
    body,
    openIMContentDTO: {
      GroupId: '',
      GroupName: '',
      SenderName: 'viewer02',
      MessageType: 101,
      ImageURL: '',
      SendID: '2',
      ConversationID: conversationID,
      ClientMsgID: `c${seq}`,
      Seq: seq,
    },
  };
}

async function waitForTag(tag: string): Promise<Shown> {
  let found: Shown | undefined;
  let seen: string[] = [];
  try {
    await expect
      .poll(
        async () => {
          const list = await shown();
          seen = list.map((n) => n.tag);
          return (found = list.find((n) => n.tag === tag));
        },
        { timeout: 20_000 },
      )
      .toBeDefined();
  } catch (error) {
    // Say what was there instead, and where the page was, for whoever reads a failed run.
    throw new Error(`no popup ${tag} within 20 s; shown: [${seen.join(', ')}]; page: ${browser.page.url()}`, {
      cause: error,
    });
  }
  return found!;
}

/** The page is controlled by the worker and has booted (the header is rendered after boot). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.locator('header.header').waitFor({ timeout: 15_000 });
}

describe('the installable app', () => {
  it('installs its service worker, and Chromium reports no installability errors', async () => {
    const { page } = browser;
    await page.goto(`${proxy.url}/#/match/0`);
    await controlled(page);
    await expect.poll(() => registrationId, { timeout: 10_000 }).not.toBe('');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
      shortcuts: unknown[];
      screenshots: unknown[];
    };
    expect(manifest.shortcuts).toHaveLength(3);
    expect(manifest.screenshots.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the popup of every type with no Tribune page open; news and malformed pushes show none', async () => {
    await browser.page.goto('about:blank');
    const pushes: [PushMessage, string][] = [
      [
        {
          ...base,
          id: id(),
          type: PushType.MatchSoon,
          title: 'Kick-off in 5 minutes',
          body: 'A vs B',
          bookMatch: { matchId: 12, homeName: 'A', awayName: 'B', liveCount: 2 },
        },
        'match-12',
      ],
      [
        {
          ...base,
          id: id(),
          type: PushType.AnchorLive,
          title: 'Li is live',
          body: 'Join',
          bookAnchor: { id: 31, name: 'Li', imgUrl: '' },
        },
        'anchor-31',
      ],
      [
        {
          ...base,
          id: 'n1',
          type: PushType.Custom,
          title: 'Final tonight',
          body: 'Watch',
          notify: { title: 'Final tonight', body: 'Watch', webActionType: 1, webActionContent: '9' },
        },
        'notify-n1',
      ],
      [
        {
          ...base,
          id: id(),
          type: PushType.MatchStatus,
          title: 'Full time',
          body: 'A 2 - 1 B',
          matchStatus: {
            matchId: 44,
            status: 2,
            sportId: 1,
            homeName: { en: 'A' },
            awayName: { en: 'B' },
            leagueMatchName: {},
            homeScore: [2],
            awayScore: [1],
            vbScores: null,
          },
        },
        'match-44',
      ],
      [
        {
          ...base,
          id: id(),
          type: PushType.Chat,
          title: 'Ken',
          body: 'See you',
          openIMContentDTO: {
            GroupId: '',
            GroupName: '',
            SenderName: 'Ken',
            MessageType: 101,
            ImageURL: '',
            SendID: '2',
            ConversationID: 'si_1_2',
            ClientMsgID: 'c1',
            Seq: 1,
          },
        },
        'chat-si_1_2',
      ],
    ];
    const times: number[] = [];
    for (const [message, tag] of pushes) {
      const started = Date.now();
      await deliver(message);
      expect(await waitForTag(tag)).toEqual({ title: message.title, body: message.body, tag });
      times.push(Date.now() - started);
    }
    figures.pushToNotificationMs = `${Math.min(...times)}-${Math.max(...times)}`;

    await deliver({
      ...base,
      id: 'news1',
      type: PushType.News,
      title: 'News',
      body: '',
      bookNews: { imgUrl: '' },
    });
    await deliver('not json at all');
    await deliver({ type: 1, id: 'x' });
    // The worker survived: a later push still shows, and nothing else was added.
    await deliver({
      ...base,
      id: id(),
      type: PushType.MatchSoon,
      title: 'Replaced',
      body: 'A vs B',
      bookMatch: { matchId: 12, homeName: 'A', awayName: 'B', liveCount: 2 },
    });
    await expect.poll(async () => (await shown()).find((n) => n.tag === 'match-12')?.title).toBe('Replaced');
    const tags = (await shown()).map((n) => n.tag).sort();
    expect(tags).toEqual(['anchor-31', 'chat-si_1_2', 'match-12', 'match-44', 'notify-n1']);
  });

  it('the window a chat popup opens when no Tribune window is open shows the conversation with its messages', async () => {
    // The conversation in this browser's chat database first (a visit syncs it), then no page of ours.
    const { page } = browser;
    await page.goto(`${proxy.url}/#/chat/message`);
    await page.getByTestId('chat-conv').filter({ hasText: 'Kick-off at eight' }).waitFor({ timeout: 20_000 });
    await page.goto('about:blank');
    // What the worker's click opens then (clients.openWindow, which a click dispatched by a test may
    // not call): the page and the messaging worker start afresh on the conversation's address.
    await page.goto(`${proxy.url}/#/chat/message?conversationID=${conversationID}`);
    await page.getByTestId('chat-messages').getByText('Kick-off at eight').waitFor({ timeout: 20_000 });
  });

  it('a click focuses the open Tribune window and takes it to the push page', async () => {
    const { page } = browser;
    await page.goto(`${proxy.url}/#/match/0`);
    await controlled(page);
    await click('match-44');
    await page.waitForURL(/#\/match\/match\/44\?sportId=1$/, { timeout: 20_000 });
    expect((await shown()).map((n) => n.tag)).not.toContain('match-44');

    // A chat popup: the chat page with that conversation open (the message data handed over).
    await deliver(fromViewer02('Kick-off at eight', 1));
    await waitForTag(`chat-${conversationID}`);
    await click(`chat-${conversationID}`);
    await page.waitForURL(/#\/chat\/message\?conversationID=/, { timeout: 20_000 });
    await page.getByTestId('chat-input').waitFor({ timeout: 10_000 });
    await page
      .getByTestId('chat-messages')
      .getByText('Kick-off at eight')
      .waitFor({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        // Failed twice in CI and once in 30 runs beside another run and a busy core: the conversation
        // empty while the list showed its message. The page read the conversation before it had asked
        // the worker for its login (a worker started with this page had no session: an empty answer,
        // and the cached message never comes as an event); the test before this one shows it every
        // time. Kept: what the conversation showed and where the page was, for a next failure.
        const shownMessages = await page
          .getByTestId('chat-message')
          .allTextContents()
          .catch(() => []);
        const banner = await page
          .locator('[role="status"], [role="alert"]')
          .allTextContents()
          .catch(() => []);
        throw new Error(
          `the pushed message is not in the conversation; it shows ${shownMessages.length} messages ` +
            `[${shownMessages.slice(-5).join(' | ')}]; status: [${banner.join(' | ')}]; page: ${page.url()}`,
          { cause: error },
        );
      });
  });

  it('shows a chat push for the conversation on screen in the page (toast), not as a popup', async () => {
    const { page } = browser;
    await page.goto(`${proxy.url}/#/chat/message`);
    await page.getByTestId('chat-conv').first().click();
    await page.getByTestId('chat-input').waitFor();
    await deliver(fromViewer02('Are you watching?', 2));
    await page.locator('.toast').filter({ hasText: 'Are you watching?' }).waitFor({ timeout: 10_000 });
    expect((await shown()).map((n) => n.tag)).not.toContain(`chat-${conversationID}`);

    // Off the chat page the conversation is no longer on screen (though still the last one opened):
    // the next message is a popup again.
    await page.evaluate(() => (location.hash = '#/match/0'));
    await page.locator('[data-testid="chat-input"]').waitFor({ state: 'detached' });
    await deliver(fromViewer02('Half time soon', 3));
    expect((await waitForTag(`chat-${conversationID}`)).body).toBe('Half time soon');
  });

  it('offers to reload into a newly deployed version', async () => {
    const { page } = browser;
    await page.goto(`${proxy.url}/#/match/0`);
    await controlled(page);
    fs.appendFileSync(path.join(clientDir, 'sw.js'), '\n// deployed again\n');
    // A build writes sw.js and its .br / .gz copies together; this "deploy" edits sw.js alone, so its
    // old copies go (the server would send the stale .br to a browser that accepts brotli).
    for (const copy of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(clientDir, copy), { force: true });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.getByTestId('update-prompt').waitFor({ timeout: 20_000 });
    await Promise.all([
      page.waitForEvent('load', { timeout: 20_000 }),
      page.getByTestId('update-reload').click(),
    ]);
    await controlled(page);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
    await expect(page.getByTestId('update-prompt').count()).resolves.toBe(0);
  });

  it('with the network gone, a reload renders the shell, the cached conversations and the offline banner', async () => {
    const { page, context } = browser;
    await page.goto(`${proxy.url}/#/chat/message`);
    await controlled(page);
    await page.getByTestId('chat-conv').first().waitFor({ timeout: 15_000 });
    proxy.setOnline(false);
    await context.setOffline(true);
    try {
      const started = Date.now();
      await page.reload();
      await page.locator('header.header').waitFor({ timeout: 15_000 });
      figures.offlineReloadToShellMs = String(Date.now() - started);
      await page.getByTestId('offline-banner').waitFor({ timeout: 10_000 });
      await page.getByTestId('chat-conv').first().waitFor({ timeout: 15_000 });
      figures.offlineReloadToConversationsMs = String(Date.now() - started);
    } finally {
      await context.setOffline(false);
      proxy.setOnline(true);
    }
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 10_000 });
  });
});
