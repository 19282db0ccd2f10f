/** §7 chat media upload on local storage: addresses, signed PUT, file-type check, GET headers. */
import fs from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { REGISTRATION_AVATAR_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../../protocol/upload';
import { expectRefusal } from '../../../test/helpers/expectations';
import { isOwnUpload, withoutQuery } from './storage';
import { ANONYMOUS_UPLOADS_PER_IP_PER_HOUR } from './uploadRoutes';
import { BYTES, rawRequest, startUploadKit, type UploadKit } from './uploadTestKit';

describe('upload (local storage)', () => {
  let k: UploadKit;
  beforeAll(async () => {
    k = await startUploadKit();
  });
  afterAll(async () => {
    await k?.s.close();
  });

  const put = (url: string, body: Buffer, contentType = 'application/octet-stream') =>
    k.s.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

  describe('upload address', () => {
    it('refuses a chat address without login; an avatar without login needs the registration form token and a small size', async () => {
      const body = { fileName: 'a.png', size: 100, contentType: 'image/png', uploadType: 'chat' } as const;
      expectRefusal(await k.s.call('uploadAddress', body), ErrorCode.LoginRequired);
      const avatar = { ...body, uploadType: 'avatar' } as const;
      expectRefusal(await k.s.call('uploadAddress', avatar), ErrorCode.LoginRequired);
      expectRefusal(
        await k.s.call('uploadAddress', { ...avatar, uploadToken: 'forged.token.x' }),
        ErrorCode.LoginRequired,
      );
      const { codeToken } = (await k.s.call('codeToken', {})).body.data;
      const signed = await k.s.call('uploadAddress', { ...avatar, uploadToken: codeToken });
      expect(signed.body.data).toMatch(/^\/uploads\/avatar\/\d{8}\/[0-9a-f]{24}\.png\?/);
      expectRefusal(
        await k.s.call('uploadAddress', {
          ...avatar,
          size: REGISTRATION_AVATAR_MAX_BYTES + 1,
          uploadToken: codeToken,
        }),
        ErrorCode.BodyTooLarge,
      );
      // A member may upload the full 30 MB avatar.
      const big = { ...avatar, size: REGISTRATION_AVATAR_MAX_BYTES + 1 };
      expect((await k.s.call('uploadAddress', big, { token: k.token })).body.success).toBe(true);
    });

    it('gives an address without login at most 10 avatar addresses an hour', async () => {
      const ip = '192.0.2.99';
      const { codeToken } = (await k.s.call('codeToken', {})).body.data;
      const avatar = {
        fileName: 'a.png',
        size: 100,
        contentType: 'image/png',
        uploadType: 'avatar',
        uploadToken: codeToken,
      } as const;
      const codes: number[] = [];
      for (let i = 0; i <= ANONYMOUS_UPLOADS_PER_IP_PER_HOUR; i++)
        codes.push((await k.s.call('uploadAddress', avatar, { remoteAddress: ip })).body.code);
      expect(codes.slice(0, -1).every((c) => c === 0)).toBe(true);
      expect(codes.at(-1)).toBe(ErrorCode.TooManyRequests);
    });

    it('gives chat addresses for videos and any file (.bin), but none for a video avatar', async () => {
      expect(await k.address('video/mp4', 100)).toMatch(/\.mp4\?/);
      expect(await k.address('video/webm', 100)).toMatch(/\.webm\?/);
      expect(await k.address('application/octet-stream', 100)).toMatch(
        /^\/uploads\/chat\/\d{8}\/[0-9a-f]{24}\.bin\?/,
      );
      const avatar = {
        fileName: 'a.mp4',
        size: 100,
        contentType: 'video/mp4',
        uploadType: 'avatar',
      } as const;
      expectRefusal(await k.s.call('uploadAddress', avatar, { token: k.token }), ErrorCode.FileFormat);
    });

    it('refuses a chat file over 50 MB', async () => {
      const body = {
        fileName: 'big.mp4',
        size: UPLOAD_MAX_BYTES.chat + 1,
        contentType: 'video/mp4',
      } as const;
      const reply = await k.s.call('uploadAddress', { ...body, uploadType: 'chat' }, { token: k.token });
      expectRefusal(reply, ErrorCode.BodyTooLarge);
    });
  });

  describe('PUT and GET', () => {
    it('stores a real PUT through the signed URL and serves the bytes back with their type', async () => {
      const url = await k.address('image/png', BYTES.png.length);
      const stored = await rawRequest(k.origin, {
        method: 'PUT',
        path: url,
        headers: { 'content-type': 'application/octet-stream', 'x-amz-meta-author': 'device-1' },
        chunks: [BYTES.png.subarray(0, 10), BYTES.png.subarray(10)],
      });
      expect(stored.status).toBe(200);
      expect(isOwnUpload(k.s.ctx, withoutQuery(url))).toBe(true);
      const got = await rawRequest(k.origin, { method: 'GET', path: withoutQuery(url) });
      expect(got.status).toBe(200);
      expect(got.body.equals(BYTES.png)).toBe(true);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.headers['content-disposition']).toBeUndefined();
      expect(k.temps()).toEqual([]);
    });

    it('refuses a second PUT through the same signed address: a stored file is never replaced', async () => {
      const url = await k.address('image/png', BYTES.png.length);
      expect((await put(url, BYTES.png)).statusCode).toBe(200);
      const other = Buffer.concat([BYTES.png.subarray(0, 20), Buffer.alloc(BYTES.png.length - 20, 1)]);
      expect((await put(url, other)).statusCode).toBe(403);
      const got = await rawRequest(k.origin, { method: 'GET', path: withoutQuery(url) });
      expect(got.body.equals(BYTES.png)).toBe(true);
    });

    it('streams a file far above the JSON body limit to disk', async () => {
      const big = Buffer.concat([BYTES.mp4, Buffer.alloc(3 * 1024 * 1024, 9)]);
      const url = await k.address('video/mp4', big.length);
      const chunks = Array.from({ length: Math.ceil(big.length / 65_536) }, (_, i) =>
        big.subarray(i * 65_536, (i + 1) * 65_536),
      );
      const reply = await rawRequest(k.origin, { method: 'PUT', path: url, chunks });
      expect(reply.status).toBe(200);
      expect(fs.readFileSync(k.fileOf(url)).equals(big)).toBe(true);
    });

    it('accepts every signed media type whose first bytes match it', async () => {
      const cases = [
        ['image/jpeg', BYTES.jpeg],
        ['image/gif', BYTES.gif],
        ['image/webp', BYTES.webp],
        ['video/mp4', BYTES.mp4],
        ['video/webm', BYTES.webm],
      ] as const;
      for (const [type, bytes] of cases) {
        const url = await k.address(type, bytes.length);
        expect((await put(url, bytes, type)).statusCode, type).toBe(200);
        expect(fs.readFileSync(k.fileOf(url)).equals(bytes)).toBe(true);
      }
    });

    it('refuses with 4018 and keeps nothing when the bytes are not of the signed type', async () => {
      for (const [type, bytes] of [
        ['image/png', BYTES.html],
        ['image/png', BYTES.jpeg],
        ['video/mp4', BYTES.webm],
      ] as const) {
        const url = await k.address(type, bytes.length);
        const reply = await put(url, bytes);
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toMatchObject({ success: false, code: ErrorCode.FileFormat });
        expect(fs.existsSync(k.fileOf(url))).toBe(false);
      }
      expect(k.temps()).toEqual([]);
    });

    it('refuses a forged signature with 403 and writes nothing', async () => {
      const url = await k.address('image/png', BYTES.png.length);
      const forged = url.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`);
      expect((await put(forged, BYTES.png)).statusCode).toBe(403);
      const raised = url.replace(/max=\d+/, 'max=99999999');
      expect((await put(raised, BYTES.png)).statusCode).toBe(403);
      expect((await put(url.replace('ct=image%2Fpng', 'ct=image%2Fjpeg'), BYTES.jpeg)).statusCode).toBe(403);
      expect(fs.existsSync(k.fileOf(url))).toBe(false);
    });

    it('refuses an expired URL with 403', async () => {
      const url = await k.address('image/png', BYTES.png.length);
      k.s.clock.advance(15 * 60_000 + 1000);
      expect((await put(url, BYTES.png)).statusCode).toBe(403);
      expect(fs.existsSync(k.fileOf(url))).toBe(false);
    });

    it('refuses a PUT that declares another media type than the signed one', async () => {
      const url = await k.address('image/png', BYTES.png.length);
      expect((await put(url, BYTES.png, 'text/html')).statusCode).toBe(403);
      expect((await put(url, BYTES.png, 'image/png')).statusCode).toBe(200);
    });

    it('serves any file as an attachment download that cannot run on our origin', async () => {
      const url = await k.address('application/octet-stream', BYTES.html.length);
      expect((await put(url, BYTES.html)).statusCode).toBe(200);
      const plain = await rawRequest(k.origin, { method: 'GET', path: withoutQuery(url) });
      expect(plain.body.equals(BYTES.html)).toBe(true);
      expect(plain.headers['content-type']).toBe('application/octet-stream');
      expect(plain.headers['content-disposition']).toBe('attachment');
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
      expect(plain.headers['content-security-policy']).toContain('sandbox');
      const name = encodeURIComponent('../évil "report".html\r\nx: y');
      const named = await rawRequest(k.origin, { method: 'GET', path: `${withoutQuery(url)}?name=${name}` });
      expect(named.headers['content-disposition']).toBe(
        `attachment; filename="__vil _report_.htmlx_ y"; filename*=UTF-8''_%C3%A9vil%20_report_.htmlx_%20y`,
      );
    });
  });
});
