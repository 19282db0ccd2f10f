import { describe, expect, it } from 'vitest';

import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_LOCALE,
  LANGUAGE_NAMES,
  LANGUAGES,
  languageFromBrowser,
} from './language';

describe('language.languageFromBrowser', () => {
  it.each([
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-SG', 'zh'],
    ['zh-Hans-CN', 'zh'],
    ['zh-TW', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-MO', 'tw'],
    ['zh-Hant', 'tw'],
    ['zh-Hant-TW', 'tw'],
    ['id', 'ind'],
    ['id-ID', 'ind'],
    ['in', 'ind'],
    ['in-ID', 'ind'],
    ['vi', 'vie'],
    ['vi-VN', 'vie'],
    ['th', 'tha'],
    ['th-TH', 'tha'],
    ['pt', 'por'],
    ['pt-BR', 'por'],
    ['pt-PT', 'por'],
    ['hi', 'hin'],
    ['hi-IN', 'hin'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['EN-us', 'en'],
    ['TH-th', 'tha'],
  ])('maps %j to %s', (tag, expected) => {
    expect(languageFromBrowser(tag)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'fr',
    'fr-FR',
    'de-DE',
    'ja',
    'ko-KR',
    'es-419',
    'hil',
    'ind',
    'english',
    'thai',
    'pt_BR',
    'vie',
  ])('falls back to zh for %j', (tag) => {
    expect(languageFromBrowser(tag)).toBe('zh');
  });

  it('uses zh as the default and en as the fallback (§1)', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh');
    expect(FALLBACK_LANGUAGE).toBe('en');
  });
});

describe('language.isLanguage', () => {
  it('knows exactly the eight languages of §1', () => {
    expect([...LANGUAGES]).toEqual(['zh', 'tw', 'ind', 'vie', 'tha', 'por', 'hin', 'en']);
    for (const lang of LANGUAGES) expect(isLanguage(lang)).toBe(true);
  });

  it.each(['ZH', 'zh-CN', 'fr', 'id', 'th', '', ' zh', undefined, null, 1, {}, ['zh']])(
    'refuses %j',
    (value) => {
      expect(isLanguage(value)).toBe(false);
    },
  );

  it('has a name and an Intl locale for every language', () => {
    for (const lang of LANGUAGES) {
      expect(LANGUAGE_NAMES[lang]).toBeTruthy();
      expect(() => new Intl.NumberFormat(LANGUAGE_LOCALE[lang])).not.toThrow();
    }
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(LANGUAGE_LOCALE).sort()).toEqual([...LANGUAGES].sort());
  });
});

describe('language.LANGUAGE_LOCALE', () => {
  it('gives each code of §1 its BCP 47 tag (what lang attributes and Intl receive)', () => {
    expect(LANGUAGE_LOCALE).toEqual({
      zh: 'zh-Hans',
      tw: 'zh-Hant',
      ind: 'id',
      vie: 'vi',
      tha: 'th',
      por: 'pt',
      hin: 'hi',
      en: 'en',
    });
  });

  it.each(LANGUAGES)('maps %s to a canonical tag of a two-letter ISO 639-1 language', (lang) => {
    const tag = LANGUAGE_LOCALE[lang];
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    // `ind`, `tha`... are no ISO 639-1 codes (axe's valid-lang refuses them); `tw` would be Twi.
    expect(tag).toMatch(/^[a-z]{2}(-[A-Z][a-z]{3})?$/);
  });

  it.each(LANGUAGES)('reads the tag of %s back as the same language', (lang) => {
    expect(languageFromBrowser(LANGUAGE_LOCALE[lang])).toBe(lang);
  });

  it.each([
    ['zh', 'zh-Hans-CN'],
    ['tw', 'zh-Hant-TW'],
    ['ind', 'id-Latn-ID'],
    ['vie', 'vi-Latn-VN'],
    ['tha', 'th-Thai-TH'],
    ['por', 'pt-Latn-BR'],
    ['hin', 'hi-Deva-IN'],
    ['en', 'en-Latn-US'],
  ] as const)('lets Intl format %s for the region it formatted before (%s)', (lang, likely) => {
    expect(new Intl.Locale(LANGUAGE_LOCALE[lang]).maximize().toString()).toBe(likely);
  });
});
