import { ErrorCode } from '../../../protocol/errors';
import { UPLOAD_TYPE_CONTENT_TYPES } from '../../../protocol/upload';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { describeKey, HEAD_BYTES, matchesContentType, ownsUploads, uploadKeyOf } from '../upload';

function invalidAvatar(): ApiError {
  return new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'avatar', rule: 'upload' }] });
}

/**
 * A new avatar of a member: an `avatar` upload of our storage that the member signed (1000
 * `avatar` otherwise: another's file, a URL elsewhere, never uploaded) and a picture by its content
 * (4018). The avatar the member has already passes as it is.
 */
export async function checkAvatar(ctx: AppContext, me: UserRow, url: string): Promise<void> {
  if (url === me.avatar) return;
  const key = uploadKeyOf(ctx, url);
  if (!key) throw invalidAvatar();
  const { uploadType, contentType } = describeKey(key);
  if (uploadType !== 'avatar' || !contentType || !UPLOAD_TYPE_CONTENT_TYPES.avatar.includes(contentType))
    throw invalidAvatar();
  if (!(await ownsUploads(ctx.database.db, [key], me.id))) throw invalidAvatar();
  const stored = await ctx.storage.head(key, HEAD_BYTES);
  if (!stored) throw invalidAvatar();
  if (!matchesContentType(contentType, stored.head)) throw new ApiError(ErrorCode.FileFormat);
}
