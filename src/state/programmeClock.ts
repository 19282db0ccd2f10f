import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * The page's video clock (issue 21): the wall-clock moment (epoch ms) the video on screen shows now,
 * its "programme time", from the stream's EXT-X-PROGRAM-DATE-TIME (or a replay's kickoff). One player
 * per page registers it (Player with `programmeClock`); the synced views (match state, room chat) read
 * it. Their re-renders are scheduled for the next moment that changes what they show, not polled.
 *
 * Status: 'none' no player registered (nothing to follow: views show live); 'pending' a player is
 * loading (synced views hold back what they would show, so nothing flashes ahead of the video);
 * 'dated' the clock reads a time; 'undated' the stream carries no time (views fall back to live and
 * say so).
 */
export type ClockStatus = 'none' | 'pending' | 'dated' | 'undated';

export interface ProgrammeClockSource {
  /** The moment the video shows now (epoch ms), null while unknown. */
  now: () => number | null;
  /** Playback rate (0 while paused or waiting): how fast programme time moves against the wall clock. */
  speed: () => number;
}

let source: ProgrammeClockSource | null = null;
let status: ClockStatus = 'none';
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Registers the page's clock (replacing any); returns the unregister. */
export function setProgrammeClock(clock: ProgrammeClockSource, initial: ClockStatus = 'pending'): () => void {
  source = clock;
  status = initial;
  emit();
  return () => {
    if (source !== clock) return;
    source = null;
    status = 'none';
    emit();
  };
}

/** The player's news: its status moved, or it seeked, played, paused or changed speed. */
export function programmeClockChanged(clock: ProgrammeClockSource, next?: ClockStatus): void {
  if (source !== clock) return;
  if (next) status = next;
  emit();
}

/** The moment the page's video shows now, or null (no player, loading, or a stream without dates). */
export function programmeNow(): number | null {
  return status === 'dated' ? (source?.now() ?? null) : null;
}

export function programmeSpeed(): number {
  return status === 'dated' ? (source?.speed() ?? 0) : 0;
}

export function clockStatus(): ClockStatus {
  return status;
}

/** Calls `listener` on every change of the clock (status, seek, play, pause, speed); returns the unsubscribe. */
export function onProgrammeClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The clock's status, re-rendering when it moves. */
export function useClockStatus(): ClockStatus {
  return useSyncExternalStore(onProgrammeClock, clockStatus, clockStatus);
}

/** A safety re-read while nothing is scheduled (a stalled stream, a clock estimate that moved). */
const RECHECK_MS = 1000;

/**
 * The programme time as a synced view needs it: re-read when the clock changes and exactly when it
 * reaches `nextAfter(t)` (the next moment that changes what the view shows), so the view re-renders
 * only when what it shows changes. `t` is null when there is no dated clock (or `active` is false).
 */
export function useProgrammeTime(nextAfter: (t: number) => number | null, active = true): number | null {
  const next = useRef(nextAfter);
  useLayoutEffect(() => {
    next.current = nextAfter;
  });
  const [shown, setShown] = useState<{ t: number | null; until: number | null }>({ t: null, until: null });

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      const t = programmeNow();
      const until = t === null ? null : next.current(t);
      // Same interval between two changes: nothing shown moves, no render.
      setShown((held) =>
        held.t !== null && t !== null && held.until === until && t >= held.t ? held : { t, until },
      );
      const speed = programmeSpeed();
      const wait =
        t === null || until === null || speed <= 0 ? RECHECK_MS : Math.min(RECHECK_MS, (until - t) / speed);
      timer = setTimeout(read, Math.max(0, wait) + 1);
    };
    read();
    const off = onProgrammeClock(read);
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [active]);

  // The timeline may grow (a live update): its next change may come sooner than the one scheduled.
  const until = shown.t === null ? null : nextAfter(shown.t);
  useEffect(() => {
    if (active && shown.t !== null && until !== shown.until) emit();
  }, [active, until, shown]);
  return active ? shown.t : null;
}
