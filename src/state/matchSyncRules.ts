import type { MatchCard } from '../../protocol/match';
import type { MatchEvent } from '../../protocol/matchEvents';
import type { MatchMoment, MatchUpdate } from '../../protocol/matchLive';
import { displayScore } from '../../protocol/matchScore';
import {
  fieldsAt,
  momentOf,
  type MatchTimeline,
  MOMENTS_MAX,
  notStartedFields,
  orderMoments,
  stateAt,
} from '../../protocol/matchTimeline';
import type { ClockStatus } from './programmeClock';

/**
 * The pure rules of the synced match views (issue 21): which mode a view is in, its timeline (the
 * details' history, the live updates heard since and the events), and what it shows in each mode.
 * The hook is src/state/matchSync.ts; the module state (moments heard, the switch, the mounted views)
 * src/state/matchSyncStore.ts.
 *
 * Modes: 'synced' the state at the moment of the video; 'pending' the player is loading: no score at
 * all, so nothing flashes ahead of the video; 'live' the newest state (the viewer chose it, or there is
 * no video on the page, or no history to replay); 'undated' the stream carries no time: the newest
 * state, and the view says so.
 */
export type SyncMode = 'synced' | 'pending' | 'live' | 'undated';

export interface SyncInputs {
  /** The viewer's switch "Score follows my video". */
  follow: boolean;
  clock: ClockStatus;
  /** The page shows a video of this match (the view waits for its clock). */
  hasPlayer: boolean;
  /** The timeline has moments, or the match has not started (nothing to replay yet). */
  hasHistory: boolean;
}

export function syncMode({ follow, clock, hasPlayer, hasHistory }: SyncInputs): SyncMode {
  if (!follow || !hasPlayer) return 'live';
  if (clock === 'undated') return 'undated';
  if (!hasHistory) return 'live';
  // 'none': the player is about to register its clock (it does so once mounted).
  return clock === 'dated' ? 'synced' : 'pending';
}

/** The moments heard live for one fixture (a replayed demo match is a new fixture: a new kickoff). */
export interface HeardMoments {
  kickoffAt: number;
  moments: readonly MatchMoment[];
}

/** `held` with the moment of `update` added (a new fixture starts a new list). */
export function withHeard(held: HeardMoments | undefined, update: MatchUpdate): HeardMoments {
  const base = held && held.kickoffAt === update.kickoffAt ? held.moments : [];
  return { kickoffAt: update.kickoffAt, moments: mergeMoments(base, [momentOf(update)]) };
}

/** Both lists as one, by version (one version is one moment), in effect order, the newest MOMENTS_MAX. */
export function mergeMoments(a: readonly MatchMoment[], b: readonly MatchMoment[]): MatchMoment[] {
  const byVersion = new Map<number, MatchMoment>();
  for (const m of [...a, ...b]) byVersion.set(m.version, m);
  const all = [...byVersion.values()].sort(orderMoments);
  return all.length > MOMENTS_MAX ? all.slice(all.length - MOMENTS_MAX) : all;
}

/** The timeline of a match: its details' moments, the moments heard for its fixture, its events. */
export function timelineOf(
  match: { kickoffAt: number; moments: readonly MatchMoment[]; events: readonly MatchEvent[] },
  heard: HeardMoments | undefined,
): MatchTimeline {
  const live = heard && heard.kickoffAt === match.kickoffAt ? heard.moments : [];
  return {
    moments: live.length === 0 ? match.moments : mergeMoments(match.moments, live),
    events: match.events,
  };
}

/** Whether a view of `match` has something to replay. */
export function hasHistory(match: Pick<MatchCard, 'status'>, timeline: MatchTimeline): boolean {
  return timeline.moments.length > 0 || match.status === 'notStarted' || match.status === 'tbd';
}

/**
 * What a view shows: synced, the state at `t`; pending (or synced before the first read of the
 * clock), a match with no score and no events yet; live and undated, the newest state.
 */
export function syncedCard<C extends MatchCard & { events: MatchEvent[] }>(
  card: C,
  timeline: MatchTimeline,
  mode: SyncMode,
  t: number | null,
): C {
  if (mode === 'synced' && t !== null) return stateAt(card, timeline, t);
  if (mode === 'synced' || mode === 'pending')
    return { ...card, ...notStartedFields(card.sportId), events: [] };
  return card;
}

/** Which sides' shown score went up from `before` to `after` (a goal, a point; not a correction down). */
export function sidesUp(
  before: Pick<MatchCard, 'sportId' | 'homeScore' | 'awayScore' | 'vbScores'> | null,
  after: Pick<MatchCard, 'sportId' | 'homeScore' | 'awayScore' | 'vbScores'>,
): [boolean, boolean] {
  if (!before) return [false, false];
  const was = displayScore(before.sportId, before.homeScore, before.awayScore, before.vbScores);
  const now = displayScore(after.sportId, after.homeScore, after.awayScore, after.vbScores);
  const up = (i: 0 | 1) =>
    now[i].value > was[i].value ||
    (now[i].value === was[i].value && (now[i].bracket ?? 0) > (was[i].bracket ?? 0));
  return [up(0), up(1)];
}

/** Whole seconds the video is behind the wall clock (a display only), null when unknown. */
export function behindLiveSeconds(programme: number | null, now: number): number | null {
  return programme === null ? null : Math.max(0, Math.round((now - programme) / 1000));
}

/** The pause between two scores shown one after the other while a view catches up (a jump forward). */
export const CATCH_UP_STEP_MS = 900;
/** At most this many steps: the scores before them show at once. */
export const CATCH_UP_MAX_STEPS = 6;

const scoreKey = (s: Pick<MatchCard, 'score'>) =>
  s.score.map((x) => `${x.value}(${x.bracket ?? ''})`).join('-');

/**
 * The moments a synced view steps through when its video jumps forward from `from` to `to` (catching
 * up to live, a seek forward): those where the shown score changes, in order, so each goal comes with
 * its animation; the newest CATCH_UP_MAX_STEPS of them. None when the jump passes one at most (it
 * shows as it comes) or goes back.
 */
export function catchUpSteps(
  card: Pick<MatchCard, 'sportId' | 'kickoffAt'>,
  timeline: MatchTimeline,
  from: number,
  to: number,
): number[] {
  if (to <= from) return [];
  let held = scoreKey(fieldsAt(card, timeline.moments, from));
  const steps: number[] = [];
  for (const m of timeline.moments) {
    if (m.at <= from || m.at > to) continue;
    const key = scoreKey(fieldsAt(card, timeline.moments, m.at));
    if (key !== held && steps.at(-1) !== m.at) steps.push(m.at);
    held = key;
  }
  return steps.length <= 1 ? [] : steps.slice(-CATCH_UP_MAX_STEPS);
}
