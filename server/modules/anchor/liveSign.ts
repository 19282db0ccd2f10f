import { eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { liveSignRequest, liveSignResponse } from '../../../protocol/anchor';
import { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import { follows, rooms } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';

/**
 * liveSign: an approved anchor goes live (or stops). Going live tells the anchor's followers with
 * web push type 2 (§4), in the background.
 */
export async function liveSign(
  ctx: AppContext,
  anchor: UserRow,
  body: z.output<typeof liveSignRequest>,
): Promise<z.input<typeof liveSignResponse>> {
  if (anchor.role !== 'anchor' || anchor.anchorStatus !== 'approved')
    throw new ApiError(ErrorCode.NoPermission);
  const db = ctx.database.db;
  const [before] = await db.select().from(rooms).where(eq(rooms.anchorId, anchor.id));
  const wasLive = before?.liveSince != null;
  const liveSince = body.live ? (before?.liveSince ?? new Date(ctx.now())) : null;
  const set = {
    liveSince,
    ...(body.title ? { title: body.title } : {}),
    ...(body.anchorType ? { anchorType: body.anchorType } : {}),
  };
  await db
    .insert(rooms)
    .values({ anchorId: anchor.id, ...set })
    .onConflictDoUpdate({ target: rooms.anchorId, set });
  if (body.live && !wasLive) tellFollowers(ctx, anchor);
  return { live: body.live, liveSince: liveSince?.getTime() ?? null };
}

/** Push type 2 (§4) to the anchor's followers, in the background: a failure is logged, never thrown. */
export function tellFollowers(ctx: AppContext, anchor: Pick<UserRow, 'id' | 'nickname' | 'avatar'>): void {
  ctx.database.db
    .select({ id: follows.userId })
    .from(follows)
    .where(eq(follows.anchorId, anchor.id))
    .then((followers) =>
      ctx.runtimes.push.anchorLive(
        { id: anchor.id, name: anchor.nickname, imgUrl: anchor.avatar ?? '' },
        followers.map((f) => f.id),
      ),
    )
    .catch((error: unknown) => ctx.log.warn({ err: error }, 'anchor live push failed'));
}
