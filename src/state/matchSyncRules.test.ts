import { describe, expect, it } from 'vitest';

import type { FeedStatus } from '../../protocol/match';
import type { MatchDetails } from '../../protocol/matchApi';
import type { MatchEvent } from '../../protocol/matchEvents';
import type { MatchMoment, MatchUpdate } from '../../protocol/matchLive';
import { displayScore, sideScoreText } from '../../protocol/matchScore';
import { momentOf, MOMENTS_MAX } from '../../protocol/matchTimeline';
import {
  behindLiveSeconds,
  CATCH_UP_MAX_STEPS,
  catchUpSteps,
  hasHistory,
  mergeMoments,
  sidesUp,
  syncedCard,
  syncMode,
  type SyncMode,
  timelineOf,
  withHeard,
} from './matchSyncRules';
import type { ClockStatus } from './programmeClock';
import { footballMoment } from '../../protocol/matchTimelineTestKit';

const K = Date.UTC(2026, 10, 27, 18, 0, 0);
const MIN = 60_000;

const moment = (version: number, minutes: number, feedStatus: FeedStatus, home: number, away: number) =>
  footballMoment(K, version, minutes, feedStatus, home, away);

const update = (m: MatchMoment, kickoffAt = K): MatchUpdate => ({
  ...m,
  matchId: 7,
  sportId: 1,
  kickoffAt,
  notification: null,
});

const goal = (id: number, minutes: number): MatchEvent => ({
  id,
  kind: 'goal',
  side: 'home',
  period: 1,
  minute: minutes,
  second: 0,
  at: K + minutes * MIN,
  player: 'Nine',
  number: 9,
  playerOut: null,
  points: null,
  score: [1, 0],
});

// The newest state (what a live view shows): 2-0 in the second half. The details were fetched at 30'
// (two moments); the 60' and 70' moments came live.
const details = {
  id: 7,
  sportId: 1,
  kickoffAt: K,
  ...moment(4, 70, 'secondHalf', 2, 0),
  moments: [moment(1, 0, 'firstHalf', 0, 0), moment(2, 10, 'firstHalf', 1, 0)],
  events: [goal(1, 10), goal(2, 70)],
} as unknown as MatchDetails;
const heard = [moment(3, 60, 'secondHalf', 1, 0), moment(4, 70, 'secondHalf', 2, 0)].reduce(
  (held, m) => withHeard(held, update(m)),
  undefined as ReturnType<typeof withHeard> | undefined,
);
const timeline = timelineOf(details, heard);
const score = (m: { sportId: number; homeScore: number[]; awayScore: number[] }) =>
  displayScore(m.sportId, m.homeScore, m.awayScore).map(sideScoreText).join('-');

describe('matchSync.syncMode', () => {
  it.each<[boolean, ClockStatus, boolean, boolean, SyncMode]>([
    [true, 'dated', true, true, 'synced'],
    [true, 'pending', true, true, 'pending'],
    // The player is about to register its clock: hold back rather than flash the newest score.
    [true, 'none', true, true, 'pending'],
    [true, 'undated', true, true, 'undated'],
    [false, 'dated', true, true, 'live'],
    [true, 'dated', false, true, 'live'],
    [true, 'none', false, true, 'live'],
    [true, 'dated', true, false, 'live'],
  ])('follow %s, clock %s, player %s, history %s: %s', (follow, clock, hasPlayer, history, expected) => {
    expect(syncMode({ follow, clock, hasPlayer, hasHistory: history })).toBe(expected);
  });

  it('a match not started has nothing to replay yet but is followed; a started one needs moments', () => {
    const empty = { moments: [], events: [] };
    expect(hasHistory({ status: 'notStarted' }, empty)).toBe(true);
    expect(hasHistory({ status: 'live' }, empty)).toBe(false);
    expect(hasHistory({ status: 'live' }, timeline)).toBe(true);
  });
});

describe('matchSync timeline (details moments + live updates + events)', () => {
  it('takes every live update as a moment, at its own `at`', () => {
    const m = moment(9, 33, 'firstHalf', 1, 1);
    expect(momentOf(update(m))).toEqual(m);
  });

  it('merges the fetched history and what was heard live, by version, in effect order', () => {
    expect(timeline.moments.map((m) => m.version)).toEqual([1, 2, 3, 4]);
    expect(timeline.events).toBe(details.events);
    // A moment both fetched and heard is one moment; a later version of one moment replaces it.
    const again = mergeMoments(timeline.moments, [
      moment(2, 10, 'firstHalf', 1, 0),
      moment(5, 10, 'firstHalf', 2, 0),
    ]);
    expect(again.map((m) => m.version)).toEqual([1, 2, 5, 3, 4]);
  });

  it('keeps the newest MOMENTS_MAX moments', () => {
    const many = Array.from({ length: MOMENTS_MAX + 5 }, (_, i) => moment(i, i / 100, 'firstHalf', 0, 0));
    const kept = mergeMoments(many, []);
    expect(kept).toHaveLength(MOMENTS_MAX);
    expect(kept[0]!.version).toBe(5);
  });

  it('a new fixture (a replayed match: another kickoff) starts a new list; its moments are not this one’s', () => {
    const next = withHeard(heard, update(moment(1, 200, 'firstHalf', 0, 0), K + 3 * 3600_000));
    expect(next.moments.map((m) => m.version)).toEqual([1]);
    expect(timelineOf(details, next).moments).toBe(details.moments);
  });
});

describe('matchSync.syncedCard (what the view shows)', () => {
  const at = (minutes: number) => syncedCard(details, timeline, 'synced', K + minutes * MIN);

  it('synced: the score and events at the moment of the video, not the newest', () => {
    expect(score(at(5))).toBe('0-0');
    expect(at(5).events).toEqual([]);
    expect(score(at(10))).toBe('1-0');
    expect(at(10).events.map((e) => e.id)).toEqual([1]);
    // The 70' goal arrived live: the viewer at 69' does not see it.
    expect(score(at(69))).toBe('1-0');
    expect(at(69).feedStatus).toBe('secondHalf');
    expect(score(at(70))).toBe('2-0');
    expect(at(70).events.map((e) => e.id)).toEqual([1, 2]);
  });

  it('seeking back rewinds the score and the events', () => {
    expect(score(at(80))).toBe('2-0');
    expect(score(at(20))).toBe('1-0');
    expect(at(20).events.map((e) => e.id)).toEqual([1]);
    expect(at(-5).status).toBe('notStarted');
  });

  it('pending (the player is loading) shows no score and no events', () => {
    const held = syncedCard(details, timeline, 'pending', null);
    expect(held.status).toBe('notStarted');
    expect(held.events).toEqual([]);
    expect(held.home).toBe(details.home);
    expect(syncedCard(details, timeline, 'synced', null).events).toEqual([]);
  });

  it('live and undated show the newest state', () => {
    expect(syncedCard(details, timeline, 'live', K)).toBe(details);
    expect(syncedCard(details, timeline, 'undated', null)).toBe(details);
  });
});

describe('matchSync.sidesUp (the goal animation)', () => {
  const m = (home: number[], away: number[]) => ({
    sportId: 1,
    homeScore: home,
    awayScore: away,
    vbScores: null,
  });

  it('tells which side scored', () => {
    expect(sidesUp(m([0], [0]), m([1], [0]))).toEqual([true, false]);
    expect(sidesUp(m([1], [0]), m([1], [1]))).toEqual([false, true]);
    expect(sidesUp(m([1], [1]), m([2], [2]))).toEqual([true, true]);
  });

  it('a rewind or a disallowed goal is no goal; the first state seen is none either', () => {
    expect(sidesUp(m([2], [1]), m([1], [1]))).toEqual([false, false]);
    expect(sidesUp(null, m([3], [0]))).toEqual([false, false]);
  });

  it('a penalty shoot-out goal counts (the score in brackets)', () => {
    expect(
      sidesUp(
        m([1, 0, 0, 0, 0, 0, 3], [1, 0, 0, 0, 0, 0, 3]),
        m([1, 0, 0, 0, 0, 0, 4], [1, 0, 0, 0, 0, 0, 3]),
      ),
    ).toEqual([true, false]);
  });
});

describe('matchSync.behindLiveSeconds', () => {
  it('whole seconds behind, never negative, null without a clock', () => {
    expect(behindLiveSeconds(K - 12_400, K)).toBe(12);
    expect(behindLiveSeconds(K + 800, K)).toBe(0);
    expect(behindLiveSeconds(null, K)).toBeNull();
  });
});

describe('matchSyncRules.catchUpSteps (a jump forward shows each goal in order)', () => {
  const card = { sportId: 1, kickoffAt: K };
  const timeline = {
    moments: [
      moment(2, 0, 'firstHalf', 0, 0),
      moment(3, 10, 'firstHalf', 1, 0),
      moment(4, 45, 'halfTime', 1, 0),
      moment(5, 60, 'secondHalf', 1, 0),
      moment(6, 70, 'secondHalf', 1, 1),
      moment(7, 72, 'secondHalf', 1, 0),
      moment(8, 80, 'secondHalf', 2, 0),
    ],
    events: [],
  };
  const at = (minutes: number) => K + minutes * MIN;
  const steps = (from: number, to: number) =>
    catchUpSteps(card, timeline, at(from), at(to)).map((t) => (t - K) / MIN);

  it.each<[string, number, number, number[]]>([
    ['one goal passed: shown as it comes, no stepping', 5, 20, []],
    ['a status change is no step', 20, 65, []],
    ['back to live over the second half: the goal, the disallowed goal, the next goal', 65, 90, [70, 72, 80]],
    ['the whole match', -5, 90, [10, 70, 72, 80]],
    ['backwards: nothing', 90, 5, []],
  ])('%s', (_label, from, to, expected) => {
    expect(steps(from, to)).toEqual(expected);
  });

  it('steps through the newest ones only', () => {
    const many = {
      moments: Array.from({ length: 20 }, (_, i) => moment(i + 2, i, 'firstHalf', i, 0)),
      events: [],
    };
    const got = catchUpSteps(card, many, at(-1), at(30));
    expect(got).toHaveLength(CATCH_UP_MAX_STEPS);
    expect(got.at(-1)).toBe(at(19));
  });
});
