/**
 * Stale-while-revalidate for the few /web calls the page waits for before its first render (boot's
 * columns, footer and enums, src/state/session.ts): the same for every user, in the language of the
 * request's header, changed only by an administrator. Once seen, a call is answered from Cache
 * Storage at once while the network's answer replaces the kept one for the next visit; so a
 * repeat visit renders without waiting on the network. Only successful answers are kept ({ success:
 * true }); a call never answered yet, or asked with a body the page never sends, goes to the network
 * as before. Every other /web call is never cached (sw.ts).
 * May import protocol/ only.
 */
import { API_BASE, type EndpointName, endpoints } from '../protocol/endpoints';
import { type Language, LANGUAGE_HEADER } from '../protocol/language';

export const API_CACHE = 'tribune-api';

/** Public, the same for every user, read before the first render: worth an answer from the cache. */
export const CACHED_CALLS: readonly EndpointName[] = [
  'matchColumn',
  'anchorColumn',
  'footerInfo',
  'allEnums',
];

const CACHED_PATHS = new Map<string, string>(
  CACHED_CALLS.map((name) => [`${API_BASE}${endpoints[name].path}`, endpoints[name].method] as const),
);

/** True for a request of one of CACHED_CALLS on our origin, with the method its endpoint has. */
export function isCachedCall(url: URL, method: string, origin: string): boolean {
  return url.origin === origin && CACHED_PATHS.get(url.pathname) === method;
}

/** Bodies these calls are sent with: none or `{}` (anything else is not cached). */
const EMPTY_BODIES = new Set(['', '{}']);

/**
 * The Cache Storage key of a request: a GET URL (Cache Storage keeps no POST) naming the call and
 * its language; null when its body is not the empty one the page sends.
 */
export async function apiCacheKey(request: Request): Promise<string | null> {
  const body = request.method === 'GET' ? '' : await request.clone().text();
  if (!EMPTY_BODIES.has(body.trim())) return null;
  const url = new URL(request.url);
  const language = request.headers.get(LANGUAGE_HEADER) ?? '';
  return `${url.origin}${url.pathname}?sw-language=${encodeURIComponent(language)}`;
}

/** An answer worth keeping: 200 and `{ success: true }`. */
export async function isKeepable(response: Response): Promise<boolean> {
  if (response.status !== 200) return false;
  try {
    const envelope = (await response.clone().json()) as { success?: unknown };
    return envelope.success === true;
  } catch {
    return false;
  }
}

export interface ApiCacheDeps {
  caches: Pick<CacheStorage, 'open'>;
  fetch: (request: Request) => Promise<Response>;
  /** Keeps the worker alive for the network's answer after the cached one was given. */
  waitUntil: (work: Promise<unknown>) => void;
}

/** Answers `request` from the cache when it can, and refreshes the cache from the network. */
export async function staleWhileRevalidate(request: Request, deps: ApiCacheDeps): Promise<Response> {
  const key = await apiCacheKey(request);
  if (!key) return deps.fetch(request);
  const cache = await deps.caches.open(API_CACHE);
  const network = deps.fetch(request).then(async (response) => {
    // A full storage only means the next visit asks the network again.
    if (await isKeepable(response)) await cache.put(key, response.clone()).catch(() => undefined);
    return response;
  });
  const kept = await cache.match(key);
  if (!kept) return network;
  // Offline or the server down: the kept answer was the best there was; the error goes nowhere.
  deps.waitUntil(network.catch(() => undefined));
  return kept;
}

/**
 * Fills the cache with CACHED_CALLS in `language` (the worker's install: the page's first visit made
 * them before the worker was there), so the next visit already renders from it. Best effort: a call
 * that fails is asked by the page as before.
 */
export async function warmApiCache(origin: string, language: Language, deps: ApiCacheDeps): Promise<void> {
  const cache = await deps.caches.open(API_CACHE);
  await Promise.all(
    CACHED_CALLS.map(async (name) => {
      const { path, method } = endpoints[name];
      const request = new Request(`${origin}${API_BASE}${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json;charset=UTF-8',
          'X-Requested-With': 'XMLHttpRequest',
          [LANGUAGE_HEADER]: language,
        },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      const key = await apiCacheKey(request);
      if (!key || (await cache.match(key))) return;
      const response = await deps.fetch(request).catch(() => null);
      if (response && (await isKeepable(response))) await cache.put(key, response).catch(() => undefined);
    }),
  );
}
