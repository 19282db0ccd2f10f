import { describe, expect, it } from 'vitest';

import { LANGUAGES } from './language';
import { localName, PUSH_TEXT_KEYS, pushText } from './pushTexts';

/** Texts that are rightly the English word in another language ("Video" in Indonesian and Vietnamese). */
const SAME_AS_ENGLISH = new Set(['chat.video ind', 'chat.video vie']);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('push texts of the service worker', () => {
  it('has every text in each of the 8 languages, with the placeholders of the English one', () => {
    for (const key of PUSH_TEXT_KEYS) {
      const english = pushText(key, 'en');
      for (const lang of LANGUAGES) {
        const text = pushText(key, lang);
        expect(text.trim(), `${key} ${lang}`).not.toBe('');
        expect(placeholders(text), `${key} ${lang}`).toEqual(placeholders(english));
        if (lang !== 'en' && !SAME_AS_ENGLISH.has(`${key} ${lang}`))
          expect(text, `${key} ${lang} is the English text`).not.toBe(english);
      }
    }
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(pushText('anchorLive.title', 'en', { name: 'Li' })).toBe('Li is live');
    expect(pushText('matchSoon.body', 'tw', { home: 'A' })).toBe('A 對 {away}，點擊觀看直播');
  });

  it('picks a name in the language, else English, else any', () => {
    expect(localName({ en: 'Lions', por: 'Leões' }, 'por')).toBe('Leões');
    expect(localName({ en: 'Lions', zh: '狮子' }, 'vie')).toBe('Lions');
    expect(localName({ zh: '狮子' }, 'vie')).toBe('狮子');
    expect(localName({}, 'vie')).toBe('');
  });
});
