/**
 * Runs as the page's entry script starts (src/index.html lists it before main.tsx), before boot has
 * loaded the catalog and the columns. On the home route, for a visitor: the last home answers are
 * put in the query cache from local storage, the route's chunk is asked for and the home calls
 * start while boot runs, so the first render has its chunk and, soon after, its cards. On every
 * route, a visitor's home answers are kept for the next visit. See ./homeLoads.ts.
 */
import { currentDeviceId } from '../../api/deviceId';
import { queryClient } from '../../api/queryClient';
import { createRequest, TOKEN_KEY } from '../../api/request';
import { i18n, initialLanguage, LANGUAGE_KEY } from '../../i18n/i18n';
import { isHomeHash, rememberHomeLists, seedHomeLists, startHomeLoads } from './homeLoads';

const visitor = () => localStorage.getItem(TOKEN_KEY) === null;

/**
 * The route's chunk at once (after the entry's other modules have run: a microtask); the calls once
 * the language is active and boot has sent its own calls (a task later). The catalog and boot's
 * calls come first because every render waits for them, and a browser has only six connections to
 * a server over HTTP/1.1: the home calls must not hold those.
 */
function startEarly(): void {
  // The language boot takes (the stored one, else the browser's): the header of these calls.
  const language = initialLanguage();
  seedHomeLists(queryClient, localStorage, language, Date.now());
  const request = createRequest({
    fetch: (...args) => fetch(...args),
    storage: localStorage,
    language: () => language,
    deviceId: currentDeviceId,
    // A visitor's calls: no login to end; a refused region is shown by boot's own calls.
    onLoggedOut: () => undefined,
    onForbidden: () => undefined,
  });
  // The router asks for the same module (the same chunk) once boot is done.
  queueMicrotask(() => void import('../../routes/match/MatchColumnPage').catch(() => undefined));
  const stop = i18n.on('change', () => {
    stop();
    setTimeout(() => startHomeLoads(queryClient, request));
  });
}

try {
  if (visitor() && isHomeHash(location.hash)) startEarly();
  rememberHomeLists(queryClient, {
    storage: localStorage,
    language: () => localStorage.getItem(LANGUAGE_KEY) ?? '',
    visitor,
  });
} catch {
  // Storage refused (private mode settings): the page loads as it would without this module.
}
