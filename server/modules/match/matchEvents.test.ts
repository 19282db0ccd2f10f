/**
 * Match events and line-ups on a real app: the details call answers them (seeded demo matches and
 * the simulator's goals as they fall due, carried by the live update), and the feed importer takes
 * events and line-ups, reporting broken rows and writing the rest.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MATCH_UPDATE_CHANNEL, type MatchUpdate } from '../../../protocol/matchLive';
import { displayScore } from '../../../protocol/matchScore';
import { expectSuccess } from '../../../test/helpers/expectations';
import { startTestServer, testClock, type TestServer } from '../../../test/helpers/testServer';
import { matchEvents, matches } from '../../db/schema';
import { importFeed } from './importer';
import { simulatedPosition } from './simulator';

const T = Date.UTC(2026, 5, 1, 18, 0, 0);

describe('match events and line-ups', () => {
  const clock = testClock(T);
  let s: TestServer;
  let published: MatchUpdate[];

  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite', now: clock.now, env: { MATCH_SIMULATOR: '0' } });
    published = [];
    await s.ctx.bus.subscribe(MATCH_UPDATE_CHANNEL, (p) => published.push(JSON.parse(p) as MatchUpdate));
  });
  afterAll(async () => {
    await s?.close();
  });

  const details = async (matchId: number) => expectSuccess(await s.call('matchDetails', { matchId }));

  it('answers the events so far and the demo line-ups of a live football match, goals matching its score', async () => {
    const rows = await s.ctx.database.db
      .select()
      .from(matches)
      .where(and(isNotNull(matches.simSeed), eq(matches.sportId, 1), eq(matches.status, 'live')));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const d = await details(row.id);
      expect(d.lineups!.home).toHaveLength(18);
      expect(d.lineups!.home.filter((p) => p.starter)).toHaveLength(11);
      expect(d.lineups!.away.filter((p) => p.starter)).toHaveLength(11);
      expect(d.events[0]!.kind).toBe('periodStart');
      expect(d.events.every((e) => e.at >= d.kickoffAt && e.at <= T)).toBe(true);
      expect(d.events.map((e) => e.at)).toEqual([...d.events.map((e) => e.at)].sort((a, b) => a - b));
      const goals = d.events.filter((e) => e.kind === 'goal');
      expect(goals.filter((g) => g.side === 'home')).toHaveLength(d.homeScore[0]!);
      expect(goals.filter((g) => g.side === 'away')).toHaveLength(d.awayScore[0]!);
      for (const g of goals) expect(d.lineups![g.side!].some((p) => p.name === g.player)).toBe(true);
    }
  });

  it('records a simulated goal when it falls due and sends it with the live update', async () => {
    const rows = await s.ctx.database.db
      .select()
      .from(matches)
      .where(and(isNotNull(matches.simSeed), eq(matches.sportId, 1), eq(matches.status, 'live')));
    await s.ctx.runtimes.match.simulator.tick();
    /** The first moment (10 s steps) the goal count of `row` moves, within its round. */
    const nextGoal = (row: (typeof rows)[number]) => {
      const at = (t: number) => simulatedPosition(row, t);
      const goals = (t: number) => at(t).state.homeScore[0]! + at(t).state.awayScore[0]!;
      const start = clock.now();
      for (let t = start; t < start + 3 * 3600_000 && at(t).round === at(start).round; t += 10_000)
        if (goals(t) !== goals(start)) return t;
      return null;
    };
    const found = rows
      .map((row) => ({ row, t: nextGoal(row) }))
      .filter((x) => x.t !== null)
      .sort((a, b) => a.t! - b.t!)[0];
    expect(found).toBeDefined();
    const { row, t } = { row: found!.row, t: found!.t! };
    clock.advance(t - clock.now());
    published.length = 0;
    await s.ctx.runtimes.match.simulator.tick();
    await new Promise((r) => setImmediate(r));
    const update = published.find((u) => u.matchId === row.id)!;
    const goal = update.events!.find((e) => e.kind === 'goal')!;
    expect(goal.at).toBeLessThanOrEqual(t);
    expect(goal.at).toBeGreaterThan(t - 10_000);
    const [h, a] = displayScore(1, update.homeScore, update.awayScore);
    expect(goal.score).toEqual([h.value, a.value]);
    expect((await details(row.id)).events.map((e) => e.id)).toContain(goal.id);
    // A second tick at the same moment records nothing twice.
    published.length = 0;
    await s.ctx.runtimes.match.simulator.tick();
    const stored = await s.ctx.database.db.select().from(matchEvents).where(eq(matchEvents.matchId, row.id));
    expect(new Set(stored.map((e) => e.key)).size).toBe(stored.length);
    expect(published).toEqual([]);
  });

  const feed = (events: unknown[], lineups: unknown[], generatedAt = T) => ({
    version: 1,
    source: 'evt',
    generatedAt,
    leagues: [{ id: 'L', sportId: 1, names: { en: 'Event Cup' } }],
    teams: [
      { id: 'A', sportId: 1, names: { en: 'Alpha' } },
      { id: 'B', sportId: 1, names: { en: 'Beta' } },
    ],
    matches: [
      {
        id: 'M',
        sportId: 1,
        leagueId: 'L',
        homeId: 'A',
        awayId: 'B',
        kickoffAt: T - 30 * 60_000,
        status: 'firstHalf',
        period: 1,
        homeScore: [1, 0, 0, 0, 0, 0, 0],
        awayScore: [0, 0, 0, 0, 0, 0, 0],
        updatedAt: T,
      },
    ],
    events,
    lineups,
  });
  const goal = {
    id: 'E1',
    matchId: 'M',
    kind: 'goal',
    side: 'home',
    minute: 12,
    second: 30,
    player: 'Ann Lee',
    number: 9,
  };
  const eleven = Array.from({ length: 14 }, (_, i) => ({
    name: `Player ${i + 1}`,
    number: i + 1,
    position: i === 0 ? 'GK' : 'MF',
    starter: i < 11,
  }));

  it('imports events and line-ups, reports the broken rows and writes the rest; twice changes nothing', async () => {
    const doc = feed(
      [
        goal,
        { id: 'E2', matchId: 'M', kind: 'yellowCard', side: 'away', minute: 20, at: T - 9 * 60_000 },
        { id: 'E3', matchId: 'NOPE', kind: 'goal', side: 'home', minute: 3 },
        { id: 'E4', matchId: 'M', kind: 'goal', minute: 5 },
        { id: 'E5', matchId: 'M', kind: 'dance', side: 'home', minute: 5 },
        { ...goal, minute: 13 },
      ],
      [
        { matchId: 'M', side: 'home', players: eleven },
        { matchId: 'M', side: 'away', players: [] },
        { matchId: 'NOPE', side: 'away', players: eleven },
        { matchId: 'M', side: 'home', players: eleven },
      ],
    );
    const { report } = await importFeed(s.ctx, doc);
    expect(report.events).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(report.lineups).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    expect(
      report.broken.map((b) => [b.section, b.index, b.issues.map((i) => `${i.path}:${i.rule}`)]),
    ).toEqual([
      ['events', 2, ['matchId:unknownMatch']],
      ['events', 3, ['side:sideRequired']],
      ['events', 4, ['kind:invalid_value']],
      ['events', 5, ['id:duplicate']],
      ['lineups', 1, ['players:too_small']],
      ['lineups', 2, ['matchId:unknownMatch']],
      ['lineups', 3, ['id:duplicate']],
    ]);
    const [m] = await s.ctx.database.db.select().from(matches).where(eq(matches.externalId, 'evt:M'));
    const d = await details(m!.id);
    expect(d.events.map((e) => [e.kind, e.side, e.minute, e.player])).toEqual([
      ['goal', 'home', 12, 'Ann Lee'],
      ['yellowCard', 'away', 20, null],
    ]);
    // Without its own moment an event sits at kickoff + its clock; with one, there.
    expect(d.events[0]!.at).toBe(T - 30 * 60_000 + 12 * 60_000 + 30_000);
    expect(d.events[1]!.at).toBe(T - 9 * 60_000);
    expect(d.lineups!.home.map((p) => p.name)).toEqual(eleven.map((p) => p.name));
    expect(d.lineups!.away).toEqual([]);

    const again = await importFeed(s.ctx, doc);
    expect(again.report.events).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(again.report.lineups).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(again.updates).toEqual([]);
  });

  it('publishes a new event of a live match with a new version even when the score did not move', async () => {
    const [m] = await s.ctx.database.db.select().from(matches).where(eq(matches.externalId, 'evt:M'));
    const red = { id: 'E9', matchId: 'M', kind: 'redCard', side: 'away', minute: 31, player: 'Bo Ray' };
    const { report, updates } = await importFeed(s.ctx, feed([goal, red], [], T + 1000));
    expect(report.events).toEqual({ inserted: 1, updated: 0, unchanged: 1 });
    expect(updates).toHaveLength(1);
    expect(updates[0]!.version).toBe(m!.version + 1);
    expect(updates[0]!.events!.map((e) => [e.kind, e.player])).toEqual([['redCard', 'Bo Ray']]);
  });
});
