import { createECDH } from 'node:crypto';

import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../protocol/language';
import { parsePushToken, type PushPlatform } from '../../../protocol/push';
import type { AppContext } from '../../context';
import { pushSubscriptions } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { isPushServiceEndpoint } from './pushHosts';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A user keeps at most this many browsers; registering one more forgets the oldest. */
export const SUBSCRIPTIONS_PER_USER = 10;

function invalid(path: string, rule: string): ApiError {
  return new ApiError(ErrorCode.SubscriptionInvalid, { issues: [{ path, rule }] });
}

/** True when `key` (65 bytes, uncompressed) is a point of P-256: a forged key cannot be encrypted to. */
function onCurve(key: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.alloc(32, 1));
    ecdh.computeSecret(Buffer.from(key, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export interface RegisterInput {
  userId: number;
  sessionHash: string;
  platform: PushPlatform;
  pushToken: string;
  language: Language;
}

/**
 * Registers (or refreshes) the caller's browser. Refused with 6001 (and nothing stored) when the
 * token is not a subscription of a known push service, 6002 when another account holds the
 * endpoint: the upsert only updates a row of the same user, in one statement, so two accounts
 * racing for one endpoint never both win.
 */
export async function registerSubscription(ctx: AppContext, input: RegisterInput): Promise<void> {
  const parsed = parsePushToken(input.pushToken);
  if (!parsed.ok) throw new ApiError(ErrorCode.SubscriptionInvalid, { issues: parsed.issues });
  const { endpoint, keys } = parsed.subscription;
  if (!isPushServiceEndpoint(endpoint, ctx.config.push.extraHosts))
    throw invalid('pushToken.endpoint', 'pushService');
  if (!onCurve(keys.p256dh)) throw invalid('pushToken.keys.p256dh', 'p256dh');

  const now = new Date(ctx.now());
  const values = {
    userId: input.userId,
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
    platform: input.platform,
    language: input.language,
    sessionHash: input.sessionHash,
    updatedAt: now,
  };
  const { db } = ctx.database;
  const saved = await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: values,
      setWhere: eq(pushSubscriptions.userId, input.userId),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0) throw new ApiError(ErrorCode.SubscriptionOfOtherUser);

  const keep = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, input.userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
    .limit(SUBSCRIPTIONS_PER_USER);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, input.userId), notInArray(pushSubscriptions.id, keep)));
}

/** Forgets one subscription of the caller; another user's endpoint is left alone (0 removed). */
export async function removeSubscription(ctx: AppContext, userId: number, endpoint: string): Promise<number> {
  const removed = await ctx.database.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length;
}

/** A revoked login (logout, ban) takes the browsers it registered with it. */
export async function removeSessionSubscriptions(ctx: AppContext, sessionHash: string): Promise<void> {
  await ctx.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionHash, sessionHash));
}

/** The push service says the subscription is gone (404/410). */
export async function pruneEndpoint(ctx: AppContext, endpoint: string): Promise<void> {
  await ctx.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** The subscriptions of these users (every subscription when `userIds` is 'all'). */
export async function subscriptionsOf(
  ctx: AppContext,
  userIds: readonly number[] | 'all',
): Promise<SubscriptionRow[]> {
  const { db } = ctx.database;
  if (userIds === 'all') return db.select().from(pushSubscriptions).orderBy(pushSubscriptions.id);
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]))
    .orderBy(pushSubscriptions.id);
}

export async function subscriptionCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions);
  return Number(row?.n ?? 0);
}

/** The language of the popups: the request's language header, else the account's, else zh. */
export function languageFor(header: unknown, account: string | null): Language {
  if (isLanguage(header)) return header;
  if (isLanguage(account)) return account;
  return DEFAULT_LANGUAGE;
}
