/** The signed PUT's byte cap, client aborts and path tricks: nothing kept, no temp file, nothing outside. */
import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { uploadSignature } from './localStorage';
import { BYTES, eventually, filesUnder, rawRequest, startUploadKit, type UploadKit } from './uploadTestKit';

describe('upload limits (local storage)', () => {
  let k: UploadKit;
  beforeAll(async () => {
    k = await startUploadKit();
  });
  afterAll(async () => {
    await k?.s.close();
  });

  const octet = { 'content-type': 'application/octet-stream' };

  it('refuses a declared content-length above the signed size with 413 before reading', async () => {
    const url = await k.address('image/png', BYTES.png.length);
    const body = Buffer.concat([BYTES.png, Buffer.alloc(10)]);
    const reply = await rawRequest(k.origin, { method: 'PUT', path: url, headers: octet, chunks: [body] });
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body.toString())).toMatchObject({ code: ErrorCode.BodyTooLarge });
    expect(fs.existsSync(k.fileOf(url))).toBe(false);
    expect(k.temps()).toEqual([]);
  });

  it('counts the bytes of a chunked body and answers 413 as soon as they pass the signed size', async () => {
    const url = await k.address('image/png', 1000);
    const first = Buffer.concat([BYTES.png, Buffer.alloc(600)]);
    // The request stays open: the refusal must come while the client is still sending.
    const reply = await rawRequest(k.origin, {
      method: 'PUT',
      path: url,
      headers: octet,
      chunks: [first, first],
      end: false,
      whenOpen: (req) => setTimeout(() => req.destroy(), 5000).unref(),
    });
    expect(reply.status).toBe(413);
    expect(fs.existsSync(k.fileOf(url))).toBe(false);
    await eventually(() => k.temps().length === 0);
  });

  it('never trusts content-length alone: more bytes than it declared is 413', async () => {
    const url = await k.address('image/png', 1000);
    const reply = await k.s.app.inject({
      method: 'PUT',
      url,
      payload: Buffer.concat([BYTES.png, Buffer.alloc(200)]),
      headers: { ...octet, 'content-length': String(BYTES.png.length) },
    });
    expect(reply.statusCode).toBe(413);
    expect(fs.existsSync(k.fileOf(url))).toBe(false);
    expect(k.temps()).toEqual([]);
  });

  it('refuses an empty body', async () => {
    const url = await k.address('image/png', 100);
    const reply = await k.s.app.inject({ method: 'PUT', url, payload: Buffer.alloc(0), headers: octet });
    expect(reply.statusCode).toBe(400);
    expect(fs.existsSync(k.fileOf(url))).toBe(false);
  });

  it('leaves no temp file and no file when the client aborts mid-upload', async () => {
    const url = await k.address('image/png', 100_000);
    let aborted = false;
    const done = rawRequest(k.origin, {
      method: 'PUT',
      path: url,
      headers: { ...octet, 'content-length': 100_000 },
      chunks: [BYTES.png],
      end: false,
      whenOpen: (req) => {
        void eventually(() => k.temps().length > 0).then(() => {
          aborted = true;
          req.destroy();
        });
      },
    }).catch(() => undefined);
    await eventually(() => aborted);
    await done;
    await eventually(() => k.temps().length === 0);
    expect(fs.existsSync(k.fileOf(url))).toBe(false);
  });

  it('refuses keys with .., encoded dots, slashes or absolute paths, even when correctly signed', async () => {
    const root = path.dirname(path.dirname(k.storage.dir));
    const before = filesUnder(root).sort();
    const exp = k.s.ctx.now() + 60_000;
    const keys = [
      '../../escaped.png',
      '%2e%2e/%2e%2e/escaped.png',
      'chat/20250101/..%2f..%2f..%2fescaped.png',
      '%2fetc%2fescaped.png',
      '/tmp/escaped.png',
      'chat/20250101/0123456789abcdef01234567.png/../../../../escaped.png',
      '..%5c..%5cescaped.png',
    ];
    for (const key of keys) {
      const decoded = decodeURIComponent(key);
      const sig = uploadSignature(k.s.ctx.secrets.key, `${decoded}|image/png|1000|${exp}`);
      const query = `ct=image%2Fpng&max=1000&exp=${exp}&sig=${sig}`;
      const reply = await rawRequest(k.origin, {
        method: 'PUT',
        path: `/uploads/${key}?${query}`,
        headers: octet,
        chunks: [BYTES.png],
      });
      expect([403, 404], key).toContain(reply.status);
      // A GET outside /uploads/* may fall through to the page shell (index.html, or its notice
      // when the client is not built, as in the unit tier of a fresh checkout), never to a file.
      const got = await rawRequest(k.origin, { method: 'GET', path: `/uploads/${key}` });
      if (got.status === 200) expect(got.headers['content-type'], key).toMatch(/^text\/html/);
      else if (got.status === 503) expect(got.body.toString(), key).toMatch(/client is not built/);
      else expect([403, 404], key).toContain(got.status);
    }
    expect(filesUnder(root).sort()).toEqual(before);
    expect(fs.existsSync('/tmp/escaped.png')).toBe(false);
    expect(k.temps()).toEqual([]);
  });
});
