import { SNAPSHOT_SHOWN_CLASS } from '../../protocol/pageSnapshotGate';
import { type EarlyCall, startEarlyCall } from './earlyCall';
import { RENDER_HOLD_MS } from './renderHold';

/** At most this long the entry waits for the first screen's frame (none comes to a hidden page). */
export const PAINT_WAIT_MS = 250;

/**
 * What index.html's inline script does (./earlyCallScript.ts), in the order a first visit needs it.
 * The app's entry is not a script tag of the built page but a preloaded module (fetched at once)
 * that this evaluates:
 * - a visitor landing on a live match or an anchor's room: the details call and the early stream's
 *   chunks first (`earlyChunks`: ./earlyLive.ts plays the stream), and the app only once the stream's
 *   first frame is on screen (the early stream calls `startApp`), at most RENDER_HOLD_MS after the
 *   start, or at once when a chunk fails. The app's own evaluation (~100 ms here) and what it loads
 *   then came between the stream's segment and its frame (issue 18: first frame; the app renders
 *   after that frame either way, ./renderGate.ts);
 * - any other start: the app at once, or, when the page shows a first screen (index.html's gate,
 *   protocol/pageSnapshotGate.ts), right after the frame that paints it: the entry's evaluation is one
 *   long task (~100 ms here, four times that on a phone) that must not come before that paint (no
 *   change in LCP measured on this desktop: median 900 vs 904 ms).
 */
export function startPage(
  app: string,
  earlyChunks: readonly string[],
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): void {
  let started = false;
  // A failed entry fails the page as a failed <script> would (the service worker serves it offline).
  const startApp = () => {
    if (started) return;
    started = true;
    load(app).catch(() => undefined);
  };
  let call: EarlyCall | null = null;
  try {
    call = startEarlyCall();
  } catch {
    // Storage refused (private mode settings): the page loads as it would without this script.
  }
  window.tribuneEarlyCall = call && { ...call, startApp };
  if (!call) {
    if (!document.documentElement.classList.contains(SNAPSHOT_SHOWN_CLASS)) return startApp();
    // A callback of the frame runs before its paint; a task it queues, after. A hidden page gets no
    // frame: then the timer.
    requestAnimationFrame(() => setTimeout(startApp));
    setTimeout(startApp, PAINT_WAIT_MS);
    return;
  }
  setTimeout(startApp, RENDER_HOLD_MS);
  // A failed chunk: the app starts, and its player asks for what it needs again.
  for (const chunk of earlyChunks) load(chunk).catch(startApp);
}
