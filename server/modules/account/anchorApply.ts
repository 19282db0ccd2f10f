import { and, eq, inArray } from 'drizzle-orm';

import type { RequestOf } from '../../../protocol/api';
import { ErrorCode } from '../../../protocol/errors';
import type { ApplyDetails } from '../../../protocol/profile';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { recordTask } from '../anchor';
import { checkAvatar } from './avatar';
import { birthdayText } from './profileEdit';

/** anchor_apply_for_details: where the caller's application stands (§4 anchor account states). */
export function applyDetails(user: UserRow): ApplyDetails {
  const status =
    user.anchorStatus === 'pending' || user.anchorStatus === 'rejected'
      ? user.anchorStatus
      : user.role === 'anchor' && user.anchorStatus !== 'none'
        ? 'approved'
        : 'none';
  return {
    status,
    reason: status === 'rejected' ? user.reviewReason : null,
    appliedAt: user.appliedAt?.getTime() ?? null,
    reviewedAt: status === 'none' ? null : (user.reviewedAt?.getTime() ?? null),
  };
}

/**
 * anchor_apply_for: a member (not an anchor: 8003; not while an application is under review: 3012)
 * applies with the fields registration asks of an anchor (§3, §5: agreement 3028, birthday, region
 * 3019, an avatar of our storage), on their own account: no second account. The account goes under
 * review as a registration does, and the platform approves or rejects it the same way (`npm run
 * admin`); the member keeps logging in as a member meanwhile. A rejected member may apply again.
 */
export async function applyForAnchor(
  ctx: AppContext,
  me: UserRow,
  body: RequestOf<'anchorApplyFor'>,
): Promise<ApplyDetails> {
  if (me.role === 'anchor') throw new ApiError(ErrorCode.AlreadyAnchor);
  if (me.role === 'admin') throw new ApiError(ErrorCode.NoPermission);
  if (me.anchorStatus === 'pending') throw new ApiError(ErrorCode.AccountUnderReview);
  if (!body.agreement) throw new ApiError(ErrorCode.AgreementRequired);
  const birthday = birthdayText(ctx, body.birthday);
  const province = body.province?.trim() ?? '';
  const city = body.city?.trim() ?? '';
  if (!province || !city) throw new ApiError(ErrorCode.RegionEmpty);
  if (body.avatar !== null && body.avatar !== undefined) await checkAvatar(ctx, me, body.avatar);
  const avatar = body.avatar ?? me.avatar;
  const row = await ctx.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        ...(body.nickname ? { nickname: body.nickname } : {}),
        avatar,
        gender: body.gender,
        birthday,
        province,
        city,
        height: body.height ?? null,
        weight: body.weight ?? null,
        emotion: body.emotion ?? null,
        hobbies: body.hobbies ?? [],
        profile: body.profile ?? '',
        anchorStatus: 'pending',
        reviewReason: null,
        reviewedAt: null,
        appliedAt: new Date(ctx.now()),
      })
      // Another application of the same member got in first: it is under review now.
      .where(and(eq(users.id, me.id), inArray(users.anchorStatus, ['none', 'rejected'])))
      .returning();
    if (!updated) throw new ApiError(ErrorCode.AccountUnderReview);
    if (avatar) await recordTask(tx, me.id, 'task_10', ctx.now());
    return updated;
  });
  ctx.log.info({ username: me.username }, 'anchor application submitted from the user centre');
  return applyDetails(row);
}
