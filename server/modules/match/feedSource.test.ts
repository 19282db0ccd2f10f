/** Issue 13: the match feed is read as a capped stream (never buffered past the cap) and redirects are refused. */
import fs from 'node:fs';
import http from 'node:http';

import { createMatchRuntime } from './runtime';
import { afterEach, describe, expect, it } from 'vitest';

import type { AppContext } from '../../context';
import { FEED_MAX_BYTES, FeedReadError, readFeed } from './feedSource';

const CAP = 64 * 1024;
const CHUNK = 8 * 1024;

interface Served {
  url: string;
  /** Requests received. */
  requests: number;
  /** Body bytes handed to the socket before it closed, once it has closed. */
  closed: Promise<number>;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serve(
  handler: (req: http.IncomingMessage, res: http.ServerResponse, write: (b: Buffer) => void) => void,
): Promise<Served> {
  let closedWith: (n: number) => void = () => undefined;
  const served: Served = {
    url: '',
    requests: 0,
    closed: new Promise<number>((resolve) => (closedWith = resolve)),
  };
  const server = http.createServer((req, res) => {
    served.requests += 1;
    let written = 0;
    req.socket.on('close', () => closedWith(written));
    handler(req, res, (b) => {
      if (req.socket.destroyed) return;
      written += b.length;
      res.write(b);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  served.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return served;
}

/** Writes CHUNK bytes every `everyMs` until the socket closes; never ends the answer. */
function endless(res: http.ServerResponse, write: (b: Buffer) => void, everyMs: number): void {
  const chunk = Buffer.alloc(CHUNK, 0x20);
  const timer = setInterval(() => write(chunk), everyMs);
  res.on('close', () => clearInterval(timer));
  write(chunk);
}

describe('readFeed from a URL', () => {
  it('stops an endless answer at the cap: the connection closes after at most the cap and one chunk', async () => {
    const s = await serve((_req, res, write) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      endless(res, write, 40);
    });
    const started = Date.now();
    const error = await readFeed(`${s.url}/feed.json`, { maxBytes: CAP }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedReadError);
    expect((error as Error).message).toMatch(/over 65536 bytes/);
    const written = await s.closed;
    expect(written).toBeGreaterThan(CAP);
    expect(written).toBeLessThanOrEqual(CAP + CHUNK);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a declared Content-Length over the cap before reading the body', async () => {
    const s = await serve((_req, res, write) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(CAP * 16) });
      write(Buffer.alloc(1024, 0x20));
      // ...and nothing more: a reader that waits for the body would hang until its timeout.
    });
    const error = await readFeed(`${s.url}/feed.json`, { maxBytes: CAP }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedReadError);
    expect((error as Error).message).toMatch(/over 65536 bytes/);
    expect(await s.closed).toBe(1024);
  });

  it('reads a document of exactly the cap, refuses one byte more', async () => {
    const doc = (size: number) => {
      const json = JSON.stringify({ version: 1, pad: '' });
      return Buffer.from(json.replace('""', `"${'x'.repeat(size - json.length)}"`));
    };
    const s = await serve((req, res) => {
      const body = doc(req.url === '/exact' ? CAP : CAP + 1);
      res.writeHead(200, { 'content-type': 'application/json' });
      // Chunked, no Content-Length: only the count of the streamed bytes can refuse it.
      res.write(body.subarray(0, 1000));
      res.end(body.subarray(1000));
    });
    expect(await readFeed(`${s.url}/exact`, { maxBytes: CAP })).toMatchObject({ version: 1 });
    await expect(readFeed(`${s.url}/over`, { maxBytes: CAP })).rejects.toBeInstanceOf(FeedReadError);
  });

  it('refuses every redirect: the target is never asked', async () => {
    const target = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"version":1}');
    });
    for (const status of [301, 302, 303, 307, 308]) {
      const s = await serve((_req, res) => {
        res.writeHead(status, { location: `${target.url}/feed.json` }).end();
      });
      const error = await readFeed(`${s.url}/feed.json`).catch((e: unknown) => e);
      expect(error, String(status)).toBeInstanceOf(FeedReadError);
      expect((error as Error).message).toMatch(new RegExp(`redirect.*HTTP ${status}`));
    }
    expect(target.requests).toBe(0);
  });

  it('fails the import of the configured feed on a redirect, as other feed failures', async () => {
    const target = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"version":1}');
    });
    const s = await serve((_req, res) => {
      res.writeHead(302, { location: `${target.url}/feed.json` }).end();
    });
    const ctx = { config: { match: { feed: `${s.url}/feed.json` } } } as unknown as AppContext;
    await expect(createMatchRuntime(ctx).importConfiguredFeed()).rejects.toBeInstanceOf(FeedReadError);
    expect(target.requests).toBe(0);
  });
});

describe('readFeed from a file', () => {
  it.skipIf(!fs.existsSync('/dev/zero'))('stops an endless file (size 0 on stat) at the cap', async () => {
    await expect(readFeed('/dev/zero', { maxBytes: CAP })).rejects.toBeInstanceOf(FeedReadError);
  });

  it('keeps the 20 MB cap by default', () => {
    expect(FEED_MAX_BYTES).toBe(20 * 1024 * 1024);
  });
});
