import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, API_BASE } from '../../protocol/api';
import { startTestServer, type TestServer } from '../../test/helpers/testServer';
import { isLocal } from '../modules/upload/localStorage';
import { COMPRESS_MIN_BYTES } from './compression';

/**
 * `/web` answers of 1 KiB and more are compressed (brotli first, else gzip); smaller ones, media
 * (uploads, HLS and thumbnails under /live) and `application/octet-stream` uploads never are.
 */

const BROWSER = 'gzip, deflate, br, zstd';
const PNG_KEY = 'chat/20250101/0123456789abcdef01234567.png';
const BIN_KEY = 'chat/20250101/89abcdef0123456789abcdef.bin';

describe('compressed /web answers', () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite' });
    if (!isLocal(s.ctx.storage)) throw new Error('expected local storage');
    // Text-like content (would shrink a lot) under media names: only the path keeps it uncompressed.
    const filler = Buffer.from('tribune '.repeat(1024));
    for (const key of [PNG_KEY, BIN_KEY]) {
      const file = s.ctx.storage.fileOf(key)!;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, filler);
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  const headers = (acceptEncoding?: string) => (acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
  const get = (url: string, acceptEncoding?: string) =>
    s.app.inject({ method: 'GET', url, headers: headers(acceptEncoding) });
  /** The home page's lower block: a few KB of JSON for anyone. */
  const homeInfo = (acceptEncoding?: string) =>
    s.app.inject({
      method: 'POST',
      url: `${API_BASE}${api.homeInfoBottom.path}`,
      headers: headers(acceptEncoding),
      payload: {},
    });

  it('sends a large JSON answer as brotli, still never stored', async () => {
    const plain = await homeInfo();
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const res = await homeInfo(BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it("sends a visitor's match list encoded once: the same bytes to every visitor, the same JSON as uncompressed", async () => {
    const list = (acceptEncoding?: string) =>
      s.app.inject({
        method: 'POST',
        url: `${API_BASE}${api.matchList.path}`,
        headers: headers(acceptEncoding),
        payload: { raceType: 0, pageSize: 50 },
      });
    const plain = await list();
    expect(plain.json()).toMatchObject({ success: true, code: 0 });
    const first = await list(BROWSER);
    const second = await list(BROWSER);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-security-policy']).toEqual(expect.any(String));
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client without brotli', async () => {
    const res = await homeInfo('gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toEqual((await homeInfo()).json());
  });

  it('sends an answer under 1 KiB as it is', async () => {
    const url = `${API_BASE}${api.systemDomain.path}`;
    const res = await get(url, BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('never compresses uploads, whatever their type, nor HLS and thumbnails under /live', async () => {
    for (const url of [
      `/uploads/${PNG_KEY}`,
      `/uploads/${BIN_KEY}`,
      '/live/football/index.m3u8',
      '/live/football/seg/0.ts',
      '/live/football/thumbs.jpg',
    ]) {
      const res = await get(url, BROWSER);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    const bin = await get(`/uploads/${BIN_KEY}`, BROWSER);
    expect(bin.headers['content-type']).toBe('application/octet-stream');
    expect(bin.rawPayload.length).toBe(8 * 1024);
  });
});
