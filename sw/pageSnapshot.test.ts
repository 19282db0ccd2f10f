import { describe, expect, it } from 'vitest';

import {
  PAGE_SNAPSHOT_CACHE,
  PAGE_SNAPSHOT_KEY,
  PAGE_SNAPSHOT_MAX_AGE_MS,
  PAGE_SNAPSHOT_MAX_CHARS,
  type PageSnapshot,
} from '../protocol/swMessages';
import { fakeCaches } from './fakeCaches';
import { readSnapshot, shellWithSnapshot, withSnapshot } from './pageSnapshot';

const SHELL = `<!doctype html>
<html lang="zh-Hans">
  <head><link rel="modulepreload" crossorigin href="/assets/index-abc.js" data-app-entry></head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const NOW = 1_800_000_000_000;
const snapshot: PageSnapshot = {
  route: '/match/0',
  language: 'en',
  lang: 'en',
  shell: '/assets/index-abc.js',
  takenAt: NOW - 60_000,
  html: '<div class="app"><article class="match-card">Arsenal $& 2 – 1 Chelsea</article></div>',
};
const at = { language: 'en', now: NOW };

describe('withSnapshot', () => {
  it('puts the snapshot into the root, inert, and names its route and language on <html>', () => {
    const html = withSnapshot(SHELL, snapshot, at)!;
    expect(html).toContain('<html lang="en" data-snapshot="/match/0">');
    // The markup as it is: a `$&` in it is text, not a replacement pattern.
    expect(html).toContain(
      `<div id="root"><div class="page-snapshot" data-screen="0" inert>${snapshot.html}</div></div>`,
    );
    expect(html.replace(/<html[^>]*>/, '').replace(/<div id="root">.*<\/div><\/div>/s, '')).toBe(
      SHELL.replace(/<html[^>]*>/, '').replace('<div id="root"></div>', ''),
    );
  });

  it('is not used in another language, when stale or from the future, or for another build', () => {
    expect(withSnapshot(SHELL, snapshot, { ...at, language: 'tha' })).toBeNull();
    // No request has told the worker a language yet: the snapshot's own is the page's.
    expect(withSnapshot(SHELL, snapshot, { ...at, language: null })).toContain('page-snapshot');
    expect(withSnapshot(SHELL, { ...snapshot, takenAt: NOW - PAGE_SNAPSHOT_MAX_AGE_MS - 1 }, at)).toBeNull();
    expect(withSnapshot(SHELL, { ...snapshot, takenAt: NOW + 1 }, at)).toBeNull();
    expect(withSnapshot(SHELL, { ...snapshot, shell: '/assets/index-old.js' }, at)).toBeNull();
    expect(
      withSnapshot(SHELL.replace('<div id="root"></div>', '<div id="root">x</div>'), snapshot, at),
    ).toBeNull();
    expect(withSnapshot(SHELL, null, at)).toBeNull();
  });

  it('refuses a route or tag that would leave its attribute, and markup that would run or load anything', () => {
    for (const route of ['/match/0" onload="x', '/chat/message', 'match/0', '/match/0?x=1'])
      expect(withSnapshot(SHELL, { ...snapshot, route }, at), route).toBeNull();
    expect(withSnapshot(SHELL, { ...snapshot, lang: 'en" x="' }, at)).toBeNull();
    for (const bad of [
      '<script>alert(1)</script>',
      '<SCRIPT src="/x.js"></SCRIPT>',
      '<img src="x" onerror="alert(1)">',
      '<div style="color:red">x</div>',
      '<link rel="stylesheet" href="/x.css">',
      '<iframe src="/"></iframe>',
      '<meta http-equiv="refresh" content="0">',
      '<base href="https://example.com/">',
    ])
      expect(withSnapshot(SHELL, { ...snapshot, html: bad }, at), bad).toBeNull();
    const big = { ...snapshot, html: 'x'.repeat(PAGE_SNAPSHOT_MAX_CHARS + 1) };
    expect(withSnapshot(SHELL, big, at)).toBeNull();
  });
});

describe('readSnapshot', () => {
  it('reads what the page kept, and nothing from an empty, garbled or refused store', async () => {
    const { caches } = fakeCaches();
    expect(await readSnapshot(caches)).toBeNull();
    const cache = await caches.open(PAGE_SNAPSHOT_CACHE);
    await cache.put(PAGE_SNAPSHOT_KEY, new Response(JSON.stringify(snapshot)));
    expect(await readSnapshot(caches)).toEqual(snapshot);
    await cache.put(PAGE_SNAPSHOT_KEY, new Response('{"route": '));
    expect(await readSnapshot(caches)).toBeNull();
    await cache.put(PAGE_SNAPSHOT_KEY, new Response(JSON.stringify({ ...snapshot, takenAt: 'yesterday' })));
    expect(await readSnapshot(caches)).toBeNull();
    expect(await readSnapshot(fakeCaches(true).caches)).toBeNull();
  });
});

describe('shellWithSnapshot', () => {
  const response = () =>
    new Response(SHELL, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(SHELL.length),
        etag: '"abc"',
        'x-kept': '1',
      },
    });

  it('answers the shell with the snapshot in it, its own headers kept but those of the old body', async () => {
    const answer = await shellWithSnapshot(response(), snapshot, at);
    expect(await answer.text()).toBe(withSnapshot(SHELL, snapshot, at));
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('x-kept')).toBe('1');
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('content-length')).toBeNull();
  });

  it('answers the shell itself when there is nothing to show or it failed', async () => {
    const shell = response();
    expect(await shellWithSnapshot(shell, null, at)).toBe(shell);
    expect(await shellWithSnapshot(shell, { ...snapshot, language: 'zh' }, at)).toBe(shell);
    const failed = new Response('gone', { status: 404 });
    expect(await shellWithSnapshot(failed, snapshot, at)).toBe(failed);
  });
});
