import { describe, expect, it } from 'vitest';

import type { FeedStatus, VbScores } from './match';
import { displayScore, MatchNotice, noticeScore, sideScoreText, statusNotice } from './matchScore';

const text = (sportId: number, home: number[], away: number[], vb?: VbScores | null) =>
  displayScore(sportId, home, away, vb).map(sideScoreText).join('-');

describe('matchScore.displayScore (§4 score display)', () => {
  it.each<[string, number[], number[], string]>([
    ['regular time', [2, 1, 0, 3, 5, 0, 0], [1, 0, 0, 2, 4, 0, 0], '2-1'],
    ['0-0', [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], '0-0'],
    ['index 5 set after extra time', [1, 0, 0, 0, 0, 2, 0], [1, 1, 0, 0, 0, 1, 0], '2-1'],
    ['index 5 set on one side only', [1, 0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 2, 0], '1-2'],
    ['penalties in brackets', [1, 0, 0, 0, 0, 1, 4], [1, 0, 0, 0, 0, 1, 3], '1(4)-1(3)'],
    ['a side with 0 penalties shows no bracket', [1, 0, 0, 0, 0, 1, 0], [1, 0, 0, 0, 0, 1, 3], '1-1(3)'],
    ['index 6 without extra time', [3, 1, 0, 0, 0, 0, 2], [0, 0, 0, 0, 0, 0, 0], '3(2)-0'],
    ['short arrays read as 0', [4], [], '4-0'],
    ['empty arrays', [], [], '0-0'],
  ])('football: %s', (_label, home, away, shown) => {
    expect(text(1, home, away)).toBe(shown);
  });

  it.each<[string, number[], number[], string]>([
    ['four quarters', [20, 25, 30, 28, 0], [22, 18, 27, 31, 0], '103-98'],
    ['overtime (index 4) counts', [20, 25, 30, 25, 12], [22, 18, 27, 33, 9], '112-109'],
    ['only the first five entries', [10, 10, 10, 10, 10, 99], [1, 1, 1, 1, 1, 99], '50-5'],
    ['first quarter in play', [7], [4], '7-4'],
  ])('basketball: %s', (_label, home, away, shown) => {
    expect(text(2, home, away)).toBe(shown);
  });

  it.each<[string, number[], number[], string]>([
    ['straight sets', [6, 0, 6, 0], [3, 0, 4, 0], '2-0'],
    ['tie-break points at odd indexes do not count', [7, 7, 4, 0, 6, 0], [6, 5, 6, 0, 2, 0], '2-1'],
    ['the tie-break loser wins more points: still a set to the games leader', [6, 9, 6], [7, 11, 3], '1-1'],
    ['level set counts for nobody', [6, 0, 3], [3, 0, 3], '1-0'],
    ['uneven lengths', [6, 0, 2], [4], '2-0'],
  ])('tennis: %s', (_label, home, away, shown) => {
    expect(text(3, home, away)).toBe(shown);
  });

  it.each<[string, VbScores | null | undefined, string]>([
    ['the point pair', { pt: [3, 1] }, '3-1'],
    ['0-0', { pt: [0, 0] }, '0-0'],
    ['no vbScores', null, '0-0'],
    ['undefined vbScores', undefined, '0-0'],
  ])('volleyball: %s', (_label, vb, shown) => {
    expect(text(10, [25, 20, 25, 25], [20, 25, 22, 18], vb)).toBe(shown);
  });

  it.each<[number, number[], number[], string]>([
    [4, [1, 0, 2, 0, 0, 0, 0, 1, 0], [0, 0, 0, 3, 0, 0, 0, 0, 0], '4-3'],
    [5, [1, 0, 1], [0, 1, 0], '2-1'],
    [99, [1, 2], [3], '3-3'],
  ])('sportId %s (not in §4): the sum of the periods', (sportId, home, away, shown) => {
    expect(text(sportId, home, away)).toBe(shown);
  });

  it('returns numbers and brackets, not only text', () => {
    expect(displayScore(1, [1, 0, 0, 0, 0, 1, 5], [1, 0, 0, 0, 0, 1, 4])).toEqual([
      { value: 1, bracket: 5 },
      { value: 1, bracket: 4 },
    ]);
  });
});

describe('matchScore.statusNotice (§4 notifications: 1 started, 2 ended, 3 first half ended)', () => {
  it.each<[FeedStatus, FeedStatus, MatchNotice | null]>([
    ['scheduled', 'firstHalf', MatchNotice.Started],
    ['delayed', 'firstHalf', MatchNotice.Started],
    ['scheduled', 'inPlay', MatchNotice.Started],
    ['tbd', 'inPlay', MatchNotice.Started],
    ['postponed', 'firstHalf', MatchNotice.Started],
    ['firstHalf', 'halfTime', MatchNotice.FirstHalfEnded],
    ['halfTime', 'secondHalf', null],
    ['secondHalf', 'finished', MatchNotice.Ended],
    ['extraTime', 'finishedAfterExtraTime', MatchNotice.Ended],
    ['penalties', 'finishedAfterPenalties', MatchNotice.Ended],
    ['inPlay', 'finished', MatchNotice.Ended],
    ['scheduled', 'finished', MatchNotice.Ended],
    ['inPlay', 'break', null],
    ['break', 'inPlay', null],
    ['firstHalf', 'firstHalf', null],
    ['finished', 'finished', null],
    ['finished', 'awarded', null],
    ['secondHalf', 'interrupted', null],
    ['interrupted', 'secondHalf', null],
    ['scheduled', 'postponed', null],
    ['firstHalf', 'abandoned', null],
  ])('%s -> %s gives %s', (before, after, notice) => {
    expect(statusNotice(before, after)).toBe(notice);
  });

  it('shows 0-0 for "started" and the display score otherwise', () => {
    const home = [1, 0, 0, 0, 0, 0, 0];
    const away = [0, 0, 0, 0, 0, 0, 0];
    expect(noticeScore(MatchNotice.Started, 1, home, away).map(sideScoreText)).toEqual(['0', '0']);
    expect(noticeScore(MatchNotice.FirstHalfEnded, 1, home, away).map(sideScoreText)).toEqual(['1', '0']);
    expect(noticeScore(MatchNotice.Ended, 10, [], [], { pt: [3, 2] }).map(sideScoreText)).toEqual(['3', '2']);
  });
});
