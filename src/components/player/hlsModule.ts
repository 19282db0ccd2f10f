import type * as HlsJs from 'hls.js';

type HlsModule = typeof HlsJs;
const modules = new Map<'full' | 'light', Promise<HlsModule>>();

/**
 * Whether `src` is a stream this site makes (the demo channels and the ingest, served under /live/
 * by server/modules/video): one rendition, no subtitle or audio renditions, no DRM, so hls.js's
 * light build plays it (374 KB instead of 597 KB of script to fetch and compile before the first
 * frame). A match's own stream URL from elsewhere may carry any of those: the full build plays it.
 */
export function isOwnStream(src: string): boolean {
  try {
    const url = new URL(src, location.href);
    return url.origin === location.origin && url.pathname.startsWith('/live/');
  } catch {
    return false;
  }
}

/** hls.js for `src` (its own chunk, kept out of the first route's), fetched once (again after a failure). */
export function loadHls(src: string): Promise<HlsModule> {
  const build = isOwnStream(src) ? 'light' : 'full';
  let loading = modules.get(build);
  if (!loading) {
    loading = (build === 'light' ? import('hls.js/light') : import('hls.js')).catch((error: unknown) => {
      modules.delete(build);
      throw error;
    });
    modules.set(build, loading);
  }
  return loading;
}

/**
 * Starts fetching hls.js before a player mounts (the build for `src`; by default the light one, for
 * this site's own streams): the player's module calls it as it loads, the live pages and the entry
 * script (a visitor landing on a live page) earlier.
 */
export function preloadHls(src = '/live/'): void {
  if (!usesHlsJs()) return;
  // A failure is attachHls's to report (it asks again).
  loadHls(src).catch(() => undefined);
}

/** Whether this browser plays HLS through hls.js (MediaSource), not natively (iOS Safari). */
export function usesHlsJs(): boolean {
  return typeof window !== 'undefined' && 'MediaSource' in window;
}

/** The settings of every hls.js instance of the player (attachHls.ts, earlyHls.ts). */
export const HLS_OPTIONS = {
  // Start two segments behind the live edge, with the first segment asked for at once (even
  // before a <video> is attached: earlyHls.ts).
  liveSyncDurationCount: 2,
  maxBufferLength: 12,
  startFragPrefetch: true,
  manifestLoadingMaxRetry: 1,
  // Transmux on the page's thread, as the module build does by default (it has no inline
  // worker): a worker (workerPath: dist/hls.worker.js) starts on the first segment and cost
  // ~400 ms more to the first frame on a busy 2-core machine (test/bench/firstFrame.ts).
  enableWorker: false,
} as const;

/** A performance mark `player:<step>` on the way to the first frame (read by test/bench/firstFrame.ts). */
export function markPlayer(step: string): void {
  performance.mark(`player:${step}`);
}
