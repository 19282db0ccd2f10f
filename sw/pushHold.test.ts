import { describe, expect, it } from 'vitest';

import type { IncomingPush, PushMessage } from '../protocol/push';
import { holdDecision, holdQuestion, parsePush } from './pushLogic';

// A match status push (type 5) as ours and as §3 alone, and one push of every other type.
const status = {
  matchId: 55,
  status: 2 as const,
  sportId: 2,
  homeName: { en: 'Lions' },
  awayName: { en: 'Tigers' },
  leagueMatchName: { en: 'League' },
  homeScore: [20, 25, 18, 22, 0],
  awayScore: [19, 21, 30, 10, 0],
  vbScores: null,
};
const base = { id: 'p1', title: 'Title', body: 'Body', sentAt: 1_700_000_000_000 };
const specOnly = (): IncomingPush => parsePush(JSON.stringify({ type: 5, matchStatus: status }))!;
const pushes: Record<string, PushMessage> = {
  status: { ...base, type: 5, matchStatus: status },
  matchSoon: {
    ...base,
    type: 1,
    bookMatch: { matchId: 12, homeName: 'Ajax', awayName: 'PSV', liveCount: 3 },
  },
  anchor: { ...base, type: 2, bookAnchor: { id: 31, name: 'Li', imgUrl: 'https://img.example.com/li.png' } },
  news: { ...base, type: 3, bookNews: { imgUrl: '' } },
};

describe('sw push hold-back for a video behind live (issue 21)', () => {
  it('asks the tabs about a match status push only, with its moment', () => {
    expect(holdQuestion(pushes.status!, 5)).toEqual({
      type: 'tribune:push-hold',
      matchId: status.matchId,
      notice: status.status,
      sentAt: base.sentAt,
    });
    // §3 alone has no send time: now stands for it.
    expect(holdQuestion(specOnly(), 42)?.sentAt).toBe(42);
    for (const key of ['matchSoon', 'anchor', 'news']) expect(holdQuestion(pushes[key]!, 5)).toBeNull();
  });

  it.each<[string, Parameters<typeof holdDecision>[0], { inPage: boolean; waitMs: number }]>([
    ['no tab', [], { inPage: false, waitMs: 0 }],
    ['tabs that did not answer', [null, null], { inPage: false, waitMs: 0 }],
    [
      'the longest hold wins',
      [{ holdMs: 3000, inPage: false }, null, { holdMs: 12_000, inPage: false }],
      { inPage: false, waitMs: 12_000 },
    ],
    [
      'a tab far behind shows it in the page: no popup',
      [
        { holdMs: 3000, inPage: false },
        { holdMs: 0, inPage: true },
      ],
      { inPage: true, waitMs: 0 },
    ],
    ['a hold is capped', [{ holdMs: 10 * 60_000, inPage: false }], { inPage: false, waitMs: 120_000 }],
    [
      'nonsense is no hold',
      [
        { holdMs: Number.NaN, inPage: false },
        { holdMs: -5, inPage: false },
      ],
      { inPage: false, waitMs: 0 },
    ],
  ])('%s', (_label, answers, expected) => {
    expect(holdDecision(answers)).toEqual(expected);
  });
});
