import { useCallback, useEffect, useRef, useState } from 'react';

import { attachHls, dateOrigin, type HlsHandle, segmentAt, type SourceState } from './attachHls';

export type { SourceState } from './attachHls';

/** Origins closer than this to the one held are the same (hls.js estimates move by a few ms). */
const ORIGIN_STEP_MS = 1000;

/**
 * The source of a player: its state for the current attempt, a reload, segment lookup, and the
 * wall-clock moment at media time 0 (null until the playlist says, or when it has no dates).
 */
export function useHlsSource(video: HTMLVideoElement | null, src: string) {
  const [attempt, setAttempt] = useState(0);
  const [reported, setReported] = useState<{ key: string; state: SourceState } | null>(null);
  const [origin, setOrigin] = useState<number | null>(null);
  const hls = useRef<HlsHandle | null>(null);
  const key = `${attempt}|${src}`;

  useEffect(() => {
    if (!video || !src) return;
    return attachHls(
      video,
      src,
      (state) => setReported({ key, state }),
      (handle) => {
        hls.current = handle;
      },
      () => {
        const next = dateOrigin(hls.current, video);
        setOrigin((held) =>
          next === null || (held !== null && Math.abs(held - next) < ORIGIN_STEP_MS) ? held : next,
        );
      },
    );
  }, [video, src, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const lookup = useCallback((time: number) => segmentAt(hls.current, time), []);
  // The newest estimate, unrounded: the programme clock reads it (src/state/programmeClock.ts).
  const originNow = useCallback(() => (video ? dateOrigin(hls.current, video) : null), [video]);
  const state: SourceState = reported?.key === key ? reported.state : 'loading';
  return { state, reload, segmentAt: lookup, origin, originNow };
}
