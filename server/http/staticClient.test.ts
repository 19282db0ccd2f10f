import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ClientServer, startClientServer } from '../../test/helpers/clientServer';
import { ASSET_CACHE, REVALIDATE_CACHE } from './staticCache';

/**
 * The built client as a CDN would serve it (issue 18): the build's `.br` / `.gz` copies go to the
 * browsers that accept them, hashed assets are kept for a year, the page, sw.js and the manifest are
 * asked again each time (ETag, 304).
 */

const SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i} * 2;\n`).join('');
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script>${'<meta name="x" content="y">'.repeat(60)}</head><body></body></html>`;

/** A client folder shaped like dist/client, with the copies vite.config.ts's precompress() writes. */
function fakeClient(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, text: string, precompressed: boolean) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    if (!precompressed) return;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  };
  write('index.html', PAGE, true);
  write('assets/app-abc123.js', SCRIPT, true);
  write('assets/tiny-abc123.js', 'console.log(1);', false);
  write('sw.js', 'self.addEventListener("fetch", () => undefined);', false);
  write('manifest.webmanifest', '{"name":"Tribune"}', false);
}

describe('static client: precompressed files and cache headers', () => {
  let client: ClientServer;

  beforeAll(async () => {
    client = await startClientServer(fakeClient);
  });
  afterAll(async () => {
    await client?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => client.get(url, headers);

  it('sends the .br copy to a browser accepting brotli, and it inflates to the file', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the .gz copy when only gzip is accepted, the file itself when nothing is', async () => {
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file without a copy as it is, and never a copy by its own name', async () => {
    const tiny = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1);');
    for (const url of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/index.html.br']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('keeps hashed assets a year; the page, the app routes, sw.js and the manifest are revalidated', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/app-abc123.js', { 'accept-encoding': encoding });
      expect(res.headers['cache-control'], encoding).toBe(ASSET_CACHE);
    }
    expect((await get('/assets/tiny-abc123.js')).headers['cache-control']).toBe(ASSET_CACHE);
    for (const url of ['/', '/index.html', '/a/route', '/sw.js', '/manifest.webmanifest']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
    }
  });

  it('sends the page precompressed at / and as the fallback of an app route', async () => {
    for (const url of ['/', '/a/route']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(PAGE);
    }
  });

  it('answers a conditional GET with 304 and each encoding with its own ETag', async () => {
    for (const url of ['/assets/app-abc123.js', '/sw.js', '/']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      const etag = first.headers.etag as string;
      expect(etag, url).toEqual(expect.any(String));
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const plain = await get('/assets/app-abc123.js');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const stale = await get('/assets/app-abc123.js', { 'if-none-match': br.headers.etag as string });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(SCRIPT);
  });
});
