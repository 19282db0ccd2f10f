import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openBrowser } from '../helpers/browser';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { webData } from '../helpers/webCall';

let server: E2eServer;
let matchUrl: string;

beforeAll(async () => {
  server = await startE2eServer();
  const list = await webData<{ list: { id: number }[] }>(server.url, '/web_race/match_list', {
    raceType: 1,
    status: 'live',
    page: 1,
    pageSize: 10,
  });
  matchUrl = `${server.url}/#/match/live/${list.list[0]!.id}`;
});
afterAll(async () => {
  await server?.stop();
});

// Page code as text: the first <video> to enter the document, whether the app had rendered anything
// when it showed its first frame (nothing but the first screens in the root), and its media time then.
const WATCH_FIRST_VIDEO = `(() => {
  const w = window;
  new MutationObserver((_, observer) => {
    const video = document.querySelector('video');
    if (!video) return;
    observer.disconnect();
    w.__first = video;
    const shown = () => {
      if (video.currentTime > 0 && video.readyState >= 2) {
        // The app has rendered nothing: the root holds at most the first screens the server puts
        // into every page (server/http/firstScreen.ts; a live page's shows its loading state).
        w.__rootEmptyAtFrame = [...document.getElementById('root').children].every((c) =>
          c.classList.contains('page-snapshot'));
        // On screen, not only decoded: its box is rendered where the player will be.
        const box = video.getBoundingClientRect();
        w.__seenAtFrame = video.checkVisibility() && box.width > 0 && box.height > 0;
      } else video.requestVideoFrameCallback(shown);
    };
    video.requestVideoFrameCallback(shown);
  }).observe(document, { childList: true, subtree: true });
})()`;

describe('a live page starts its stream before the app renders (src/components/player/earlyHls.ts)', () => {
  it("shows the first frame before the page, and the page's player carries on with that same <video>", async () => {
    const b = await openBrowser();
    try {
      await b.page.addInitScript(WATCH_FIRST_VIDEO);
      await b.page.goto(matchUrl);
      await b.page.getByTestId('player').waitFor();
      await expect
        .poll(() => b.page.evaluate(() => (window as { __rootEmptyAtFrame?: boolean }).__rootEmptyAtFrame))
        .toBe(true);
      expect(await b.page.evaluate(() => (window as { __seenAtFrame?: boolean }).__seenAtFrame)).toBe(true);
      const adopted = await b.page.evaluate(() => {
        const first = (window as { __first?: HTMLVideoElement }).__first;
        const video = document.querySelector('[data-testid="player"] video');
        return {
          same: first === video,
          videos: document.querySelectorAll('video').length,
          box: document.querySelectorAll('.early-player').length,
          testid: video?.getAttribute('data-testid'),
        };
      });
      expect(adopted).toEqual({ same: true, videos: 1, box: 0, testid: 'player-video' });
      // Still playing where it was (not started again): media time keeps growing from where it is.
      const at = await b.page.evaluate(() => document.querySelector('video')!.currentTime);
      expect(at).toBeGreaterThan(0);
      await expect
        .poll(() => b.page.evaluate(() => document.querySelector('video')!.currentTime))
        .toBeGreaterThan(at + 0.5);
      // The player's controls act on it.
      await b.page.getByTestId('player-video').click();
      await expect.poll(() => b.page.evaluate(() => document.querySelector('video')!.paused)).toBe(true);
    } finally {
      await b.close();
    }
  });

  it('a slow stream holds the page at most RENDER_HOLD_MS; the player then shows that video when it plays', async () => {
    const b = await openBrowser();
    try {
      await b.page.addInitScript(WATCH_FIRST_VIDEO);
      // Every segment waits 6 s: the first frame comes well after the page's hold (1.5 s) has run out.
      await b.page.route('**/*.ts', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        await route.continue();
      });
      await b.page.goto(matchUrl);
      await b.page.getByTestId('player').waitFor({ timeout: 10_000 });
      const before = await b.page.evaluate(() => {
        const first = (window as { __first?: HTMLVideoElement }).__first;
        return {
          frame: (first?.currentTime ?? 0) > 0,
          inPlayer: first?.closest('[data-testid="player"]') !== null,
        };
      });
      // The page rendered without the frame, and its player holds the early <video>.
      expect(before).toEqual({ frame: false, inPlayer: true });
      await expect
        .poll(() => b.page.evaluate(() => document.querySelector('video')!.currentTime), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await expect
        .poll(() => b.page.evaluate(() => (window as { __rootEmptyAtFrame?: boolean }).__rootEmptyAtFrame))
        .toBe(false);
      expect(await b.page.locator('video').count()).toBe(1);
      expect(await b.page.locator('.early-player').count()).toBe(0);
    } finally {
      await b.close();
    }
  });

  it('a stream that does not play does not hold the page: it renders and the player says so', async () => {
    const b = await openBrowser();
    try {
      await b.page.route('**/index.m3u8', (route) => route.fulfill({ status: 404, body: '' }));
      await b.page.goto(matchUrl);
      await b.page.getByTestId('player-problem').waitFor({ timeout: 15_000 });
      expect(await b.page.locator('.early-player').count()).toBe(0);
      expect(await b.page.locator('video').count()).toBe(1);
    } finally {
      await b.close();
    }
  });
});
