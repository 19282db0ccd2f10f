import { and, eq, inArray } from 'drizzle-orm';

import type { UploadContentType } from '../../../protocol/upload';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { uploads } from '../../db/schema';
import { EXTENSIONS, isOwnUpload } from './storage';

const TYPE_OF_EXTENSION = new Map(
  Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type as UploadContentType]),
);

/** The storage key of a URL of our storage (`<type>/<day>/<name>.<ext>`), or undefined. */
export function uploadKeyOf(ctx: AppContext, url: string): string | undefined {
  if (!isOwnUpload(ctx, url)) return undefined;
  const base = ctx.storage.bases.find((b) => url.startsWith(b))!;
  return url.slice(base.length);
}

/** The upload type (first folder) and the content type (from the extension) a key was signed for. */
export function describeKey(key: string): { uploadType: string; contentType: UploadContentType | undefined } {
  const [uploadType = ''] = key.split('/', 1);
  return { uploadType, contentType: TYPE_OF_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1)) };
}

/**
 * Whether every key is an upload `ownerId` signed that nothing has taken yet: the `uploads` row
 * a signing writes is still there (the sweep drops it a day later, a claim at once).
 */
export async function ownsUploads(q: Db | Tx, keys: readonly string[], ownerId: number): Promise<boolean> {
  if (keys.length === 0) return true;
  const rows = await q
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(inArray(uploads.key, [...keys]), eq(uploads.ownerId, ownerId)));
  return rows.length === new Set(keys).size;
}

/**
 * Takes uploads for a row that now owns their files (a photo, a post picture): their `uploads` rows
 * go, in the caller's transaction, so no one can take them again and the sweep leaves their files
 * alone. False (nothing should be kept: roll back) when any was not a fresh upload of `ownerId`.
 */
export async function claimUploads(q: Db | Tx, keys: readonly string[], ownerId: number): Promise<boolean> {
  if (keys.length === 0) return true;
  const taken = await q
    .delete(uploads)
    .where(and(inArray(uploads.key, [...keys]), eq(uploads.ownerId, ownerId)))
    .returning({ key: uploads.key });
  return taken.length === new Set(keys).size;
}
