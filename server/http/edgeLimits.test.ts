/**
 * Issue 17, the HTTP edge under bad input: the server's timeouts and head size are the stated ones
 * (edgeLimits.ts); a client that sends part of a request and then nothing is answered 408 and cut;
 * a head above the limit (one huge header, ten thousand headers, a huge upgrade request) is answered
 * 431; every refusal says Connection: close and closes the socket; the server keeps serving others.
 * The timeouts are shortened on this test's server before it listens, so the file takes seconds.
 */
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IM_PATH } from '../../protocol/im';
import { exchange as exchangeBytes } from '../../test/helpers/sockets';
import { startTestServer, type TestServer } from '../../test/helpers/testServer';
import {
  HEADERS_TIMEOUT_MS,
  IDLE_SOCKET_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_HEADER_BYTES,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_MS,
} from './edgeLimits';

/** How long a wait may take before the test fails with a description (never a timing assertion). */
const WAIT_MS = 10_000;

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(response)?.[1]);

describe('HTTP edge limits', () => {
  let s: TestServer;
  let port: number;
  let configured: Record<string, number>;

  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite' });
    const server = s.app.server;
    // Options Node keeps on the server that @types/node does not list.
    const stored = server as unknown as { maxHeaderSize: number; connectionsCheckingInterval: number };
    configured = {
      headersTimeout: server.headersTimeout,
      requestTimeout: server.requestTimeout,
      keepAliveTimeout: server.keepAliveTimeout,
      timeout: server.timeout,
      maxHeaderSize: stored.maxHeaderSize,
      connectionsCheckingInterval: stored.connectionsCheckingInterval,
    };
    // Shorter here only (Node reads the checking interval when the server starts listening).
    Object.assign(server, { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 50 });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Writes `parts` on a bare socket (the last one is not followed by anything); the answer once closed. */
  const exchange = (...parts: (string | Buffer)[]) => exchangeBytes(port, parts, { waitMs: WAIT_MS });

  const refusedWith = (response: string, status: number) => {
    expect(statusOf(response)).toBe(status);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
  };

  it('runs with the stated limits', () => {
    expect(configured).toEqual({
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      timeout: IDLE_SOCKET_TIMEOUT_MS,
      maxHeaderSize: MAX_HEADER_BYTES,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    });
    // Node refuses a head timeout above the request timeout; a slow head is cut before a slow body.
    expect(HEADERS_TIMEOUT_MS).toBeLessThan(REQUEST_TIMEOUT_MS);
  });

  it('answers 408 and closes a socket that sends part of a request and then nothing', async () => {
    const answers = await Promise.all([
      exchange(''),
      exchange('GET /hea'),
      exchange('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: '),
      exchange(
        'POST /web/user/login HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n',
        'Content-Length: 40\r\n\r\n{"user',
      ),
    ]);
    for (const answer of answers) refusedWith(answer, 408);
  });

  it('answers 431 and closes for a head above the limit: one huge header, 10,000 headers, an upgrade', async () => {
    const head = (lines: string[], first = 'GET /health HTTP/1.1') =>
      `${first}\r\nHost: 127.0.0.1\r\n${lines.map((l) => `${l}\r\n`).join('')}\r\n`;
    const huge = `X-Huge: ${'a'.repeat(MAX_HEADER_BYTES + 1024)}`;
    const answers = await Promise.all([
      exchange(head([huge])),
      exchange(head(Array.from({ length: 10_000 }, (_, i) => `X-H${i}: v`))),
      exchange(head([`Cookie: ${'c=1; '.repeat(50_000)}`])),
      exchange(
        head(
          ['Connection: Upgrade', 'Upgrade: websocket', 'Sec-WebSocket-Version: 13', huge],
          `GET ${IM_PATH}?sendID=guest_edgehttp01&platformID=5 HTTP/1.1`,
        ),
      ),
    ]);
    for (const answer of answers) refusedWith(answer, 431);
    const viaFetch = await fetch(`http://127.0.0.1:${port}/health`, {
      headers: { 'x-huge': 'a'.repeat(20_000) },
    });
    expect(viaFetch.status).toBe(431);
  });

  it('answers 400 and closes for a request that is not HTTP', async () => {
    refusedWith(
      await exchange(
        '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003 not TLS here\r\n\r\n',
      ),
      400,
    );
    refusedWith(
      await exchange('GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n'),
      400,
    );
  });

  it('keeps serving others during and after', async () => {
    const [slow, ok] = await Promise.all([
      exchange('GET /health HTTP/1.1\r\nHost: a\r\n'),
      fetch(`http://127.0.0.1:${port}/health`),
    ]);
    expect(ok.status).toBe(200);
    refusedWith(slow, 408);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  });
});
