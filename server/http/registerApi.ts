import { timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { API_BASE, api, type Access, type EndpointName, type ResponseOf } from '../../protocol/api';
import { ErrorCode } from '../../protocol/errors';
import type { AppContext } from '../context';
import { ApiError, failure } from './apiError';
import { requireSession, type Session } from './auth';
import { PreparedAnswer } from './preparedAnswer';
import { regionRefused } from './region';

/**
 * The session a handler of an endpoint with access `A` receives, as registerApi checks it before the
 * handler runs: 'user' calls are refused without a live session (2321 / 403), so it is always there;
 * 'admin' calls carry one unless made with the admin key (the CLI); 'public' calls never get one (a
 * public handler that wants the caller reads the token itself, as uploadAddress does).
 */
export type SessionFor<A extends Access> = A extends 'user'
  ? Session
  : A extends 'admin'
    ? Session | undefined
    : undefined;

export interface HandlerInput<N extends EndpointName> {
  body: z.output<(typeof api)[N]['request']>;
  session: SessionFor<(typeof api)[N]['access']>;
  req: FastifyRequest;
}
/** What a handler answers: the data of the envelope, or the whole answer encoded once (a cached public page). */
export type Handler<N extends EndpointName> = (
  input: HandlerInput<N>,
) => Promise<ResponseOf<N> | PreparedAnswer<ResponseOf<N>>>;
export type Handlers = { [N in EndpointName]?: Handler<N> };

/** Turns zod issues into `{ path, rule }` pairs the client can translate. */
export function issuesOf(error: z.ZodError): { path: string; rule: string }[] {
  return error.issues
    .slice(0, 20)
    .map((i) => ({ path: i.path.join('.'), rule: i.code === 'custom' ? i.message : i.code }));
}

/** PostgreSQL text cannot hold NUL: refuse it everywhere before it reaches a query. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

function adminKeyMatches(ctx: AppContext, req: FastifyRequest): boolean {
  const given = req.headers['x-admin-key'];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(ctx.secrets.adminKey);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Registers every endpoint of protocol/api.ts that has a handler: region check, the admin access
 * check (before the body: an admin call's schema is nobody else's business), body validation against
 * the endpoint's schema, the user access check, then the handler; the answer is the §7 envelope.
 */
/**
 * The handlers of every module in one table: a name two modules both answer is refused at start
 * (a spread would let the later one win without a word).
 */
export function mergeHandlers(groups: Record<string, Handlers>): Handlers {
  const merged: Record<string, unknown> = {};
  const owners = new Map<string, string>();
  for (const [owner, handlers] of Object.entries(groups))
    for (const [name, handler] of Object.entries(handlers)) {
      const taken = owners.get(name);
      if (taken) throw new Error(`endpoint ${name} of ${owner} is already handled by ${taken}`);
      owners.set(name, owner);
      merged[name] = handler;
    }
  return merged;
}

export function registerApi(app: FastifyInstance, ctx: AppContext, handlers: Handlers): void {
  // Generic per name, so `handlers[name]` is the `Handler<N>` written for that endpoint.
  const registerOne = <N extends EndpointName>(name: N): void => {
    const handler = handlers[name];
    if (handler) registerRoute(app, ctx, name, handler);
  };
  for (const name of Object.keys(handlers) as EndpointName[]) registerOne(name);
}

function registerRoute<N extends EndpointName>(
  app: FastifyInstance,
  ctx: AppContext,
  name: N,
  handler: Handler<N>,
): void {
  const endpoint = api[name];
  app.route({
    method: endpoint.method,
    url: API_BASE + endpoint.path,
    handler: async (req, reply) => {
      const refusal = regionRefused(ctx, req);
      if (refusal) return failure(ErrorCode.RegionForbidden, { region: refusal });
      let session: Session | undefined;
      // An admin call is refused to everyone else before its body is read: its schema tells them nothing.
      if (endpoint.access === 'admin' && !adminKeyMatches(ctx, req)) {
        session = await requireSession(ctx, req);
        if (session.user.role !== 'admin') throw new ApiError(ErrorCode.NoPermission);
      }
      const raw: unknown = endpoint.method === 'GET' || req.body === undefined ? {} : req.body;
      if (hasNul(raw)) return failure(ErrorCode.InvalidInput, { issues: [{ path: '', rule: 'nul' }] });
      const parsed = endpoint.request.safeParse(raw);
      if (!parsed.success) return failure(ErrorCode.InvalidInput, { issues: issuesOf(parsed.error) });
      if (endpoint.access === 'user') session = await requireSession(ctx, req);
      // The checks above make `session` what SessionFor<access> promises; zod parsed `body` with this
      // endpoint's schema. TypeScript cannot follow either through the generic `N`.
      const input = { body: parsed.data, session, req } as HandlerInput<N>;
      const data = await handler(input);
      if (data instanceof PreparedAnswer) return data.send(req, reply);
      return { success: true, code: 0, data };
    },
  });
}
