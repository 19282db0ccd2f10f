import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import type { RequestOf } from '../../../protocol/api';
import { startTestServer, type TestServer } from '../../../test/helpers/testServer';
import { isLocal, type LocalStorage } from './localStorage';
import { withoutQuery } from './storage';

/** Test helpers of the upload suites: a listening test server, signed addresses, raw HTTP PUTs. */
export const BYTES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 2)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 3)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.alloc(4, 0),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(30, 4),
  ]),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(50, 5)]),
  webm: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(50, 6)]),
  html: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
};

export interface UploadKit {
  s: TestServer;
  storage: LocalStorage;
  /** http://127.0.0.1:<port> of the listening server. */
  origin: string;
  token: string;
  address(
    contentType: RequestOf<'uploadAddress'>['contentType'],
    size: number,
    uploadType?: RequestOf<'uploadAddress'>['uploadType'],
  ): Promise<string>;
  /** The file a signed (or stored) URL names on disk. */
  fileOf(url: string): string;
  /** Names of the temp files of PUTs in progress. */
  temps(): string[];
}

export async function startUploadKit(): Promise<UploadKit> {
  const s = await startTestServer({ backend: 'pglite' });
  if (!isLocal(s.ctx.storage)) throw new Error('expected local storage');
  const storage = s.ctx.storage;
  const token = await s.login('viewer01');
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = s.app.server.address() as AddressInfo;
  return {
    s,
    storage,
    origin: `http://127.0.0.1:${port}`,
    token,
    async address(contentType, size, uploadType = 'chat') {
      const reply = await s.call(
        'uploadAddress',
        { fileName: 'f', size, contentType, uploadType },
        { token },
      );
      if (!reply.body.success) throw new Error(`upload address refused: ${JSON.stringify(reply.body)}`);
      return reply.body.data;
    },
    fileOf: (url) => path.join(storage.dir, withoutQuery(url).slice('/uploads/'.length)),
    temps: () => fs.readdirSync(storage.tmpDir),
  };
}

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A raw HTTP request (the path is sent exactly as given, never normalised). `chunks` are written
 * one by one; with `end: false` the request stays open after them and `whenOpen` gets the request.
 */
export function rawRequest(
  origin: string,
  options: {
    method: string;
    path: string;
    headers?: Record<string, string | number>;
    chunks?: Buffer[];
    end?: boolean;
    whenOpen?: (req: http.ClientRequest) => void;
  },
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${options.path}`, {
      method: options.method,
      headers: options.headers ?? {},
    });
    req.on('response', (res) => {
      const body: Buffer[] = [];
      res.on('data', (chunk: Buffer) => body.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(body) }),
      );
    });
    req.on('error', reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    if (options.end === false) options.whenOpen?.(req);
    else req.end();
  });
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function eventually(check: () => boolean, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every file under `dir`, relative to it. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}
