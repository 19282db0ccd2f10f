import type { Clock, TimerHandle } from '../deps';

interface Timer {
  at: number;
  id: number;
  fn: () => void;
}

/** A clock that only moves when a test says so: timings asserted without waiting on the wall clock. */
export class FakeClock implements Clock {
  private t = 1_700_000_000_000;
  private nextId = 1;
  private readonly timers = new Map<number, Timer>();

  now(): number {
    return this.t;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    this.timers.set(id, { at: this.t + Math.max(0, ms), id, fn });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    if (typeof handle === 'number') this.timers.delete(handle);
  }

  /** Runs every timer due within `ms`, in time order, then sets the clock to now + ms. */
  advance(ms: number): void {
    const target = this.t + ms;
    for (;;) {
      const due = [...this.timers.values()]
        .filter((timer) => timer.at <= target)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (due === undefined) break;
      this.timers.delete(due.id);
      this.t = due.at;
      due.fn();
    }
    this.t = target;
  }

  /** Delays of the timers still waiting, from now. */
  pendingDelays(): number[] {
    return [...this.timers.values()].map((timer) => timer.at - this.t).sort((a, b) => a - b);
  }
}
