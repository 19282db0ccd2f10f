import { useEffect, useLayoutEffect, useRef } from 'react';

import {
  type ClockStatus,
  type ProgrammeClockSource,
  programmeClockChanged,
  setProgrammeClock,
} from '../../state/programmeClock';
import type { SourceState } from './useHlsSource';

/** The <video> events after which programme time jumps or changes speed. */
const EVENTS = ['seeked', 'play', 'playing', 'pause', 'waiting', 'ratechange', 'loadedmetadata', 'ended'];

/**
 * Registers `video` as the page's programme clock while mounted (null: not the page's clock): the
 * moment it shows is `origin + currentTime`, `origin` being a replay's kickoff or the stream's dates.
 */
export function useProgrammeClock(
  video: HTMLVideoElement | null,
  state: SourceState,
  origin: number | (() => number | null),
): void {
  const originRef = useRef(origin);
  useLayoutEffect(() => {
    originRef.current = origin;
  });
  const clockRef = useRef<ProgrammeClockSource | null>(null);

  useEffect(() => {
    if (!video) return;
    const originOf = () => (typeof originRef.current === 'number' ? originRef.current : originRef.current());
    const clock: ProgrammeClockSource = {
      now: () => {
        const o = originOf();
        return o === null ? null : o + video.currentTime * 1000;
      },
      speed: () => (video.paused || video.ended || video.readyState < 3 ? 0 : video.playbackRate),
    };
    clockRef.current = clock;
    const off = setProgrammeClock(clock);
    const changed = () => programmeClockChanged(clock);
    for (const name of EVENTS) video.addEventListener(name, changed);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, changed);
      clockRef.current = null;
      off();
    };
  }, [video]);

  const dated = typeof origin === 'number' || origin() !== null;
  useEffect(() => {
    const clock = clockRef.current;
    if (!clock) return;
    const status: ClockStatus =
      state === 'loading' ? 'pending' : state === 'ready' && dated ? 'dated' : 'undated';
    programmeClockChanged(clock, status);
  }, [state, dated]);
}
