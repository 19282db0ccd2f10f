import { describe, expect, it } from 'vitest';

import {
  displayStatus,
  FEED_STATUSES,
  type FeedStatus,
  FILTER_STATUSES,
  isBookable,
  isFeedStale,
  isRaceType,
  MATCH_STATUSES,
  type MatchStatus,
  streamUrlSchema,
  teamImageDomain,
  teamLogoUrl,
} from './match';

describe('match.displayStatus (the seven statuses of §4 from the feed status)', () => {
  const table: [FeedStatus, MatchStatus][] = [
    ['scheduled', 'notStarted'],
    ['delayed', 'notStarted'],
    ['tbd', 'tbd'],
    ['firstHalf', 'live'],
    ['halfTime', 'live'],
    ['secondHalf', 'live'],
    ['breakBeforeExtraTime', 'live'],
    ['extraTime', 'live'],
    ['penalties', 'live'],
    ['inPlay', 'live'],
    ['break', 'live'],
    ['interrupted', 'interrupted'],
    ['suspended', 'interrupted'],
    ['finished', 'ended'],
    ['finishedAfterExtraTime', 'ended'],
    ['finishedAfterPenalties', 'ended'],
    ['awarded', 'ended'],
    ['postponed', 'postponed'],
    ['cancelled', 'abandoned'],
    ['abandoned', 'abandoned'],
  ];

  it.each(table)('%s -> %s', (feed, shown) => {
    expect(displayStatus(feed)).toBe(shown);
  });

  it('covers every feed status and reaches all seven display statuses', () => {
    expect(table.map(([f]) => f).sort()).toEqual([...FEED_STATUSES].sort());
    expect([...new Set(table.map(([, s]) => s))].sort()).toEqual([...MATCH_STATUSES].sort());
  });

  it('puts every display status in exactly one list tab besides "all"', () => {
    const tabs = [...FILTER_STATUSES.live, ...FILTER_STATUSES.upcoming, ...FILTER_STATUSES.finished];
    expect(tabs.sort()).toEqual([...MATCH_STATUSES].sort());
  });

  it.each<[MatchStatus, boolean]>([
    ['notStarted', true],
    ['tbd', true],
    ['postponed', true],
    ['live', false],
    ['interrupted', false],
    ['ended', false],
    ['abandoned', false],
  ])('a %s match is bookable: %s', (status, bookable) => {
    expect(isBookable(status)).toBe(bookable);
  });
});

describe('match columns and team images (§3 sport type codes)', () => {
  it.each<[number, boolean]>([
    [0, true],
    [1, true],
    [2, true],
    [3, true],
    [4, true],
    [5, true],
    [10, true],
    [6, false],
    [-1, false],
    [11, false],
    [999, false],
  ])('raceType %s is known: %s', (raceType, known) => {
    expect(isRaceType(raceType)).toBe(known);
  });

  it.each<[number, string]>([
    [1, 'football'],
    [2, 'basketball'],
    [3, 'tennis'],
    [10, 'volleyball'],
    [4, 'other'],
    [5, 'other'],
  ])('sport type %s uses the %s image domain', (sportId, domain) => {
    expect(teamImageDomain(sportId)).toBe(domain);
  });

  it('uses a team its own http(s) logo, else our badge in the sport domain', () => {
    expect(teamLogoUrl(1, 7, null)).toBe('/media/team/football/7.svg');
    expect(teamLogoUrl(10, 8, '')).toBe('/media/team/volleyball/8.svg');
    expect(teamLogoUrl(2, 9, 'https://img.example.com/t/9.png')).toBe('https://img.example.com/t/9.png');
    expect(teamLogoUrl(2, 9, 'javascript:alert(1)')).toBe('/media/team/basketball/9.svg');
  });
});

describe('match.isFeedStale (a live feed match that stalls over 30 s)', () => {
  const now = 1_800_000_000_000;
  it.each<[MatchStatus, number | null, boolean]>([
    ['live', now - 10_000, false],
    ['live', now - 30_000, false],
    ['live', now - 30_001, true],
    ['live', null, false],
    ['notStarted', now - 3_600_000, false],
    ['ended', now - 3_600_000, false],
  ])('%s updated at %s: %s', (status, at, stale) => {
    expect(isFeedStale(status, at, now)).toBe(stale);
  });
});

describe('match.streamUrlSchema (http(s) only)', () => {
  it.each<[string, boolean]>([
    ['https://cdn.example.com/live/1.m3u8', true],
    ['http://10.0.0.5:8080/hls/a.m3u8?token=x', true],
    ['HTTPS://CDN.EXAMPLE.COM/A.M3U8', true],
    ['rtmp://example.com/live', false],
    ['javascript:alert(1)', false],
    ['ftp://example.com/a.m3u8', false],
    ['/relative/path.m3u8', false],
    ['https://', false],
    ['https:// space.example.com', false],
    ['', false],
  ])('%s accepted: %s', (url, ok) => {
    const result = streamUrlSchema.safeParse(url);
    expect(result.success).toBe(ok);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('httpUrl');
  });
});
