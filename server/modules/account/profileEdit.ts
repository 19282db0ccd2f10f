import { eq } from 'drizzle-orm';

import type { RequestOf } from '../../../protocol/api';
import type { UserInfo } from '../../../protocol/account';
import { ErrorCode } from '../../../protocol/errors';
import { isValidBirthday } from '../../../protocol/rules';
import { publishTopic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import { topics } from '../../services/topics';
import { users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { recordTask } from '../anchor';
import { checkAvatar } from './avatar';
import { presentUser } from './presentUser';

type Birthday = { year: number; month: number; day: number };

export function birthdayText(ctx: AppContext, { year, month, day }: Birthday): string {
  if (!isValidBirthday(year, month, day, new Date(ctx.now())))
    throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'birthday', rule: 'date' }] });
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * /user/info/basic: the caller changes any of their avatar, nickname and §3 profile fields (a field
 * left out keeps its value). The avatar only from our storage (checkAvatar); the first avatar
 * records task_10 in the same transaction. Answers the user as userInfo does, so the page shows
 * the change at once.
 */
export async function editProfile(
  ctx: AppContext,
  me: UserRow,
  body: RequestOf<'editProfile'>,
): Promise<UserInfo> {
  const { birthday, avatar, ...rest } = body;
  const set: Partial<typeof users.$inferInsert> = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined),
  );
  if (birthday !== undefined) set.birthday = birthdayText(ctx, birthday);
  if (avatar !== undefined) {
    if (avatar !== null) await checkAvatar(ctx, me, avatar);
    set.avatar = avatar;
  }
  const updated = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(set).where(eq(users.id, me.id)).returning();
    if (row!.avatar) await recordTask(tx, me.id, 'task_10', ctx.now());
    return row!;
  });
  if (updated.nickname !== me.nickname || updated.avatar !== me.avatar)
    await publishTopic(ctx.bus, topics.profileChanged, {
      userId: me.id,
      nickname: updated.nickname,
      avatar: updated.avatar,
    }).catch((error: unknown) => ctx.log.warn({ err: error }, 'profile change not announced'));
  return presentUser(updated);
}
