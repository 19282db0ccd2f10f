import { useCallback, useEffect, useRef, useState } from 'react';

import type { TrackChoice } from './PlayerBar';
import { showTrack } from './videoControl';

/**
 * The subtitle and caption tracks of a <video> and the one shown. The choice is kept by label, so
 * a side-loaded track that is replaced (a live commentary track reloaded with new events) keeps
 * showing under the same name.
 */
export function useTextTracks(video: HTMLVideoElement | null) {
  const [tracks, setTracks] = useState<TrackChoice[]>([]);
  const [active, setActive] = useState(-1);
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    if (!video) return;
    const list = () => {
      const all = [...video.textTracks]
        .map((track, index) => ({ index, label: track.label || track.language, kind: track.kind }))
        .filter((track) => track.kind === 'subtitles' || track.kind === 'captions');
      setTracks(all);
      const again = all.find((track) => track.label === chosen.current);
      if (chosen.current !== null && again) {
        showTrack(video, again.index);
        setActive(again.index);
      } else if (chosen.current !== null) setActive(-1);
    };
    list();
    video.textTracks.addEventListener('addtrack', list);
    video.textTracks.addEventListener('removetrack', list);
    return () => {
      video.textTracks.removeEventListener('addtrack', list);
      video.textTracks.removeEventListener('removetrack', list);
    };
  }, [video]);

  const choose = useCallback(
    (index: number) => {
      if (video) showTrack(video, index);
      chosen.current = index < 0 ? null : (video?.textTracks[index]?.label ?? null);
      setActive(index);
    },
    [video],
  );
  return { tracks, active, choose };
}
