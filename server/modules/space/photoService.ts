import { asc, count, eq, sql } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import { pageOffset } from '../../../protocol/pagination';
import { type Photo, PHOTO_WALL_MAX } from '../../../protocol/space';
import type { AppContext } from '../../context';
import { photos } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { auditOther, lockAnchor, requireAnchor, requireManager } from './access';
import { checkPictures, claimPictures, removeFiles } from './pictures';

type PhotoRow = typeof photos.$inferSelect;

export function presentPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    anchorId: String(row.anchorId),
    url: row.url,
    thumb: row.thumb,
    width: row.width,
    height: row.height,
    description: row.description,
    createdAt: row.createdAt.getTime(),
  };
}

/** imageList: an anchor's wall in the anchor's order (a new photo first), paged (§9). */
export async function listPhotos(ctx: AppContext, anchorId: number, page: number, pageSize: number) {
  const db = ctx.database.db;
  const mine = eq(photos.anchorId, anchorId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(photos)
      .where(mine)
      .orderBy(asc(photos.sort), asc(photos.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(photos).where(mine),
  ]);
  return { list: rows.map(presentPhoto), total: Number(total?.n ?? 0), page, pageSize };
}

/**
 * addImage: a fresh `photo` upload of the caller (pictures.ts) with a description of at most 20
 * characters (the schema), first on the wall. The upload is taken in the same transaction as the
 * row, under the anchor's row lock (so the count and the order hold with concurrent adds); its
 * thumbnail is made right after, in the background.
 */
export async function addPhoto(
  ctx: AppContext,
  me: UserRow,
  body: { url: string; description: string },
): Promise<Photo> {
  requireAnchor(me);
  const [picture] = await checkPictures(ctx, me, [body.url]);
  const row = await ctx.database.db.transaction(async (tx) => {
    await lockAnchor(tx, me.id);
    const [stats] = await tx
      .select({ n: count(), first: sql<number | null>`min(${photos.sort})` })
      .from(photos)
      .where(eq(photos.anchorId, me.id));
    if (Number(stats?.n ?? 0) >= PHOTO_WALL_MAX) throw new ApiError(ErrorCode.PhotoWallFull);
    await claimPictures(tx, me, [picture!]);
    const [inserted] = await tx
      .insert(photos)
      .values({
        anchorId: me.id,
        url: picture!.url,
        thumb: picture!.thumb,
        width: picture!.width,
        height: picture!.height,
        description: body.description,
        sort: (stats?.first ?? 0) - 1,
        createdAt: new Date(ctx.now()),
      })
      .returning();
    return inserted!;
  });
  if (row.thumb === null) ctx.runtimes.space.thumbnails.enqueue([{ photo: row.id }]);
  return presentPhoto(row);
}

/**
 * deleteImage: the row, then its file and thumbnail; its anchor, or a platform admin (audited).
 * 1002 unknown, 1006 another's.
 */
export async function deletePhoto(ctx: AppContext, me: UserRow, id: number): Promise<{ id: number }> {
  const db = ctx.database.db;
  const [row] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  if (!row) throw new ApiError(ErrorCode.NotFound);
  requireManager(me, row.anchorId);
  const removed = await db.transaction(async (tx) => {
    // The row as deleted: a thumbnail made meanwhile is in it.
    const [gone] = await tx.delete(photos).where(eq(photos.id, id)).returning();
    if (!gone) throw new ApiError(ErrorCode.NotFound);
    await auditOther(tx, me, gone.anchorId, 'space.deleteImage', gone.url);
    return gone;
  });
  await removeFiles(ctx, [removed.url, removed.thumb]);
  return { id };
}

/** sortImage: every photo id of the caller's wall, each once, in the new order (1000 `exactIds` otherwise). */
export async function sortPhotos(ctx: AppContext, me: UserRow, ids: number[]): Promise<{ ids: number[] }> {
  requireAnchor(me);
  await ctx.database.db.transaction(async (tx) => {
    await lockAnchor(tx, me.id);
    const current = await tx.select({ id: photos.id }).from(photos).where(eq(photos.anchorId, me.id));
    const mine = new Set(current.map((r) => r.id));
    const exact =
      ids.length === mine.size && new Set(ids).size === ids.length && ids.every((i) => mine.has(i));
    if (!exact) throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'ids', rule: 'exactIds' }] });
    const order = sql.join(
      ids.map((id, sort) => sql`(${id}::int, ${sort}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${photos} set sort = v.sort
        from (values ${order}) as v(id, sort)
       where ${photos.id} = v.id and ${photos.anchorId} = ${me.id}`);
  });
  return { ids };
}
