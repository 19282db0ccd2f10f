import { i18n, type Messages } from '@lingui/core';

import { DEFAULT_LANGUAGE, type Language, LANGUAGE_LOCALE } from '../../protocol/language';
import { LANGUAGE_KEY } from './initialLanguage';

type Catalog = () => Promise<{ messages: Messages }>;

/** Every message of a language: a lazy chunk each (`assets/locale-<lang>-*.js`). */
const fullCatalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');
/**
 * Only what the first route can show (scripts/bootCatalog.ts cuts it from the same .po at build time):
 * about a quarter of the messages, so the first page does not wait for the rest.
 */
const bootCatalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po', {
  query: '?boot',
});

// Both tables are keyed by the file's path (the query is not part of the key).
const catalogOf = (table: Record<string, Catalog>, lang: Language): Catalog =>
  table[`../../locales/${lang}/messages.po`] ?? (() => Promise.resolve({ messages: {} }));

/** Set once a page needs every message: from then on a language is activated with its full catalog. */
let fullWanted = false;
/** The languages whose full catalog is loaded (its chunk evaluated and merged into i18n). */
const fullLoaded = new Map<Language, Promise<void>>();
/** The language last asked for (activateLanguage), the one a full catalog is wanted for. */
let wantedLanguage: Language | undefined;

function loadFull(lang: Language): Promise<void> {
  let loading = fullLoaded.get(lang);
  if (!loading) {
    loading = catalogOf(fullCatalogs, lang)().then(({ messages }) => i18n.load(lang, messages));
    // A failed load (offline, a new version replaced the chunks) is tried again by the next caller.
    loading.catch(() => fullLoaded.delete(lang));
    fullLoaded.set(lang, loading);
  }
  return loading;
}

/**
 * The first page is not the first route (src/app/earlyLoads.ts, before boot): it needs every
 * message, so boot activates the full catalog at once instead of the boot one first.
 */
export function preferFullCatalog(): void {
  fullWanted = true;
}

/**
 * Loads the catalog of `lang` (a lazy chunk: the boot catalog at start, the full one once a page
 * needs it, see fullCatalog) and makes it the active one. When two calls overlap, the later wins.
 */
export async function activateLanguage(lang: Language): Promise<void> {
  wantedLanguage = lang;
  if (fullWanted) await loadFull(lang);
  else i18n.load(lang, (await catalogOf(bootCatalogs, lang)()).messages);
  if (wantedLanguage !== lang) return;
  i18n.activate(lang, [LANGUAGE_LOCALE[lang]]);
  document.documentElement.lang = LANGUAGE_LOCALE[lang];
  localStorage.setItem(LANGUAGE_KEY, lang);
}

/**
 * Resolves once every message of the language being shown is loaded: a page other than the first
 * waits for it before it renders (src/app/routeTree.tsx), and the first route asks for it once it has
 * shown what it loads (src/main.tsx). Languages activated from then on come with their full catalog.
 */
export async function fullCatalog(): Promise<void> {
  fullWanted = true;
  // A language change while loading: the new language's catalog is the one the page needs.
  for (;;) {
    const lang = wantedLanguage ?? DEFAULT_LANGUAGE;
    await loadFull(lang);
    if (lang === (wantedLanguage ?? DEFAULT_LANGUAGE)) return;
  }
}

export { i18n };
