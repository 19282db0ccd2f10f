import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import Fastify from 'fastify';

import { displayStatus, type FeedStatus, SPORT_IDS } from '../../protocol/match';
import { loadConfig } from '../../server/config';
import type { AppContext } from '../../server/context';
import { leagues, matches, teams } from '../../server/db/schema';
import { registerCompression } from '../../server/http/compression';
import { cardPage } from '../../server/modules/match/listService';
import { startServer } from '../../server/start';
import { bench, load } from './load';

/**
 * `match.*`: match_list over 10,000 matches in a temp PGlite database, on loopback, against a bare
 * fastify route answering each query with the same envelope and page as ours, compressed the same way
 * (so the ratio measures our routing, validation, database and cache, not the bytes). Requests rotate over several columns,
 * tabs and pages, in alternating rounds. Bounded: a fixed request count, 8 s per round at most.
 */
const MATCHES = 10_000;
const TOTAL = 4800;
const ROUNDS = 4;
const CONCURRENCY = 20;
const FEED: FeedStatus[] = [
  'scheduled',
  'firstHalf',
  'inPlay',
  'finished',
  'scheduled',
  'postponed',
  'finished',
];

export async function seedMatches(ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const leagueRows = await db
    .insert(leagues)
    .values(
      SPORT_IDS.map((sportId) => ({
        sportId,
        names: { en: `Bench League ${sportId}` },
        searchText: 'bench',
      })),
    )
    .returning();
  const teamRows = await db
    .insert(teams)
    .values(
      Array.from({ length: 240 }, (_, i) => ({
        sportId: SPORT_IDS[i % SPORT_IDS.length]!,
        names: { en: `Bench Team ${i}`, zh: `队 ${i}` },
        searchText: `bench team ${i}`,
      })),
    )
    .returning();
  const now = Date.now();
  for (let start = 0; start < MATCHES; start += 1000) {
    await db.insert(matches).values(
      Array.from({ length: 1000 }, (_, k) => {
        const i = start + k;
        const s = i % SPORT_IDS.length;
        const sportId = SPORT_IDS[s]!;
        const sameSport = teamRows.filter((t) => t.sportId === sportId);
        const feedStatus = FEED[i % FEED.length]!;
        return {
          sportId,
          raceType: sportId,
          leagueId: leagueRows[s]!.id,
          homeTeamId: sameSport[i % sameSport.length]!.id,
          awayTeamId: sameSport[(i + 1) % sameSport.length]!.id,
          kickoffAt: new Date(now + ((i % 400) - 200) * 15 * 60_000),
          feedStatus,
          status: displayStatus(feedStatus),
          homeScore: [i % 4, 0, 0, 1, 3, 0, 0],
          awayScore: [i % 3, 0, 0, 2, 4, 0, 0],
          hot: i % 9 === 0,
          trending: i % 13 === 0,
          viewers: (i * 7919) % 200_000,
        };
      }),
    );
  }
}

const QUERIES = [
  { raceType: 0 },
  { raceType: 1 },
  { raceType: 1, status: 'live' },
  { raceType: 1, page: 2 },
  { raceType: 2, status: 'upcoming' },
  { raceType: 3 },
  { raceType: 4, status: 'finished', pageSize: 20 },
  { raceType: 5 },
  { raceType: 10, hot: true },
  { raceType: 1, trending: true },
  { raceType: 2, page: 5, pageSize: 30 },
  { raceType: 0, status: 'live' },
];

function poster(url: string, bodies: string[]): () => Promise<boolean> {
  let next = 0;
  return async () => {
    const body = bodies[next++ % bodies.length]!;
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const json = (await res.json()) as { success: boolean };
    return json.success;
  };
}

export async function benchMatch(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-bench-match-'));
  const config = loadConfig({
    DATA_DIR: dir,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    MATCH_SIMULATOR: '0',
    LOG_LEVEL: 'warn',
  });
  const server = await startServer({ config, logger: false });
  const bare = Fastify({ logger: false });
  try {
    const t0 = performance.now();
    await seedMatches(server.ctx);
    bench('match.seed_10k', performance.now() - t0, 'ms');
    const ctx = server.ctx;

    // Uncached pages: what a distinct list costs when its cache entry is dropped.
    const q0 = performance.now();
    let sample = await cardPage(ctx, undefined, 1, 10, 'en');
    for (let i = 0; i < 19; i++) sample = await cardPage(ctx, undefined, 1 + (i % 5), 10, 'en');
    bench('match.list_query_ms', (performance.now() - q0) / 20, 'ms');

    const url = `http://127.0.0.1:${server.port}/web/web_race/match_list`;
    const bodies = QUERIES.map((q) => JSON.stringify(q));
    const payload = { success: true, code: 0, data: sample };
    // The same page for the same query as ours answers (two of the queries ask for 20 and 30 cards),
    // compressed as ours is (fetch asks for br, as a browser does): the ratio is not about bytes.
    const pages = new Map<string, unknown>();
    for (const body of bodies) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      pages.set(JSON.stringify(JSON.parse(body)), await res.json());
    }
    await registerCompression(bare);
    bare.post('/web/bare', (req) => pages.get(JSON.stringify(req.body)) ?? payload);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/web/bare`;
    const sendList = poster(url, bodies);
    const sendBare = poster(bareUrl, bodies);
    await load(sendList, { total: 300, concurrency: CONCURRENCY });
    await load(sendBare, { total: 300, concurrency: CONCURRENCY });
    // Alternating rounds, so a burst of load from elsewhere on a shared machine hits both sides alike.
    const list = { done: 0, failed: 0, seconds: 0, p99: 0, rps: 0 };
    const base = { done: 0, seconds: 0, rps: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const l = await load(sendList, { total: TOTAL / ROUNDS, concurrency: CONCURRENCY, maxMs: 8_000 });
      const b = await load(sendBare, { total: TOTAL / ROUNDS, concurrency: CONCURRENCY, maxMs: 8_000 });
      list.done += l.done;
      list.failed += l.failed;
      list.seconds += l.seconds;
      list.p99 = Math.max(list.p99, l.p99);
      base.done += b.done;
      base.seconds += b.seconds;
    }
    list.rps = list.done / list.seconds;
    base.rps = base.done / base.seconds;

    if (list.failed > 0) throw new Error(`${list.failed} match_list requests failed`);
    bench('match.page_bytes', JSON.stringify(payload).length, 'B');
    bench('match.list_rps', list.rps, 'req/s');
    bench('match.list_p99', list.p99, 'ms');
    bench('match.bare_fastify_rps', base.rps, 'req/s');
    bench('match.list_vs_bare', list.rps / base.rps, 'x');
  } finally {
    await bare.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchMatch().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
