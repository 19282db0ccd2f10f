import { API_BASE } from '../../protocol/endpointInfo';
import { callHeaders, currentDeviceId, TOKEN_KEY } from '../api/callHeaders';
import { initialLanguage } from '../i18n/initialLanguage';
import { type LiveLoad, liveLoadOf, liveLoadPath } from './liveRoute';

/** A live page's details call, made before any script of the app has loaded. */
export interface EarlyCall {
  load: LiveLoad;
  /** Made with the headers the app's request helper would send (a visitor's). */
  response: Promise<Response>;
  /**
   * Evaluates the app's entry (once): set by index.html's inline script (./pageStart.ts), which
   * leaves that to the early stream's first frame; absent on the dev server (the entry is a script).
   */
  startApp?: () => void;
}

declare global {
  interface Window {
    /** Set by index.html's inline script (./earlyCallScript.ts): null when it started nothing. */
    tribuneEarlyCall?: EarlyCall | null;
  }
}

/**
 * A visitor landing on a live match or an anchor's room: the page's details call (the stream URL is
 * in it), at once. Null on any other start: a logged-in one loads nothing early (boot checks its
 * token first), another route has no such call. Throws when storage is refused.
 */
export function startEarlyCall(): EarlyCall | null {
  if (localStorage.getItem(TOKEN_KEY) !== null) return null;
  const load = liveLoadOf(location.hash);
  if (!load) return null;
  const response = fetch(`${API_BASE}${liveLoadPath(load)}`, {
    method: 'POST',
    headers: callHeaders(null, currentDeviceId(), initialLanguage()),
    body: JSON.stringify(load[1]),
  });
  // Read later (./earlyLive.ts, the app's request helper): a failure (offline) is theirs to handle,
  // not an unhandled rejection of this script.
  response.catch(() => undefined);
  return { load, response };
}
