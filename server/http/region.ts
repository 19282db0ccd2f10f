import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../context';

/** The region of the request (from the configured header set by the edge proxy) when it is blocked. */
export function regionRefused(ctx: AppContext, req: FastifyRequest): string | undefined {
  if (ctx.config.blockedRegions.length === 0) return undefined;
  const value = req.headers[ctx.config.regionHeader];
  const region = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return region && ctx.config.blockedRegions.includes(region) ? region : undefined;
}
