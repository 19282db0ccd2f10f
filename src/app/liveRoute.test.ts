import { describe, expect, it } from 'vitest';

import { liveLoadOf, liveLoadPath, matchIdParam, uidParam } from './liveRoute';

describe('the early call of a live page, from the hash', () => {
  it.each([
    ['#/match/live/42', ['matchDetails', { matchId: 42 }]],
    ['#/match/live/42?tab=events', ['matchDetails', { matchId: 42 }]],
    ['#/anchor/room/1007', ['anchorDetails', { id: '1007' }]],
    ['#/anchor/room/1007/', ['anchorDetails', { id: '1007' }]],
  ])('%s asks %j', (hash, load) => {
    expect(liveLoadOf(hash)).toEqual(load);
  });

  it.each([
    '',
    '#/',
    '#/match/0',
    '#/match/live/',
    '#/match/live/0',
    '#/match/live/abc',
    '#/match/live/99999999999',
    '#/anchor/room/0',
    '#/anchor/room/-3',
    '#/anchor/room/2147483648',
    '#/anchor/1',
    '#/xmatch/live/4',
  ])('%s asks nothing early', (hash) => {
    expect(liveLoadOf(hash)).toBeNull();
  });

  it('takes only positive 32-bit uids', () => {
    expect(uidParam('2147483647')).toBe('2147483647');
    expect(uidParam('2147483648')).toBeNull();
    expect(uidParam('012')).toBeNull();
  });

  it('takes positive integer match ids only', () => {
    expect(matchIdParam('42')).toBe(42);
    expect(matchIdParam('0')).toBeNull();
    expect(matchIdParam('4x')).toBeNull();
    expect(matchIdParam('99999999999')).toBeNull();
  });

  it('names the call of each live page', () => {
    expect(liveLoadPath(['matchDetails', { matchId: 4 }])).toBe('/web_match/web_match_details');
    expect(liveLoadPath(['anchorDetails', { id: '4' }])).toBe('/web_anchor/anchor_details');
  });
});
