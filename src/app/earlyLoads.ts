/**
 * Runs as the page's entry script starts (src/index.html lists it before main.tsx), before boot has
 * loaded the catalog and the columns, so that for a visitor the first page's calls run while boot
 * does:
 * - the home route: the last home answers are put in the query cache from local storage, the
 *   route's chunk is asked for and the home calls start (components/match/homeLoads.ts);
 * - a live match or an anchor's room: the details call (it holds the stream URL) and hls.js, and
 *   once both are here the stream itself (./earlyStream.ts), so the player finds the playlist and
 *   the first segment loaded when the page renders (./pageLoads.ts starts the same call later for a
 *   navigation inside the app; one call either way, same query key).
 * On every route, a visitor's home answers are kept for the next visit. A logged-in start loads
 * nothing early: its token is checked first and boot drops what was loaded before it knew the user.
 */
import { QueryObserver } from '@tanstack/react-query';

import { currentDeviceId } from '../api/deviceId';
import { queryClient } from '../api/queryClient';
import { createRequest, TOKEN_KEY } from '../api/request';
import { i18n, initialLanguage, LANGUAGE_KEY, preferFullCatalog } from '../i18n/i18n';
import {
  type HomeLoad,
  isHomeHash,
  rememberHomeLists,
  seedHomeLists,
  startHomeLoads,
} from '../components/match/homeLoads';
import { preloadHls } from '../components/player/hlsModule';
import { callKey } from '../components/ui/useCallQuery';
import { isFirstRouteHash, liveLoadOf } from './pageLoads';
import { holdRender, releaseRender, renderGate } from './renderGate';

const visitor = () => localStorage.getItem(TOKEN_KEY) === null;

/** A visitor's calls, in the language boot takes (the stored one, else the browser's). */
function visitorRequest(language: string) {
  return createRequest({
    fetch: (...args) => fetch(...args),
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

/** Calls `then` with the answer of `load` once the query holds one (without making the call itself). */
function whenLoaded([name, body]: HomeLoad, then: (data: unknown) => void, failed = () => {}): void {
  const observer = new QueryObserver(queryClient, { queryKey: callKey(name, body), enabled: false });
  const stop = observer.subscribe((result) => {
    if (result.isError) {
      stop();
      failed();
    }
    if (result.data === undefined) return;
    stop();
    then(result.data);
  });
}

/**
 * A live page: its one call and hls.js at once (both on the way to the first frame); once the call
 * answers, the stream starts playing in hls.js before the page renders (./earlyStream.ts), and the
 * first render waits for its first frame (./renderGate.ts). The page's chunks (`page`) are asked
 * for once the stream's first segment is here: a browser has six connections to a server, and the
 * page's twenty chunks held them while the playlist and the segment waited.
 */
function startLive(load: HomeLoad, page: () => void): void {
  startHomeLoads(queryClient, visitorRequest(initialLanguage()), [load]);
  if (!('MediaSource' in window)) return page();
  holdRender();
  void renderGate().then(page);
  // The same module the player imports (the light build for the site's own streams): fetched once.
  preloadHls();
  const early = import('./earlyStream');
  early.catch(releaseRender);
  whenLoaded(
    load,
    (data) =>
      void early.then(
        (m) =>
          m
            .startEarlyStream(load[0] === 'matchDetails' ? 'matchDetails' : 'anchorDetails', data, page)
            .finally(releaseRender),
        () => undefined,
      ),
    releaseRender,
  );
}

/** A live route's page chunk (the router asks for the same module once boot is done). */
function livePage(load: HomeLoad): Promise<unknown> {
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
  else if (visitor() && live) startLive(live, page);
  else if (live) queueMicrotask(page);
  rememberHomeLists(queryClient, {
    storage: localStorage,
    language: () => localStorage.getItem(LANGUAGE_KEY) ?? '',
    visitor,
  });
} catch {
  // Storage refused (private mode settings): the page loads as it would without this module.
}
