import type { MatchCard } from './match';
import type { MatchEvent } from './matchEvents';
import type { MatchMoment } from './matchLive';
import { displayScore, type MatchNotice, statusNotice } from './matchScore';

/**
 * Spoiler-safe watching (issue 21): the state of a match at a wall-clock moment, pure, shared by the
 * page and the worker. A match's history is a list of moments (every state the feed or the simulator
 * gave it, each in force from its `at` on: the moment of the stream that shows it) and its events
 * (each at its `at`). A viewer whose video shows wall time T sees `stateAt(card, timeline, T)`: the
 * moment in force at T laid over the card, and the events up to T. No zod here (the page imports it).
 *
 * Rules:
 * - moments take effect in the order of `at`; two moments at the same `at` (a correction the feed
 *   sent for the same moment) resolve to the higher version;
 * - a later moment that takes a goal back (a disallowed goal, a corrected score) is simply the state
 *   from its `at` on: the viewer sees the goal, then the correction, as the video shows them;
 * - before the first moment: "not started" when T is before kickoff, else the earliest moment known
 *   (a history that starts mid-match: the site was installed while it was played).
 */

/** The most moments a match's details carry (a basketball match has a few hundred score changes). */
export const MOMENTS_MAX = 2000;

/** The live fields a moment sets on a card. */
export type MatchLiveFields = Pick<
  MatchCard,
  'feedStatus' | 'status' | 'period' | 'periodStartedAt' | 'homeScore' | 'awayScore' | 'vbScores' | 'score'
>;

export interface MatchTimeline {
  /** In effect order (`orderMoments`). */
  moments: readonly MatchMoment[];
  /** In time order (protocol/matchEventsConstants.ts sortEvents). */
  events: readonly MatchEvent[];
}

/** The moment a live update (or any object with its fields) is: its `at` is already the moment of the stream. */
export function momentOf(u: MatchMoment): MatchMoment {
  return {
    version: u.version,
    at: u.at,
    feedStatus: u.feedStatus,
    status: u.status,
    period: u.period,
    periodStartedAt: u.periodStartedAt,
    homeScore: u.homeScore,
    awayScore: u.awayScore,
    vbScores: u.vbScores,
    score: u.score,
  };
}

/** Effect order: by `at`, then version (the later version of one moment wins). */
export function orderMoments(a: MatchMoment, b: MatchMoment): number {
  return a.at - b.at || a.version - b.version;
}

/** `moments` with `moment` added (a moment of the same version is replaced), in effect order. */
export function addMoment(moments: readonly MatchMoment[], moment: MatchMoment): MatchMoment[] {
  return [...moments.filter((m) => m.version !== moment.version), moment].sort(orderMoments);
}

/** Index of the last moment in force at `t` (binary search over the ordered list), -1 before the first. */
function indexAt(moments: readonly MatchMoment[], t: number): number {
  let lo = 0;
  let hi = moments.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (moments[mid]!.at <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The moment in force at `t`, or null before the first one. */
export function momentAt(moments: readonly MatchMoment[], t: number): MatchMoment | null {
  const i = indexAt(moments, t);
  return i < 0 ? null : moments[i]!;
}

/** The live fields of a match that has not started. */
export function notStartedFields(sportId: number): MatchLiveFields {
  return {
    feedStatus: 'scheduled',
    status: 'notStarted',
    period: 0,
    periodStartedAt: null,
    homeScore: [],
    awayScore: [],
    vbScores: null,
    score: displayScore(sportId, [], []),
  };
}

const liveFields = (m: MatchMoment): MatchLiveFields => ({
  feedStatus: m.feedStatus,
  status: m.status,
  period: m.period,
  periodStartedAt: m.periodStartedAt,
  homeScore: m.homeScore,
  awayScore: m.awayScore,
  vbScores: m.vbScores,
  score: m.score,
});

/** The live fields in force at `t` (see the rules above). */
export function fieldsAt(
  card: Pick<MatchCard, 'sportId' | 'kickoffAt'>,
  moments: readonly MatchMoment[],
  t: number,
): MatchLiveFields {
  const m = momentAt(moments, t);
  if (m) return liveFields(m);
  if (t < card.kickoffAt || moments.length === 0) return notStartedFields(card.sportId);
  return liveFields(moments[0]!);
}

/** The events that happened by `t`. */
export function eventsAt<T extends Pick<MatchEvent, 'at'>>(events: readonly T[], t: number): T[] {
  return events.filter((e) => e.at <= t);
}

/** The card and its events as a viewer whose video shows wall time `t` must see them. */
export function stateAt<C extends MatchCard>(
  card: C,
  timeline: MatchTimeline,
  t: number,
): C & { events: MatchEvent[] } {
  return { ...card, ...fieldsAt(card, timeline.moments, t), events: eventsAt(timeline.events, t) };
}

/** The first moment after `t` at which what a synced view shows changes (a moment or an event), else null. */
export function nextChangeAfter(timeline: MatchTimeline, t: number): number | null {
  let next: number | null = null;
  const consider = (at: number) => {
    if (at > t && (next === null || at < next)) next = at;
  };
  const i = indexAt(timeline.moments, t);
  if (i + 1 < timeline.moments.length) consider(timeline.moments[i + 1]!.at);
  for (const e of timeline.events) consider(e.at);
  return next;
}

export interface CrossedNotice {
  notice: MatchNotice;
  moment: MatchMoment;
}

/**
 * The §3/§4 status notices (started, first half ended, ended) a synced view passes when its video
 * moves forward from `from` (exclusive) to `to` (inclusive): a status change between two moments in
 * force one after the other, the first moment of a match followed from before kickoff counting from
 * "not started". Moving back passes none.
 */
export function noticesCrossed(
  card: Pick<MatchCard, 'sportId' | 'kickoffAt'>,
  moments: readonly MatchMoment[],
  from: number,
  to: number,
): CrossedNotice[] {
  if (to <= from) return [];
  const out: CrossedNotice[] = [];
  const start = indexAt(moments, from);
  let before = start >= 0 ? moments[start]!.feedStatus : fieldsAt(card, moments, from).feedStatus;
  for (let i = start + 1; i < moments.length && moments[i]!.at <= to; i++) {
    const m = moments[i]!;
    const notice = statusNotice(before, m.feedStatus);
    if (notice !== null) out.push({ notice, moment: m });
    before = m.feedStatus;
  }
  return out;
}
