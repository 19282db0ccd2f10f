import { DEFAULT_LANGUAGE, isLanguage, type Language, languageFromBrowser } from '../../protocol/language';

/**
 * The language a start takes, in a module of its own (no lingui behind it): boot (./i18n.ts) and the
 * live page's first call (src/app/earlyLive.ts, before the app's script has loaded) read it here.
 */

/** Local storage key of the chosen language (§1). */
export const LANGUAGE_KEY = 'language';

/** The stored language, else the browser's (first visit), else zh. */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const lang = navigator.language ? languageFromBrowser(navigator.language) : DEFAULT_LANGUAGE;
  localStorage.setItem(LANGUAGE_KEY, lang);
  return lang;
}
