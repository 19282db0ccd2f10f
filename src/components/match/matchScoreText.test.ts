import { describe, expect, it } from 'vitest';

import { scoreTexts, watchable } from './matchScoreText';

describe('shown score of a card', () => {
  it('follows the §4 rule of each sport', () => {
    const base = { vbScores: null, status: 'live' as const };
    expect(
      scoreTexts({ ...base, sportId: 1, homeScore: [1, 0, 0, 0, 0, 2, 4], awayScore: [1, 0, 0, 0, 0, 2, 3] }),
    ).toEqual(['2(4)', '2(3)']);
    expect(
      scoreTexts({ ...base, sportId: 2, homeScore: [20, 22, 0, 0, 3], awayScore: [18, 30, 0, 0, 1] }),
    ).toEqual(['45', '49']);
    expect(
      scoreTexts({ ...base, sportId: 10, homeScore: [], awayScore: [], vbScores: { pt: [2, 1] } }),
    ).toEqual(['2', '1']);
  });

  it('shows no score before the match is played', () => {
    expect(
      scoreTexts({ sportId: 1, status: 'notStarted', homeScore: [], awayScore: [], vbScores: null }),
    ).toBeNull();
    expect(
      scoreTexts({ sportId: 1, status: 'postponed', homeScore: [], awayScore: [], vbScores: null }),
    ).toBeNull();
  });

  it('leads live and finished matches to the live page', () => {
    expect(['live', 'ended', 'notStarted', 'abandoned'].map((s) => watchable(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
