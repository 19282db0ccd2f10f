/** The simulator on a real app: determinism per seed, live updates on the bus, one writer per change, replays. */
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MATCH_UPDATE_CHANNEL, type MatchUpdate } from '../../../protocol/matchLive';
import { MatchNotice } from '../../../protocol/matchScore';
import { matches, reservations } from '../../db/schema';
import { startTestServer, testClock, type TestServer } from '../../../test/helpers/testServer';
import { SIM_CYCLE_MS, simulatedPosition } from './simulator';
import { stateChanged } from './updates';

const MINUTE = 60_000;
const START = Date.UTC(2026, 4, 1, 12, 0, 0);

/** Collects what a server publishes on its bus. */
async function listen(s: TestServer): Promise<MatchUpdate[]> {
  const seen: MatchUpdate[] = [];
  await s.ctx.bus.subscribe(MATCH_UPDATE_CHANNEL, (payload) => seen.push(JSON.parse(payload) as MatchUpdate));
  return seen;
}

/** Moves the clock in steps, ticking every simulator after each. */
async function play(clock: { advance(ms: number): void }, servers: TestServer[], minutes: number, step = 1) {
  for (let m = 0; m < minutes; m += step) {
    clock.advance(step * MINUTE);
    for (const s of servers) await s.ctx.runtimes.match.simulator.tick();
  }
  await new Promise((r) => setImmediate(r));
}

const sequence = (updates: MatchUpdate[]) =>
  updates.map((u) => [
    u.matchId,
    u.version,
    u.feedStatus,
    u.period,
    u.homeScore,
    u.awayScore,
    u.vbScores,
    u.at,
  ]);

describe('match simulator', () => {
  const clock = testClock(START);
  const twin = testClock(START);
  const other = testClock(START);
  let a: TestServer;
  let aNode2: TestServer;
  let b: TestServer;
  let c: TestServer;

  beforeAll(async () => {
    const env = { MATCH_SIMULATOR: '0', MATCH_SIM_SEED: '7' };
    a = await startTestServer({ backend: 'pglite', now: clock.now, env });
    aNode2 = await startTestServer({ backend: 'pglite', now: clock.now, env, shareDatabaseWith: a });
    b = await startTestServer({ backend: 'pglite', now: twin.now, env });
    c = await startTestServer({ backend: 'pglite', now: other.now, env: { ...env, MATCH_SIM_SEED: '8' } });
  });
  afterAll(async () => {
    await aNode2?.close();
    await Promise.all([a?.close(), b?.close(), c?.close()]);
  });

  it('seeds the demo in play: some matches live, some over, some upcoming, in every sport', async () => {
    const rows = await a.ctx.database.db.select().from(matches);
    const statuses = new Set(rows.map((r) => r.status));
    expect(statuses).toEqual(new Set(['live', 'ended', 'notStarted', 'postponed', 'tbd', 'abandoned']));
    expect(new Set(rows.filter((r) => r.status === 'live').map((r) => r.sportId))).toEqual(
      new Set([1, 2, 3, 4, 5, 10]),
    );
    // The seed wrote each match as the simulator sees it now: a first tick changes nothing.
    expect(await a.ctx.runtimes.match.simulator.tick()).toEqual([]);
  });

  it('plays the same events for the same seed, and others for another seed', async () => {
    const [onA, onNode2, onB, onC] = await Promise.all([listen(a), listen(aNode2), listen(b), listen(c)]);
    await Promise.all([play(clock, [a, aNode2], 150), play(twin, [b], 150), play(other, [c], 150)]);
    const fromA = [...onA, ...onNode2].sort((x, y) => x.at - y.at || x.matchId - y.matchId);
    expect(fromA.length).toBeGreaterThan(300);
    expect(sequence(fromA)).toEqual(sequence(onB.sort((x, y) => x.at - y.at || x.matchId - y.matchId)));
    expect(sequence(onC)).not.toEqual(sequence(onB));

    // Two nodes on one database: each change written and published once, versions without gaps.
    const keys = fromA.map((u) => `${u.matchId}:${u.version}`);
    expect(new Set(keys).size).toBe(keys.length);
    const byMatch = new Map<number, number[]>();
    for (const u of fromA) byMatch.set(u.matchId, [...(byMatch.get(u.matchId) ?? []), u.version]);
    for (const versions of byMatch.values())
      expect(versions).toEqual(versions.map((_, i) => versions[0]! + i));
  });

  it('gives the §4 notifications: started 0-0, first half ended, ended, with names in every language', async () => {
    const seen = await listen(b);
    await play(twin, [b], 180);
    const notices = seen.filter((u) => u.notification !== null);
    const kinds = new Set(notices.map((u) => u.notification!.status));
    expect(kinds).toEqual(new Set([MatchNotice.Started, MatchNotice.Ended, MatchNotice.FirstHalfEnded]));
    for (const u of notices) {
      const n = u.notification!;
      expect(n.matchId).toBe(u.matchId);
      expect(n.leagueMatchName.en).toBeTruthy();
      expect(n.leagueMatchName.hin).toBeTruthy();
      expect(n.homeName.en).toBeTruthy();
      if (n.status === MatchNotice.Started) {
        expect([...n.homeScore, ...n.awayScore].every((v) => v === 0)).toBe(true);
        expect(u.status).toBe('live');
      }
      if (n.status === MatchNotice.FirstHalfEnded) expect(u.feedStatus).toBe('halfTime');
      if (n.status === MatchNotice.Ended) expect(u.status).toBe('ended');
    }
  });

  it('keeps the rows equal to what a restarted simulator computes from the seed alone', async () => {
    const rows = await b.ctx.database.db.select().from(matches).where(isNotNull(matches.simSeed));
    for (const row of rows) expect(stateChanged(row, simulatedPosition(row, twin.now()).state)).toBe(false);
  });

  it('replays a finished match one cycle later as the next round and forgets its bookings', async () => {
    const [finished] = await b.ctx.database.db
      .select()
      .from(matches)
      .where(eq(matches.status, 'ended'))
      .limit(1);
    const viewer = await b.createUser({ role: 'viewer', anchorStatus: 'none' });
    await b.ctx.database.db
      .insert(reservations)
      .values({ userId: viewer.id, matchId: finished!.id, type: 1 });
    twin.advance(SIM_CYCLE_MS);
    await b.ctx.runtimes.match.simulator.tick();
    const [again] = await b.ctx.database.db.select().from(matches).where(eq(matches.id, finished!.id));
    expect(again!.simRound).toBeGreaterThan(finished!.simRound);
    expect(again!.kickoffAt.getTime()).toBe(
      finished!.kickoffAt.getTime() + (again!.simRound - finished!.simRound) * SIM_CYCLE_MS,
    );
    expect(
      await b.ctx.database.db.select().from(reservations).where(eq(reservations.matchId, finished!.id)),
    ).toEqual([]);
    const live = await b.ctx.database.db.select().from(matches).where(eq(matches.status, 'live'));
    expect(live.length).toBeGreaterThan(0);
  });
});
