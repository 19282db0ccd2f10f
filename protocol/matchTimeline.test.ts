import { describe, expect, it } from 'vitest';

import type { FeedStatus, MatchCard } from './match';
import type { MatchEvent } from './matchEvents';
import type { MatchMoment } from './matchLive';
import { displayScore, MatchNotice, sideScoreText } from './matchScore';
import {
  addMoment,
  eventsAt,
  fieldsAt,
  type MatchTimeline,
  momentAt,
  nextChangeAfter,
  noticesCrossed,
  orderMoments,
  stateAt,
} from './matchTimeline';
import { footballMoment } from './matchTimelineTestKit';

const K = Date.UTC(2026, 10, 27, 18, 0, 0);
const MIN = 60_000;
const FOOTBALL = 1;

/** A football moment: version, minutes after kickoff, feed status, goals home-away. */
const moment = (version: number, minutes: number, feedStatus: FeedStatus, home: number, away: number) =>
  footballMoment(K, version, minutes, feedStatus, home, away);

function event(id: number, minutes: number, kind: MatchEvent['kind'], score: [number, number] | null = null) {
  return {
    id,
    kind,
    side: kind === 'goal' ? 'home' : null,
    period: 1,
    minute: minutes,
    second: 0,
    at: K + minutes * MIN,
    player: null,
    number: null,
    playerOut: null,
    points: null,
    score,
  } satisfies MatchEvent;
}

const card = {
  id: 7,
  sportId: FOOTBALL,
  kickoffAt: K,
  // The newest state, what a live view shows: 2-1 at full time.
  ...moment(99, 100, 'finished', 2, 1),
} as unknown as MatchCard;

// Kick-off; 10' home goal; a correction of the 10' moment (same moment, higher version: the feed sent
// 1-0 first as 2-0 by mistake); half time; second half; 70' away goal, disallowed at 72'; 80' home;
// 85' away; full time.
const moments: MatchMoment[] = [
  moment(2, 0, 'firstHalf', 0, 0),
  moment(3, 10, 'firstHalf', 2, 0),
  moment(4, 10, 'firstHalf', 1, 0),
  moment(5, 45, 'halfTime', 1, 0),
  moment(6, 60, 'secondHalf', 1, 0),
  moment(7, 70, 'secondHalf', 1, 1),
  moment(8, 72, 'secondHalf', 1, 0),
  moment(9, 80, 'secondHalf', 2, 0),
  moment(10, 85, 'secondHalf', 2, 1),
  moment(11, 100, 'finished', 2, 1),
].sort(orderMoments);

const events = [
  event(1, 0, 'periodStart'),
  event(2, 10, 'goal', [1, 0]),
  event(3, 45, 'periodEnd'),
  event(4, 70, 'goal', [1, 1]),
  event(5, 72, 'goalDisallowed', [1, 0]),
  event(6, 80, 'goal', [2, 0]),
  event(7, 85, 'goal', [2, 1]),
  event(8, 100, 'matchEnd'),
];
const timeline: MatchTimeline = { moments, events };

const shown = (t: number) => {
  const s = stateAt(card, timeline, t);
  return `${s.status} ${s.feedStatus} ${s.score.map(sideScoreText).join('-')}`;
};

describe('matchTimeline.stateAt (the match at the moment of the video)', () => {
  it.each<[string, number, string]>([
    ['an hour before kickoff', -60, 'notStarted scheduled 0-0'],
    ['a second before kickoff', -1 / 60, 'notStarted scheduled 0-0'],
    ['at kickoff', 0, 'live firstHalf 0-0'],
    ['just before the first goal', 10 - 1 / 60_000, 'live firstHalf 0-0'],
    ['at the first goal: the corrected moment, never the mistaken 2-0', 10, 'live firstHalf 1-0'],
    ['during the first half', 30, 'live firstHalf 1-0'],
    ['at half time', 45, 'live halfTime 1-0'],
    ['second half', 61, 'live secondHalf 1-0'],
    ['the away goal, before VAR', 71, 'live secondHalf 1-1'],
    ['the goal disallowed', 72, 'live secondHalf 1-0'],
    ['80 minutes', 80, 'live secondHalf 2-0'],
    ['85 minutes', 85, 'live secondHalf 2-1'],
    ['full time', 100, 'ended finished 2-1'],
    ['long after', 500, 'ended finished 2-1'],
  ])('%s', (_label, minutes, expected) => {
    expect(shown(K + minutes * MIN)).toBe(expected);
  });

  it('shows the events up to the moment only, the disallowed goal after its goal', () => {
    expect(stateAt(card, timeline, K + 71 * MIN).events.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(stateAt(card, timeline, K + 72 * MIN).events.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
    expect(eventsAt(events, K - 1)).toEqual([]);
  });

  it('keeps what is not live state (names, teams, kickoff) from the card', () => {
    const s = stateAt(card, timeline, K + 30 * MIN);
    expect(s.id).toBe(7);
    expect(s.kickoffAt).toBe(K);
  });

  it('seeking back rewinds, coming forward again brings the same states back', () => {
    const forward = [0, 10, 45, 70, 72, 100].map((m) => shown(K + m * MIN));
    const back = [100, 72, 70, 45, 10, 0].map((m) => shown(K + m * MIN)).reverse();
    expect(back).toEqual(forward);
  });

  it('a history that starts mid-match shows its first moment after kickoff, not a blank', () => {
    const late = moments.filter((m) => m.at >= K + 60 * MIN);
    expect(fieldsAt(card, late, K + 20 * MIN).feedStatus).toBe('secondHalf');
    expect(fieldsAt(card, late, K - MIN).status).toBe('notStarted');
    expect(fieldsAt(card, [], K + 20 * MIN).status).toBe('notStarted');
  });

  it('addMoment keeps effect order, replaces a version, places a late moment in its place', () => {
    let list: MatchMoment[] = [];
    for (const m of [moments[5]!, moments[0]!, moments[3]!]) list = addMoment(list, m);
    expect(list.map((m) => m.version)).toEqual([2, 5, 7]);
    list = addMoment(list, { ...moments[3]!, score: displayScore(FOOTBALL, [3], [3]) });
    expect(list).toHaveLength(3);
    expect(momentAt(list, K + 50 * MIN)!.score[0].value).toBe(3);
  });
});

describe('matchTimeline.nextChangeAfter', () => {
  it.each<[string, number, number | null]>([
    ['before kickoff: kickoff', -5, 0],
    ['at kickoff: the goal', 0, 10],
    ['between goals', 20, 45],
    ['at the last moment: none', 100, null],
  ])('%s', (_label, minutes, expected) => {
    expect(nextChangeAfter(timeline, K + minutes * MIN)).toBe(expected === null ? null : K + expected * MIN);
  });
});

describe('matchTimeline.noticesCrossed (status toasts follow the video)', () => {
  const crossed = (from: number, to: number) =>
    noticesCrossed(card, moments, K + from * MIN, K + to * MIN).map((c) => c.notice);

  it.each<[string, number, number, MatchNotice[]]>([
    ['kickoff passed from before it', -1, 1, [MatchNotice.Started]],
    ['nothing in the first half', 1, 44, []],
    ['half time', 44, 46, [MatchNotice.FirstHalfEnded]],
    ['the second half start is no notice', 46, 61, []],
    ['full time', 99, 101, [MatchNotice.Ended]],
    [
      'the whole match at once, in order',
      -1,
      200,
      [MatchNotice.Started, MatchNotice.FirstHalfEnded, MatchNotice.Ended],
    ],
    ['seeking back passes none', 101, 44, []],
    ['a moment reached exactly is passed', 44, 45, [MatchNotice.FirstHalfEnded]],
  ])('%s', (_label, from, to, expected) => {
    expect(crossed(from, to)).toEqual(expected);
  });
});
