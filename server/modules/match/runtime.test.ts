/** The match runtime on a real app: the configured feed is imported at start; bus updates drop the list cache. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MatchUpdate } from '../../../protocol/matchLive';
import { expectSuccess } from '../../../test/helpers/expectations';
import { startTestServer, type TestServer } from '../../../test/helpers/testServer';
import { publishUpdates } from './updates';

function update(matchId: number, version = 2): MatchUpdate {
  return {
    matchId,
    version,
    sportId: 1,
    kickoffAt: 0,
    feedStatus: 'firstHalf',
    status: 'live',
    period: 1,
    periodStartedAt: 0,
    homeScore: [1, 0, 0, 0, 0, 0, 0],
    awayScore: [0, 0, 0, 0, 0, 0, 0],
    vbScores: null,
    score: [
      { value: 1, bracket: null },
      { value: 0, bracket: null },
    ],
    notification: null,
    at: 1,
  };
}

describe('match updates through the bus', () => {
  let s: TestServer;
  let feedDir: string;

  beforeAll(async () => {
    feedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-feed-'));
    const T = Date.now();
    fs.writeFileSync(
      path.join(feedDir, 'feed.json'),
      JSON.stringify({
        version: 1,
        source: 'poll',
        generatedAt: T,
        leagues: [{ id: 'L', sportId: 3, names: { en: 'Poll Open' } }],
        teams: [
          { id: 'A', sportId: 3, names: { en: 'Polly Player' } },
          { id: 'B', sportId: 3, names: { en: 'Other Player' } },
        ],
        matches: [
          {
            id: 'M',
            sportId: 3,
            leagueId: 'L',
            homeId: 'A',
            awayId: 'B',
            kickoffAt: T + 3600_000,
            status: 'scheduled',
            updatedAt: T,
          },
        ],
      }),
    );
    s = await startTestServer({
      backend: 'pglite',
      env: { MATCH_SIMULATOR: '0', MATCH_FEED: path.join(feedDir, 'feed.json') },
    });
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(feedDir, { recursive: true, force: true });
  });

  it('imports the configured feed (MATCH_FEED) when the server starts', async () => {
    let found = false;
    for (let i = 0; i < 50 && !found; i++) {
      const page = expectSuccess(await s.call('matchSearch', { keyword: 'polly' }));
      found = page.matches.total === 1;
      if (!found) await new Promise((r) => setTimeout(r, 100));
    }
    expect(found).toBe(true);
  });

  it('drops the cached lists of the sport of any update a node publishes, and only those', async () => {
    const runtime = s.ctx.runtimes.match;
    expect(await runtime.cache.get('football', ['race:1'], () => Promise.resolve('old'))).toBe('old');
    expect(await runtime.cache.get('tennis', ['race:3'], () => Promise.resolve('kept'))).toBe('kept');
    await publishUpdates(s.ctx, [update(42, 5), update(43, 1)]);
    await new Promise((r) => setImmediate(r));
    expect(await runtime.cache.get('football', ['race:1'], () => Promise.resolve('new'))).toBe('new');
    expect(await runtime.cache.get('tennis', ['race:3'], () => Promise.resolve('reloaded'))).toBe('kept');
  });
});
