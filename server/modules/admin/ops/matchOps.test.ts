/** The console's match data (issue 20): feed status after an import, import now, hot, stream URL, simulator. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { STALE_MATCH_MS } from '../../../../protocol/adminOps';
import { ErrorCode } from '../../../../protocol/errors';
import { expectRefusal, expectSuccess } from '../../../../test/helpers/expectations';
import { startTestServer, type TestServer } from '../../../../test/helpers/testServer';
import { auditLog, matches, settings } from '../../../db/schema';
import { insertMatch } from '../../match/testKit';

describe('admin ops: match data', () => {
  let s: TestServer;
  let admin: string;
  let feedFile: string;
  const now = Date.now();

  beforeAll(async () => {
    feedFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-feed-')), 'feed.json');
    fs.writeFileSync(
      feedFile,
      JSON.stringify({
        version: 1,
        source: 'acme',
        generatedAt: now,
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
            kickoffAt: now - 30 * 60_000,
            status: 'firstHalf',
            period: 1,
            updatedAt: now - STALE_MATCH_MS - 60_000,
          },
          // Refused: its away team is in no section of the document.
          {
            id: 'M2',
            sportId: 1,
            leagueId: 'L1',
            homeId: 'T1',
            awayId: 'T9',
            kickoffAt: now,
            status: 'scheduled',
            updatedAt: now,
          },
        ],
      }),
    );
    s = await startTestServer({ backend: 'pglite', env: { MATCH_FEED: feedFile, MATCH_SIMULATOR: '0' } });
    admin = await s.login('admin01');
    // The import the server runs at start.
    await vi.waitFor(async () => {
      expect(expectSuccess(await s.call('adminFeedStatus', {}, { token: admin })).lastRun).not.toBeNull();
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  const audits = (action: string) =>
    s.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

  it('imports now and shows the figures: rows imported, the refused row and its reason, the stale match', async () => {
    const done = expectSuccess(await s.call('adminFeedImport', {}, { token: admin }));
    expect(done.configured).toBe(true);
    expect(done.run).toMatchObject({ ok: true, error: null });
    // The second import of the same document changes nothing; the refused row is refused again.
    expect(done.run!.report!.matches).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(done.run!.report!.broken).toEqual([
      { section: 'matches', index: 1, id: 'M2', issues: [{ path: 'awayId', rule: 'unknownTeam' }] },
    ]);
    const status = expectSuccess(await s.call('adminFeedStatus', {}, { token: admin }));
    expect(status.configured).toBe(true);
    expect(status.staleAfterMs).toBe(STALE_MATCH_MS);
    expect(status.feeds).toEqual([expect.objectContaining({ source: 'acme', generatedAt: now })]);
    expect(status.lastRun).toEqual(done.run);
    expect(status.stale).toEqual([
      expect.objectContaining({ name: 'Quartz FC – Basalt United', status: 'live' }),
    ]);
    expect(status.simulator).toMatchObject({ on: false, runningHere: false });
    expect((await audits('matchFeedImport')).length).toBeGreaterThan(0);
  });

  it('an unreadable feed is the run error, shown as such', async () => {
    const kept = fs.readFileSync(feedFile, 'utf8');
    fs.writeFileSync(feedFile, '{ not json');
    try {
      const done = expectSuccess(await s.call('adminFeedImport', {}, { token: admin }));
      expect(done.run).toMatchObject({ ok: false, report: null });
      expect(done.run!.error).toMatch(/not JSON/);
    } finally {
      fs.writeFileSync(feedFile, kept);
    }
  });

  it('lists matches searched by team, with the stale filter', async () => {
    const found = expectSuccess(await s.call('adminMatchList', { query: 'quartz' }, { token: admin }));
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({
      home: 'Quartz FC',
      away: 'Basalt United',
      source: 'feed',
      stale: true,
    });
    const stale = expectSuccess(
      await s.call('adminMatchList', { filter: 'stale' } as never, { token: admin }),
    );
    expect(stale.list.map((m) => m.id)).toEqual([found.list[0]!.id]);
  });

  it('marks a match hot and back, each with its audit row; the visitor Hot column follows', async () => {
    const id = await insertMatch(s.ctx, { kickoffAt: s.ctx.now() + 3600_000 });
    const hotList = async () =>
      expectSuccess(await s.call('matchList', { raceType: 0, page: 1, pageSize: 50 })).list.map(
        (m: { matchId?: number; id?: number }) => m.matchId ?? m.id,
      );
    expect(
      expectSuccess(await s.call('adminMatchHot', { matchId: id, hot: true }, { token: admin })),
    ).toEqual({
      matchId: id,
      hot: true,
    });
    expect(await hotList()).toContain(id);
    expect((await audits('matchHot'))[0]).toMatchObject({ actor: 'user:admin01', target: `match:${id}` });
    expectSuccess(await s.call('adminMatchHot', { matchId: id, hot: false }, { token: admin }));
    expect(await hotList()).not.toContain(id);
    expect((await audits('matchNotHot'))[0]).toMatchObject({ target: `match:${id}` });
  });

  it('sets a stream URL with an audit row; refuses a URL from elsewhere and an unknown match, changing nothing', async () => {
    const id = await insertMatch(s.ctx, { kickoffAt: s.ctx.now() + 3600_000 });
    const url = 'https://cdn.example.com/live/m.m3u8';
    expectSuccess(await s.call('adminMatchStream', { matchId: id, streamUrl: url }, { token: admin }));
    expect((await audits('matchStreamSet'))[0]).toMatchObject({ target: `match:${id}`, reason: url });
    const before = (await audits('matchStreamSet')).length;
    expectRefusal(
      await s.call('adminMatchStream', { matchId: id, streamUrl: 'javascript:alert(1)' }, { token: admin }),
      ErrorCode.InvalidInput,
    );
    expectRefusal(
      await s.call(
        'adminMatchStream',
        { matchId: id, streamUrl: 'rtmp://elsewhere.example/live' },
        { token: admin },
      ),
      ErrorCode.InvalidInput,
    );
    expectRefusal(
      await s.call('adminMatchStream', { matchId: 999_999, streamUrl: url }, { token: admin }),
      ErrorCode.NotFound,
    );
    expectRefusal(
      await s.call('adminMatchHot', { matchId: 999_999, hot: true }, { token: admin }),
      ErrorCode.NotFound,
    );
    const [row] = await s.ctx.database.db.select().from(matches).where(eq(matches.id, id));
    expect(row!.streamUrl).toBe(url);
    expect((await audits('matchStreamSet')).length).toBe(before);
    expect(await audits('matchStreamClear')).toEqual([]);
  });

  it('switches the simulator on and off for every node (the bus), stored and audited', async () => {
    const sim = s.ctx.runtimes.match.simulator;
    expect(sim.ticking).toBe(false);
    expect(expectSuccess(await s.call('adminMatchSimulator', { state: 'on' }, { token: admin }))).toEqual({
      on: true,
    });
    await vi.waitFor(() => expect(sim.ticking).toBe(true));
    const [stored] = await s.ctx.database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'match:simulator'));
    expect(stored!.value).toEqual({ on: true });
    expect(expectSuccess(await s.call('adminFeedStatus', {}, { token: admin })).simulator).toMatchObject({
      on: true,
      runningHere: true,
    });
    expectSuccess(await s.call('adminMatchSimulator', { state: 'off' }, { token: admin }));
    await vi.waitFor(() => expect(sim.ticking).toBe(false));
    const rows = await s.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, 'matchSimulator'), eq(auditLog.actor, 'user:admin01')))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['simulatorOn', 'simulatorOff']);
    expectRefusal(
      await s.call('adminMatchSimulator', { state: true } as never, { token: admin }),
      ErrorCode.InvalidInput,
    );
  });
});
