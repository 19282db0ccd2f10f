import { ErrorCode } from '../../../protocol/errors';
import { PICTURE_MAX_PIXELS, PICTURE_MAX_SIDE, THUMB_MAX_SIDE } from '../../../protocol/space';
import { PHOTO_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '../../../protocol/upload';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { claimUploads, describeKey, matchesContentType, ownsUploads, uploadKeyOf } from '../upload';
import { imageSize } from './imageSize';

/** Read this much of a picture for its header; a JPEG whose size comes later is read whole. */
const HEAD_READ = 256 * 1024;
/** A picture this small (bytes) is its own thumbnail, whatever its size in pixels. */
const SMALL_PICTURE_BYTES = 24 * 1024;

/** A picture of a photo or a post, checked and measured, ready to be stored. */
export interface CheckedPicture {
  url: string;
  key: string;
  width: number;
  height: number;
  /** The URL itself for a small picture; null when a thumbnail must be made. */
  thumb: string | null;
}

function notUploaded(index: number): ApiError {
  return new ApiError(ErrorCode.PictureNotUploaded, { index });
}

async function measure(ctx: AppContext, key: string, contentType: string, index: number) {
  const stored = await ctx.storage.head(key, HEAD_READ);
  // Signed but never uploaded (or swept): there is nothing to show.
  if (!stored) throw notUploaded(index);
  if (!matchesContentType(contentType as (typeof PHOTO_CONTENT_TYPES)[number], stored.head))
    throw new ApiError(ErrorCode.FileFormat, { index });
  let size = imageSize(contentType, stored.head);
  if (!size && stored.size > stored.head.length) {
    const whole = await ctx.storage.read(key, UPLOAD_MAX_BYTES.photo);
    size = whole && imageSize(contentType, whole);
  }
  if (!size) throw new ApiError(ErrorCode.FileFormat, { index });
  const { width, height } = size;
  if (width * height > PICTURE_MAX_PIXELS || Math.max(width, height) > PICTURE_MAX_SIDE)
    throw new ApiError(ErrorCode.BodyTooLarge, { index, limit: PICTURE_MAX_PIXELS });
  return { width, height, small: stored.size <= SMALL_PICTURE_BYTES };
}

/**
 * Checks the pictures of a new photo or post, in order, before anything is written: each must be
 * a fresh `photo` upload of the caller to our storage (8001 otherwise: not ours, someone else's,
 * never uploaded, or already used), a picture by its content (4018: signature and header of its
 * type) and not too large to decode (1001). Nothing is decoded here; thumbnails come later.
 */
export async function checkPictures(
  ctx: AppContext,
  me: UserRow,
  urls: readonly string[],
): Promise<CheckedPicture[]> {
  const keys = urls.map((url, index) => {
    const key = uploadKeyOf(ctx, url);
    if (!key) throw notUploaded(index);
    const { uploadType, contentType } = describeKey(key);
    if (uploadType !== 'photo') throw notUploaded(index);
    if (!contentType || !(PHOTO_CONTENT_TYPES as readonly string[]).includes(contentType))
      throw new ApiError(ErrorCode.FileFormat, { index });
    return { key, contentType };
  });
  if (
    !(await ownsUploads(
      ctx.database.db,
      keys.map((k) => k.key),
      me.id,
    ))
  )
    throw new ApiError(ErrorCode.PictureNotUploaded);
  const checked: CheckedPicture[] = [];
  for (const [index, { key, contentType }] of keys.entries()) {
    const { width, height, small } = await measure(ctx, key, contentType, index);
    const url = urls[index]!;
    const fits = width <= THUMB_MAX_SIDE && height <= THUMB_MAX_SIDE;
    checked.push({ url, key, width, height, thumb: small || fits ? url : null });
  }
  return checked;
}

/** Takes the checked pictures for good inside the writing transaction (8001 when one was taken meanwhile). */
export async function claimPictures(tx: Tx, me: UserRow, pictures: readonly CheckedPicture[]): Promise<void> {
  if (
    !(await claimUploads(
      tx,
      pictures.map((p) => p.key),
      me.id,
    ))
  )
    throw new ApiError(ErrorCode.PictureNotUploaded);
}

/** Removes stored files after their rows are gone (a failure is logged: the rows are what counts). */
export async function removeFiles(ctx: AppContext, urls: readonly (string | null)[]): Promise<void> {
  const keys = new Set(urls.flatMap((url) => (url ? [uploadKeyOf(ctx, url)] : [])));
  for (const key of keys) {
    if (!key) continue;
    await ctx.storage.remove(key).catch((error: unknown) => {
      ctx.log.warn({ err: error, key }, 'stored file not removed');
    });
  }
}
