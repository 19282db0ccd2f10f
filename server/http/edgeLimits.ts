import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Limits of the HTTP edge (Fastify's server options in app.ts): how long a client may take to send
 * a request, and how large its head may be. Node and Fastify leave some of these off (Fastify sets
 * requestTimeout 0), so a client that sends half a request and then nothing would hold its socket.
 */

/** Request line plus headers (Node's default, stated): a browser's request head here is a few KB. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** A client has this long to send its whole request head; a browser sends it in one packet. */
export const HEADERS_TIMEOUT_MS = 15_000;
/** How often Node looks for requests past those timeouts (its 30 s default lets one live 45 s). */
export const TIMEOUT_CHECK_MS = 5_000;
/** The whole request, body included: a 50 MB chat file (UPLOAD_MAX_BYTES) at about 0.7 Mbit/s. */
export const REQUEST_TIMEOUT_MS = 10 * 60_000;
/** A socket with no byte either way for this long is dead (a paused video asks again with Range). */
export const IDLE_SOCKET_TIMEOUT_MS = 2 * 60_000;
/** Above the 60 s idle timeout of common load balancers, so the balancer closes an idle one first. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * A request Node could not parse or that came too slowly: 431 for a head above MAX_HEADER_BYTES,
 * 408 past HEADERS_TIMEOUT_MS / REQUEST_TIMEOUT_MS, 400 otherwise, always with Connection: close,
 * then the socket is closed. Nothing is logged: this is the client's mistake (Fastify logs it at trace).
 */
export function refuseClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOf(error);
  const body = JSON.stringify({ statusCode: status, error: http.STATUS_CODES[status] });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy();
}
