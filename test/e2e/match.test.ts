import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MatchCard } from '../../protocol/match';
import { displayScore, sideScoreText } from '../../protocol/matchScore';
import { REMINDER_BEFORE_MS, RESERVATION_GAP_MS } from '../../protocol/matchReservation';
import { matches } from '../../server/db/schema';
import { simulatedPosition } from '../../server/modules/match/simulator';
import { openBrowser } from '../helpers/browser';
import { apiLogin, openMember } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { readPo } from '../i18n/poCatalog';

/**
 * What the production build shows for an English source message: the en catalog's text once the
 * catalogs were extracted, else lingui's message id (the build keeps ids only).
 */
function shownText(source: string, values: Record<string, string> = {}): string {
  const entry = readPo('locales/en/messages.po').find((e) => e.id === source);
  if (!entry) return generateMessageId(source);
  return (entry.str || source).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** The server's clock runs `offset` ms ahead of the wall clock once a test moves it to a goal. */
let offset = 0;
let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer({}, { now: () => Date.now() + offset });
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
  return ((await res.json()) as { data: T }).data;
}

function list(raceType: number, status: string): Promise<{ list: MatchCard[] }> {
  return post('/web_race/match_list', { raceType, status, pageSize: 100 });
}

/** Two bookable matches kicking off within 2 hours of each other, both well after now. */
async function closePair(): Promise<[MatchCard, MatchCard]> {
  const soon = Date.now() + 15 * 60_000;
  const all: MatchCard[] = [];
  for (const raceType of [1, 2, 3, 4, 5, 10]) all.push(...(await list(raceType, 'upcoming')).list);
  const bookable = all.filter((m) => m.status === 'notStarted' && m.kickoffAt > soon);
  bookable.sort((a, b) => a.kickoffAt - b.kickoffAt);
  for (let i = 0; i + 1 < bookable.length; i++)
    if (bookable[i + 1]!.kickoffAt - bookable[i]!.kickoffAt <= RESERVATION_GAP_MS)
      return [bookable[i]!, bookable[i + 1]!];
  throw new Error('the demo data has no two bookable matches within 2 hours');
}

const scoreText = async (page: Page) =>
  `${await page.getByTestId('score-header').getByTestId('score-home').textContent()}-${await page
    .getByTestId('score-header')
    .getByTestId('score-away')
    .textContent()}`;

/** The first moment after `from` when the shown score of simulated football match `id` changes. */
async function nextGoal(id: number, from: number): Promise<{ at: number; score: string } | null> {
  const [row] = await server.ctx.database.db.select().from(matches).where(eq(matches.id, id));
  const shown = (t: number) => {
    const { state, round } = simulatedPosition(row!, t);
    const [h, a] = displayScore(1, state.homeScore, state.awayScore, state.vbScores);
    return { round, score: `${sideScoreText(h)}-${sideScoreText(a)}` };
  };
  const start = shown(from);
  for (let t = from + 5_000; t < from + 3 * 3600_000; t += 5_000) {
    const s = shown(t);
    if (s.round !== start.round) break;
    if (s.score !== start.score) return { at: t, score: s.score };
  }
  return null;
}

describe('matches in the browser', () => {
  it('renders the home page and the match list of a column', async () => {
    const b = await openBrowser();
    try {
      await b.page.goto(`${server.url}/#/match/0`);
      await b.page.getByTestId('home-popular').getByTestId('match-card').first().waitFor({ timeout: 20_000 });
      const cards = b.page.getByTestId('match-list').getByTestId('match-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThan(0);
      await b.page.goto(`${server.url}/#/match/1?status=live`);
      await b.page.getByTestId('match-list').waitFor();
      // The list of /match/0 may still be on screen right after the hash changes: read until the
      // filtered list has replaced it (a list that never filters fails after the poll's timeout).
      const liveOnly = async () => {
        const statuses = await b.page
          .getByTestId('match-list')
          .getByTestId('match-card')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
        return statuses.length > 0 && statuses.every((s) => s === 'live' || s === 'interrupted');
      };
      await expect.poll(liveOnly, { timeout: 10_000 }).toBe(true);
    } finally {
      await b.close();
    }
  });

  it('plays a live match: the video inside the player reaches playing and its time advances', async () => {
    const live = (await list(1, 'live')).list.find((m) => m.status === 'live');
    expect(live).toBeDefined();
    const b = await openBrowser();
    try {
      await b.page.goto(`${server.url}/#/match/live/${live!.id}`);
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
    } finally {
      await b.close();
    }
  });

  it('refuses a second booking within 2 hours with its message, and books it after cancelling the first', async () => {
    const [first, second] = await closePair();
    const m = await openMember(server.url, 'viewer01', `/match/match/${first.id}?sportId=${first.sportId}`);
    try {
      const { page } = m;
      await page.getByTestId('book').click();
      await page.getByTestId('book-cancel').waitFor({ timeout: 10_000 });

      await page.goto(`${server.url}/#/match/match/${second.id}?sportId=${second.sportId}`);
      await page.getByTestId('score-header').waitFor();
      await page.getByTestId('book').click();
      const dialog = page.getByTestId('book-replace-dialog');
      await dialog.waitFor({ timeout: 10_000 });
      expect(await dialog.getByTestId('book-refusal').textContent()).toBe(
        shownText('Booked matches must be more than 2 hours apart. Cancel the earlier booking first.'),
      );
      expect(await dialog.textContent()).toContain(first.home.name);

      await dialog.getByTestId('book-replace').click();
      await dialog.waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByTestId('book-cancel').waitFor({ timeout: 10_000 });
      const { token } = await apiLogin(server.url, 'viewer01');
      const held = await post<{ matchId: number }[]>('/web_race/appoint_list', {}, token);
      expect(held.map((r) => r.matchId)).toEqual([second.id]);
    } finally {
      await m.close();
    }
  });

  it('reminds me 5 minutes before a booked match kicks off, with a link to its live page', async () => {
    const [match] = await closePair();
    const { token } = await apiLogin(server.url, 'viewer02');
    const b = await openBrowser();
    try {
      const { page } = b;
      await page.clock.install({ time: Date.now() });
      await page.addInitScript((t) => {
        localStorage.setItem('zbpcJwt', t);
        localStorage.setItem('language', 'en');
      }, token);
      await page.goto(`${server.url}/#/match/match/${match.id}?sportId=${match.sportId}`);
      await page.getByTestId('book').click();
      await page.getByTestId('book-cancel').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('match-reminder').count()).toBe(0);

      await page.clock.fastForward(match.kickoffAt - REMINDER_BEFORE_MS - Date.now() + 2_000);
      const reminder = page.getByTestId('match-reminder');
      await reminder.waitFor({ timeout: 10_000 });
      expect(await reminder.textContent()).toContain(match.home.name);
      expect(await reminder.locator('a').getAttribute('href')).toBe(`/#/match/live/${match.id}`);
    } finally {
      await b.close();
    }
  });

  it('shows a simulated goal on the open live page without a reload', async () => {
    const live = (await list(1, 'live')).list.filter((m) => m.status === 'live');
    const ahead = await Promise.all(
      live.map(async (m) => ({ m, goal: await nextGoal(m.id, Date.now() + offset) })),
    );
    const withGoal = ahead.filter((a) => a.goal !== null);
    withGoal.sort((a, b) => a.goal!.at - b.goal!.at);
    expect(withGoal.length).toBeGreaterThan(0);
    const { m: match } = withGoal[0]!;
    const b = await openBrowser();
    try {
      await b.page.goto(`${server.url}/#/match/live/${match.id}`);
      await b.page.getByTestId('score-header').waitFor({ timeout: 20_000 });
      await expect
        .poll(() => server.ctx.runtimes.match.followers.followedMatches, { timeout: 15_000 })
        .toBeGreaterThan(0);
      await b.page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
      // The page may have loaded a moment later than the scan: take the goal after what it shows.
      const goal = (await nextGoal(match.id, Date.now() + offset))!;
      expect(await scoreText(b.page)).not.toBe(goal.score);
      offset += goal.at - (Date.now() + offset) + 1_000;
      await expect.poll(() => scoreText(b.page), { timeout: 15_000 }).toBe(goal.score);
      expect(await b.page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

      // The goal is a match event: first in the timeline, a dot on the progress bar (its tooltip
      // names the scorer), and a cue of the commentary track once that is switched on.
      const details = await post<{ events: { kind: string; player: string | null }[] }>(
        '/web_match/web_match_details',
        { matchId: match.id },
      );
      const scored = details.events.filter((e) => e.kind === 'goal').at(-1)!;
      expect(scored.player).toBeTruthy();
      const timeline = b.page.getByTestId('event-timeline').getByTestId('event-row');
      await expect.poll(() => timeline.first().getAttribute('data-kind'), { timeout: 10_000 }).toBe('goal');
      const goalDot = b.page.locator('[data-testid="player-marker"][data-kind="goal"]');
      await goalDot.first().waitFor({ timeout: 20_000 });
      expect(await goalDot.first().getAttribute('title')).toBeTruthy();

      const tracks = b.page.getByTestId('player-tracks');
      await tracks.waitFor({ timeout: 10_000 });
      await tracks.selectOption({ label: shownText('Commentary') });
      const video = b.page.getByTestId('player').locator('video');
      await expect
        .poll(
          () =>
            video.evaluate((v: HTMLVideoElement) =>
              [...v.textTracks]
                .filter((t) => t.mode === 'showing')
                .flatMap((t) => [...(t.cues ?? [])].map((c) => (c as VTTCue).text)),
            ),
          { timeout: 15_000 },
        )
        .toEqual(expect.arrayContaining([expect.stringContaining(scored.player!)]));
    } finally {
      await b.close();
    }
  });

  it('toasts a status change of the match I watch (half time or full time) as it arrives on the socket', async () => {
    const live = (await list(1, 'live')).list.filter((m) => m.status === 'live');
    /** The next §4 notice moment of a simulated football match: half time or the end. */
    const nextNotice = async (id: number) => {
      const [row] = await server.ctx.database.db.select().from(matches).where(eq(matches.id, id));
      const from = Date.now() + offset;
      const start = simulatedPosition(row!, from);
      for (let t = from + 5_000; t < from + 3 * 3600_000; t += 5_000) {
        const { state, round } = simulatedPosition(row!, t);
        if (round !== start.round) return null;
        if (state.feedStatus === 'halfTime' && start.state.feedStatus === 'firstHalf')
          return { at: t, kind: 'half' as const, state };
        if (state.feedStatus.startsWith('finished')) return { at: t, kind: 'end' as const, state };
      }
      return null;
    };
    const found = (await Promise.all(live.map(async (m) => ({ m, n: await nextNotice(m.id) }))))
      .filter((x) => x.n !== null)
      .sort((a, b) => a.n!.at - b.n!.at)[0];
    expect(found).toBeDefined();
    const { m: match, n: notice } = { m: found!.m, n: found!.n! };
    const b = await openBrowser();
    try {
      await b.page.goto(`${server.url}/#/match/live/${match.id}`);
      await b.page.getByTestId('score-header').waitFor({ timeout: 20_000 });
      await expect
        .poll(() => server.ctx.runtimes.match.followers.followedMatches, { timeout: 15_000 })
        .toBeGreaterThan(0);
      offset += notice.at - (Date.now() + offset) + 1_000;
      const [h, a] = displayScore(1, notice.state.homeScore, notice.state.awayScore);
      const values = {
        home: match.home.name,
        away: match.away.name,
        score: `${sideScoreText(h)}-${sideScoreText(a)}`,
      };
      const text = shownText(
        notice.kind === 'half' ? 'Half time: {home} {score} {away}' : 'Full time: {home} {score} {away}',
        values,
      );
      const toast = b.page.locator('.toasts .toast', { hasText: text });
      await toast.first().waitFor({ timeout: 15_000 });
      expect(await toast.count()).toBe(1);
    } finally {
      await b.close();
    }
  });
});
