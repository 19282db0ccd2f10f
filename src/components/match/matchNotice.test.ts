import { describe, expect, it } from 'vitest';

import type { MatchUpdate } from '../../../protocol/matchLive';
import { MatchNotice } from '../../../protocol/matchScore';
import { crossedNoticeToShow, noticeParts, noticeToShow } from './matchNotice';

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

describe('match status toasts of a view that follows the video (issue 21)', () => {
  const passed = (status: 1 | 2 | 3, home = [2, 1, 0, 0, 0, 0, 0]) => {
    const u = update(2, null, home);
    return {
      matchId: 2,
      kickoffAt: 1000,
      sportId: 1,
      home: 'Quartz FC',
      away: 'Basalt',
      crossed: { notice: status, moment: { ...u, version: 9, at: 5000 } },
    };
  };

  it('holds an update the video has not reached: its notice shows when the video passes the moment', () => {
    const shown = new Set<string>();
    const watched = new Set([2]);
    const waiting = (_id: number, at: number) => at > 1500;
    expect(
      noticeToShow(update(2, MatchNotice.FirstHalfEnded), new Set(), watched, shown, waiting),
    ).toBeNull();
    // Not marked shown: the passed notice is the one that shows, once.
    expect(crossedNoticeToShow(passed(MatchNotice.FirstHalfEnded), shown)).toEqual({
      status: MatchNotice.FirstHalfEnded,
      home: 'Quartz FC',
      away: 'Basalt',
      score: '2-1',
    });
    expect(crossedNoticeToShow(passed(MatchNotice.FirstHalfEnded), shown)).toBeNull();
    // The update arriving again later (a reconnect) does not show it twice.
    expect(noticeToShow(update(2, MatchNotice.FirstHalfEnded), new Set(), watched, shown)).toBeNull();
  });

  it('a notice the video already passed when its update arrives shows at once, once', () => {
    const shown = new Set<string>();
    const reached = (_id: number, at: number) => at > 9999;
    expect(noticeToShow(update(2, MatchNotice.Ended), new Set(), new Set([2]), shown, reached)?.status).toBe(
      2,
    );
    expect(crossedNoticeToShow(passed(MatchNotice.Ended), shown)).toBeNull();
  });

  it('"started" shows 0-0 whatever the moment holds', () => {
    expect(crossedNoticeToShow(passed(MatchNotice.Started), new Set())?.score).toBe('0-0');
  });
});
