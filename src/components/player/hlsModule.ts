import type * as HlsJs from 'hls.js';

type HlsModule = typeof HlsJs;
let hlsModule: Promise<HlsModule> | null = null;

/** hls.js (its own chunk, kept out of the first route's), fetched once (again after a failure). */
export function loadHls(): Promise<HlsModule> {
  hlsModule ??= import('hls.js').catch((error: unknown) => {
    hlsModule = null;
    throw error;
  });
  return hlsModule;
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
