import { useCallback, useEffect, useRef, useState } from 'react';

import { attachHls, type HlsHandle, segmentAt, type SourceState } from './attachHls';

export type { SourceState } from './attachHls';

/** The source of a player: its state for the current attempt, a reload, and segment lookup. */
export function useHlsSource(video: HTMLVideoElement | null, src: string) {
  const [attempt, setAttempt] = useState(0);
  const [reported, setReported] = useState<{ key: string; state: SourceState } | null>(null);
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
    );
  }, [video, src, key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const lookup = useCallback((time: number) => segmentAt(hls.current, time), []);
  const state: SourceState = reported?.key === key ? reported.state : 'loading';
  return { state, reload, segmentAt: lookup };
}
