import fs from 'node:fs';

import type { JSHandle, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { type BrowserSession, hashPath, openBrowser } from '../helpers/browser';
import { apiLogin } from '../helpers/chatMembers';
import { copyClient, type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { ImClient } from '../helpers/imClient';
import { IM_PATH } from '../../protocol/im';
import { ROOM_SPEAK_INTERVAL_S } from '../../protocol/roomConstants';

/**
 * Keyboard-only journeys (issue 19) in Chromium: only page.keyboard after the page load (Tab,
 * Shift+Tab, Enter, Space, Escape, arrows; no clicks, no focus() calls). At every tab stop the
 * focused element shows a focus ring; a menu or dialog closed hands the focus back to its opener;
 * Escape closes what was opened.
 */
let server: E2eServer;
let clientCopy = '';
let anchorUid = '';
const opened: BrowserSession[] = [];

beforeAll(async () => {
  // A private copy of the build (as room.test.ts): another run's build replacing dist/client would
  // turn the lazy route chunks of open pages into 404s.
  clientCopy = copyClient('keyboard');
  server = await startE2eServer({ CLIENT_DIR: clientCopy });
  anchorUid = (await apiLogin(server.url, 'anchor01')).uid;
});
/** Sockets and the like a test opened, closed after it with the browsers. */
const closers: (() => Promise<unknown>)[] = [];
async function closeAll(): Promise<void> {
  for (const b of opened.splice(0)) await b.close().catch(() => undefined);
  for (const close of closers.splice(0)) await close().catch(() => undefined);
}
afterEach(closeAll);
afterAll(async () => {
  await closeAll();
  await server?.stop();
  if (clientCopy) fs.rmSync(clientCopy, { recursive: true, force: true });
});

/** A browser on `route`, logged in as `username` (none: a visitor); the only focus is the page load's. */
async function open(route: string, username?: string, width = 1440): Promise<Page> {
  const token = username ? (await apiLogin(server.url, username)).token : '';
  const b = await openBrowser({ width, height: width < 800 ? 844 : 900 });
  opened.push(b);
  b.page.setDefaultTimeout(30_000);
  await b.page.addInitScript((t) => {
    localStorage.setItem('language', 'en');
    if (t) localStorage.setItem('zbpcJwt', t);
  }, token);
  await b.page.goto(`${server.url}/#${route}`);
  return b.page;
}

/** What has the focus, as the test reads it. */
interface Focused {
  tag: string;
  testId: string | null;
  /** data-testid of the element or its nearest ancestor with one. */
  within: string | null;
  action: string | null;
  href: string | null;
  type: string | null;
  text: string;
  /** A visible focus indicator: an outline of some width, or a box shadow. */
  ring: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return {
        tag: 'body',
        testId: null,
        within: null,
        action: null,
        href: null,
        type: null,
        text: '',
        ring: false,
      };
    }
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      tag: el.tagName.toLowerCase(),
      testId: el.getAttribute('data-testid'),
      within: el.closest('[data-testid]')?.getAttribute('data-testid') ?? null,
      action: el.getAttribute('data-action'),
      href: el.getAttribute('href'),
      type: el.getAttribute('type'),
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
      ring: outline || style.boxShadow !== 'none',
    };
  });
}

const describeFocus = (f: Focused) =>
  `<${f.tag}${f.testId ? ` data-testid=${f.testId}` : f.within ? ` in ${f.within}` : ''}${f.href ? ` href=${f.href}` : ''}> "${f.text}"`;

/** Tab stops seen without a focus ring, over the journey (asserted empty at its end). */
const unringed = new Set<string>();

/**
 * Tab (or Shift+Tab) until the focus is on what `wanted` accepts; the element already focused
 * counts. Fails with the stops it went through when the element is not reachable.
 */
async function tabTo(
  page: Page,
  wanted: (f: Focused) => boolean,
  what: string,
  { back = false, max = 120 }: { back?: boolean; max?: number } = {},
): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i <= max; i += 1) {
    const f = await focused(page);
    if (f.tag !== 'body') {
      if (!f.ring) unringed.add(describeFocus(f));
      seen.push(describeFocus(f));
    }
    if (wanted(f)) return f;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${what}: not reached by ${back ? 'Shift+Tab' : 'Tab'}; stops:\n  ${seen.join('\n  ')}`);
}
const byTestId = (id: string) => (f: Focused) => f.testId === id;

/** The focused element, kept to compare with the focus after a menu or dialog closed. */
function opener(page: Page): Promise<JSHandle> {
  return page.evaluateHandle(() => document.activeElement);
}
async function hasFocus(page: Page, element: JSHandle): Promise<boolean> {
  return page.evaluate((el) => document.activeElement === el, element);
}
/** The focus is on a ringed element inside `scope` (a menu or dialog took it when it opened). */
async function focusInside(page: Page, scope: string): Promise<Focused> {
  await expect
    .poll(() => page.evaluate((s) => !!document.querySelector(s)?.contains(document.activeElement), scope))
    .toBe(true);
  const f = await focused(page);
  expect(f.ring, `focus ring on ${describeFocus(f)}`).toBe(true);
  return f;
}
async function expectRing(page: Page): Promise<Focused> {
  const f = await focused(page);
  expect(f.ring, `focus ring on ${describeFocus(f)}`).toBe(true);
  return f;
}

/** Escape closes `scope` and the focus is back on the opener. */
async function escapeBackTo(page: Page, scope: string, element: JSHandle): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator(scope).waitFor({ state: 'detached' });
  expect(
    await hasFocus(page, element),
    `focus back on the opener, now on ${describeFocus(await focused(page))}`,
  ).toBe(true);
  await expectRing(page);
}

function expectAllRinged(): void {
  expect([...unringed], 'tab stops without a visible focus ring').toEqual([]);
}

describe('keyboard-only journeys', () => {
  afterEach(() => unringed.clear());

  it('logs in, opens the user menu and closes it with Escape', async () => {
    const page = await open('/match/0');
    await page.getByTestId('match-card').first().waitFor();
    await tabTo(page, (f) => f.href === '/#/login', "the header's Log in link");
    await page.keyboard.press('Enter');
    await page.getByTestId('login-form').waitFor();
    await tabTo(
      page,
      (f) => f.tag === 'input' && f.within === 'login-form' && f.type !== 'password',
      'the username field',
    );
    await page.keyboard.type('viewer01');
    await tabTo(page, (f) => f.type === 'password', 'the password field');
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');
    await page.getByTestId('user-menu').waitFor();
    await expect.poll(() => hashPath(page)).toBe('/match/0');

    await tabTo(page, byTestId('user-menu'), 'the user menu button');
    const trigger = await opener(page);
    await page.keyboard.press('Enter');
    await page.locator('.user-menu .popover').waitFor();
    await tabTo(page, (f) => f.within === 'user-menu-list', "the user menu's first item");
    await escapeBackTo(page, '.user-menu .popover', trigger);
    expectAllRinged();
  });

  it("opens a live match from the home and starts its video with the player's play control", async () => {
    const page = await open('/match/0', 'viewer01');
    await page.getByTestId('match-card').first().waitFor();
    await tabTo(
      page,
      (f) => f.within === 'match-card' && !!f.href?.includes('/match/live/'),
      'a live match card',
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => hashPath(page)).toMatch(/^\/match\/live\/\d+$/);
    const video = page.getByTestId('player-video');
    await page.locator('[data-testid="player"][data-state="ready"]').waitFor();
    await tabTo(page, byTestId('player-toggle'), "the player's play / pause button");
    const paused = () => video.evaluate((v: HTMLVideoElement) => v.paused);
    // The stream may have started by itself (muted autoplay): pause it first, from the keyboard too.
    if (!(await paused())) {
      await page.keyboard.press('Enter');
      await expect.poll(paused).toBe(true);
    }
    await page.keyboard.press('Space');
    await expect.poll(paused).toBe(false);
    const at = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(at);
    await expectRing(page);
    expectAllRinged();
  });

  it("sends a room chat message; the anchor opens the viewer's name menu and mutes them", async () => {
    const viewer = await open(`/anchor/room/${anchorUid}`, 'viewer01');
    await viewer.locator('[data-testid="room-chat"][data-status="joined"]').waitFor();
    await tabTo(viewer, byTestId('room-input'), 'the room chat input');
    await viewer.keyboard.type('Hello from the keyboard');
    await viewer.keyboard.press('Enter');
    await expect.poll(() => viewer.getByTestId('room-input').inputValue()).toBe('');
    await viewer.getByTestId('room-message').filter({ hasText: 'Hello from the keyboard' }).waitFor();
    const firstSent = Date.now();
    await expectRing(viewer);

    const anchor = await open(`/anchor/room/${anchorUid}`, 'anchor01');
    await anchor.locator('[data-testid="room-chat"][data-status="joined"]').waitFor();
    // The room's speaking interval (§5) holds a viewer's next line for 2 s: a faster page opened the
    // anchor's room within it now and then, and the line was refused (its text left in the input).
    await new Promise((resolve) =>
      setTimeout(resolve, firstSent + ROOM_SPEAK_INTERVAL_S * 1000 + 250 - Date.now()),
    );
    await viewer.keyboard.type('Second line');
    await viewer.keyboard.press('Enter');
    const line = anchor.getByTestId('room-message').filter({ hasText: 'Second line' });
    await line.waitFor();
    const name = await line.getByTestId('room-name').elementHandle();
    await tabTo(anchor, byTestId('room-name'), "a viewer's name in the room chat");
    // The last name button in the list is the newest line's: walk on to it.
    for (let i = 0; i < 40 && !(await hasFocus(anchor, name)); i += 1) await anchor.keyboard.press('Tab');
    expect(await hasFocus(anchor, name), "the viewer's name button reached by Tab").toBe(true);
    await expectRing(anchor);

    // The menu: the first item takes the focus, arrows move, Escape closes it back to the name.
    const menu = '[data-testid="room-user-menu"]';
    await anchor.keyboard.press('Enter');
    expect((await focusInside(anchor, menu)).action).toBe('mute10');
    await anchor.keyboard.press('ArrowDown');
    expect((await expectRing(anchor)).action).toBe('mute30');
    await anchor.keyboard.press('ArrowUp');
    await escapeBackTo(anchor, menu, name);

    // The confirmation: Escape closes it back to the name; then confirmed from the keyboard.
    const dialog = '[data-testid="room-moderation-dialog"]';
    await anchor.keyboard.press('Enter');
    await focusInside(anchor, menu);
    await anchor.keyboard.press('Enter');
    await focusInside(anchor, dialog);
    await escapeBackTo(anchor, dialog, name);
    await anchor.keyboard.press('Enter');
    await focusInside(anchor, menu);
    await anchor.keyboard.press('Enter');
    await focusInside(anchor, dialog);
    await tabTo(anchor, byTestId('room-moderation-confirm'), 'the confirm button of the mute dialog');
    await anchor.keyboard.press('Enter');
    await anchor.locator(dialog).waitFor({ state: 'detached' });
    expect(
      await hasFocus(anchor, name),
      `focus back on the name, now ${describeFocus(await focused(anchor))}`,
    ).toBe(true);
    await viewer.getByTestId('room-mute-notice').waitFor();
    expect(await viewer.getByTestId('room-input').isDisabled()).toBe(true);
    expectAllRinged();
  });

  it('opens a conversation in the chat page, sends a message, and opens and closes its menu', async () => {
    // viewer02 writes first, so theirs is the newest conversation, and writes again while the menu is open.
    const [v1, v2] = [await apiLogin(server.url, 'viewer01'), await apiLogin(server.url, 'viewer02')];
    const peer = await ImClient.connect(`${server.url.replace('http', 'ws')}${IM_PATH}`, {
      sendID: v2.uid,
      token: v2.token,
    });
    const write = (text: string) =>
      peer.ok('SendMessage', {
        clientMsgID: `keyboard-${text.length}-${Date.now()}`,
        recvID: v1.uid,
        sessionType: 1,
        contentType: 101,
        content: JSON.stringify({ text }),
      });
    closers.push(() => peer.close());
    await write('Are you watching tonight?');
    const page = await open('/chat/message', 'viewer01');
    await page.getByTestId('chat-conv').first().waitFor();
    await tabTo(page, byTestId('chat-conv'), 'a conversation of the list');
    await page.keyboard.press('Enter');
    await tabTo(page, byTestId('chat-input'), 'the message field');
    await page.keyboard.type('Typed without a mouse');
    await page.keyboard.press('Enter');
    const sent = page.getByTestId('chat-message').filter({ hasText: 'Typed without a mouse' });
    await sent.waitFor();
    await expect.poll(() => page.getByTestId('chat-input').inputValue()).toBe('');
    await expectRing(page);

    // The message's menu, back from the field: Escape closes it to its button; so does the
    // forward dialog it opens.
    const button = await sent.getByTestId('message-menu-button').elementHandle();
    await tabTo(page, byTestId('message-menu-button'), "the message's menu button", { back: true });
    expect(await hasFocus(page, button), 'the newest message menu button first').toBe(true);
    const menu = '[data-testid="message-menu"]';
    await page.keyboard.press('Enter');
    await focusInside(page, menu);
    await escapeBackTo(page, menu, button);
    await page.keyboard.press('Enter');
    await focusInside(page, menu);
    for (let i = 0; i < 6 && (await focused(page)).action !== 'forward'; i += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect((await expectRing(page)).action).toBe('forward');
    // A message arriving renders the list again: the open menu keeps its focus where the arrows put
    // it (it went back to the first item on each render of the list: a flaky failure of this test).
    await write('Kick-off is at eight');
    await page.getByTestId('chat-message').filter({ hasText: 'Kick-off is at eight' }).waitFor();
    expect((await focused(page)).action, 'the focus after a message came in').toBe('forward');
    await page.keyboard.press('Enter');
    const dialog = '[data-testid="forward-dialog"]';
    await focusInside(page, dialog);
    await escapeBackTo(page, dialog, button);
    expectAllRinged();
  });

  it('books a match from the home: the focus stays on the button, now the booking to cancel', async () => {
    const page = await open('/match/0', 'viewer01');
    await page.getByTestId('match-card').first().waitFor();
    await tabTo(page, byTestId('book'), 'a Book button');
    await page.keyboard.press('Enter');
    await page.getByTestId('book-cancel').first().waitFor();
    // The button turns into the booking (✓ Booked, a press cancels it) and keeps the focus; a
    // focused button that is disabled while the call runs would drop it to the page.
    const f = await focused(page);
    expect(f.testId, `the focus after booking: ${describeFocus(f)}`).toBe('book-cancel');
    await expectRing(page);
    expectAllRinged();
  });
  it('reaches the platform console from the user menu, sorts the accounts and opens and closes an account', async () => {
    const page = await open('/match/0', 'admin01');
    await page.getByTestId('user-menu').waitFor();
    await tabTo(page, byTestId('user-menu'), 'the user menu button');
    await page.keyboard.press('Enter');
    await tabTo(page, byTestId('menu-review'), "the user menu's Platform console item");
    await page.keyboard.press('Enter');
    await page.getByTestId('admin-review').waitFor();
    await tabTo(page, byTestId('admin-nav-accounts'), "the console's Accounts link");
    await page.keyboard.press('Enter');
    const table = page.getByTestId('accounts-table');
    await table.waitFor();
    const header = table.locator('th', { has: page.getByTestId('accounts-table-sort-username') });
    await tabTo(page, byTestId('accounts-table-sort-username'), 'the Username sort button');
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await tabTo(page, byTestId('account-manage'), "an account's Manage button");
    const manage = await opener(page);
    await page.keyboard.press('Enter');
    await focusInside(page, '[data-testid="account-dialog"]');
    await escapeBackTo(page, '[data-testid="account-dialog"]', manage);
    expectAllRinged();
  });
});
