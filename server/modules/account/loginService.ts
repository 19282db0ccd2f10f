import { and, eq } from 'drizzle-orm';

import type { LoginResponse } from '../../../protocol/account';
import { ErrorCode } from '../../../protocol/errors';
import {
  isValidPhone,
  LOGIN_FAILS_PER_ACCOUNT_PER_15_MIN,
  LOGIN_PER_IP_PER_MINUTE,
} from '../../../protocol/rules';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { createSession, refuseByRestriction, type UserRow } from '../../http/auth';
import { hashPassword, verifyPassword } from './passwords';
import { presentUser } from './presentUser';
import { checkCode, spendCode } from './smsCodes';

/**
 * §4 anchor account states that refuse a login, each with its own §8 message. An application under
 * review or rejected refuses only an anchor account (one made by the registration form); a member
 * who applied (from the user centre, or the form with the app's password) keeps logging in as a
 * member and reads where it stands in anchor_apply_for_details.
 */
export function refuseByState(user: UserRow): void {
  if (user.anchorStatus === 'permaBanned') throw new ApiError(ErrorCode.PermanentlyBanned);
  if (user.anchorStatus === 'banned') throw new ApiError(ErrorCode.AnchorBanned);
  const anchorAccount = user.role === 'anchor';
  if (anchorAccount && user.anchorStatus === 'pending') throw new ApiError(ErrorCode.RegistrationUnderReview);
  if (anchorAccount && user.anchorStatus === 'rejected') throw new ApiError(ErrorCode.RegistrationRejected);
  if (user.disabled) throw new ApiError(ErrorCode.AccountForbidden);
}

/** A wrong security code counts as a failed login of the account, as a wrong password does. */
async function checkSecurityCode(ctx: AppContext, user: UserRow, given: string | undefined): Promise<void> {
  if (!user.securityCodeHash) return;
  if (!given) throw new ApiError(ErrorCode.SecurityCodeRequired);
  if (!(await verifyPassword(user.securityCodeHash, given))) {
    await countFailure(ctx, user.id);
    throw new ApiError(ErrorCode.SecurityCodeWrong);
  }
}

/** Compared against when the account does not exist, so that both answers take as long. */
let dummyHash: Promise<string> | undefined;

async function limitIp(ctx: AppContext, ip: string): Promise<void> {
  if ((await ctx.counters.hit(`login:ip:${ip}`, 60_000)) > LOGIN_PER_IP_PER_MINUTE) {
    throw new ApiError(ErrorCode.TooManyRequests);
  }
}

async function countFailure(ctx: AppContext, userId: number): Promise<void> {
  await ctx.counters.hit(`login:fail:${userId}`, 15 * 60_000);
}

async function limitAccount(ctx: AppContext, userId: number): Promise<void> {
  if ((await ctx.counters.get(`login:fail:${userId}`)) >= LOGIN_FAILS_PER_ACCOUNT_PER_15_MIN) {
    throw new ApiError(ErrorCode.TooManyRequests);
  }
}

async function finish(ctx: AppContext, user: UserRow, device: string): Promise<LoginResponse> {
  await ctx.counters.reset(`login:fail:${user.id}`);
  const token = await createSession(ctx.database.db, user.id, device, ctx.now());
  return { token, userInfo: presentUser(user) };
}

/** Username (or a phone number typed in its place) and password. */
export async function passwordLogin(
  ctx: AppContext,
  input: { username: string; password: string; securityCode?: string | undefined },
  meta: { ip: string; device: string },
): Promise<LoginResponse> {
  const username = input.username.trim();
  if (!username && !input.password) throw new ApiError(ErrorCode.UsernameOrPasswordEmpty);
  if (!username) throw new ApiError(ErrorCode.UsernameEmpty);
  if (!input.password) throw new ApiError(ErrorCode.UsernameOrPasswordEmpty);
  await limitIp(ctx, meta.ip);
  const byPhone = /^\d{7,15}$/.test(username);
  const [user] = byPhone
    ? await ctx.database.db.select().from(users).where(eq(users.phone, username)).limit(1)
    : await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.usernameLower, username.toLowerCase()))
        .limit(1);
  // An unknown account and a wrong password get the same answer, after the same work.
  const refused = byPhone ? ErrorCode.PhoneMissingOrWrongPassword : ErrorCode.UsernameMissingOrWrongPassword;
  if (!user) {
    dummyHash ??= hashPassword('not-a-password-of-anyone');
    await verifyPassword(await dummyHash, input.password);
    throw new ApiError(refused);
  }
  await limitAccount(ctx, user.id);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await countFailure(ctx, user.id);
    throw new ApiError(refused);
  }
  refuseByState(user);
  await refuseByRestriction(ctx, user.id);
  await checkSecurityCode(ctx, user, input.securityCode);
  return finish(ctx, user, meta.device);
}

export async function phoneLogin(
  ctx: AppContext,
  input: { areaCode: string; phone: string; code: string; securityCode?: string | undefined },
  meta: { ip: string; device: string },
): Promise<LoginResponse> {
  if (!isValidPhone(input.areaCode, input.phone)) throw new ApiError(ErrorCode.WrongPhoneOrAreaCode);
  await limitIp(ctx, meta.ip);
  const [user] = await ctx.database.db
    .select()
    .from(users)
    .where(and(eq(users.areaCode, input.areaCode), eq(users.phone, input.phone)))
    .limit(1);
  const codeId = await checkCode(ctx, { ...input, purpose: 'login', ip: meta.ip });
  if (!user) throw new ApiError(ErrorCode.AnchorNotRegistered);
  await limitAccount(ctx, user.id);
  refuseByState(user);
  await refuseByRestriction(ctx, user.id);
  await checkSecurityCode(ctx, user, input.securityCode);
  await spendCode(ctx, ctx.database.db, codeId);
  return finish(ctx, user, meta.device);
}
