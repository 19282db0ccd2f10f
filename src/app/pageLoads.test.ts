import { describe, expect, it } from 'vitest';

import { isFirstRouteHash, liveLoadOf, uidParam } from './pageLoads';

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
});

describe('the first route, from the hash', () => {
  it.each(['', '#', '#/', '#/match/0', '#/match/3', '#/match/3/', '#/match/0?page=2&status=live'])(
    '%s is the first route (the boot catalog)',
    (hash) => expect(isFirstRouteHash(hash)).toBe(true),
  );
  it.each(['#/match/live/4', '#/anchor/room/7', '#/login', '#/user/info', '#/match/match/5'])(
    '%s is not (the full catalog at boot)',
    (hash) => expect(isFirstRouteHash(hash)).toBe(false),
  );
});
