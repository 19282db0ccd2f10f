/**
 * Plays an HLS source in a <video>: hls.js (loaded on first use, kept out of the first route's
 * chunk) or the browser's own HLS where there is no MediaSource (iOS Safari). Reports 'ready' once
 * the playlist is known (hls.js) or on the first frame (native), 'offline' when the playlist is not there (403/404/410), 'error' otherwise.
 * Returns the detach function.
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

/** Starts loading hls.js before a player mounts (a page that will show one calls it early). */
export function preloadHls(): void {
  if ('MediaSource' in window) void import('hls.js');
}

export function attachHls(
  video: HTMLVideoElement,
  src: string,
  report: (state: SourceState) => void,
  onHls: (hls: HlsHandle | null) => void,
  /** Each (re)load of the playlist: the date origin may have moved (see dateOrigin). */
  onPlaylist: () => void = () => undefined,
): () => void {
  let live = true;
  const ready = () => live && report('ready');
  video.addEventListener('loadeddata', ready);
  if (video.canPlayType('application/vnd.apple.mpegurl') && !('MediaSource' in window)) {
    const failed = () => live && report('error');
    video.addEventListener('error', failed);
    video.addEventListener('loadedmetadata', onPlaylist);
    video.src = src;
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
  void import('hls.js').then(({ default: Hls }) => {
    if (!live) return;
    const hls = new Hls({
      liveSyncDurationCount: 2,
      maxBufferLength: 12,
      startFragPrefetch: true,
      manifestLoadingMaxRetry: 1,
    });
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
    // Ready (and told to play) as soon as the playlist is known: playback starts with the first data.
    hls.on(Hls.Events.MANIFEST_PARSED, ready);
    hls.on(Hls.Events.LEVEL_UPDATED, () => live && onPlaylist());
    hls.loadSource(src);
    hls.attachMedia(video);
  });
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
