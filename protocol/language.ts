/** The eight languages of §1, in the order the switcher shows them. `en` is the fallback. */
export const LANGUAGES = ['zh', 'tw', 'ind', 'vie', 'tha', 'por', 'hin', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language's own name, shown in the switcher in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  zh: '简体中文',
  tw: '繁體中文',
  ind: 'Bahasa Indonesia',
  vie: 'Tiếng Việt',
  tha: 'ไทย',
  por: 'Português',
  hin: 'हिन्दी',
  en: 'English',
};

/**
 * The BCP 47 tag of each language. Our codes are the spec's (§1), not language tags: `ind`, `vie`,
 * `tha`, `por` and `hin` are no tags at all and `tw` is the tag of Twi. Wherever a language reaches
 * the browser it goes as this tag: every `lang` attribute (the <html> element, each option of the
 * language switcher), a text track's srclang and every Intl call (dates, numbers, the first day of
 * the week). Script, not region, for Chinese; no region elsewhere, so Intl takes the likely one
 * (zh-Hans-CN, zh-Hant-TW, id-ID, vi-VN, th-TH, pt-BR, hi-IN, en-US) and formats as before.
 */
export const LANGUAGE_LOCALE: Record<Language, string> = {
  zh: 'zh-Hans',
  tw: 'zh-Hant',
  ind: 'id',
  vie: 'vi',
  tha: 'th',
  por: 'pt',
  hin: 'hi',
  en: 'en',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a browser language tag (navigator.language) to ours; unknown tags give the default zh (§1). */
export function languageFromBrowser(tag: string | undefined): Language {
  const t = (tag ?? '').toLowerCase();
  if (t.startsWith('zh')) {
    return /tw|hk|mo|hant/.test(t) ? 'tw' : 'zh';
  }
  const prefixes: [string, Language][] = [
    ['id', 'ind'],
    ['in', 'ind'],
    ['vi', 'vie'],
    ['th', 'tha'],
    ['pt', 'por'],
    ['hi', 'hin'],
    ['en', 'en'],
  ];
  for (const [prefix, lang] of prefixes) {
    if (t === prefix || t.startsWith(`${prefix}-`)) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** Request header that carries the language (§7). */
export const LANGUAGE_HEADER = 'language';
/** Request header that carries the device info: `pc` plus the device id (§7). */
export const DEVICE_HEADER = 'device-info';
