/**
 * index.html's inline script (issue 18: the first video frame), compiled into the page at build by
 * scripts/earlyLiveEntry.ts; the server allows it by its hash (server/http/securityHeaders.ts). It
 * runs as the page's head is parsed, before any script file has loaded, and starts the page
 * (./pageStart.ts): a visitor landing on a live page has the details call and the early stream's
 * chunks asked for at once and the app evaluated after the stream's first frame; any other start
 * has the app at once (after the frame that paints the page's first screen, when it has one). Loaded as files, the call and the chunks were asked for only once the first
 * script file had come, ~300 ms later on a busy machine, with the app's own files on the same
 * connections.
 */
import { startPage } from './pageStart';

/** The app's entry chunk, preloaded by the page (a <link rel="modulepreload">), named at build. */
declare const APP_ENTRY: string;
/** The chunks the early stream runs (src/app/earlyStream.ts and hls.js's light build), named at build. */
declare const EARLY_CHUNKS: readonly string[];

startPage(APP_ENTRY, EARLY_CHUNKS);
