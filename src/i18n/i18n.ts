import { i18n, type Messages } from '@lingui/core';

import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LANGUAGE_LOCALE,
  languageFromBrowser,
} from '../../protocol/language';

/** Local storage key of the chosen language (§1). */
export const LANGUAGE_KEY = 'language';

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

/** The stored language, else the browser's (first visit), else zh. */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  const lang = navigator.language ? languageFromBrowser(navigator.language) : DEFAULT_LANGUAGE;
  localStorage.setItem(LANGUAGE_KEY, lang);
  return lang;
}

/** Loads the catalog of `lang` (a lazy chunk) and makes it the active one. */
export async function activateLanguage(lang: Language): Promise<void> {
  const load = catalogs[`../../locales/${lang}/messages.po`];
  const { messages } = load ? await load() : { messages: {} };
  i18n.load(lang, messages);
  i18n.activate(lang, [LANGUAGE_LOCALE[lang]]);
  document.documentElement.lang = LANGUAGE_LOCALE[lang];
  localStorage.setItem(LANGUAGE_KEY, lang);
}

export { i18n };
