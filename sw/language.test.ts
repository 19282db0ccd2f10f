import { describe, expect, it } from 'vitest';

import { fakeCaches } from './fakeCaches';
import { createLanguageStore, LANGUAGE_CACHE, LANGUAGE_KEY } from './language';

describe('sw user language', () => {
  it('keeps the language of the API calls and finds it again after the worker restarts', async () => {
    const { caches, stores } = fakeCaches();
    const first = createLanguageStore(caches, () => 'en-US');
    await first.remember('tha');
    expect(await first.current()).toBe('tha');
    expect(await first.remembered()).toBe('tha');
    expect(stores.get(LANGUAGE_CACHE)?.get(LANGUAGE_KEY)).toBe('tha');
    // A new worker (same storage) knows it before any call.
    expect(await createLanguageStore(caches, () => 'en-US').current()).toBe('tha');
    await first.remember('hin');
    expect(await createLanguageStore(caches, () => 'en-US').current()).toBe('hin');
  });

  it('ignores headers that are not one of the 8 languages', async () => {
    const { caches } = fakeCaches();
    const store = createLanguageStore(caches, () => 'vi-VN');
    for (const value of [null, '', 'EN', 'fr', 'zh-CN', 'en;q=1']) await store.remember(value);
    expect(await store.current()).toBe('vie');
  });

  it('before any call, or without storage, maps the browser language as a first visit does (§1)', async () => {
    expect(await createLanguageStore(fakeCaches().caches, () => 'pt-BR').current()).toBe('por');
    // What a call told it, and only that (the page's snapshot of a list is checked against it).
    expect(await createLanguageStore(fakeCaches().caches, () => 'pt-BR').remembered()).toBeNull();
    expect(await createLanguageStore(fakeCaches().caches, () => 'zh-TW').current()).toBe('tw');
    expect(await createLanguageStore(fakeCaches().caches, () => undefined).current()).toBe('zh');
    const broken = createLanguageStore(fakeCaches(true).caches, () => 'id-ID');
    expect(await broken.current()).toBe('ind');
    await expect(broken.remember('en')).rejects.toThrow('quota');
    // The worker that saw the call still knows it.
    expect(await broken.current()).toBe('en');
  });
});
