import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FeedStatus } from '../../protocol/match';
import { matches } from '../../server/db/schema';
import { publishUpdates, updateOf } from '../../server/modules/match/updates';
import { openBrowser } from '../helpers/browser';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { webCall } from '../helpers/webCall';

let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server?.stop();
});

/**
 * Waits until the tab has seen its socket come up and follow its matches: a live update of the first
 * card's match, published until it arrives, shows on the card. Updates reach only a socket that
 * follows the match, and they travel behind the socket's state changes on the worker's one channel:
 * whatever the tab does when the socket comes up (formerly, asking its loads again) is done by then.
 */
async function socketUpAndFollowing(page: Page): Promise<void> {
  const card = page.locator('[data-testid="match-card"]').first();
  const id = Number(await card.getAttribute('data-match-id'));
  const [row] = await server.ctx.database.db.select().from(matches).where(eq(matches.id, id));
  const before = await card.getAttribute('data-status');
  const feedStatus: FeedStatus = before === 'tbd' ? 'scheduled' : 'tbd';
  const update = updateOf({ ...row!, feedStatus, version: row!.version + 1000 }, null, Date.now());
  const mine = page.locator(`[data-match-id="${id}"]`).first();
  await expect
    .poll(
      async () => {
        // The same version each time: the tab keeps it once.
        await publishUpdates(server.ctx, [update]);
        return mine.getAttribute('data-status');
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(before === 'tbd' ? 'notStarted' : 'tbd');
}

/** A list page is ready once its first card shows and its socket follows the cards' matches. */
async function listShown(page: Page): Promise<void> {
  await page.locator('[data-testid="match-card"]').first().waitFor({ timeout: 30_000 });
  await socketUpAndFollowing(page);
}

/** A live page is ready once its player plays the stream. */
async function playing(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator('[data-testid="player"] video')
          .evaluate((v) => (v as HTMLVideoElement).currentTime)
          .catch(() => 0),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}

/**
 * Opens `route` on a fresh profile and answers every /web call it made (path and body), in order,
 * once the page is `ready` and no call is in flight.
 */
async function callsOfFreshLoad(
  route: string,
  ready: (page: Page) => Promise<void> = listShown,
): Promise<string[]> {
  const b = await openBrowser();
  try {
    const calls: string[] = [];
    let pending = 0;
    b.page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (!pathname.startsWith('/web/')) return;
      pending++;
      calls.push(`${pathname} ${req.postData() ?? ''}`);
    });
    const settled = (req: { url(): string }) => {
      if (new URL(req.url()).pathname.startsWith('/web/')) pending--;
    };
    b.page.on('requestfinished', settled);
    b.page.on('requestfailed', settled);
    await b.page.goto(`${server.url}${route}`);
    await ready(b.page);
    await expect.poll(() => pending, { timeout: 15_000 }).toBe(0);
    return calls;
  } finally {
    await b.close();
  }
}

/** The calls made more than once. */
function repeated(calls: string[]): string[] {
  return [...new Set(calls.filter((c, i) => calls.indexOf(c) !== i))];
}

const made = (calls: string[], path: string) => calls.filter((c) => c.startsWith(`${path} `)).length;

describe('a fresh load of a page', () => {
  it('makes each /web call of the home page once, the socket up and following', async () => {
    const calls = await callsOfFreshLoad('/#/');
    const seen = `calls seen:\n${calls.join('\n')}`;
    expect(repeated(calls), seen).toEqual([]);
    for (const path of [
      '/web/web_home/home_details_top',
      '/web/web_home/home_details_middle',
      '/web/web_home/home_info_bottom',
      '/web/web_race/match_list',
    ])
      expect(made(calls, path), seen).toBe(1);
  });

  it('makes each /web call of a match list once, the socket up and following', async () => {
    const calls = await callsOfFreshLoad('/#/match/1');
    const seen = `calls seen:\n${calls.join('\n')}`;
    expect(repeated(calls), seen).toEqual([]);
    expect(made(calls, '/web/web_race/match_list'), seen).toBe(1);
  });

  // The route's loader starts the details call with the navigation (src/app/pageLoads.ts); the page
  // then finds it in the query cache instead of asking again.
  it('asks the details of a live match once, the loader and the page together', async () => {
    const live = await webCall<{ data: { list: { id: number }[] } }>(server.url, '/web_race/match_list', {
      raceType: 1,
      status: 'live',
      page: 1,
      pageSize: 10,
    });
    const id = live.data.list[0]?.id;
    expect(id, 'a live demo match').toBeDefined();
    const calls = await callsOfFreshLoad(`/#/match/live/${id}`, playing);
    const seen = `calls seen:\n${calls.join('\n')}`;
    expect(repeated(calls), seen).toEqual([]);
    expect(made(calls, '/web/web_match/web_match_details'), seen).toBe(1);
  });

  it("asks a live room's details once, the loader and the page together", async () => {
    const rooms = await webCall<{ data: { uid: string; live: boolean }[] }>(
      server.url,
      '/web_anchor/recommend_anchor',
      {},
    );
    const room = rooms.data.find((r) => r.live);
    expect(room, 'a live demo room').toBeDefined();
    const calls = await callsOfFreshLoad(`/#/anchor/room/${room!.uid}`, playing);
    const seen = `calls seen:\n${calls.join('\n')}`;
    expect(repeated(calls), seen).toEqual([]);
    expect(made(calls, '/web/web_anchor/anchor_details'), seen).toBe(1);
  });
});
