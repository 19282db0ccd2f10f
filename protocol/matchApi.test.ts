import { describe, expect, it } from 'vitest';

import { appointRequest, matchListRequest, matchStreamRequest, searchRequest } from './matchApi';
import { feedMatch, feedTeam } from './matchFeed';
import { PAGE_SIZES } from './pagination';

const rulesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string; code: string }[] };
}) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.code === 'custom' ? i.message : i.code}`);

describe('matchApi.matchListRequest', () => {
  it('defaults to all statuses, page 1 and 10 a page (§9)', () => {
    expect(matchListRequest.parse({ raceType: 1 })).toEqual({
      raceType: 1,
      status: 'all',
      page: 1,
      pageSize: 10,
    });
  });

  it.each([0, 1, 2, 3, 4, 5, 10])('accepts the column raceType %s', (raceType) => {
    expect(matchListRequest.safeParse({ raceType }).success).toBe(true);
  });

  it.each<[unknown, string]>([
    [6, 'raceType:raceType'],
    [11, 'raceType:raceType'],
    [-1, 'raceType:raceType'],
    [1e9, 'raceType:raceType'],
    [1.5, 'raceType:invalid_type'],
    ['1', 'raceType:invalid_type'],
  ])('refuses raceType %s', (raceType, rule) => {
    expect(rulesOf(matchListRequest.safeParse({ raceType }))).toEqual([rule]);
  });

  it.each(PAGE_SIZES)('accepts page size %s', (pageSize) => {
    expect(matchListRequest.safeParse({ raceType: 0, pageSize }).success).toBe(true);
  });

  it.each([0, 1, 5, 15, 25, 99, 101, 1000])(
    'refuses page size %s (not one of the §9 choices)',
    (pageSize) => {
      expect(rulesOf(matchListRequest.safeParse({ raceType: 0, pageSize }))).toEqual(['pageSize:pageSize']);
    },
  );

  it.each([0, -1, 1001])('refuses page %s', (page) => {
    expect(matchListRequest.safeParse({ raceType: 0, page }).success).toBe(false);
  });

  it('refuses an unknown status and unknown fields', () => {
    expect(matchListRequest.safeParse({ raceType: 0, status: 'soon' }).success).toBe(false);
    expect(matchListRequest.safeParse({ raceType: 0, sort: 'x' }).success).toBe(false);
  });
});

describe('matchApi requests', () => {
  it('books a schedule reservation by default', () => {
    expect(appointRequest.parse({ matchId: 3 })).toEqual({
      matchId: 3,
      type: 1,
      action: 'book',
      replace: false,
    });
    expect(appointRequest.safeParse({ matchId: 3, type: 3 }).success).toBe(false);
    expect(appointRequest.safeParse({ matchId: 0 }).success).toBe(false);
  });

  it('trims the search keyword and refuses an empty one', () => {
    expect(searchRequest.parse({ keyword: '  lions ' }).keyword).toBe('lions');
    expect(searchRequest.safeParse({ keyword: '   ' }).success).toBe(false);
  });

  it('takes http(s) stream URLs only, or null to clear', () => {
    expect(matchStreamRequest.safeParse({ matchId: 1, streamUrl: 'https://a.example/x.m3u8' }).success).toBe(
      true,
    );
    expect(matchStreamRequest.safeParse({ matchId: 1, streamUrl: null }).success).toBe(true);
    expect(rulesOf(matchStreamRequest.safeParse({ matchId: 1, streamUrl: 'rtmp://a.example/live' }))).toEqual(
      ['streamUrl:httpUrl'],
    );
  });
});

describe('matchFeed rows', () => {
  const row = {
    id: 'm1',
    sportId: 1,
    leagueId: 'l1',
    homeId: 't1',
    awayId: 't2',
    kickoffAt: '2026-05-01T18:00:00Z',
    status: 'firstHalf',
    updatedAt: 1_777_000_000_000,
  };

  it('reads ISO and epoch times as epoch ms and fills the defaults', () => {
    const parsed = feedMatch.parse(row);
    expect(parsed.kickoffAt).toBe(Date.parse('2026-05-01T18:00:00Z'));
    expect(parsed).toMatchObject({ period: 0, homeScore: [], hot: false, streamUrl: null, vbScores: null });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an rtmp stream', { streamUrl: 'rtmp://x/live' }, 'streamUrl:httpUrl'],
    ['an unknown sport', { sportId: 7 }, 'sportId:sportId'],
    ['an unknown status', { status: 'warmup' }, 'status:invalid_value'],
    ['the same team twice', { awayId: 't1' }, 'awayId:sameTeams'],
    ['a negative score', { homeScore: [-1] }, 'homeScore.0:too_small'],
    ['a time without offset', { kickoffAt: '2026-05-01T18:00:00' }, 'kickoffAt:invalid_format'],
    ['an id with spaces', { id: 'a b' }, 'id:invalid_format'],
  ])('refuses %s', (_label, change, rule) => {
    expect(rulesOf(feedMatch.safeParse({ ...row, ...change }))).toEqual([rule]);
  });

  it('refuses a team without any name and a logo that is not http(s)', () => {
    expect(feedTeam.safeParse({ id: 't', sportId: 1, names: {} }).success).toBe(false);
    expect(feedTeam.safeParse({ id: 't', sportId: 1, names: { en: 'A' }, logo: 'data:x' }).success).toBe(
      false,
    );
    expect(feedTeam.parse({ id: 't', sportId: 1, names: { en: 'A' } }).logo).toBeNull();
  });
});
