/**
 * The S3 adapter against a local stand-in endpoint that verifies SigV4 itself (fakeS3.ts): the
 * signed URL must carry exactly the type and length asked for, and the stored URL is its public
 * object URL without the query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer, type TestServer } from '../../../test/helpers/testServer';
import { type FakeS3, startFakeS3 } from './fakeS3';
import { isOwnUpload, withoutQuery } from './storage';
import { BYTES } from './uploadTestKit';

const CDN = 'https://cdn.example.test/media';

describe('upload (S3 storage)', () => {
  let s3: FakeS3;
  let s: TestServer;
  let token: string;
  let skewMs = 0;

  beforeAll(async () => {
    s3 = await startFakeS3({ credentials: { AKTEST: 'secret/TEST+key' }, now: () => Date.now() + skewMs });
    s = await startTestServer({
      backend: 'pglite',
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'tribune-media',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKTEST',
        S3_SECRET_ACCESS_KEY: 'secret/TEST+key',
        S3_PUBLIC_URL: CDN,
      },
    });
    token = await s.login('viewer01');
  });
  afterAll(async () => {
    await s?.close();
    await s3?.close();
  });

  /** What the browser sends with the PUT (§7): octet-stream and the author header of its device id. */
  const AUTHOR = 'dev1ce';
  const sent = {
    'content-type': 'application/octet-stream',
    'if-none-match': '*',
    'x-amz-meta-author': AUTHOR,
  };

  async function address(contentType: 'image/png' | 'application/octet-stream', size: number) {
    const reply = await s.call(
      'uploadAddress',
      { fileName: 'f', size, contentType, uploadType: 'chat' },
      { token, headers: { 'device-info': `pc ${AUTHOR}` } },
    );
    if (!reply.body.success) throw new Error(`refused: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  }

  const put = (url: string, body: Buffer, headers: Record<string, string>) =>
    fetch(url, { method: 'PUT', body: new Uint8Array(body), headers });

  it('signs a presigned PUT bound to content type, length and author, with no checksum of an empty body', async () => {
    const url = new URL(await address('image/png', BYTES.png.length));
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toMatch(/^\/tribune-media\/chat\/\d{8}\/[0-9a-f]{24}\.png$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host;if-none-match;x-amz-meta-author',
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
  });

  it('accepts a correctly signed upload; the stored URL is the object URL without the query', async () => {
    const url = await address('image/png', BYTES.png.length);
    const reply = await put(url, BYTES.png, sent);
    expect(reply.status, s3.refusals.join()).toBe(200);
    const stored = withoutQuery(url);
    const key = stored.slice(`${s3.endpoint}/tribune-media/`.length);
    expect(s3.objects.get(`/tribune-media/${key}`)?.body.equals(BYTES.png)).toBe(true);
    const got = await fetch(stored);
    expect(Buffer.from(await got.arrayBuffer()).equals(BYTES.png)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/octet-stream');
    expect(isOwnUpload(s.ctx, stored)).toBe(true);
    expect(isOwnUpload(s.ctx, `${CDN}/${key}`)).toBe(true);
    expect(isOwnUpload(s.ctx, `https://evil.example/tribune-media/${key}`)).toBe(false);
    expect(isOwnUpload(s.ctx, `${CDN}/${key}/../x.png`)).toBe(false);
  });

  it('cannot replace a stored object through the same signed address, nor skip the condition', async () => {
    const url = await address('image/png', BYTES.png.length);
    expect((await put(url, BYTES.png, sent)).status).toBe(200);
    const other = Buffer.concat([BYTES.png.subarray(0, 20), Buffer.alloc(BYTES.png.length - 20, 1)]);
    expect((await put(url, other, sent)).status).toBe(412);
    const unconditional: Record<string, string> = { ...sent };
    delete unconditional['if-none-match'];
    expect((await put(url, other, unconditional)).status).toBe(403);
    expect(s3.objects.get(new URL(url).pathname)?.body.equals(BYTES.png)).toBe(true);
  });

  it('is refused by the endpoint when the content type, author or length differs from the signed ones', async () => {
    const url = await address('image/png', BYTES.png.length);
    const before = s3.refusals.length;
    expect((await put(url, BYTES.png, { ...sent, 'content-type': 'image/png' })).status).toBe(403);
    expect((await put(url, BYTES.png, { ...sent, 'x-amz-meta-author': 'someone' })).status).toBe(403);
    const longer = Buffer.concat([BYTES.png, Buffer.alloc(1)]);
    expect((await put(url, longer, sent)).status).toBe(403);
    expect((await put(url, BYTES.png.subarray(1), sent)).status).toBe(403);
    expect(s3.refusals.slice(before)).toEqual(Array(4).fill('SignatureDoesNotMatch'));
    expect(s3.objects.has(new URL(url).pathname)).toBe(false);
  });

  it('is refused for a tampered signature, an unsigned x-amz-* header and after expiry', async () => {
    const url = await address('application/octet-stream', BYTES.html.length);
    const headers = sent;
    const tampered = url.replace(
      /X-Amz-Signature=([0-9a-f])/,
      (_, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`,
    );
    expect((await put(tampered, BYTES.html, headers)).status).toBe(403);
    const extra = { ...headers, 'x-amz-meta-other': 'device-1' };
    expect((await put(url, BYTES.html, extra)).status).toBe(403);
    expect(s3.refusals.at(-1)).toMatch(/HeadersNotSigned/);
    skewMs = 15 * 60_000 + 1000;
    try {
      expect((await put(url, BYTES.html, headers)).status).toBe(403);
      expect(s3.refusals.at(-1)).toMatch(/expired/);
    } finally {
      skewMs = 0;
    }
    expect((await put(url, BYTES.html, headers)).status).toBe(200);
    expect(url).toMatch(/\.bin\?/);
  });

  it('writes, reads and measures the files the server makes itself (thumbnails, demo pictures)', async () => {
    const key = 'thumb/20260101/0123456789abcdef01234567.jpg';
    await s.ctx.storage.write(key, BYTES.jpeg, 'image/jpeg');
    expect(s3.objects.get(`/tribune-media/${key}`)?.body.equals(BYTES.jpeg)).toBe(true);
    expect((await s.ctx.storage.read(key, 1000))?.equals(BYTES.jpeg)).toBe(true);
    expect(await s.ctx.storage.read(key, 10)).toBeUndefined();
    const head = await s.ctx.storage.head(key, 4);
    expect(head?.head.equals(BYTES.jpeg.subarray(0, 4))).toBe(true);
    expect(head?.size).toBe(BYTES.jpeg.length);
    expect(await s.ctx.storage.head('thumb/20260101/ffffffffffffffffffffffff.jpg', 4)).toBeUndefined();
    expect(await s.ctx.storage.read('thumb/20260101/ffffffffffffffffffffffff.jpg', 10)).toBeUndefined();
  });
});
