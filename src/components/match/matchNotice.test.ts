import { describe, expect, it } from 'vitest';

import type { MatchUpdate } from '../../../protocol/matchLive';
import { MatchNotice } from '../../../protocol/matchScore';
import { noticeParts, noticeToShow } from './matchNotice';

function update(matchId: number, status: 1 | 2 | 3 | null, score = [2, 1, 0, 0, 0, 0, 0]): MatchUpdate {
  const away = [1, 1, 0, 0, 0, 0, 0];
  return {
    matchId,
    version: 5,
    sportId: 1,
    kickoffAt: 1000,
    feedStatus: 'secondHalf',
    status: 'live',
    period: 2,
    periodStartedAt: null,
    homeScore: score,
    awayScore: away,
    vbScores: null,
    score: [
      { value: score[0]!, bracket: null },
      { value: 1, bracket: null },
    ],
    notification:
      status === null
        ? null
        : {
            matchId,
            status,
            sportId: 1,
            homeName: { en: 'Quartz FC', zh: '石英' },
            awayName: { en: 'Basalt' },
            leagueMatchName: { en: 'Cup' },
            homeScore: score,
            awayScore: away,
            vbScores: null,
          },
    at: 2000,
  };
}

describe('match status toasts', () => {
  it('shows a notice of a booked or watched match once, nothing for others or plain updates', () => {
    const shown = new Set<string>();
    const booked = new Set([1]);
    const watched = new Set([2]);
    expect(noticeToShow(update(1, MatchNotice.Started), booked, watched, shown)?.status).toBe(1);
    expect(noticeToShow(update(1, MatchNotice.Started), booked, watched, shown)).toBeNull();
    expect(noticeToShow(update(2, MatchNotice.FirstHalfEnded), booked, watched, shown)?.status).toBe(3);
    expect(noticeToShow(update(3, MatchNotice.Ended), booked, watched, shown)).toBeNull();
    expect(noticeToShow(update(1, null), booked, watched, shown)).toBeNull();
    expect(noticeToShow(update(1, MatchNotice.Ended), booked, watched, shown)?.status).toBe(2);
  });

  it('shows 0-0 when the match started, the §4 score otherwise, names in my language', () => {
    expect(noticeParts(update(1, MatchNotice.Started).notification!, 'zh')).toEqual({
      home: '石英',
      away: 'Basalt',
      score: '0-0',
    });
    expect(noticeParts(update(1, MatchNotice.Ended).notification!, 'en').score).toBe('2-1');
    const penalties = update(1, MatchNotice.Ended, [1, 1, 0, 0, 0, 1, 4]).notification!;
    expect(noticeParts(penalties, 'en').score).toBe('1(4)-1');
  });
});
