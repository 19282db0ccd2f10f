import { inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RoomCard } from '../../protocol/anchor';
import type { MatchCard } from '../../protocol/match';
import { RESERVATION_GAP_MS } from '../../protocol/matchReservation';
import { users } from '../../server/db/schema';
import { hashPath } from '../helpers/browser';
import { apiLogin, openMember } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';

/**
 * The user centre in Chromium against the production build and the real server: my follows (follow
 * in a room, find it live first in /user/attention, unfollow and follow again there, the empty
 * state), my bookings (book, replace within 2 hours, cancel after a confirmation), deleting a friend
 * from the address book, and the user menu and side navigation of each role.
 */
let server: E2eServer;
const uid: Record<string, string> = {};

beforeAll(async () => {
  server = await startE2eServer();
  const rows = await server.ctx.database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['anchor01', 'streamer01', 'streamer02']));
  for (const r of rows) uid[r.username] = String(r.id);
});
afterAll(async () => {
  await server?.stop();
});

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.url}/web${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      language: 'en',
      ...(token ? { authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; code: number; data: T };
  if (!json.success) throw new Error(`${path}: ${json.code}`);
  return json.data;
}

/** Headless Chromium decodes the live video in software: pause it before clicking around. */
async function pauseVideo(page: Page): Promise<void> {
  const video = page.getByTestId('player').locator('video');
  await video.waitFor({ timeout: 30_000 });
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.removeAttribute('autoplay');
  });
}

const testIds = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

/** Two bookable matches kicking off within 2 hours of each other, both well after now. */
async function closePair(): Promise<[MatchCard, MatchCard]> {
  const soon = Date.now() + 15 * 60_000;
  const all: MatchCard[] = [];
  for (const raceType of [1, 2, 3, 4, 5, 10]) {
    const page = await post<{ list: MatchCard[] }>('/web_race/match_list', {
      raceType,
      status: 'upcoming',
      pageSize: 100,
    });
    all.push(...page.list);
  }
  const bookable = all.filter((m) => m.status === 'notStarted' && m.kickoffAt > soon);
  bookable.sort((a, b) => a.kickoffAt - b.kickoffAt);
  for (let i = 0; i + 1 < bookable.length; i++)
    if (bookable[i + 1]!.kickoffAt - bookable[i]!.kickoffAt <= RESERVATION_GAP_MS)
      return [bookable[i]!, bookable[i + 1]!];
  throw new Error('the demo data has no two bookable matches within 2 hours');
}

describe('the user centre in the browser', () => {
  it('follows an anchor in its room, finds it live first in my follows, unfollows and follows again there', async () => {
    const m = await openMember(server.url, 'viewer02', `/anchor/room/${uid.streamer01}`);
    try {
      const { page } = m;
      const { token } = await apiLogin(server.url, 'viewer02');
      await pauseVideo(page);
      await page.getByTestId('follow').click();
      await expect.poll(() => page.getByTestId('follow').getAttribute('aria-pressed')).toBe('true');
      // An offline anchor too, so the order of the list shows.
      await page.goto(`${server.url}/#/anchor/room/${uid.streamer02}`);
      await page.getByTestId('anchor-offline').waitFor({ timeout: 20_000 });
      await page.getByTestId('follow').click();
      await expect.poll(() => page.getByTestId('follow').getAttribute('aria-pressed')).toBe('true');

      await page.getByTestId('user-menu').click();
      await page.getByTestId('menu-attention').click();
      await page.getByTestId('follow-list').waitFor({ timeout: 20_000 });
      const rows = page.getByTestId('follow-row');
      const listed = await rows.evaluateAll((els) =>
        els.map((e) => [e.getAttribute('data-uid'), e.getAttribute('data-live')]),
      );
      expect(listed.map(([id]) => id)).toEqual(expect.arrayContaining([uid.streamer01, uid.streamer02]));
      const lives = listed.map(([, live]) => live);
      expect(lives.indexOf('false')).toBeGreaterThan(lives.lastIndexOf('true'));

      const row = page.locator(`[data-testid="follow-row"][data-uid="${uid.streamer01}"]`);
      await row.getByTestId('follow-viewers').waitFor();
      const fans = Number(await row.getByTestId('follow-fans').getAttribute('data-value'));
      const following = async () =>
        (await post<{ list: RoomCard[] }>('/web_my/my_follows', { page: 1, pageSize: 50 }, token)).list.map(
          (r) => r.uid,
        );
      await row.getByTestId('follow').click();
      await expect.poll(() => row.getByTestId('follow').getAttribute('aria-pressed')).toBe('false');
      await expect
        .poll(() => row.getByTestId('follow-fans').getAttribute('data-value'))
        .toBe(String(fans - 1));
      await expect.poll(following).not.toContain(uid.streamer01);
      // Unfollowed by mistake: it stays on the page until the next load, and Follow undoes it.
      await row.getByTestId('follow').click();
      await expect.poll(() => row.getByTestId('follow').getAttribute('aria-pressed')).toBe('true');
      await expect.poll(following).toContain(uid.streamer01);
      await row.getByTestId('follow').click();
      await expect.poll(following).not.toContain(uid.streamer01);

      await page.reload();
      await page.getByTestId('follow-list').waitFor({ timeout: 20_000 });
      expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-uid')))).not.toContain(
        uid.streamer01,
      );
    } finally {
      await m.close();
    }
  });

  it('shows an honest empty state with the way to the anchors', async () => {
    const m = await openMember(server.url, 'admin01', '/user/attention');
    try {
      const { page } = m;
      await page.getByTestId('follow-empty').waitFor({ timeout: 20_000 });
      await page.getByTestId('discover-anchors').click();
      await expect.poll(() => hashPath(page)).toMatch(/^\/anchor\/\d+$/);
      await page.getByTestId('anchor-rooms').waitFor({ timeout: 20_000 });
    } finally {
      await m.close();
    }
  });

  it('books a match, replaces it within 2 hours, and cancels it in my bookings after a confirmation', async () => {
    const [first, second] = await closePair();
    const m = await openMember(server.url, 'viewer02', '/user/bookings');
    try {
      const { page } = m;
      const { token } = await apiLogin(server.url, 'viewer02');
      await page.getByTestId('booking-empty').waitFor({ timeout: 20_000 });

      await page.goto(`${server.url}/#/match/match/${first.id}?sportId=${first.sportId}`);
      await page.getByTestId('book').click();
      await page.getByTestId('book-cancel').waitFor({ timeout: 10_000 });
      await page.goto(`${server.url}/#/match/match/${second.id}?sportId=${second.sportId}`);
      await page.getByTestId('score-header').waitFor();
      await page.getByTestId('book').click();
      const replace = page.getByTestId('book-replace-dialog');
      await replace.getByTestId('book-replace').click();
      await replace.waitFor({ state: 'detached', timeout: 10_000 });

      await page.getByTestId('user-menu').click();
      await page.getByTestId('menu-bookings').click();
      const rows = page.getByTestId('booking-row');
      await rows.first().waitFor({ timeout: 20_000 });
      expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-match-id')))).toEqual([
        String(second.id),
      ]);

      // Kept: Escape closes the question and the focus is back on the row's button.
      await rows.first().getByTestId('booking-cancel').click();
      const dialog = page.getByTestId('booking-cancel-dialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(second.home.name);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('booking-cancel');
      expect(await post<unknown[]>('/web_race/appoint_list', {}, token)).toHaveLength(1);

      await rows.first().getByTestId('booking-cancel').click();
      await dialog.getByTestId('booking-cancel-confirm').click();
      await page.getByTestId('booking-empty').waitFor({ timeout: 10_000 });
      expect(await post<unknown[]>('/web_race/appoint_list', {}, token)).toEqual([]);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    } finally {
      await m.close();
    }
  });

  it('deletes a friend from the address book menu, on both sides, after a confirmation', async () => {
    const lily = await apiLogin(server.url, 'viewer01');
    const m = await openMember(server.url, 'viewer02', '/chat/address-book');
    try {
      const { page } = m;
      const { token } = await apiLogin(server.url, 'viewer02');
      const row = page.locator(`[data-testid="friend-row"][data-app-number="${lily.appNumber}"]`);
      await row.waitFor({ timeout: 20_000 });

      // The keyboard: the menu takes the focus, arrows move, Enter picks, Escape gives the focus back.
      await row.getByTestId('friend-menu-button').click();
      const menu = row.getByTestId('friend-menu');
      await menu.waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('chat');
      await page.keyboard.press('ArrowUp');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('delete');
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('friend-delete-dialog');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focused(page)).toBe('friend-menu-button');
      expect(await post<unknown[]>('/friend/list', {}, token)).toHaveLength(1);

      await page.keyboard.press('Enter');
      await menu.waitFor();
      await menu.locator('[data-action="delete"]').click();
      await dialog.getByTestId('friend-delete-confirm').click();
      await row.waitFor({ state: 'detached', timeout: 10_000 });
      expect(await post<unknown[]>('/friend/list', {}, token)).toEqual([]);
      expect(await post<unknown[]>('/friend/list', {}, lily.token)).toEqual([]);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    } finally {
      await m.close();
    }
  });

  it('shows each role exactly its entries in the user menu and the side navigation', async () => {
    const mine = ['nav-basic', 'nav-attention', 'nav-bookings'];
    const guides = ['nav-tutorial', 'nav-specification', 'nav-question'];
    const menu = ['menu-basic', 'menu-message', 'menu-attention', 'menu-bookings'];
    const cases = [
      {
        username: 'viewer02',
        role: 'viewer',
        nav: [...mine, 'nav-apply', ...guides],
        menu: [...menu, 'menu-apply'],
      },
      {
        username: 'anchor01',
        role: 'anchor',
        nav: [
          ...mine,
          ...['nav-configuration', 'nav-datas', 'nav-photos', 'nav-posts', 'nav-fans', 'nav-earnings'],
          ...guides,
        ],
        menu: [...menu, 'menu-configuration'],
      },
      {
        username: 'admin01',
        role: 'admin',
        nav: [...mine, ...guides],
        // The platform console is the admin's own entry of the menu (not a page of the centre).
        menu: ['menu-basic', 'menu-message', 'menu-attention', 'menu-review', 'menu-bookings'],
      },
    ];
    for (const c of cases) {
      const m = await openMember(server.url, c.username, '/user/bookings');
      try {
        const { page } = m;
        await page.getByTestId('bookings-page').waitFor({ timeout: 20_000 });
        expect(await testIds(page, 'nav.user-info-nav a')).toEqual(c.nav);
        await page.getByTestId('user-menu').click();
        const list = page.getByTestId('user-menu-list');
        expect(await list.getAttribute('data-role')).toBe(c.role);
        expect(await testIds(page, '[data-testid="user-menu-list"] a')).toEqual(c.menu);
        await page.keyboard.press('Escape');
        // Every page of the centre reaches the others: the profile page lists my follows and bookings.
        await page.getByTestId('nav-basic').click();
        await page.getByTestId('user-info-page').waitFor();
        const info = await testIds(page, 'nav.user-info-nav a');
        expect(info).toEqual(expect.arrayContaining(['nav-attention', 'nav-bookings']));
        expect(info.includes('nav-configuration')).toBe(c.role === 'anchor');
      } finally {
        await m.close();
      }
    }
  });
});
