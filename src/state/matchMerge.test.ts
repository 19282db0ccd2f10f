import { describe, expect, it } from 'vitest';

import type { MatchCard } from '../../protocol/match';
import type { MatchUpdate } from '../../protocol/matchLive';
import { cameUp, followList, newerUpdate, withUpdate } from './matchMerge';

const card = {
  id: 7,
  version: 3,
  status: 'live',
  score: [
    { value: 0, bracket: null },
    { value: 0, bracket: null },
  ],
} as unknown as MatchCard;

const update = (version: number, home = 1, matchId = 7): MatchUpdate => ({
  matchId,
  version,
  sportId: 1,
  kickoffAt: 1000,
  feedStatus: 'secondHalf',
  status: 'live',
  period: 2,
  periodStartedAt: 2000,
  homeScore: [home, 0, 0, 0, 0, 0, 0],
  awayScore: [0, 0, 0, 0, 0, 0, 0],
  vbScores: null,
  score: [
    { value: home, bracket: null },
    { value: 0, bracket: null },
  ],
  notification: null,
  at: 3000,
});

describe('live match updates over fetched cards', () => {
  it('lays a newer update over the card: score, status, period, version', () => {
    const next = withUpdate(card, update(4, 2));
    expect(next.score[0].value).toBe(2);
    expect(next.feedStatus).toBe('secondHalf');
    expect(next.period).toBe(2);
    expect(next.version).toBe(4);
  });

  it('drops an update whose version is not newer than the card', () => {
    expect(withUpdate(card, update(3, 5))).toBe(card);
    expect(withUpdate(card, update(2, 5))).toBe(card);
  });

  it('ignores an update of another match and a missing one', () => {
    expect(withUpdate(card, update(9, 5, 8))).toBe(card);
    expect(withUpdate(card, undefined)).toBe(card);
  });

  it('keeps the held update when the incoming one is older or the same version', () => {
    const held = update(5, 1);
    expect(newerUpdate(held, update(5, 9))).toBe(held);
    expect(newerUpdate(held, update(4, 9))).toBe(held);
    expect(newerUpdate(held, update(6, 9)).score[0].value).toBe(9);
    expect(newerUpdate(undefined, held)).toBe(held);
  });

  it('follows unique positive ids up to the cap, in order', () => {
    expect(followList([3, 1, 3, 0, -2, 2, 1.5, 4], 3)).toEqual([3, 1, 2]);
  });

  it('counts the socket coming (back) up once per drop, not the step from open to logged in', () => {
    expect(cameUp('idle', 'open')).toBe(true);
    expect(cameUp('connecting', 'loggedIn')).toBe(true);
    expect(cameUp('open', 'loggedIn')).toBe(false);
    expect(cameUp('loggedIn', 'connecting')).toBe(false);
    expect(cameUp('connecting', 'connecting')).toBe(false);
    const states = ['idle', 'connecting', 'open', 'loggedIn', 'connecting', 'open', 'loggedIn'] as const;
    expect(states.slice(1).filter((s, i) => cameUp(states[i]!, s))).toHaveLength(2);
  });
});
