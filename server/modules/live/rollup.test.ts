/** The daily roll-up of live history: the same rows however often it runs, one run per day across nodes. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { livePlayPath } from '../../../protocol/live';
import { expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import type { AppContext } from '../../context';
import { openPostgres } from '../../db/client';
import { jobRuns, liveDaily, liveSessions } from '../../db/schema';
import { anchor, as } from '../room/testKit';
import { dayIn, daysBetween, rollUpDay, runDailyRollUp } from './rollup';

const DAY_MS = 24 * 3_600_000;

describe('live days', () => {
  it('splits a stream over the days of the site time zone', () => {
    const at = Date.UTC(2026, 10, 23, 22, 30);
    expect(dayIn('UTC', at)).toBe('2026-11-23');
    expect(dayIn('Asia/Shanghai', at)).toBe('2026-11-24');
    expect(daysBetween('UTC', at, at + 3 * 3_600_000)).toEqual(['2026-11-23', '2026-11-24']);
    expect(daysBetween('UTC', at, at + 60_000)).toEqual(['2026-11-23']);
  });
});

describe.each(BACKENDS)('live roll-up [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;

    beforeAll(async () => {
      s = await startTestServer({ backend, env: { LIVE_TIME_ZONE: 'UTC' } });
    });
    afterAll(async () => {
      await s?.close();
    });

    async function streamYesterday(anchorId: number, codeId: number, minutes: number, peak: number) {
      const start = new Date(s.clock.now() - DAY_MS);
      start.setUTCHours(20, 0, 0, 0);
      await s.ctx.database.db.insert(liveSessions).values({
        anchorId,
        codeId,
        source: 'embedded',
        holder: 'test',
        playUrl: livePlayPath(anchorId, 0),
        anchorType: 1,
        peakViewers: peak,
        startedAt: start,
        lastDataAt: start,
        endedAt: new Date(start.getTime() + minutes * 60_000),
        endReason: 'stopped',
      });
      return dayIn('UTC', start.getTime());
    }

    it('gives the same rows when run twice, and one run a day across two nodes', async () => {
      // A day no run has claimed yet (the app's own daily timer runs on this clock too).
      s.clock.advance(30 * DAY_MS);
      const a = await anchor(s);
      expectSuccess(await as(s, a, 'houseConfigDetails', {}));
      const day = await streamYesterday(a.id, 0, 45, 12);
      await streamYesterday(a.id, 0, 30, 20);
      const read = () => s.ctx.database.db.select().from(liveDaily).where(eq(liveDaily.anchorId, a.id));
      await rollUpDay(s.ctx.database.db, 'UTC', day, s.clock.now());
      const once = await read();
      await rollUpDay(s.ctx.database.db, 'UTC', day, s.clock.now() + 60_000);
      expect(await read()).toEqual(once);
      expect(once).toEqual([
        expect.objectContaining({ day, peakViewers: 20, liveSeconds: 75 * 60, sessions: 2 }),
      ]);

      // A second node: its own connections to the same database (PostgreSQL), the same database otherwise.
      const second = backend === 'postgres' ? await openPostgres(s.ctx.config.databaseUrl!) : s.ctx.database;
      const other: AppContext = { ...s.ctx, database: second };
      try {
        const runs = await Promise.all([runDailyRollUp(s.ctx, 'node-a'), runDailyRollUp(other, 'node-b')]);
        // At most one of the two ran it (the app's timer may have been first): never both.
        expect(runs.filter(Boolean).length).toBeLessThanOrEqual(1);
        expect(await runDailyRollUp(s.ctx, 'node-a')).toBe(false);
        const claims = await s.ctx.database.db.select().from(jobRuns).where(eq(jobRuns.period, day));
        expect(claims).toHaveLength(1);
        expect(await read()).toEqual(once);
      } finally {
        if (second !== s.ctx.database) await second.close();
      }
    });
  });
});
