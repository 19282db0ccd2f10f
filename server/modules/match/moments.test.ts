/** Match moments (issue 21): the history the synced views replay equals what the match was at every moment. */
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type FeedStatus, SportId } from '../../../protocol/match';
import type { MatchDetails } from '../../../protocol/matchApi';
import { fieldsAt } from '../../../protocol/matchTimeline';
import { expectSuccess } from '../../../test/helpers/expectations';
import { startTestServer, testClock, type TestServer } from '../../../test/helpers/testServer';
import { matches, matchMoments } from '../../db/schema';
import { importFeed } from './importer';
import { momentsOf } from './momentStore';
import { simulatedPosition } from './simulator';

const MINUTE = 60_000;
const START = Date.UTC(2026, 4, 1, 12, 0, 0);

/** What a view shows of a state: comparable between the moments and the script. */
const shown = (s: { feedStatus: FeedStatus; period: number; homeScore: number[]; awayScore: number[] }) =>
  `${s.feedStatus} p${s.period} ${s.homeScore.join(',')} : ${s.awayScore.join(',')}`;

describe('match moments of simulated matches', () => {
  const clock = testClock(START);
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer({
      backend: 'pglite',
      now: clock.now,
      env: { MATCH_SIMULATOR: '0', MATCH_SIM_SEED: '7' },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const simRows = () => s.ctx.database.db.select().from(matches).where(isNotNull(matches.simSeed));

  it('backfills the history of matches in play from the script on the first tick', async () => {
    await s.ctx.runtimes.match.simulator.tick();
    const playing = (await simRows()).filter((r) => r.kickoffAt.getTime() < START - 20 * MINUTE);
    expect(playing.length).toBeGreaterThan(0);
    for (const row of playing) {
      const moments = await momentsOf(s.ctx.database.db, row.id, row.kickoffAt.getTime());
      expect(moments.length).toBeGreaterThan(0);
      const card = { sportId: row.sportId, kickoffAt: row.kickoffAt.getTime() };
      // Every minute since kickoff: the moment in force is the script's state then.
      for (let t = card.kickoffAt; t <= START; t += MINUTE) {
        const script = simulatedPosition({ ...row, simRound: row.simRound }, t).state;
        expect(
          shown(fieldsAt(card, moments, t)),
          `match ${row.id} at +${(t - card.kickoffAt) / MINUTE}'`,
        ).toBe(shown(script));
      }
    }
  });

  it('records a moment per change at the moment of the script, not of the tick that found it', async () => {
    const football = (await simRows()).find(
      (r) => r.sportId === SportId.Football && r.kickoffAt.getTime() <= START && r.status === 'live',
    );
    expect(football).toBeDefined();
    const row = football!;
    const before = await momentsOf(s.ctx.database.db, row.id, row.kickoffAt.getTime());
    // Twenty minutes in 20 s ticks: each change is found up to 20 s after it happened.
    for (let i = 0; i < 60; i++) {
      clock.advance(20_000);
      await s.ctx.runtimes.match.simulator.tick();
    }
    const after = await momentsOf(s.ctx.database.db, row.id, row.kickoffAt.getTime());
    const recorded = after.filter((m) => m.version > 0);
    expect(after.length).toBeGreaterThan(before.length);
    expect(recorded.length).toBeGreaterThan(0);
    const card = { sportId: row.sportId, kickoffAt: row.kickoffAt.getTime() };
    for (const m of recorded) {
      // The state began at `at` exactly: a millisecond before it, the script still showed the one before.
      const atScript = simulatedPosition(row, m.at);
      expect(atScript.since).toBe(m.at);
      expect(shown(m)).toBe(shown(atScript.state));
    }
    // And the whole window replays as the script played it, second by second around each change.
    for (const m of recorded) {
      for (const t of [m.at - 1, m.at, m.at + 1000]) {
        expect(shown(fieldsAt(card, after, t))).toBe(shown(simulatedPosition(row, t).state));
      }
    }
  });

  it('gives the moments with the match details, in effect order', async () => {
    const row = (await simRows()).find((r) => r.status === 'live')!;
    const details = expectSuccess<MatchDetails>(await s.call('matchDetails', { matchId: row.id }));
    expect(details.moments.length).toBeGreaterThan(0);
    const order = details.moments.map((m) => m.at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The newest moment is the state the card shows.
    expect(shown(details.moments.at(-1)!)).toBe(shown(details));
  });
});

describe('match moments of imported matches', () => {
  const T = Date.UTC(2026, 5, 1, 18, 0, 0);
  const clock = testClock(T + 5000);
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer({
      backend: 'pglite',
      now: clock.now,
      env: { MATCH_SIMULATOR: '0', SEED_DEMO: '0' },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const doc = (generatedAt: number, match: Record<string, unknown>, events: unknown[] = []) => ({
    version: 1,
    source: 'acme',
    generatedAt,
    leagues: [{ id: 'L1', sportId: 1, names: { en: 'Acme Cup' } }],
    teams: [
      { id: 'T1', sportId: 1, names: { en: 'Quartz FC' } },
      { id: 'T2', sportId: 1, names: { en: 'Basalt United' } },
    ],
    matches: [
      {
        id: 'M1',
        sportId: 1,
        leagueId: 'L1',
        homeId: 'T1',
        awayId: 'T2',
        kickoffAt: T - 30 * MINUTE,
        ...match,
      },
    ],
    events,
  });

  it('records each imported change at its newest event, a disallowed goal taking the score back', async () => {
    // Seen first at T + 5 s (the clock), the goal at T + 8 s imported at T + 15 s, taken back at T + 20 s.
    const goalAt = T + 8000;
    await importFeed(s.ctx, doc(T, { status: 'firstHalf', period: 1, updatedAt: T }));
    clock.advance(10_000);
    await importFeed(
      s.ctx,
      doc(T + 10_000, { status: 'firstHalf', period: 1, homeScore: [1], updatedAt: T + 10_000 }, [
        {
          id: 'E1',
          matchId: 'M1',
          kind: 'goal',
          side: 'home',
          period: 1,
          minute: 27,
          at: new Date(goalAt).toISOString(),
        },
      ]),
    );
    clock.advance(10_000);
    const disallowedAt = T + 20_000;
    await importFeed(
      s.ctx,
      doc(T + 20_000, { status: 'firstHalf', period: 1, homeScore: [0], updatedAt: T + 20_000 }, [
        {
          id: 'E2',
          matchId: 'M1',
          kind: 'goalDisallowed',
          side: 'home',
          period: 1,
          minute: 29,
          at: new Date(disallowedAt).toISOString(),
        },
      ]),
    );
    const [row] = await s.ctx.database.db.select().from(matches).where(eq(matches.externalId, 'acme:M1'));
    const moments = await momentsOf(s.ctx.database.db, row!.id, row!.kickoffAt.getTime());
    const card = { sportId: 1, kickoffAt: row!.kickoffAt.getTime() };
    const goals = (t: number) =>
      fieldsAt(card, moments, t)
        .score.map((x) => x.value)
        .join('-');
    expect(goals(goalAt - 1)).toBe('0-0');
    expect(goals(goalAt)).toBe('1-0');
    expect(goals(disallowedAt - 1)).toBe('1-0');
    expect(goals(disallowedAt)).toBe('0-0');
    const details = expectSuccess<MatchDetails>(await s.call('matchDetails', { matchId: row!.id }));
    expect(details.events.map((e) => e.kind)).toEqual(['goal', 'goalDisallowed']);
    expect(details.moments.map((m) => m.at)).toEqual(moments.map((m) => m.at));
  });

  it('writes a moment only with a change of the row (a heartbeat writes none)', async () => {
    const count = async () => (await s.ctx.database.db.select().from(matchMoments)).length;
    const held = await count();
    clock.advance(5000);
    await importFeed(
      s.ctx,
      doc(T + 30_000, { status: 'firstHalf', period: 1, homeScore: [0], updatedAt: T + 30_000 }),
    );
    expect(await count()).toBe(held);
  });
});
