import { ErrorCode } from '../../../protocol/errors';
import { UPLOAD_TYPE_CONTENT_TYPES } from '../../../protocol/upload';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { ApiError } from '../../http/apiError';
import {
  claimUploads,
  describeKey,
  HEAD_BYTES,
  matchesContentType,
  ownsUploads,
  uploadKeyOf,
} from '../upload';

function invalidAvatar(): ApiError {
  return new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'avatar', rule: 'upload' }] });
}

/**
 * A group's new avatar must be an `avatar` upload of our storage that the caller signed and nobody
 * has taken yet (1000 `avatar` otherwise: a URL elsewhere, another's file, never uploaded) and a
 * picture by its content (4018). Checked before the transaction; returns the storage key.
 */
export async function checkGroupAvatar(ctx: AppContext, userId: number, url: string): Promise<string> {
  const key = uploadKeyOf(ctx, url);
  if (!key) throw invalidAvatar();
  const { uploadType, contentType } = describeKey(key);
  if (uploadType !== 'avatar' || !contentType || !UPLOAD_TYPE_CONTENT_TYPES.avatar.includes(contentType))
    throw invalidAvatar();
  if (!(await ownsUploads(ctx.database.db, [key], userId))) throw invalidAvatar();
  const stored = await ctx.storage.head(key, HEAD_BYTES);
  if (!stored) throw invalidAvatar();
  if (!matchesContentType(contentType, stored.head)) throw new ApiError(ErrorCode.FileFormat);
  return key;
}

/**
 * Takes the upload for the group in the change's transaction: the upload sweep no longer deletes
 * its file (a group's avatar is not among the places it looks for references). 1000 when another
 * call took it in the meantime.
 */
export async function claimGroupAvatar(tx: Tx, key: string, userId: number): Promise<void> {
  if (!(await claimUploads(tx, [key], userId))) throw invalidAvatar();
}
