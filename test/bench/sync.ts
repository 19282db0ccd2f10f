import { eq, isNotNull } from 'drizzle-orm';
import type { Page, Response } from 'playwright-core';

import { SportId } from '../../protocol/match';
import { matches } from '../../server/db/schema';
import { simulatedPosition } from '../../server/modules/match/simulator';
import { openBrowser } from '../helpers/browser';
import { startE2eServer } from '../helpers/e2eServer';
import { bench } from './load';
import { buildClient, CLIENT_DIR } from './web';

/**
 * `sync.score_lag_ms` (issue 21): how far apart the moment a goal appears in the synced score header
 * of /match/live/{id} and the moment the video shows that match time are, in Chromium against the
 * production build. The video's time is read apart from the page's own clock: the wall-clock moment
 * at media time 0 is the EXT-X-PROGRAM-DATE-TIME of the first segment of the first live playlist the
 * page loaded (hls.js starts a live stream's media time at that segment), plus `currentTime` when the
 * header changed (a MutationObserver in the page). The viewer is put 4 s before a simulated goal in
 * the live window RUNS times; each run's lag is printed (positive: the header is late), the figure is
 * the largest in absolute value. Loopback only, one page, bounded (about 30 s).
 */
const RUNS = 3;
const LEAD_MS = 4000;
/** Where the goal sits behind the server's clock: inside the live window, ahead of the live edge. */
const GOAL_BEHIND_MS = 25_000;

interface Goal {
  matchId: number;
  /** The moment the goal's state began (epoch ms, the server's clock). */
  at: number;
  /** The shown home-away after it. */
  after: string;
}

/** The next goal of a live simulated football match after `from` with nothing else changing for `quiet` ms. */
async function nextGoal(server: Awaited<ReturnType<typeof startE2eServer>>, from: number): Promise<Goal> {
  const rows = await server.ctx.database.db.select().from(matches).where(isNotNull(matches.simSeed));
  let best: Goal | null = null;
  for (const row of rows.filter((r) => r.sportId === SportId.Football)) {
    let held = simulatedPosition(row, from);
    for (let t = from + 1000; t < from + 3 * 3600_000; t += 1000) {
      const now = simulatedPosition(row, t);
      if (now.round !== held.round) break;
      if (now.since !== held.since) {
        const goals = (s: typeof now) => `${s.state.homeScore[0] ?? 0}-${s.state.awayScore[0] ?? 0}`;
        const quiet = simulatedPosition(row, now.since + GOAL_BEHIND_MS).since === now.since;
        if (goals(now) !== goals(held) && quiet && now.state.feedStatus === held.state.feedStatus) {
          if (!best || now.since < best.at) best = { matchId: row.id, at: now.since, after: goals(now) };
          break;
        }
        held = now;
      }
    }
  }
  if (!best) throw new Error('no simulated goal ahead');
  return best;
}

// Page code as text (this file is typed for Node): seeks to `target`, waits for the header to leave
// the goal's score, then resolves with the video's time when the header shows it again.
const RUN_IN_PAGE = `async ({ target, after, timeoutMs }) => {
  const video = document.querySelector('video');
  const text = (id) => document.querySelector('[data-testid="' + id + '"]')?.textContent ?? '';
  const score = () => text('score-home') + '-' + text('score-away');
  video.currentTime = target;
  await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
  if (video.paused) await video.play().catch(() => undefined);
  const start = performance.now();
  while (score() === after) {
    if (performance.now() - start > timeoutMs) return { error: 'the header kept ' + score() + ' after the seek' };
    await new Promise((r) => setTimeout(r, 20));
  }
  return new Promise((resolve) => {
    const header = document.querySelector('[data-testid="score-header"]');
    let timer;
    const observer = new MutationObserver(() => {
      if (score() !== after) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve({ time: video.currentTime });
    });
    observer.observe(header, { subtree: true, childList: true, characterData: true });
    timer = setTimeout(() => {
      observer.disconnect();
      const v = document.querySelector('video');
      const h = document.querySelector('[data-testid="score-header"]');
      resolve({ error: 'no goal in the header (' + score() + ') at ' + v.currentTime + ' seekable ' + v.seekable.start(0) + '-' + v.seekable.end(0) + ' synced-at ' + h.getAttribute('data-synced-at') + ' target ' + target });
    }, timeoutMs);
  });
}`;

/** The page's lag for one run: seek to `goal.at - LEAD_MS`, wait for the header to show the goal. */
async function oneRun(page: Page, origin: number, goal: Goal): Promise<number> {
  const args = {
    target: (goal.at - LEAD_MS - origin) / 1000,
    after: goal.after,
    timeoutMs: LEAD_MS + 15_000,
  };
  const result = await page.evaluate<{ time: number } | { error: string }>(
    `(${RUN_IN_PAGE})(${JSON.stringify(args)})`,
  );
  if ('error' in result) throw new Error(`${result.error} goal ${goal.at} origin ${origin}`);
  return origin + result.time * 1000 - goal.at;
}

export async function benchSync(options: { build?: boolean; clientDir?: string } = {}): Promise<void> {
  const clientDir = options.clientDir ?? CLIENT_DIR;
  if (options.build) buildClient(clientDir);
  let offset = 0;
  const server = await startE2eServer({ CLIENT_DIR: clientDir }, { now: () => Date.now() + offset });
  const b = await openBrowser();
  try {
    await server.ctx.runtimes.match.simulator.tick();
    const goal = await nextGoal(server, Date.now());
    // The server's clock moves so that the goal was scored GOAL_BEHIND_MS ago.
    offset = goal.at + GOAL_BEHIND_MS - Date.now();
    await server.ctx.runtimes.match.simulator.tick();
    const [row] = await server.ctx.database.db.select().from(matches).where(eq(matches.id, goal.matchId));
    if (`${row!.homeScore[0]}-${row!.awayScore[0]}` !== goal.after)
      throw new Error('the goal was not played');

    let firstPlaylist: Promise<string> | undefined;
    const onResponse = (res: Response) => {
      if (!firstPlaylist && /\/live\/.+\/index\.m3u8/.test(res.url())) firstPlaylist = res.text();
    };
    b.page.on('response', onResponse);
    await b.page.goto(`${server.url}/#/match/live/${goal.matchId}`);
    // Polled with evaluate: the page's CSP refuses waitForFunction's string predicate (no eval).
    // The page's score header too: the stream plays before the app has rendered the page (a
    // visitor's live route: src/app/pageStart.ts), so a playing video does not mean a header.
    const until = Date.now() + 30_000;
    const ready = `(document.querySelector('video')?.readyState ?? 0) >= 3 && !!document.querySelector('[data-testid="score-header"]')`;
    while (!(await b.page.evaluate<boolean>(ready))) {
      if (Date.now() > until) throw new Error('the live page did not play');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    b.page.off('response', onResponse);
    if (!firstPlaylist) throw new Error('no live playlist loaded');
    const playlist: string = await firstPlaylist;
    const date = /#EXT-X-PROGRAM-DATE-TIME:(\S+)/.exec(playlist)?.[1];
    if (!date) throw new Error('the live playlist has no dates');
    const origin = Date.parse(date);

    const lags: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const lag = await oneRun(b.page, origin, goal);
      lags.push(lag);
      bench(`sync.score_lag.run${i + 1}_ms`, Math.round(lag), 'ms');
    }
    const worst = lags.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0);
    bench('sync.score_lag_ms', Math.round(Math.abs(worst)), 'ms');
  } finally {
    await b.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await benchSync({ build: !process.env.BENCH_CLIENT_DIR });
