import { createHash, randomInt } from 'node:crypto';

import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import type { SmsPurpose } from '../../../protocol/account';
import { ErrorCode } from '../../../protocol/errors';
import {
  SMS_CODE_TTL_MS,
  SMS_PER_IP_PER_HOUR,
  SMS_PER_PHONE_PER_HOUR,
  SMS_RESEND_MS,
} from '../../../protocol/rules';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { smsCodes } from '../../db/schema';
import { ApiError } from '../../http/apiError';

const MAX_ATTEMPTS = 5;
const HOUR = 3600_000;
/** Code checks per phone and per IP in an hour, whatever the code: guesses spread over codes stay few. */
export const CODE_CHECKS_PER_PHONE_PER_HOUR = 20;
export const CODE_CHECKS_PER_IP_PER_HOUR = 60;

function hashCode(areaCode: string, phone: string, code: string): string {
  return createHash('sha256').update(`${areaCode}:${phone}:${code}`).digest('base64url');
}

const smsText: Record<SmsPurpose, string> = {
  login: 'Your Tribune login code is {code}. It expires in 5 minutes.',
  register: 'Your Tribune registration code is {code}. It expires in 5 minutes.',
  reset: 'Your Tribune password reset code is {code}. It expires in 5 minutes.',
  changePhone: 'Your Tribune code to bind this phone is {code}. It expires in 5 minutes.',
};

/**
 * The limits of sending a code (resend cooldown, hourly caps per phone and per IP), taken before
 * anything about the phone is looked up, so that a refusal tells nothing to a prober past the limit.
 */
export async function limitSms(
  ctx: AppContext,
  input: { areaCode: string; phone: string; ip: string },
): Promise<void> {
  const phoneKey = `${input.areaCode}:${input.phone}`;
  if (!(await ctx.counters.claim(`sms:cooldown:${phoneKey}`, SMS_RESEND_MS))) {
    throw new ApiError(ErrorCode.TooManyRequests, {
      until: ctx.now() + (await ctx.counters.ttl(`sms:cooldown:${phoneKey}`)),
    });
  }
  const perPhone = await ctx.counters.hit(`sms:phone:${phoneKey}`, HOUR);
  const perIp = await ctx.counters.hit(`sms:ip:${input.ip}`, HOUR);
  if (perPhone > SMS_PER_PHONE_PER_HOUR || perIp > SMS_PER_IP_PER_HOUR) {
    throw new ApiError(ErrorCode.TooManyRequests);
  }
}

/** Stores and sends a code; the caller took `limitSms` first. */
export async function issueCode(
  ctx: AppContext,
  input: { areaCode: string; phone: string; purpose: SmsPurpose },
): Promise<{ resendAfterMs: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.database.db.insert(smsCodes).values({
    areaCode: input.areaCode,
    phone: input.phone,
    purpose: input.purpose,
    codeHash: hashCode(input.areaCode, input.phone, code),
    expiresAt: new Date(ctx.now() + SMS_CODE_TTL_MS),
  });
  await ctx.sms.send(input.areaCode, input.phone, smsText[input.purpose].replace('{code}', code));
  return { resendAfterMs: SMS_RESEND_MS };
}

/** Rate limits, then stores and sends a code. */
export async function sendCode(
  ctx: AppContext,
  input: { areaCode: string; phone: string; purpose: SmsPurpose; ip: string },
): Promise<{ resendAfterMs: number }> {
  await limitSms(ctx, input);
  return issueCode(ctx, input);
}

/**
 * Checks `code` against the newest live code for this phone and purpose and returns its id. Every
 * check takes one of the code's 5 attempts first, in one conditional UPDATE, so parallel guesses
 * cannot compare more than 5 times; checks are also capped per phone and per IP an hour. Call it
 * before the transaction, then spend the id inside it with `spendCode` (on PGlite a query outside an
 * open transaction would wait for it).
 */
export async function checkCode(
  ctx: AppContext,
  input: { areaCode: string; phone: string; purpose: SmsPurpose; code: string; ip: string },
): Promise<number> {
  const perPhone = await ctx.counters.hit(`code:phone:${input.areaCode}:${input.phone}`, HOUR);
  const perIp = await ctx.counters.hit(`code:ip:${input.ip}`, HOUR);
  if (perPhone > CODE_CHECKS_PER_PHONE_PER_HOUR || perIp > CODE_CHECKS_PER_IP_PER_HOUR) {
    throw new ApiError(ErrorCode.TooManyRequests);
  }
  const db = ctx.database.db;
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.areaCode, input.areaCode),
        eq(smsCodes.phone, input.phone),
        eq(smsCodes.purpose, input.purpose),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, new Date(ctx.now())),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.CodeWrongOrExpired);
  const taken = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, row.id), lt(smsCodes.attempts, MAX_ATTEMPTS)))
    .returning({ id: smsCodes.id });
  if (taken.length === 0) throw new ApiError(ErrorCode.CodeWrongOrExpired);
  if (row.codeHash !== hashCode(input.areaCode, input.phone, input.code)) {
    throw new ApiError(ErrorCode.SmsCodeWrong);
  }
  return row.id;
}

/** Spends a checked code once; a second spend of the same code (a race) is refused. */
export async function spendCode(ctx: AppContext, tx: Tx | Db, id: number): Promise<void> {
  const spent = await tx
    .update(smsCodes)
    .set({ consumedAt: new Date(ctx.now()) })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (spent.length === 0) throw new ApiError(ErrorCode.CodeWrongOrExpired);
}
