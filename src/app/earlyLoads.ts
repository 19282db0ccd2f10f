/**
 * Runs as the page's entry script starts (src/index.html lists it before main.tsx), before boot has
 * loaded the catalog and the columns, so that for a visitor the first page's calls run while boot
 * does:
 * - the home route: the last home answers are put in the query cache from local storage, the
 *   route's chunk is asked for and the home calls start (components/match/homeLoads.ts);
 * - a live match or an anchor's room: index.html's inline script (./earlyCallScript.ts) has made
 *   the details call (it holds the stream URL) and asked for hls.js, ./earlyLive.ts plays the
 *   stream once both are here, and the built page evaluates this entry only after its first frame
 *   (./pageStart.ts); the call's answer goes into the query cache here, so the player finds it, the
 *   playlist and the first segment loaded when the page renders (./pageLoads.ts starts the same
 *   call later for a navigation inside the app; one call either way, same query key).
 * On every route, a visitor's home answers are kept for the next visit. A logged-in start loads
 * nothing early: its token is checked first and boot drops what was loaded before it knew the user.
 */
import { currentDeviceId, TOKEN_KEY } from '../api/callHeaders';
import { queryClient } from '../api/queryClient';
import { createRequest } from '../api/request';
import { i18n, preferFullCatalog } from '../i18n/i18n';
import { initialLanguage, LANGUAGE_KEY } from '../i18n/initialLanguage';
import { isHomeHash, rememberHomeLists, seedHomeLists, startHomeLoads } from '../components/match/homeLoads';
import { earlyLive, type EarlyLive } from './earlyLive';
import { type LiveLoad, liveLoadOf, liveLoadPath } from './liveRoute';
import { isFirstRouteHash } from './pageLoads';
import { renderGate } from './renderGate';

const visitor = () => localStorage.getItem(TOKEN_KEY) === null;

/** A visitor's calls, in the language boot takes (the stored one, else the browser's). */
function visitorRequest(language: string, send: typeof fetch = (...args) => fetch(...args)) {
  return createRequest({
    fetch: send,
    storage: localStorage,
    language: () => language,
    deviceId: currentDeviceId,
    // A visitor's calls: no login to end; a refused region is shown by boot's own calls.
    onLoggedOut: () => undefined,
    onForbidden: () => undefined,
  });
}

/**
 * The home: the route's chunk at once (after the entry's other modules have run: a microtask); the
 * calls once the language is active and boot has sent its own calls (a task later). The catalog and
 * boot's calls come first because every render waits for them, and a browser has only six
 * connections to a server over HTTP/1.1: the home calls must not hold those.
 */
function startHome(): void {
  const language = initialLanguage();
  seedHomeLists(queryClient, localStorage, language, Date.now());
  const request = visitorRequest(language);
  // The router asks for the same module (the same chunk) once boot is done.
  queueMicrotask(() => void import('../routes/match/MatchColumnPage').catch(() => undefined));
  const stop = i18n.on('change', () => {
    stop();
    setTimeout(() => startHomeLoads(queryClient, request));
  });
}

/**
 * A live page started early (./earlyCallScript.ts, ./earlyLive.ts: the details call, hls.js and the stream):
 * its call's answer goes into the query cache through the app's request helper (one call: the
 * helper reads that answer instead of asking again). The page's chunks (`page`) are asked for once
 * the stream's first segment is here or the first render may go (./renderGate.ts): a browser has
 * six connections to a server, and the page's twenty chunks held them while the playlist and the
 * segment waited.
 */
function startLive(live: EarlyLive, page: () => void): void {
  const path = liveLoadPath(live.load);
  let answered = false;
  const request = visitorRequest(initialLanguage(), (input, init) => {
    if (answered || typeof input !== 'string' || !input.endsWith(path)) return fetch(input, init);
    answered = true;
    return untilAborted(live.response, init?.signal);
  });
  startHomeLoads(queryClient, request, [live.load]);
  void live.segment.then(page);
  void renderGate().then(page);
}

/** `response`, or a rejection once `signal` aborts (the request helper's timeout). */
function untilAborted(
  response: Promise<Response>,
  signal: AbortSignal | null | undefined,
): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('timed out')), { once: true });
    response.then(resolve, reject);
  });
}

/** A live route's page chunk (the router asks for the same module once boot is done). */
function livePage(load: LiveLoad): Promise<unknown> {
  return load[0] === 'matchDetails'
    ? import('../routes/match/MatchLivePage')
    : import('../routes/anchor/AnchorRoomPage');
}

try {
  const home = isHomeHash(location.hash);
  const live = liveLoadOf(location.hash);
  // Another first page waits for every message (src/app/routeTree.tsx): boot loads them at once.
  if (!isFirstRouteHash(location.hash)) preferFullCatalog();
  let pageAsked = false;
  const page = () => {
    if (pageAsked || !live) return;
    pageAsked = true;
    void livePage(live).catch(() => undefined);
  };
  if (visitor() && home) startHome();
  else if (earlyLive) startLive(earlyLive, page);
  else if (live) queueMicrotask(page);
  rememberHomeLists(queryClient, {
    storage: localStorage,
    language: () => localStorage.getItem(LANGUAGE_KEY) ?? '',
    visitor,
  });
} catch {
  // Storage refused (private mode settings): the page loads as it would without this module.
}
