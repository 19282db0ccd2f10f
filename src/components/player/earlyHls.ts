import type Hls from 'hls.js';

import { HLS_OPTIONS, loadHls, markPlayer, usesHlsJs } from './hlsModule';
import { createPlayerVideo } from './playerVideo';
import { autoplay } from './videoControl';

/**
 * A live page's stream started before its player exists: when a visitor lands on a live match or a
 * room, the entry script (src/app/earlyStream.ts) gives the stream's URL here as details arrive, and
 * hls.js plays it at once in the player's own kind of <video> (playerVideo.ts), shown in a box of
 * its own (`.early-player`, after #root) while the app has not rendered: the first frame does not
 * wait for the page's code, its messages and React's first render, which hold the page's one
 * thread (issue 18: first frame). The player (Player.tsx) takes the element (peekEarlyVideo) and
 * the instance (takeEarlyHls) when it asks for the same URL: the video moves into it, still
 * playing. One stream at most; one not taken within UNCLAIMED_MS (the page showed no player, or
 * another stream) is destroyed, its element with it.
 */
export const UNCLAIMED_MS = 15_000;

interface Early {
  src: string;
  hls: Hls;
  video: HTMLVideoElement;
  box: HTMLElement;
  failed: boolean;
}

let early: Early | null = null;
/** Set once a player asked: a start after that would never be taken. */
let claimed = false;

function drop(entry: Early): void {
  entry.hls.destroy();
  entry.box.remove();
  if (entry.box.contains(entry.video)) entry.video.remove();
}

/** Resolves on the element's first frame on screen, or when it fails. */
function firstFrame(video: HTMLVideoElement, failed: Promise<void>): Promise<void> {
  const shown = new Promise<void>((resolve) => {
    const check = () => {
      if (video.currentTime > 0 && video.readyState >= 2) resolve();
      else video.requestVideoFrameCallback(check);
    };
    const frames = video as { requestVideoFrameCallback?: unknown };
    if (typeof frames.requestVideoFrameCallback === 'function') video.requestVideoFrameCallback(check);
    else video.addEventListener('playing', () => resolve(), { once: true });
  });
  return Promise.race([shown, failed]);
}

/**
 * Starts playing `src` in a <video> of its own (no-op without MediaSource, or once a player has
 * asked). Resolves when its first frame is on screen, or when it could not start or failed: what
 * the entry waits for before the app renders (src/app/renderGate.ts). `onSegment`: its first
 * segment is here (the page's own loads may start without holding the browser's connections).
 */
export async function startEarlyHls(
  src: string,
  onSegment: () => void = () => undefined,
  /** Whose page: a room's player sits under the anchor's card (its box is placed lower). */
  page: 'match' | 'room' = 'match',
): Promise<void> {
  if (!usesHlsJs() || early || claimed) return;
  const { default: HlsClass } = await loadHls(src);
  if (early || claimed || !HlsClass.isSupported()) return;
  markPlayer('early');
  const video = createPlayerVideo();
  const box = document.createElement('div');
  box.className = `early-player early-player-${page} main-column`;
  const frame = document.createElement('div');
  frame.className = 'early-player-frame';
  frame.append(video);
  box.append(frame);
  const entry: Early = { src, hls: new HlsClass(HLS_OPTIONS), video, box, failed: false };
  const failed = new Promise<void>((resolve) => {
    entry.hls.on(HlsClass.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      entry.failed = true;
      resolve();
    });
  });
  entry.hls.once(HlsClass.Events.FRAG_LOADED, onSegment);
  entry.hls.loadSource(src);
  document.getElementById('root')?.after(box);
  entry.hls.attachMedia(video);
  // After attachMedia (which sets the source): play() before it would be undone by the load.
  autoplay(video);
  early = entry;
  setTimeout(() => {
    if (early !== entry) return;
    early = null;
    drop(entry);
  }, UNCLAIMED_MS);
  await firstFrame(video, failed);
}

/** The early stream's <video> when it plays `src` (the player shows that element), else null. */
export function peekEarlyVideo(src: string): HTMLVideoElement | null {
  return early && early.src === src && !early.failed ? early.video : null;
}

/**
 * The early instance for `video` playing `src`, handed over once (null when there is none, it
 * failed, or it plays another URL or element: then it is destroyed and the player starts its
 * own). Its box goes: the player has the element now.
 */
export function takeEarlyHls(src: string, video: HTMLVideoElement): Hls | null {
  claimed = true;
  const entry = early;
  early = null;
  if (!entry) return null;
  if (entry.src === src && entry.video === video && !entry.failed) {
    entry.box.remove();
    return entry.hls;
  }
  drop(entry);
  return null;
}
