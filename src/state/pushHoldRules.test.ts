import { describe, expect, it } from 'vitest';

import type { FeedStatus } from '../../protocol/match';
import { MatchNotice } from '../../protocol/matchScore';
import { footballMoment } from '../../protocol/matchTimelineTestKit';
import { holdFor, type SyncedMatch } from './pushHoldRules';

const K = Date.UTC(2026, 10, 27, 20, 0, 0);
const MIN = 60_000;

const moment = (version: number, minutes: number, feedStatus: FeedStatus) =>
  footballMoment(K, version, minutes, feedStatus, 1, 0);

const synced: SyncedMatch = {
  card: { sportId: 1, kickoffAt: K },
  timeline: {
    moments: [
      moment(2, 0, 'firstHalf'),
      moment(3, 45, 'halfTime'),
      moment(4, 60, 'secondHalf'),
      moment(5, 105, 'finished'),
    ],
    events: [],
  },
};

describe('pushHold.holdFor: a match status popup waits for the video', () => {
  it.each<[string, MatchNotice, number, number, { holdMs: number; inPage: boolean }]>([
    [
      '30 s behind full time: wait 30 s',
      MatchNotice.Ended,
      K + 105 * MIN - 30_000,
      1,
      { holdMs: 30_000, inPage: false },
    ],
    [
      'at double speed: half as long',
      MatchNotice.Ended,
      K + 105 * MIN - 30_000,
      2,
      { holdMs: 15_000, inPage: false },
    ],
    [
      'paused: counted at normal speed',
      MatchNotice.Ended,
      K + 105 * MIN - 30_000,
      0,
      { holdMs: 30_000, inPage: false },
    ],
    [
      'the video is past it: no wait',
      MatchNotice.FirstHalfEnded,
      K + 50 * MIN,
      1,
      { holdMs: 0, inPage: false },
    ],
    [
      '10 minutes behind: the tab shows it itself',
      MatchNotice.Ended,
      K + 95 * MIN,
      1,
      { holdMs: 0, inPage: true },
    ],
    ['kick-off, 5 s ahead', MatchNotice.Started, K - 5000, 1, { holdMs: 5000, inPage: false }],
  ])('%s', (_label, notice, programme, speed, expected) => {
    expect(holdFor(synced, notice, 0, programme, speed)).toEqual(expected);
  });

  it('uses the push send time when the timeline has no such moment yet', () => {
    const early: SyncedMatch = {
      ...synced,
      timeline: { moments: synced.timeline.moments.slice(0, 3), events: [] },
    };
    const sentAt = K + 106 * MIN;
    expect(holdFor(early, MatchNotice.Ended, sentAt, sentAt - 20_000, 1)).toEqual({
      holdMs: 20_000,
      inPage: false,
    });
  });
});
