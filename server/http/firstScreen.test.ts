import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FIRST_SCREEN_FILE, type FirstScreens } from '../../protocol/firstScreen';
import { type ClientServer, startClientServer } from '../../test/helpers/clientServer';
import { languageOfHeader } from './firstScreen';
import { REVALIDATE_CACHE } from './staticCache';

const SHELL =
  '<!doctype html><html lang="zh-Hans"><head><script>gate()</script></head><body><div id="root"></div></body></html>';
const filler = '<p class="x">text</p>'.repeat(80);
const HOME = {
  route: '/match/0',
  pages: {
    zh: `<h2>热门赛事</h2>${filler}`,
    en: `<h2>Popular matches</h2>${filler}`,
    tha: '<h2>แมตช์ยอดนิยม</h2>',
  },
};
const LIVE = {
  route: '/match/live/*',
  pages: { en: '<p>Loading the match…</p>', zh: '<p>正在加载比赛…</p>' },
};
const SCREENS: FirstScreens = { screens: [HOME, LIVE] };

const fakeClient = (screens: FirstScreens | null) => (dir: string) => {
  fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
  if (screens) fs.writeFileSync(path.join(dir, FIRST_SCREEN_FILE), JSON.stringify(screens));
};

describe("languageOfHeader: the language a first visit's page takes, from Accept-Language", () => {
  it('takes the first tag as the page takes navigator.language', () => {
    expect(languageOfHeader('en-US,en;q=0.9,zh;q=0.8')).toBe('en');
    expect(languageOfHeader('zh-TW,zh;q=0.9')).toBe('tw');
    expect(languageOfHeader('pt-BR')).toBe('por');
    expect(languageOfHeader('th;q=0.9')).toBe('tha');
  });

  it('falls back to the default language without one, or for one the site has not', () => {
    expect(languageOfHeader(undefined)).toBe('zh');
    expect(languageOfHeader('')).toBe('zh');
    expect(languageOfHeader('de-DE,de;q=0.9')).toBe('zh');
  });
});

describe('the page with its first screen (issue 18)', () => {
  let client: ClientServer;

  beforeAll(async () => {
    client = await startClientServer(fakeClient(SCREENS));
  });
  afterAll(async () => {
    await client?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => client.get(url, headers);

  it("puts the screen of the browser's language into the root, inert, its route and language named", async () => {
    const res = await get('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(res.headers.vary).toBe('accept-encoding, accept-language');
    expect(res.body).toContain(
      '<html lang="en" data-snapshot="/match/0 /match/live/*" data-first-screen="en">',
    );
    expect(res.body).toContain(
      `<div id="root"><div class="page-snapshot" data-screen="0" inert>${HOME.pages.en}</div>` +
        `<div class="page-snapshot" data-screen="1" inert>${LIVE.pages.en}</div></div>`,
    );
    expect(res.body).toContain('<script>gate()</script>');

    const zh = await get('/', { 'accept-language': 'zh-CN' });
    expect(zh.body).toContain('data-first-screen="zh"');
    expect(zh.body).toContain('热门赛事');
    expect(zh.headers.etag).not.toBe(res.headers.etag);
  });

  it('every app path gets it (the route is in the fragment); /index.html stays the plain shell', async () => {
    const app = await get('/anything/else', { 'accept-language': 'th-TH' });
    expect(app.body).toContain('data-first-screen="tha"');
    const plain = await get('/index.html', { 'accept-language': 'th-TH' });
    expect(plain.body).toBe(SHELL);
    const head = await client.server.app.inject({
      method: 'HEAD',
      url: '/',
      headers: { 'accept-language': 'en' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe((await get('/', { 'accept-language': 'en' })).headers.etag);
  });

  it('compressed for a browser that accepts it, the same bytes each time; a 304 for its ETag', async () => {
    const one = await get('/', { 'accept-language': 'en', 'accept-encoding': 'gzip, br' });
    const two = await get('/', { 'accept-language': 'en', 'accept-encoding': 'gzip, br' });
    expect(one.headers['content-encoding']).toBe('br');
    expect(two.rawPayload.equals(one.rawPayload)).toBe(true);
    expect(zlib.brotliDecompressSync(one.rawPayload).toString()).toContain('Popular matches');
    const again = await get('/', { 'accept-language': 'en', 'if-none-match': String(one.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.vary).toBe('accept-encoding, accept-language');
  });

  it('the first screens file is read by the server only, not served', async () => {
    for (const url of [`/${FIRST_SCREEN_FILE}`, `/${FIRST_SCREEN_FILE}?x=1`]) {
      const res = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Popular matches');
    }
  });

  it("a language with the home's screen only gets that one", async () => {
    const res = await get('/', { 'accept-language': 'th' });
    expect(res.body).toContain('<html lang="th" data-snapshot="/match/0" data-first-screen="tha">');
    expect(res.body).toContain(
      `<div id="root"><div class="page-snapshot" data-screen="0" inert>${HOME.pages.tha}</div></div>`,
    );
  });

  it('a language without a screen gets the plain page', async () => {
    const res = await get('/', { 'accept-language': 'vi-VN' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});

describe('a build without first screens', () => {
  it('serves the plain page at / and on app paths (none, or a file not of this form)', async () => {
    for (const screens of [
      null,
      { route: '/match/0', pages: { en: '<p>old form</p>' } },
      { screens: [{ pages: {} }] },
    ]) {
      const client = await startClientServer(fakeClient(screens as FirstScreens | null));
      try {
        for (const url of ['/', '/a/route']) {
          const res = await client.get(url, { 'accept-language': 'en' });
          expect(res.statusCode).toBe(200);
          expect(res.body).toBe(SHELL);
        }
      } finally {
        await client.close();
      }
    }
  });
});
