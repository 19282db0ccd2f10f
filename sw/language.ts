/**
 * The user's language in the service worker, for the popups of pushes that follow §3 alone (they
 * carry no text, sw/pushText.ts writes it). The worker has no localStorage and is stopped between
 * pushes, and the page says its language on every call: the `language` header of every /web request
 * (§7, src/api/request.ts), which passes through the worker. The last one seen is kept in Cache
 * Storage; before any, the browser's language maps to ours as on a first visit (§1).
 * May import protocol/ only.
 */
import { isLanguage, type Language, languageFromBrowser } from '../protocol/language';

/** The cache and the key (a URL never fetched) that hold the language, as plain text. */
export const LANGUAGE_CACHE = 'tribune-settings';
export const LANGUAGE_KEY = '/__tribune/language';

export interface LanguageStore {
  /** Keeps `value` (a request's language header) when it is one of ours and new. */
  remember(value: string | null): Promise<void>;
  /** The language kept last, else the browser's. */
  current(): Promise<Language>;
  /** The language kept last; null before any request told it. */
  remembered(): Promise<Language | null>;
}

/** A store over `caches` (the worker's Cache Storage); `browserTag` is `navigator.language`. */
export function createLanguageStore(
  caches: Pick<CacheStorage, 'open'>,
  browserTag: () => string | undefined,
): LanguageStore {
  let known: Language | null = null;
  async function remembered(): Promise<Language | null> {
    if (known) return known;
    try {
      const kept = await (await caches.open(LANGUAGE_CACHE)).match(LANGUAGE_KEY);
      const text = kept ? await kept.text() : null;
      if (isLanguage(text)) return (known = text);
    } catch {
      // storage unavailable: none known
    }
    return null;
  }
  return {
    async remember(value) {
      if (!isLanguage(value) || value === known) return;
      known = value;
      const cache = await caches.open(LANGUAGE_CACHE);
      await cache.put(LANGUAGE_KEY, new Response(value, { headers: { 'Content-Type': 'text/plain' } }));
    },
    remembered,
    async current() {
      return (await remembered()) ?? languageFromBrowser(browserTag());
    },
  };
}
