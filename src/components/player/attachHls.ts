import { takeEarlyHls } from './earlyHls';
import { HLS_OPTIONS, loadHls, markPlayer } from './hlsModule';
import { autoplay } from './videoControl';

export { markPlayer } from './hlsModule';

/**
 * Plays an HLS source in a <video>: hls.js (its own chunk, kept out of the first route's, fetched
 * as soon as the player's code loads: preloadHls) or the browser's own HLS where there is no
 * MediaSource (iOS Safari). Asks to play at once (autoplay: playback starts with the first data).
 * Reports 'ready' once the playlist is known (hls.js) or on the first frame (native), 'offline'
 * when the playlist is not there (403/404/410), 'error' otherwise. Returns the detach function.
 */
export type SourceState = 'loading' | 'ready' | 'offline' | 'error';

export interface HlsHandle {
  levels: {
    details?: {
      fragments: { sn: number | string; start: number; duration: number; programDateTime?: number | null }[];
    };
  }[];
  currentLevel: number;
}

/**
 * The wall-clock moment (epoch ms) at media time 0, from the playlist's EXT-X-PROGRAM-DATE-TIME
 * (hls.js), else the browser's own (native HLS: getStartDate), else null. Match events, which
 * carry wall-clock times, are placed on the progress bar with it.
 */
export function dateOrigin(hls: HlsHandle | null, video: HTMLVideoElement): number | null {
  const level = hls?.levels[Math.max(0, hls.currentLevel)] ?? hls?.levels[0];
  const dated = level?.details?.fragments.find((f) => typeof f.programDateTime === 'number');
  if (dated) return dated.programDateTime! - dated.start * 1000;
  const start = (video as HTMLVideoElement & { getStartDate?: () => Date }).getStartDate?.().getTime();
  return start !== undefined && Number.isFinite(start) ? start : null;
}

const OFFLINE_STATUS = [403, 404, 410];

export function attachHls(
  video: HTMLVideoElement,
  src: string,
  report: (state: SourceState) => void,
  onHls: (hls: HlsHandle | null) => void,
  /** Each (re)load of the playlist: the date origin may have moved (see dateOrigin). */
  onPlaylist: () => void = () => undefined,
): () => void {
  let live = true;
  markPlayer('attach');
  const ready = () => live && report('ready');
  video.addEventListener('loadeddata', ready);
  if (video.canPlayType('application/vnd.apple.mpegurl') && !('MediaSource' in window)) {
    const failed = () => live && report('error');
    video.addEventListener('error', failed);
    video.addEventListener('loadedmetadata', onPlaylist);
    video.src = src;
    autoplay(video);
    return () => {
      live = false;
      video.removeEventListener('loadeddata', ready);
      video.removeEventListener('error', failed);
      video.removeEventListener('loadedmetadata', onPlaylist);
      video.removeAttribute('src');
      video.load();
    };
  }
  let destroy = () => undefined as void;
  void loadHls(src).then(
    ({ default: Hls }) => {
      if (!live) return;
      markPlayer('hls-ready');
      // The instance the entry script started on this URL (earlyHls.ts), already loading, else a new one.
      const early = takeEarlyHls(src, video);
      const hls = early ?? new Hls(HLS_OPTIONS);
      destroy = () => hls.destroy();
      onHls(hls);
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal || !live) return;
        const status = data.response?.code ?? 0;
        if (data.details === Hls.ErrorDetails.MANIFEST_LOAD_ERROR && OFFLINE_STATUS.includes(status)) {
          report('offline');
        } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
          hls.recoverMediaError();
        } else {
          report('error');
        }
      });
      // Ready (the controls show) as soon as the playlist is known.
      hls.on(Hls.Events.MANIFEST_PARSED, ready);
      hls.once(Hls.Events.MANIFEST_PARSED, () => markPlayer('manifest'));
      hls.once(Hls.Events.FRAG_PARSED, () => markPlayer('frag-parsed'));
      hls.once(Hls.Events.FRAG_BUFFERED, () => markPlayer('frag-buffered'));
      hls.on(Hls.Events.LEVEL_UPDATED, () => live && onPlaylist());
      if (!early) hls.loadSource(src);
      else if (hls.levels.length > 0) {
        // The playlist was parsed before the player asked: what its events would have said.
        markPlayer('manifest');
        ready();
        onPlaylist();
      }
      // The early instance plays in this element already (earlyHls.ts): attaching again would restart it.
      if (hls.media !== video) hls.attachMedia(video);
      // After attachMedia (which sets the source): play() before it would be undone by the load.
      autoplay(video);
    },
    () => live && report('error'),
  );
  return () => {
    live = false;
    video.removeEventListener('loadeddata', ready);
    destroy();
    onHls(null);
  };
}

/** The segment number (media sequence) that plays at `time`, when hls.js knows it. */
export function segmentAt(hls: HlsHandle | null, time: number): number | null {
  const level = hls?.levels[Math.max(0, hls.currentLevel)];
  const frag = level?.details?.fragments.find((f) => time >= f.start && time < f.start + f.duration);
  return frag && typeof frag.sn === 'number' ? frag.sn : null;
}
