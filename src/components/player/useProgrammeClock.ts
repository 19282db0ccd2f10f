import { useEffect, useLayoutEffect, useRef } from 'react';

import {
  type ClockStatus,
  type ProgrammeClockSource,
  programmeClockChanged,
  setProgrammeClock,
} from '../../state/programmeClock';
import type { SourceState } from './useHlsSource';

/** The <video> events after which programme time jumps, changes speed, or first becomes true. */
const EVENTS = [
  'seeking',
  'seeked',
  'play',
  'playing',
  'pause',
  'waiting',
  'ratechange',
  'loadedmetadata',
  'loadeddata',
  'timeupdate',
  'ended',
];

/**
 * Whether the video's position is one it shows: data at the position, no seek under way, and for a
 * live stream past media time 0 (hls.js attaches at 0, the start of the live window, and only then
 * moves to its start position near the live edge: a reading before that is a minute behind).
 */
function settled(video: HTMLVideoElement, live: boolean): boolean {
  return video.readyState >= 2 && !video.seeking && (!live || video.currentTime > 0);
}

/**
 * Registers `video` as the page's programme clock while mounted (null: not the page's clock): the
 * moment it shows is `origin + currentTime`, `origin` being a replay's kickoff or the stream's dates.
 * The clock is 'pending' until the position settles (so no view shows a moment the viewer never saw),
 * then 'dated', or 'undated' when the stream has no dates or cannot play.
 */
export function useProgrammeClock(
  video: HTMLVideoElement | null,
  state: SourceState,
  origin: number | (() => number | null),
): void {
  const inputs = useRef({ state, origin });
  useLayoutEffect(() => {
    inputs.current = { state, origin };
  });
  const clockRef = useRef<{ clock: ProgrammeClockSource; update: () => void } | null>(null);

  useEffect(() => {
    if (!video) return;
    const originOf = () => {
      const o = inputs.current.origin;
      return typeof o === 'number' ? o : o();
    };
    const clock: ProgrammeClockSource = {
      now: () => {
        const o = originOf();
        return o === null ? null : o + video.currentTime * 1000;
      },
      speed: () => (video.paused || video.ended || video.readyState < 3 ? 0 : video.playbackRate),
    };
    const live = typeof inputs.current.origin !== 'number';
    // Once the position has settled, a seek does not make the clock pending again: currentTime is the
    // seek's target at once, and a view that lost its reading would not know what the video passed.
    let hasSettled = false;
    const statusNow = (): ClockStatus => {
      const { state: s } = inputs.current;
      if (s === 'offline' || s === 'error') return 'undated';
      if (s === 'loading') {
        // A new attempt (Try again) attaches at 0 again.
        hasSettled = false;
        return 'pending';
      }
      if (!hasSettled && !settled(video, live)) return 'pending';
      hasSettled = true;
      return originOf() === null ? 'undated' : 'dated';
    };
    let held: ClockStatus = 'pending';
    const off = setProgrammeClock(clock, held);
    const update = () => {
      const next = statusNow();
      // A timeupdate that changes nothing is no news: the views' timers already follow the clock.
      if (next === held) return;
      held = next;
      programmeClockChanged(clock, next);
    };
    const changed = (event: Event) => {
      if (event.type === 'timeupdate') update();
      else {
        held = statusNow();
        programmeClockChanged(clock, held);
      }
    };
    clockRef.current = { clock, update };
    for (const name of EVENTS) video.addEventListener(name, changed);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, changed);
      clockRef.current = null;
      off();
    };
  }, [video]);

  // The source's state (ready, offline, error) and the stream's dates arrive through renders.
  const dated = typeof origin === 'number' || origin() !== null;
  useEffect(() => {
    clockRef.current?.update();
  }, [state, dated]);
}
