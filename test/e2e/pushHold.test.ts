/**
 * A match status push for the match a tab watches behind live waits for that tab's video (issue 21):
 * in Chromium against the production build, pushes delivered through CDP (ServiceWorker.
 * deliverPushMessage). The tab's video is put a few seconds before the push's moment; a push of another
 * match, delivered after it, pops up first, and the held popup shows only once the video has reached
 * the moment. The video's time is read apart from the page: the first live playlist's
 * EXT-X-PROGRAM-DATE-TIME plus the <video>'s currentTime.
 */
import type { CDPSession, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MatchCard } from '../../protocol/match';
import { type PushMessage, PushType } from '../../protocol/push';
import { type BrowserSession, openBrowser } from '../helpers/browser';
import { copyClient, type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { Popups } from '../helpers/popups';

let server: E2eServer;
let browser: BrowserSession;
let cdp: CDPSession;
let popups: Popups;
let registrationId = '';

/** How far ahead of the video the held push's moment is. */
const AHEAD_MS = 6000;

beforeAll(async () => {
  server = await startE2eServer({ CLIENT_DIR: copyClient('pushHold') });
  browser = await openBrowser();
  await browser.context.grantPermissions(['notifications'], { origin: server.url });
  await browser.page.addInitScript(() => {
    (globalThis as unknown as { localStorage: Storage }).localStorage.setItem('language', 'en');
  });
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
});

/** Live matches (each plays its sport's demo channel): football first. */
async function liveMatches(): Promise<MatchCard[]> {
  const all: MatchCard[] = [];
  for (const raceType of [1, 2, 3, 4, 5, 10]) {
    const res = await fetch(`${server.url}/web/web_race/match_list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en' },
      body: JSON.stringify({ raceType, status: 'live', pageSize: 100 }),
    });
    const { data } = (await res.json()) as { data: { list: MatchCard[] } };
    all.push(...data.list.filter((m) => m.status === 'live'));
  }
  return all;
}

function endedPush(match: MatchCard, sentAt: number): PushMessage {
  return {
    id: `hold-${match.id}-${sentAt}`,
    title: '',
    body: '',
    sentAt,
    type: PushType.MatchStatus,
    matchStatus: {
      matchId: match.id,
      status: 2,
      sportId: match.sportId,
      homeName: { en: match.home.name },
      awayName: { en: match.away.name },
      leagueMatchName: { en: match.league.name },
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      vbScores: null,
    },
  };
}

describe('push hold-back for a video behind live', () => {
  it('shows a match status popup only when the video watching that match reaches its moment', async () => {
    const [watched, other] = await liveMatches();
    expect(watched && other, 'two live matches').toBeTruthy();
    const { page } = browser;
    let firstPlaylist: Promise<string> | undefined;
    page.on('response', (res: Response) => {
      if (!firstPlaylist && /\/live\/.+\/index\.m3u8/.test(res.url())) firstPlaylist = res.text();
    });
    await page.goto(`${server.url}/#/match/live/${watched!.id}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 3, null, {
      timeout: 30_000,
    });
    await expect.poll(() => registrationId, { timeout: 15_000 }).not.toBe('');
    const date = /#EXT-X-PROGRAM-DATE-TIME:(\S+)/.exec(await firstPlaylist!)?.[1];
    expect(date).toBeDefined();
    const origin = Date.parse(date!);
    const programme = () =>
      page.evaluate((o) => o + document.querySelector('video')!.currentTime * 1000, origin);

    // The push's moment is AHEAD_MS ahead of what the video shows.
    const shows = await programme();
    const sentAt = Math.round(shows + AHEAD_MS);
    const deliver = (message: PushMessage) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: server.url,
        registrationId,
        data: JSON.stringify(message),
      });
    await deliver(endedPush(watched!, sentAt));
    await deliver(endedPush(other!, Date.now()));

    const seen: string[] = [];
    let heldShownAt: number | null = null;
    await expect
      .poll(
        async () => {
          const tags = (await popups.list()).map((p) => p.tag);
          for (const tag of tags) if (!seen.includes(tag)) seen.push(tag);
          if (heldShownAt === null && tags.includes(`match-${watched!.id}`)) heldShownAt = await programme();
          return seen.length;
        },
        { timeout: AHEAD_MS + 20_000, interval: 100 },
      )
      .toBe(2);
    // The other match's popup, delivered second, came first; the held one waited for the video.
    expect(seen).toEqual([`match-${other!.id}`, `match-${watched!.id}`]);
    // Read at most one poll (100 ms) and a worker round trip after it showed.
    expect(heldShownAt!).toBeGreaterThanOrEqual(sentAt - 250);
  });
});
