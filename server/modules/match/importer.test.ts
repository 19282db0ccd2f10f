/** The JSON feed importer: idempotent upserts, broken rows reported, stale documents and rows, live updates, file and URL. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MATCH_UPDATE_CHANNEL, type MatchUpdate } from '../../../protocol/matchLive';
import { MatchNotice } from '../../../protocol/matchScore';
import { expectSuccess } from '../../../test/helpers/expectations';
import { startTestServer, testClock, type TestServer } from '../../../test/helpers/testServer';
import { matches } from '../../db/schema';
import { FeedReadError, readFeed } from './feedSource';
import { FeedRejected, importFeed } from './importer';

const T = Date.UTC(2026, 5, 1, 18, 0, 0);

function feed(overrides: Record<string, unknown> = {}, matchRows?: unknown[]) {
  return {
    version: 1,
    source: 'acme',
    generatedAt: T,
    leagues: [
      { id: 'L1', sportId: 1, names: { en: 'Acme Cup', zh: '阿克米杯' } },
      { id: 'L2', sportId: 2, names: { en: 'Acme Hoops' } },
    ],
    teams: [
      { id: 'T1', sportId: 1, names: { en: 'Quartz FC' } },
      { id: 'T2', sportId: 1, names: { en: 'Basalt United' }, logo: 'https://img.example.com/t2.png' },
      { id: 'T3', sportId: 2, names: { en: 'Granite Five' } },
      { id: 'T4', sportId: 2, names: { en: 'Marble Stars' } },
    ],
    matches: matchRows ?? [
      {
        id: 'M1',
        sportId: 1,
        leagueId: 'L1',
        homeId: 'T1',
        awayId: 'T2',
        kickoffAt: '2026-06-01T18:30:00Z',
        status: 'scheduled',
        updatedAt: T,
      },
      {
        id: 'M2',
        sportId: 2,
        leagueId: 'L2',
        homeId: 'T3',
        awayId: 'T4',
        kickoffAt: T - 20 * 60_000,
        status: 'inPlay',
        period: 2,
        homeScore: [20, 5],
        awayScore: [18, 9],
        hot: true,
        streamUrl: 'https://cdn.example.com/m2.m3u8',
        updatedAt: T,
      },
    ],
    ...overrides,
  };
}

async function acmeMatches(s: TestServer) {
  return s.ctx.database.db
    .select()
    .from(matches)
    .where(like(matches.externalId, 'acme:%'))
    .orderBy(matches.externalId);
}

async function digest(s: TestServer): Promise<string> {
  const result = await s.ctx.database.db.execute(sql`
    select md5(coalesce((select json_agg(x order by x.id)::text from matches x), '')) ||
           md5(coalesce((select json_agg(x order by x.id)::text from teams x), '')) ||
           md5(coalesce((select json_agg(x order by x.id)::text from leagues x), '')) as d`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { d: string }[];
  return rows[0]!.d;
}

describe('match feed importer', () => {
  const clock = testClock(T + 5000);
  let s: TestServer;
  let published: MatchUpdate[];

  beforeAll(async () => {
    s = await startTestServer({
      backend: 'pglite',
      now: clock.now,
      env: { MATCH_SIMULATOR: '0', SEED_DEMO: '0' },
    });
    published = [];
    await s.ctx.bus.subscribe(MATCH_UPDATE_CHANNEL, (p) => published.push(JSON.parse(p) as MatchUpdate));
  });
  afterAll(async () => {
    await s?.close();
  });

  it('imports leagues, teams and matches, and a second import of the same document changes nothing', async () => {
    const first = await importFeed(s.ctx, feed());
    expect(first.report).toMatchObject({
      source: 'acme',
      stale: false,
      leagues: { inserted: 2, updated: 0, unchanged: 0 },
      teams: { inserted: 4, updated: 0, unchanged: 0 },
      matches: { inserted: 2, updated: 0, unchanged: 0 },
      broken: [],
    });
    const before = await digest(s);
    const second = await importFeed(s.ctx, feed());
    expect(second.report).toMatchObject({
      leagues: { inserted: 0, updated: 0, unchanged: 2 },
      teams: { inserted: 0, updated: 0, unchanged: 4 },
      matches: { inserted: 0, updated: 0, unchanged: 2 },
    });
    expect(second.updates).toEqual([]);
    expect(await digest(s)).toBe(before);
    const rows = await acmeMatches(s);
    expect(rows.map((r) => [r.externalId, r.status, r.hot, r.streamUrl])).toEqual([
      ['acme:M1', 'notStarted', false, null],
      ['acme:M2', 'live', true, 'https://cdn.example.com/m2.m3u8'],
    ]);
  });

  it('shows the imported matches through the API, names in the request language, logos kept', async () => {
    const page = expectSuccess(
      await s.call('matchList', { raceType: 2, status: 'live' }, { headers: { language: 'zh' } }),
    );
    const m2 = page.list.find((c) => c.home.name === 'Granite Five')!;
    expect(m2).toMatchObject({ hasStream: true, score: [{ value: 25 }, { value: 27 }], stale: false });
    const football = expectSuccess(
      await s.call('matchList', { raceType: 1 }, { headers: { language: 'zh' } }),
    );
    const m1 = football.list.find((c) => c.away.name === 'Basalt United')!;
    expect(m1.league.name).toBe('阿克米杯');
    expect(m1.away.logo).toBe('https://img.example.com/t2.png');
    expect(m1.home.logo).toMatch(/^\/media\/team\/football\/\d+\.svg$/);
  });

  it('reports broken rows and imports the rest', async () => {
    const rows = [
      {
        id: 'M3',
        sportId: 1,
        leagueId: 'L1',
        homeId: 'T1',
        awayId: 'T2',
        kickoffAt: T,
        status: 'scheduled',
        updatedAt: T,
      },
      {
        id: 'M4',
        sportId: 1,
        leagueId: 'NOPE',
        homeId: 'T1',
        awayId: 'T2',
        kickoffAt: T,
        status: 'scheduled',
        updatedAt: T,
      },
      {
        id: 'M5',
        sportId: 1,
        leagueId: 'L1',
        homeId: 'T1',
        awayId: 'T9',
        kickoffAt: T,
        status: 'scheduled',
        updatedAt: T,
      },
      {
        id: 'M6',
        sportId: 2,
        leagueId: 'L1',
        homeId: 'T3',
        awayId: 'T4',
        kickoffAt: T,
        status: 'scheduled',
        updatedAt: T,
      },
      {
        id: 'M7',
        sportId: 1,
        leagueId: 'L1',
        homeId: 'T1',
        awayId: 'T2',
        kickoffAt: T,
        status: 'scheduled',
        updatedAt: T,
        streamUrl: 'rtmp://x/live',
      },
      {
        id: 'M3',
        sportId: 1,
        leagueId: 'L1',
        homeId: 'T2',
        awayId: 'T1',
        kickoffAt: T,
        status: 'scheduled',
        updatedAt: T,
      },
      'not an object',
      { sportId: 1 },
      {
        id: 'M8',
        sportId: 1,
        leagueId: 'L1',
        homeId: 'T1',
        awayId: 'T2',
        kickoffAt: T,
        status: 'warmup',
        updatedAt: T,
      },
    ];
    const { report } = await importFeed(
      s.ctx,
      feed(
        { generatedAt: T + 1000, leagues: [...feed().leagues, { id: 'L3', sportId: 7, names: { en: 'x' } }] },
        rows,
      ),
    );
    expect(report.matches).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    const shown = report.broken.map((b) => [
      b.section,
      b.index,
      b.id,
      b.issues[0] && `${b.issues[0].path}:${b.issues[0].rule}`,
    ]);
    expect(shown).toEqual([
      ['leagues', 2, 'L3', 'sportId:sportId'],
      ['matches', 1, 'M4', 'leagueId:unknownLeague'],
      ['matches', 2, 'M5', 'awayId:unknownTeam'],
      ['matches', 3, 'M6', 'sportId:sportMismatch'],
      ['matches', 4, 'M7', 'streamUrl:httpUrl'],
      ['matches', 5, 'M3', 'id:duplicate'],
      ['matches', 6, null, ':invalid_type'],
      ['matches', 7, null, 'id:invalid_type'],
      ['matches', 8, 'M8', 'status:invalid_value'],
    ]);
    expect((await acmeMatches(s)).map((r) => r.externalId)).toEqual(['acme:M1', 'acme:M2', 'acme:M3']);
  });

  it('refuses a document that is not a feed as a whole, writing nothing', async () => {
    const before = await digest(s);
    for (const bad of [
      null,
      [],
      'x',
      { version: 2, source: 'acme', generatedAt: T },
      feed({ source: 'Bad Source!' }),
      feed({ matches: 'x' }),
    ]) {
      await expect(importFeed(s.ctx, bad)).rejects.toBeInstanceOf(FeedRejected);
    }
    expect(await digest(s)).toBe(before);
  });

  it('publishes score and status changes with the next version, and the §4 notification', async () => {
    published.length = 0;
    const [m1Before] = (await acmeMatches(s)).filter((r) => r.externalId === 'acme:M1');
    const rows = feed().matches as Record<string, unknown>[];
    const started = {
      ...rows[0],
      status: 'firstHalf',
      period: 1,
      homeScore: [1, 0, 0, 0, 0, 0, 0],
      updatedAt: T + 60_000,
    };
    const { report, updates } = await importFeed(
      s.ctx,
      feed({ generatedAt: T + 60_000 }, [started, rows[1]]),
    );
    expect(report.matches).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    expect(updates).toHaveLength(1);
    await new Promise((r) => setImmediate(r));
    expect(published).toEqual(updates);
    const [u] = updates;
    expect(u).toMatchObject({
      matchId: m1Before!.id,
      version: m1Before!.version + 1,
      status: 'live',
      score: [{ value: 1 }, { value: 0 }],
    });
    expect(u!.notification).toMatchObject({
      status: MatchNotice.Started,
      homeScore: [0, 0, 0, 0, 0, 0, 0],
      leagueMatchName: { en: 'Acme Cup', zh: '阿克米杯' },
      homeName: { en: 'Quartz FC' },
    });
  });

  it('never lets an older document or an older row overwrite newer data', async () => {
    const before = await digest(s);
    const old = await importFeed(s.ctx, feed({ generatedAt: T }));
    expect(old.report.stale).toBe(true);
    expect(old.report.matches).toEqual({ inserted: 0, updated: 0, unchanged: 0 });
    expect(await digest(s)).toBe(before);
    // A newer document carrying a row older than the stored one: that row is left alone.
    const rows = feed().matches as Record<string, unknown>[];
    const stale = { ...rows[0], status: 'scheduled', updatedAt: T };
    const { report } = await importFeed(s.ctx, feed({ generatedAt: T + 120_000 }, [stale]));
    expect(report.matches).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect((await acmeMatches(s)).find((r) => r.externalId === 'acme:M1')!.status).toBe('live');
  });

  it('marks a live match stale when its feed stalls over 30 s, and a heartbeat clears it', async () => {
    const rows = feed().matches as Record<string, unknown>[];
    const list = async () => expectSuccess(await s.call('matchList', { raceType: 2, status: 'live' })).list;
    clock.advance(10 * 60_000);
    const now = s.ctx.now();
    await importFeed(s.ctx, feed({ generatedAt: now - 1000 }, [{ ...rows[1], updatedAt: now - 31_000 }]));
    // The poller drops the list cache after every import (runtime.importConfiguredFeed); here by hand.
    s.ctx.runtimes.match.cache.invalidate();
    const [stale] = (await list()).filter((c) => c.home.name === 'Granite Five');
    expect(stale!.stale).toBe(true);
    const beat = await importFeed(s.ctx, feed({ generatedAt: now }, [{ ...rows[1], updatedAt: now }]));
    expect(beat.report.matches).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(beat.updates).toEqual([]);
    s.ctx.runtimes.match.cache.invalidate();
    const [fresh] = (await list()).filter((c) => c.home.name === 'Granite Five');
    expect(fresh!.stale).toBe(false);
  });

  it('reads a feed from a file and from an http URL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-feed-'));
    const file = path.join(dir, 'feed.json');
    fs.writeFileSync(file, JSON.stringify(feed()));
    expect(await readFeed(file)).toEqual(feed());
    fs.writeFileSync(file, '{ not json');
    await expect(readFeed(file)).rejects.toBeInstanceOf(FeedReadError);
    fs.rmSync(dir, { recursive: true, force: true });

    const server = http.createServer((req, res) => {
      if (req.url === '/feed.json')
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(feed()));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      expect(await readFeed(`http://127.0.0.1:${port}/feed.json`)).toEqual(feed());
      await expect(readFeed(`http://127.0.0.1:${port}/missing.json`)).rejects.toBeInstanceOf(FeedReadError);
    } finally {
      server.close();
    }
  });
});
