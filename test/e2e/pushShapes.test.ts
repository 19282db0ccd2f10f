/**
 * Pushes in both shapes in Chromium against the production build (issue 13): with no page of the
 * site open, one push of each popup type (1, 2, 4, 5, 8) as §3 gives it (`type` and that type's
 * object, nothing else) and one in our richer shape, delivered through CDP
 * (ServiceWorker.deliverPushMessage, no push service), each show their popup: the §3-only ones in the
 * user's language, which the worker learnt from the page's calls and keeps across a restart; news
 * (3) and malformed pushes show none. A click on each popup opens the page §4 names for its type.
 * Runs on a copy of the build, like push.test.ts, and reads the popups with its technique
 * (test/helpers/popups.ts: never a read while a popup is being shown).
 */
import fs from 'node:fs';

import type { CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type PushMessage, PushType } from '../../protocol/push';
import { LANGUAGE_CACHE, LANGUAGE_KEY } from '../../sw/language';
import { type BrowserSession, openBrowser } from '../helpers/browser';
import { copyClient, type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { Popups, type Shown } from '../helpers/popups';

let server: E2eServer;
let clientDir: string;
let browser: BrowserSession;
let cdp: CDPSession;
let registrationId = '';
let popups: Popups;

/** The user's language (the browser's is English: a popup in Portuguese comes from the page's choice). */
const LANGUAGE = 'por';

beforeAll(async () => {
  clientDir = copyClient('push-shapes');
  server = await startE2eServer({ MATCH_SIMULATOR: '0', CLIENT_DIR: clientDir });
  browser = await openBrowser({ locale: 'en-US' });
  await browser.context.grantPermissions(['notifications'], { origin: server.url });
  await browser.page.addInitScript((language) => {
    (globalThis as unknown as { localStorage: Storage }).localStorage.setItem('language', language);
  }, LANGUAGE);
  popups = new Popups(browser.context);
  cdp = await browser.context.newCDPSession(browser.page);
  await cdp.send('ServiceWorker.enable');
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
    if (ours) registrationId = ours.registrationId;
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function deliver(data: unknown): Promise<void> {
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId,
    data: typeof data === 'string' ? data : JSON.stringify(data),
  });
}

/** The popup `found` picks, polled for 20 s; a failure says what was shown instead. */
async function waitForPopup(label: string, found: (n: Shown) => boolean): Promise<Shown> {
  let popup: Shown | undefined;
  let seen: Shown[] = [];
  try {
    await expect
      .poll(
        async () => {
          seen = await popups.list();
          return (popup = seen.find(found));
        },
        { timeout: 20_000 },
      )
      .toBeDefined();
  } catch (error) {
    throw new Error(`no popup ${label} within 20 s; shown: ${JSON.stringify(seen)}`, { cause: error });
  }
  return popup!;
}

/**
 * Clicks the popup with this tag as the user would (a notificationclick in the worker, as
 * push.test.ts does) and answers the URL the worker's click handler opens. With no window of the
 * site open the handler opens one (`clients.openWindow`): the call is seen on its way through
 * (Chromium then refuses the window itself, a click dispatched by script being no user gesture;
 * push.test.ts follows a click into an open window).
 */
function clickAndSeeOpened(tag: string): Promise<string | null> {
  return popups.evaluate<string | null>(`new Promise((resolve) => {
    const clients = self.clients;
    const openWindow = clients.openWindow;
    clients.openWindow = (url) => {
      delete clients.openWindow;
      resolve(url);
      return openWindow.call(clients, url);
    };
    self.registration.getNotifications({ tag: ${JSON.stringify(tag)} }).then(([n]) => {
      if (!n) {
        delete clients.openWindow;
        resolve(null);
        return;
      }
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification: n }));
    });
  })`);
}

/** Closes every page but the blank one, should a click have opened one: the next click must find none. */
async function closeOtherPages(): Promise<void> {
  for (const page of browser.context.pages()) if (page !== browser.page) await page.close();
}

const sentAt = Date.now();
const status = {
  status: 2 as const,
  sportId: 1,
  homeName: { en: 'Lions', por: 'Leões' },
  awayName: { en: 'Tigers' },
  leagueMatchName: { en: 'League', por: 'Liga' },
  homeScore: [2],
  awayScore: [1],
  vbScores: null,
};

interface Case {
  name: string;
  push: unknown;
  title: string;
  body: string;
  /** The popup's tag when the test can name it (a §3-only custom push is tagged by a hash). */
  tag?: string;
  /** Where its click goes (`clients.openWindow`). */
  opens: string;
}

/** Each popup type in each shape, with the popup and the click target it must give. */
const CASES: Case[] = [
  {
    name: '1 as §3',
    push: { type: 1, bookMatch: { matchId: 12, homeName: 'Ajax', awayName: 'PSV', liveCount: 2 } },
    title: 'A partida começa em 5 minutos',
    body: 'Ajax x PSV, toque para assistir',
    tag: 'match-12',
    opens: '/#/match/live/12',
  },
  {
    name: '1 ours',
    push: {
      type: PushType.MatchSoon,
      id: 'm13',
      title: 'Kick-off in 5 minutes',
      body: 'A vs B',
      sentAt,
      bookMatch: { matchId: 13, homeName: 'A', awayName: 'B', liveCount: 2 },
    } satisfies PushMessage,
    title: 'Kick-off in 5 minutes',
    body: 'A vs B',
    tag: 'match-13',
    opens: '/#/match/live/13',
  },
  {
    name: '2 as §3',
    push: { type: 2, bookAnchor: { id: 31, name: 'Li', imgUrl: '' } },
    title: 'Li está ao vivo',
    body: 'Um apresentador que você segue está ao vivo, toque para entrar',
    tag: 'anchor-31',
    opens: '/#/anchor/room/31',
  },
  {
    name: '2 ours',
    push: {
      type: PushType.AnchorLive,
      id: 'a32',
      title: 'Mei is live',
      body: 'Join',
      sentAt,
      bookAnchor: { id: 32, name: 'Mei', imgUrl: '' },
    } satisfies PushMessage,
    title: 'Mei is live',
    body: 'Join',
    tag: 'anchor-32',
    opens: '/#/anchor/room/32',
  },
  {
    name: '4 as §3, to an anchor room',
    push: {
      type: 4,
      notify: { title: 'Final hoje', body: 'Assista', webActionType: 2, webActionContent: '31' },
    },
    title: 'Final hoje',
    body: 'Assista',
    opens: '/#/anchor/room/31',
  },
  {
    name: '4 as §3, a link',
    push: {
      type: 4,
      notify: {
        title: 'Promoção',
        body: 'Veja',
        webActionType: 3,
        webActionContent: 'https://example.com/promo?a=1',
      },
    },
    title: 'Promoção',
    body: 'Veja',
    opens: 'https://example.com/promo?a=1',
  },
  {
    name: '4 ours, to a live match',
    push: {
      type: PushType.Custom,
      id: 'n1',
      title: 'Final tonight',
      body: 'Watch',
      sentAt,
      notify: { title: 'Final tonight', body: 'Watch', webActionType: 1, webActionContent: '9' },
    } satisfies PushMessage,
    title: 'Final tonight',
    body: 'Watch',
    tag: 'notify-n1',
    opens: '/#/match/live/9',
  },
  {
    name: '5 as §3',
    push: { type: 5, matchStatus: { ...status, matchId: 44 } },
    title: 'Fim de jogo',
    body: 'Liga: Leões 2 - 1 Tigers',
    tag: 'match-44',
    opens: '/#/match/match/44?sportId=1',
  },
  {
    name: '5 ours',
    push: {
      type: PushType.MatchStatus,
      id: 's45',
      title: 'Full time',
      body: 'A 2 - 1 B',
      sentAt,
      matchStatus: { ...status, matchId: 45 },
    } satisfies PushMessage,
    title: 'Full time',
    body: 'A 2 - 1 B',
    tag: 'match-45',
    opens: '/#/match/match/45?sportId=1',
  },
  {
    name: '8 as §3',
    push: {
      type: 8,
      openIMContentDTO: { GroupId: '', GroupName: '', SenderName: 'Ana', MessageType: 102, ImageURL: '' },
    },
    title: 'Ana',
    body: '[Imagem]',
    tag: 'chat-sender-Ana',
    opens: '/#/chat/message',
  },
  {
    name: '8 ours',
    push: {
      type: PushType.Chat,
      id: 'c1',
      title: 'Ken',
      body: 'See you',
      sentAt,
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
    } satisfies PushMessage,
    title: 'Ken',
    body: 'See you',
    tag: 'chat-si_1_2',
    opens: '/#/chat/message?conversationID=si_1_2',
  },
];

/** The tag each case's popup got (read from the popup when the test cannot name it). */
const tags = new Map<string, string>();

describe('pushes in the shape of §3 and in ours', () => {
  it("learns the user's language from the page's calls", async () => {
    const { page } = browser;
    await page.goto(`${server.url}/#/match/0`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    // Controlled from the start this time: every call of the boot passes through the worker.
    await page.reload();
    await page.locator('header.header').waitFor({ timeout: 15_000 });
    const kept = () =>
      page.evaluate(
        async ([name, key]) => (await (await caches.open(name!)).match(key!))?.text() ?? null,
        [LANGUAGE_CACHE, LANGUAGE_KEY],
      );
    await expect.poll(kept, { timeout: 15_000 }).toBe(LANGUAGE);
    await expect.poll(() => registrationId, { timeout: 10_000 }).not.toBe('');
    await page.goto('about:blank');
  });

  it('shows the popup of every type in both shapes with no page of the site open, news and malformed none', async () => {
    expect(browser.context.pages().map((p) => p.url())).toEqual(['about:blank']);
    // A new worker must find the language again (Chromium stops it between pushes). A push that shows
    // nothing starts it; the popups are read once it runs with the queue of test/helpers/popups.ts, so
    // that no read overlaps its first popup (which would lose that popup, see there).
    await cdp.send('ServiceWorker.stopAllWorkers');
    await deliver('{}');
    await expect.poll(() => popups.list().catch(() => null), { timeout: 20_000 }).toEqual([]);
    for (const c of CASES) {
      await deliver(c.push);
      const popup = await waitForPopup(c.name, (n) => (c.tag ? n.tag === c.tag : n.title === c.title));
      expect(popup, c.name).toEqual({ title: c.title, body: c.body, tag: c.tag ?? popup.tag });
      tags.set(c.name, popup.tag);
    }
    expect(new Set(tags.values()).size).toBe(CASES.length);

    const malformed: unknown[] = [
      { type: 3, bookNews: { imgUrl: '' } },
      { type: PushType.News, id: 'news1', title: 'News', body: 'Read', sentAt, bookNews: { imgUrl: '' } },
      'not json at all',
      { type: 1 },
      { type: 1, bookMatch: { matchId: '77', homeName: 'X', awayName: 'Y', liveCount: 0 } },
      { type: 2, bookAnchor: { id: 77, name: 'X', imgUrl: '' }, title: 7 },
      { type: 4, notify: { title: 'No action' } },
      { type: 5, matchStatus: { ...status, matchId: 77, status: 9 } },
      { type: 8, openIMContentDTO: { SenderName: 'X' } },
      { type: 9, bookMatch: { matchId: 77, homeName: 'X', awayName: 'Y', liveCount: 0 } },
    ];
    for (const push of malformed) await deliver(push);
    // The worker survived them: a later push still shows, and nothing else was added.
    await deliver({ type: 1, bookMatch: { matchId: 78, homeName: 'Ajax', awayName: 'PSV', liveCount: 0 } });
    await waitForPopup('match-78', (n) => n.tag === 'match-78');
    const shown = (await popups.list()).map((n) => n.tag).sort();
    expect(shown).toEqual([...tags.values(), 'match-78'].sort());
  });

  it('opens the page of each type on a click, with no page of the site open', async () => {
    for (const c of CASES) {
      const opened = await clickAndSeeOpened(tags.get(c.name)!);
      expect(opened, c.name).toBe(c.opens);
      await closeOtherPages();
    }
    // Each clicked popup is gone; the one never clicked stays.
    expect((await popups.list()).map((n) => n.tag)).toEqual(['match-78']);
  });
});
