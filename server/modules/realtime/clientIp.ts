import type { IncomingMessage } from 'node:http';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { requestMeta } from '../../http/requestMeta';

type RequestClass = new (
  id: string,
  params: object,
  raw: IncomingMessage,
  query: object,
  log: unknown,
  context: unknown,
) => FastifyRequest;

/**
 * The client address of a raw upgrade request, exactly as `request.ip` of a route gives it. The
 * socket's upgrade never goes through Fastify's router, so its request object is made with the app's
 * own request class, the one that carries the app's `trustProxy` (server/config.ts TRUST_PROXY):
 * the socket caps see the same address as every per-IP limit of the HTTP calls. Throws at start
 * when the app has no such class (a Fastify upgrade changed it), never guesses from the headers.
 */
export function clientIpOf(app: FastifyInstance): (req: IncomingMessage) => string {
  const symbol = Object.getOwnPropertySymbols(app).find((s) => s.description === 'fastify.Request');
  const Request = symbol === undefined ? undefined : (app as unknown as Record<symbol, unknown>)[symbol];
  if (typeof Request !== 'function')
    throw new Error("Fastify's request class was not found: the messaging socket cannot read request.ip");
  return (req) => {
    try {
      return requestMeta(new (Request as RequestClass)('', {}, req, {}, app.log, undefined)).ip ?? '';
    } catch {
      return req.socket.remoteAddress ?? ''; // never a throw in the upgrade handler
    }
  };
}
