import { SportId } from '../../../../protocol/match';
import { baseballInitial, baseballTimeline } from './baseball';
import { basketballInitial, basketballTimeline } from './basketball';
import { esportsInitial, esportsTimeline } from './esports';
import { footballInitial, footballTimeline } from './football';
import { rng, type Rng } from './random';
import { type SimState, stateAt, stateSince, type Timeline } from './script';
import { tennisInitial, tennisTimeline } from './tennis';
import { volleyballInitial, volleyballTimeline } from './volleyball';

const SPORTS: Record<number, { initial: () => SimState; build: (r: Rng) => Timeline }> = {
  [SportId.Football]: { initial: footballInitial, build: footballTimeline },
  [SportId.Basketball]: { initial: basketballInitial, build: basketballTimeline },
  [SportId.Tennis]: { initial: tennisInitial, build: tennisTimeline },
  [SportId.Baseball]: { initial: baseballInitial, build: baseballTimeline },
  [SportId.Esports]: { initial: esportsInitial, build: esportsTimeline },
  [SportId.Volleyball]: { initial: volleyballInitial, build: volleyballTimeline },
};

const cache = new Map<string, Timeline>();
const CACHE_MAX = 2000;

/** Plays the whole match of `sportId` (football for an unknown sport) from `seed`. */
export function buildTimeline(sportId: number, seed: number): Timeline {
  return (SPORTS[sportId] ?? SPORTS[SportId.Football]!).build(rng(seed));
}

/** The whole simulated match of `sportId` for `seed` (cached): the same seed always gives the same events. */
export function timelineOf(sportId: number, seed: number): Timeline {
  const key = `${sportId}:${seed}`;
  let timeline = cache.get(key);
  if (!timeline) {
    timeline = buildTimeline(sportId, seed);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, timeline);
  }
  return timeline;
}

/** The state of the simulated match `elapsedMs` after its kickoff. */
export function simulatedState(sportId: number, seed: number, elapsedMs: number): SimState {
  const sport = SPORTS[sportId] ?? SPORTS[SportId.Football]!;
  return stateAt(timelineOf(sportId, seed), sport.initial(), elapsedMs);
}

/** When (ms after kickoff) the state in force `elapsedMs` after kickoff began; null before kickoff. */
export function simulatedSince(sportId: number, seed: number, elapsedMs: number): number | null {
  return stateSince(timelineOf(sportId, seed), elapsedMs);
}

/** The longest a simulated match of any sport can last (for replay scheduling). */
export const SIM_MAX_DURATION_MS = 5 * 3600_000;
