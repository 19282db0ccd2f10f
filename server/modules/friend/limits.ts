import { createHash } from 'node:crypto';

import type { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';

const DAY_MS = 24 * 3600_000;

/**
 * Per-user daily counters (searches, friend requests) in ctx.counters, so the limits hold across
 * nodes with Redis. The key names the UTC day of ctx.now(), so the count starts again each day, and
 * a short digest of this database's admin key, so two databases sharing one Redis (test runs,
 * staging) never share counts.
 */
function dayKey(ctx: AppContext, kind: string, userId: number): string {
  const scope = createHash('sha256').update(ctx.secrets.adminKey).digest('base64url').slice(0, 8);
  return `friend:${kind}:${scope}:${userId}:${Math.floor(ctx.now() / DAY_MS)}`;
}

/** Counts one more `kind` for the user today; refuses with `code` once over `max`. */
export async function spendDaily(
  ctx: AppContext,
  kind: 'search' | 'add',
  userId: number,
  max: number,
  code: ErrorCode,
): Promise<void> {
  const count = await ctx.counters.hit(dayKey(ctx, kind, userId), DAY_MS + 60_000);
  if (count > max) throw new ApiError(code, { limit: max });
}
