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
