import { randomInt } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import type { AnchorStatus, RegisterRequest } from '../../../protocol/account';
import { ErrorCode } from '../../../protocol/errors';
import { isValidBirthday, isValidCredential, isValidPhone } from '../../../protocol/rules';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { recordTask } from '../anchor';
import { isOwnUpload } from '../upload';
import { hashPassword, verifyPassword } from './passwords';
import { checkCode, spendCode } from './smsCodes';

function invalid(path: string, rule: string): ApiError {
  return new ApiError(ErrorCode.InvalidInput, { issues: [{ path, rule }] });
}

/** The §5 rules, in the order the form shows them, each with its own code. */
function checkRules(ctx: AppContext, input: RegisterRequest): void {
  if (!input.username) throw new ApiError(ErrorCode.UsernameEmpty);
  if (!isValidCredential(input.username)) throw invalid('username', 'credential');
  if (!isValidCredential(input.password)) throw invalid('password', 'credential');
  if (input.password !== input.confirmPassword) throw new ApiError(ErrorCode.ConfirmPasswordDiffers);
  if (!input.phone) throw new ApiError(ErrorCode.PhoneEmpty);
  if (!isValidPhone(input.areaCode, input.phone)) throw new ApiError(ErrorCode.WrongPhoneOrAreaCode);
  if (!input.agreement) throw new ApiError(ErrorCode.AgreementRequired);
  const { year, month, day } = input.birthday;
  if (!isValidBirthday(year, month, day, new Date(ctx.now()))) throw invalid('birthday', 'date');
  if (!input.province.trim() || !input.city.trim()) throw new ApiError(ErrorCode.RegionEmpty);
  if (input.avatar !== null && !isOwnUpload(ctx, input.avatar)) throw invalid('avatar', 'upload');
}

async function freeAppNumber(tx: Tx | Db): Promise<string> {
  for (;;) {
    const candidate = String(randomInt(10_000_000, 99_999_999));
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.appNumber, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
}

function profileOf(input: RegisterRequest) {
  const { year, month, day } = input.birthday;
  return {
    nickname: input.nickname.trim(),
    avatar: input.avatar,
    gender: input.gender,
    birthday: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    province: input.province.trim(),
    city: input.city.trim(),
    height: input.height,
    weight: input.weight,
    emotion: input.emotion,
    hobbies: input.hobbies,
    profile: input.profile,
    anchorStatus: 'pending' as const,
    reviewReason: null,
    reviewedAt: null,
  };
}

/**
 * Anchor registration (§3, §5). A new phone creates an account under review. A phone that already
 * has an app (viewer) account turns that account into an application if the password is the app's
 * one; a rejected applicant may apply again. The code is spent in the same transaction.
 */
export async function register(
  ctx: AppContext,
  input: RegisterRequest,
  ip: string,
): Promise<{ status: AnchorStatus }> {
  checkRules(ctx, input);
  const db = ctx.database.db;
  const [byName] = await db
    .select()
    .from(users)
    .where(eq(users.usernameLower, input.username.toLowerCase()))
    .limit(1);
  const [byPhone] = await db
    .select()
    .from(users)
    .where(and(eq(users.areaCode, input.areaCode), eq(users.phone, input.phone)))
    .limit(1);
  if (byPhone) {
    if (byPhone.anchorStatus === 'pending') throw new ApiError(ErrorCode.AccountUnderReview);
    if (byPhone.anchorStatus !== 'none' && byPhone.anchorStatus !== 'rejected') {
      throw new ApiError(ErrorCode.PhoneAlreadyAnchor);
    }
  }
  if (byName && byName.id !== byPhone?.id) throw new ApiError(ErrorCode.UsernameExists);
  // The code before the password: whether it matches this phone's account is told only to its owner.
  const codeId = await checkCode(ctx, {
    areaCode: input.areaCode,
    phone: input.phone,
    purpose: 'register',
    code: input.code,
    ip,
  });
  if (byPhone && !(await verifyPassword(byPhone.passwordHash, input.password))) {
    throw new ApiError(ErrorCode.PasswordDiffersFromApp);
  }
  const passwordHash = byPhone ? undefined : await hashPassword(input.password);
  const appliedAt = new Date(ctx.now());
  await db.transaction(async (tx) => {
    await spendCode(ctx, tx, codeId);
    let userId = byPhone?.id;
    if (byPhone)
      await tx
        .update(users)
        .set({ ...profileOf(input), appliedAt })
        .where(eq(users.id, byPhone.id));
    else
      userId = (
        await tx
          .insert(users)
          .values({
            username: input.username,
            usernameLower: input.username.toLowerCase(),
            passwordHash: passwordHash ?? '',
            areaCode: input.areaCode,
            phone: input.phone,
            appNumber: await freeAppNumber(tx),
            role: 'anchor',
            ...profileOf(input),
            appliedAt,
          })
          .returning({ id: users.id })
      )[0]!.id;
    // §3 task keys the server sees happen: registered (task_5), an avatar (task_10).
    await recordTask(tx, userId!, 'task_5', ctx.now());
    if (input.avatar) await recordTask(tx, userId!, 'task_10', ctx.now());
  });
  ctx.log.info({ username: input.username }, 'anchor application submitted');
  return { status: 'pending' };
}

export async function usernameAvailable(ctx: AppContext, username: string): Promise<boolean> {
  if (!isValidCredential(username)) throw invalid('username', 'credential');
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameLower, username.toLowerCase()))
    .limit(1);
  return !row;
}

export { freeAppNumber };
