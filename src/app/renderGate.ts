import { RENDER_HOLD_MS } from './renderHold';

/**
 * What the app's first render waits for besides boot (src/main.tsx): on a visitor's live route, the
 * early stream's first frame (./earlyStream.ts, components/player/earlyHls.ts), so that hls.js
 * has the page's one thread to itself until the video shows: React's first render of a live page
 * takes that thread for hundreds of milliseconds, and the bare hls.js page showed its frame in less
 * than half our time (issue 18). Never longer than RENDER_HOLD_MS: a slow stream does not hold the
 * page. On other routes nothing is held.
 */

let gate: Promise<void> = Promise.resolve();
let release: () => void = () => undefined;

/** The first render waits until releaseRender, at most `ms`. */
export function holdRender(ms = RENDER_HOLD_MS): void {
  gate = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, ms);
  });
}

export function releaseRender(): void {
  release();
}

export function renderGate(): Promise<void> {
  return gate;
}
