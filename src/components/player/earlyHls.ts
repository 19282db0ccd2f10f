import type Hls from 'hls.js';

import { HLS_OPTIONS, loadHls, markPlayer, usesHlsJs } from './hlsModule';

/**
 * A live page's stream started before its player exists: when a visitor lands on a live match or a
 * room, the entry script (src/app/earlyStream.ts) gives the stream's URL here as details arrive, and
 * hls.js loads the playlist and the first segment (startFragPrefetch) while the page's code, its
 * messages and React's first render still run. The player's attachHls takes the instance over when
 * it asks for the same URL: its <video> gets data that is already here instead of starting the
 * playlist → segment chain after the render (issue 18: first frame). One instance at most; one not
 * taken within UNCLAIMED_MS (the page showed no player, or another stream) is destroyed.
 */
export const UNCLAIMED_MS = 15_000;

interface Early {
  src: string;
  hls: Hls;
  failed: boolean;
}

let early: Early | null = null;
/** Set once a player asked: a start after that would never be taken. */
let claimed = false;

/** Starts loading `src` without a <video> (no-op without MediaSource, or once a player has asked). */
export async function startEarlyHls(src: string): Promise<void> {
  if (!usesHlsJs() || early || claimed) return;
  const { default: HlsClass } = await loadHls(src);
  if (early || claimed || !HlsClass.isSupported()) return;
  markPlayer('early');
  const entry: Early = { src, hls: new HlsClass(HLS_OPTIONS), failed: false };
  entry.hls.on(HlsClass.Events.ERROR, (_event, data) => {
    if (data.fatal) entry.failed = true;
  });
  entry.hls.loadSource(src);
  early = entry;
  setTimeout(() => {
    if (early !== entry) return;
    early = null;
    entry.hls.destroy();
  }, UNCLAIMED_MS);
}

/**
 * The early instance for `src`, handed over once (null when there is none, it failed, or it loads
 * another URL: then it is destroyed and the player starts its own).
 */
export function takeEarlyHls(src: string): Hls | null {
  claimed = true;
  const entry = early;
  early = null;
  if (!entry) return null;
  if (entry.src === src && !entry.failed) return entry.hls;
  entry.hls.destroy();
  return null;
}
