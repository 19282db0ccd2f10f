/**
 * index.html's inline script (issue 18: the first video frame), compiled into the page at build by
 * scripts/earlyLiveEntry.ts; the server allows it by its hash (server/http/securityHeaders.ts). It
 * runs as the page's head is parsed, before any script file has loaded: a visitor landing on a live
 * page has the details call and the early stream's chunks asked for at once (./earlyLive.ts
 * plays the stream once they are here). Loaded as files, they were asked for only once the first
 * script file had come, ~300 ms later on a busy machine, with the app's own files on the same
 * connections.
 */
import { startEarlyCall } from './earlyCall';

/** The chunks the early stream runs (src/app/earlyStream.ts and hls.js's light build), named at build. */
declare const EARLY_CHUNKS: readonly string[];

try {
  const call = startEarlyCall();
  window.tribuneEarlyCall = call;
  // A failed chunk is asked for again by the module that needs it.
  if (call) for (const chunk of EARLY_CHUNKS) import(/* @vite-ignore */ chunk).catch(() => undefined);
} catch {
  // Storage refused (private mode settings): the page loads as it would without this script.
  window.tribuneEarlyCall = null;
}
