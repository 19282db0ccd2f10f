import { and, eq, ne } from 'drizzle-orm';

import type { SmsPurpose } from '../../../protocol/account';
import { ErrorCode } from '../../../protocol/errors';
import { isValidCredential, isValidPhone } from '../../../protocol/rules';
import type { AppContext } from '../../context';
import { sessions, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { Session } from '../../http/auth';
import { hashPassword, verifyPassword } from './passwords';
import { checkCode, issueCode, limitSms, spendCode } from './smsCodes';

function checkNewPassword(newPassword: string, confirmPassword: string): void {
  if (!isValidCredential(newPassword)) {
    throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'newPassword', rule: 'credential' }] });
  }
  if (newPassword !== confirmPassword) throw new ApiError(ErrorCode.ConfirmPasswordDiffers);
}

async function findByPhone(ctx: AppContext, areaCode: string, phone: string) {
  const [row] = await ctx.database.db
    .select()
    .from(users)
    .where(and(eq(users.areaCode, areaCode), eq(users.phone, phone)))
    .limit(1);
  return row;
}

/** Before sending a code, refuse what the code could not be used for anyway. */
export async function requestPhoneCode(
  ctx: AppContext,
  input: { areaCode: string; phone: string; purpose: SmsPurpose },
  ip: string,
): Promise<{ resendAfterMs: number }> {
  if (!isValidPhone(input.areaCode, input.phone)) throw new ApiError(ErrorCode.WrongPhoneOrAreaCode);
  await limitSms(ctx, { ...input, ip });
  const owner = await findByPhone(ctx, input.areaCode, input.phone);
  if ((input.purpose === 'login' || input.purpose === 'reset') && !owner) {
    throw new ApiError(ErrorCode.AnchorNotRegistered);
  }
  if (input.purpose === 'register' && owner?.anchorStatus === 'approved') {
    throw new ApiError(ErrorCode.PhoneRegisteredLogIn);
  }
  if (input.purpose === 'changePhone' && owner) throw new ApiError(ErrorCode.PhoneBoundToOther);
  return issueCode(ctx, input);
}

/** Changes the password; other sessions of the account are revoked, this one stays. */
export async function changePassword(
  ctx: AppContext,
  session: Session,
  input: { oldPassword: string; newPassword: string; confirmPassword: string },
): Promise<void> {
  if (!(await verifyPassword(session.user.passwordHash, input.oldPassword))) {
    throw new ApiError(ErrorCode.WrongPassword);
  }
  checkNewPassword(input.newPassword, input.confirmPassword);
  if (input.newPassword === input.oldPassword) throw new ApiError(ErrorCode.SamePassword);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, session.user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(ctx.now()) })
      .where(and(eq(sessions.userId, session.user.id), ne(sessions.tokenHash, session.tokenHash)));
  });
}

/** Forgotten password: SMS code to the account's phone; every session is revoked. */
export async function resetPassword(
  ctx: AppContext,
  input: { areaCode: string; phone: string; code: string; newPassword: string; confirmPassword: string },
  ip: string,
): Promise<void> {
  if (!isValidPhone(input.areaCode, input.phone)) throw new ApiError(ErrorCode.WrongPhoneOrAreaCode);
  checkNewPassword(input.newPassword, input.confirmPassword);
  const user = await findByPhone(ctx, input.areaCode, input.phone);
  const codeId = await checkCode(ctx, { ...input, purpose: 'reset', ip });
  if (!user) throw new ApiError(ErrorCode.AnchorNotRegistered);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.database.db.transaction(async (tx) => {
    await spendCode(ctx, tx, codeId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(ctx.now()) })
      .where(eq(sessions.userId, user.id));
  });
}

/** Binds a new phone, proven by a code sent to it. */
export async function changePhone(
  ctx: AppContext,
  session: Session,
  input: { areaCode: string; phone: string; code: string },
  ip: string,
): Promise<void> {
  if (!isValidPhone(input.areaCode, input.phone)) throw new ApiError(ErrorCode.WrongPhoneOrAreaCode);
  const owner = await findByPhone(ctx, input.areaCode, input.phone);
  if (owner && owner.id !== session.user.id) throw new ApiError(ErrorCode.PhoneBoundToOther);
  const codeId = await checkCode(ctx, { ...input, purpose: 'changePhone', ip });
  await ctx.database.db.transaction(async (tx) => {
    await spendCode(ctx, tx, codeId);
    await tx
      .update(users)
      .set({ areaCode: input.areaCode, phone: input.phone })
      .where(eq(users.id, session.user.id));
  });
}
