import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { shownOf, shownAfter } from './LanguageProvider';

describe('LanguageProvider', () => {
  it('keeps its context when the shown language gets its full catalog, and that context reads the new messages', () => {
    const i18n = setupI18n();
    i18n.load('en', { boot: 'Live now' });
    i18n.activate('en');
    const first = shownOf(i18n);

    i18n.load('en', { boot: 'Live now', later: 'Forgot password?' });
    const after = shownAfter(first, i18n);
    expect(after).toBe(first);
    // A component rendered after the load (another page, a panel opened) gets the full messages.
    expect(after.context._('later')).toBe('Forgot password?');
    expect(after.context._('boot')).toBe('Live now');
  });

  it('gives a new context when the language changes, in the new language', () => {
    const i18n = setupI18n();
    i18n.load('en', { hello: 'Hello' });
    i18n.activate('en');
    const first = shownOf(i18n);

    // Loading another language's catalog does not change what is shown yet.
    i18n.load('th', { hello: 'สวัสดี' });
    expect(shownAfter(first, i18n)).toBe(first);

    i18n.activate('th');
    const after = shownAfter(first, i18n);
    expect(after).not.toBe(first);
    expect(after.locale).toBe('th');
    expect(after.context._('hello')).toBe('สวัสดี');
  });
});
