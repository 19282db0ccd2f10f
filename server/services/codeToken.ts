import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { ErrorCode } from '../../protocol/errors';
import type { AppContext } from '../context';
import { ApiError } from '../http/apiError';

/** A code token permits one SMS code request within 10 minutes (§7 `code_token`); it is signed, then spent. */
export const CODE_TOKEN_TTL_MS = 10 * 60_000;

function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(`code-token:${payload}`).digest('base64url');
}

export function issueCodeToken(ctx: AppContext): { codeToken: string; expiresInMs: number } {
  const payload = `${ctx.now() + CODE_TOKEN_TTL_MS}.${randomBytes(9).toString('base64url')}`;
  return { codeToken: `${payload}.${sign(ctx.secrets.key, payload)}`, expiresInMs: CODE_TOKEN_TTL_MS };
}

/** The token's nonce when it is ours and not expired (it is not spent). */
export function verifyCodeToken(ctx: AppContext, token: string): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [exp, nonce, mac] = parts as [string, string, string];
  const expected = Buffer.from(sign(ctx.secrets.key, `${exp}.${nonce}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return Number(exp) < ctx.now() ? undefined : nonce;
}

export async function spendCodeToken(ctx: AppContext, token: string): Promise<void> {
  const nonce = verifyCodeToken(ctx, token);
  if (!nonce) throw new ApiError(ErrorCode.CodeWrongOrExpired);
  if (!(await ctx.counters.claim(`codetoken:${nonce}`, CODE_TOKEN_TTL_MS))) {
    throw new ApiError(ErrorCode.CodeWrongOrExpired);
  }
}
