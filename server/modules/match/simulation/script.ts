import type { FeedStatus, VbScores } from '../../../../protocol/match';

/** A match's state as the feed would report it; `periodStartedAt` is in ms after kickoff. */
export interface SimState {
  feedStatus: FeedStatus;
  period: number;
  periodStartedAt: number | null;
  homeScore: number[];
  awayScore: number[];
  vbScores: VbScores | null;
}

/** One moment of a simulated match: `at` ms after kickoff, the state from then on. */
export interface SimEvent {
  at: number;
  kind: 'start' | 'score' | 'period' | 'break' | 'end';
  state: SimState;
}

export interface Timeline {
  events: SimEvent[];
  /** From kickoff to the final whistle. */
  durationMs: number;
}

export const MINUTE = 60_000;
export const SECOND = 1000;

export function initialState(periods: number, vb = false): SimState {
  return {
    feedStatus: 'scheduled',
    period: 0,
    periodStartedAt: null,
    homeScore: new Array<number>(periods).fill(0),
    awayScore: new Array<number>(periods).fill(0),
    vbScores: vb ? { pt: [0, 0] } : null,
  };
}

function clone(s: SimState): SimState {
  return {
    ...s,
    homeScore: [...s.homeScore],
    awayScore: [...s.awayScore],
    vbScores: s.vbScores ? { pt: [s.vbScores.pt[0], s.vbScores.pt[1]] } : null,
  };
}

/** Writes a timeline: each call records the state after `change` at time `at` (never going back). */
export class Script {
  readonly events: SimEvent[] = [];
  private state: SimState;
  private last = 0;

  constructor(initial: SimState) {
    this.state = clone(initial);
  }

  get now(): SimState {
    return this.state;
  }

  at(at: number, kind: SimEvent['kind'], change: (s: SimState) => void): void {
    const t = Math.max(this.last, Math.round(at));
    const next = clone(this.state);
    change(next);
    this.state = next;
    this.last = t;
    this.events.push({ at: t, kind, state: clone(next) });
  }

  /** A period starts: status, number and start time. */
  period(at: number, feedStatus: FeedStatus, period: number): void {
    this.at(at, period === 1 ? 'start' : 'period', (s) => {
      s.feedStatus = feedStatus;
      s.period = period;
      s.periodStartedAt = Math.round(at);
    });
  }

  pause(at: number, feedStatus: FeedStatus): void {
    this.at(at, 'break', (s) => {
      s.feedStatus = feedStatus;
      s.periodStartedAt = null;
    });
  }

  end(at: number, feedStatus: FeedStatus = 'finished'): Timeline {
    this.at(at, 'end', (s) => {
      s.feedStatus = feedStatus;
      s.periodStartedAt = null;
    });
    return { events: this.events, durationMs: this.last };
  }
}

/** The state `elapsedMs` after kickoff (before kickoff: the scheduled state, scores at zero). */
export function stateAt(timeline: Timeline, initial: SimState, elapsedMs: number): SimState {
  const found = indexAt(timeline, elapsedMs);
  return clone(found < 0 ? initial : timeline.events[found]!.state);
}

/** When (ms after kickoff) the state in force `elapsedMs` after kickoff began; null before kickoff. */
export function stateSince(timeline: Timeline, elapsedMs: number): number | null {
  const found = indexAt(timeline, elapsedMs);
  return found < 0 ? null : timeline.events[found]!.at;
}

function indexAt(timeline: Timeline, elapsedMs: number): number {
  const { events } = timeline;
  let lo = 0;
  let hi = events.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (events[mid]!.at <= elapsedMs) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
