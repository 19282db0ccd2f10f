import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { and, eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users, userTasks } from '../../server/db/schema';
import { openBrowser } from '../helpers/browser';
import { apiLogin, openMember } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { readPo } from '../i18n/poCatalog';

/**
 * The anchor pages in Chromium against the production build and the real server: the column page,
 * a live room's player, follow / unfollow, a gift, the red envelope form's belowCount rule.
 */

/** What the production build shows for an English source message (the en catalog, else the id). */
function shownText(source: string): string {
  const entry = readPo('locales/en/messages.po').find((e) => e.id === source);
  return entry ? entry.str || source : generateMessageId(source);
}

let server: E2eServer;
const uid: Record<string, string> = {};

beforeAll(async () => {
  server = await startE2eServer();
  const names = ['anchor01', 'anchor02', 'streamer01', 'streamer02', 'streamer03', 'viewer02'];
  const rows = await server.ctx.database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  for (const r of rows) uid[r.username] = String(r.id);
});
afterAll(async () => {
  await server?.stop();
});

/**
 * Headless Chromium decodes the live video in software on this small machine, which leaves the
 * page's thread too busy for clicks to land in time: pause it before working with the rest.
 */
async function pauseVideo(page: Page): Promise<void> {
  const video = page.getByTestId('player').locator('video');
  await video.waitFor({ timeout: 30_000 });
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.removeAttribute('autoplay');
  });
}

const numberOf = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute('data-value'));

describe('anchor pages in the browser', () => {
  it('lists the live demo anchors on the column page, with the live count on the tab', async () => {
    const b = await openBrowser();
    try {
      await b.page.goto(`${server.url}/#/anchor/0`);
      const cards = b.page.getByTestId('anchor-rooms').getByTestId('room-card');
      await cards.first().waitFor({ timeout: 20_000 });
      const live = await cards.evaluateAll((els) =>
        els.filter((e) => e.getAttribute('data-live') === 'true').map((e) => e.getAttribute('data-uid')),
      );
      const expected = ['anchor01', 'anchor02', 'streamer01', 'streamer03'].map((n) => uid[n]);
      expect([...live].sort()).toEqual([...expected].sort());
      // Live rooms come first; the offline demo room (streamer02) is listed after them.
      const all = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-uid')));
      expect(all.slice(0, 4).sort()).toEqual([...expected].sort());
      expect(all).toContain(uid.streamer02);
      await expect
        .poll(() => b.page.getByTestId('anchor-tab-0').locator('.tab-count').textContent())
        .toBe('4');
      // Football (anchorType 1): anchor01 and streamer01 only.
      await b.page.getByTestId('anchor-tab-1').click();
      await expect
        .poll(() =>
          b.page
            .getByTestId('anchor-rooms')
            .getByTestId('room-card')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-uid')).sort()),
        )
        .toEqual([uid.anchor01, uid.streamer01].sort());
    } finally {
      await b.close();
    }
  });

  it('plays a live room (the video time advances) and shows an offline room as offline', async () => {
    const b = await openBrowser();
    try {
      await b.page.goto(`${server.url}/#/anchor/room/${uid.anchor01}`);
      const video = b.page.getByTestId('player').locator('video');
      await video.waitFor({ timeout: 20_000 });
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.5), {
          timeout: 20_000,
        })
        .toBe(true);
      const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(first + 0.5);
      // A visitor is asked to log in to follow and to send gifts.
      await b.page.getByTestId('follow-login').waitFor();
      await b.page.getByTestId('gift-login').waitFor();
      await b.page.goto(`${server.url}/#/anchor/room/${uid.streamer02}`);
      await b.page.getByTestId('anchor-offline').waitFor({ timeout: 20_000 });
      expect(await b.page.getByTestId('player').count()).toBe(0);
    } finally {
      await b.close();
    }
  });

  it('follows and unfollows: the fan counter moves by one each way and task_9 is reported', async () => {
    const m = await openMember(server.url, 'viewer02', `/anchor/room/${uid.streamer01}`);
    try {
      const { page } = m;
      await pauseVideo(page);
      const follow = page.getByTestId('follow');
      await follow.waitFor({ timeout: 20_000 });
      expect(await follow.getAttribute('aria-pressed')).toBe('false');
      const before = await numberOf(page, 'fans-count');
      await follow.click();
      await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => numberOf(page, 'fans-count')).toBe(before + 1);
      await expect
        .poll(async () => {
          const rows = await server.ctx.database.db
            .select()
            .from(userTasks)
            .where(and(eq(userTasks.userId, Number(uid.viewer02)), eq(userTasks.taskKey, 'task_9')));
          return rows.length;
        })
        .toBe(1);
      // The follow is the server's: a reload still shows it.
      await page.reload();
      await pauseVideo(page);
      await expect
        .poll(() => page.getByTestId('follow').getAttribute('aria-pressed'), { timeout: 20_000 })
        .toBe('true');
      expect(await numberOf(page, 'fans-count')).toBe(before + 1);
      await page.getByTestId('follow').click();
      await expect.poll(() => page.getByTestId('follow').getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => numberOf(page, 'fans-count')).toBe(before);
    } finally {
      await m.close();
    }
  });

  it('sends a gift and shows the balance dropped by its price times the count', async () => {
    // An offline room (no video playing): gifts go to the anchor all the same.
    const m = await openMember(server.url, 'viewer02', `/anchor/room/${uid.streamer02}`);
    try {
      const { page } = m;
      await page.getByTestId('coin-balance').waitFor({ timeout: 20_000 });
      const before = await numberOf(page, 'coin-balance');
      const gifts = await fetch(`${server.url}/web/gift/list`, { headers: { language: 'en' } }).then(
        (r) => r.json() as Promise<{ data: { price: number }[] }>,
      );
      const price = gifts.data[2]!.price;
      await page.getByTestId('gift').nth(2).click();
      await page.getByTestId('gift-count').fill('3');
      await page.getByTestId('gift-send').click();
      await expect.poll(() => numberOf(page, 'coin-balance')).toBe(before - 3 * price);
      // A viewer sees who is watching (the online viewer list, no moderation buttons in it).
      await page.getByTestId('open-viewers').click();
      const panel = page.getByTestId('mod-panel-viewers');
      await panel.getByText('Ken', { exact: true }).waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('mod-tab-mutes').count()).toBe(0);
      expect(await panel.getByRole('button', { name: /Mute|Make admin|Remove/ }).count()).toBe(0);
    } finally {
      await m.close();
    }
  });

  it("checks the anchor's red envelope form: a lucky total below the count shows belowCount, a valid one sends", async () => {
    const { token } = await apiLogin(server.url, 'anchor01');
    const sentCoins = async () => {
      const res = await fetch(`${server.url}/web/redPacket/stats`, { headers: { authorization: token } });
      return ((await res.json()) as { data: { sent: { coins: number } } }).data.sent.coins;
    };
    const sentBefore = await sentCoins();
    const m = await openMember(server.url, 'anchor01', `/anchor/room/${uid.anchor01}`);
    try {
      const { page } = m;
      await page.getByTestId('open-red-packet').waitFor({ timeout: 20_000 });
      await pauseVideo(page);
      await page.getByTestId('open-red-packet').click();
      await page.getByTestId('red-packet-balances').waitFor();
      await page.locator('input[name="rp-kind"][value="lucky"]').check();
      await page.getByTestId('red-packet-count').fill('10');
      await page.getByTestId('red-packet-amount').fill('5');
      await page.getByTestId('red-packet-send').click();
      const error = page.getByTestId('red-packet-amount-error');
      await error.waitFor();
      expect(await error.textContent()).toBe(
        shownText('The total cannot be less than the number of envelopes'),
      );
      await page.getByTestId('red-packet-amount').fill('20');
      await expect.poll(() => error.count()).toBe(0);
      await page.getByTestId('red-packet-send').click();
      await page.getByTestId('red-packet-dialog').waitFor({ state: 'detached', timeout: 10_000 });
      expect(await sentCoins()).toBe(sentBefore + 20);
    } finally {
      await m.close();
    }
  });
});
