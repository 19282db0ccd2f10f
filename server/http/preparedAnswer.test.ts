import zlib from 'node:zlib';

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMPRESS_MIN_BYTES, registerCompression } from './compression';
import { encodingFor, PreparedAnswer } from './preparedAnswer';

describe('encodingFor', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(encodingFor(header)).toBe(expected);
  });
});

describe('a prepared answer', () => {
  const big = new PreparedAnswer({
    cards: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `team ${i}` })),
  });
  const small = new PreparedAnswer({ ok: 1 });
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await registerCompression(app);
    app.post('/web/big', (req, reply) => big.send(req, reply));
    app.post('/web/small', (req, reply) => small.send(req, reply));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });
  const call = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: {},
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('is the §7 envelope of its data', async () => {
    expect(Buffer.byteLength(big.json)).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await call('/web/big');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ success: true, code: 0, data: big.data });
  });

  it('sends brotli or gzip as the caller accepts, once encoded, the same bytes every time', async () => {
    const br = await call('/web/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(big.json);
    expect(big.bytes('br')).toBe(big.bytes('br'));
    expect((await call('/web/big', 'br')).rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await call('/web/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(big.json);
  });

  it('sends an answer under the threshold as it is, as compression.ts would', async () => {
    const res = await call('/web/small', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ success: true, code: 0, data: { ok: 1 } });
  });
});
