import { createHash, randomBytes } from 'node:crypto';

import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import { ErrorCode } from '../../protocol/errors';
import { publishTopic } from '../adapters/topics';
import { topics } from '../services/topics';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { accountRestrictions, sessions, users } from '../db/schema';
import { ApiError } from './apiError';

export type UserRow = typeof users.$inferSelect;
export const TOKEN_TTL_MS = 30 * 24 * 3600_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Opaque random token; only its hash is stored, so a leaked database does not leak sessions. */
export async function createSession(db: Db, userId: number, device: string, now: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    device: device.slice(0, 200),
    expiresAt: new Date(now + TOKEN_TTL_MS),
  });
  return token;
}

export function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.length > 0 && token.length < 200 ? token : undefined;
}

export interface Session {
  user: UserRow;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The live session of `token`, or undefined when it is unknown, expired or revoked. */
export async function findSession(ctx: AppContext, token: string): Promise<Session | undefined> {
  const rows = await ctx.database.db
    .select({
      user: users,
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(ctx.now())),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Requires a valid session: unknown or expired tokens get 2321, a disabled or banned account 403. */
export async function requireSession(ctx: AppContext, req: FastifyRequest): Promise<Session> {
  const token = bearer(req);
  if (!token) throw new ApiError(ErrorCode.LoginRequired);
  const session = await findSession(ctx, token);
  if (!session) {
    // A ban revokes every session; its holder should hear 403 (forbidden), not 2321 (expired).
    if (await ownerIsBlocked(ctx, token)) throw new ApiError(ErrorCode.Forbidden);
    throw new ApiError(ErrorCode.LoginExpired);
  }
  if (isBlocked(session.user)) throw new ApiError(ErrorCode.Forbidden);
  return session;
}

function isBlocked(user: UserRow): boolean {
  return user.disabled || user.anchorStatus === 'banned' || user.anchorStatus === 'permaBanned';
}

async function ownerIsBlocked(ctx: AppContext, token: string): Promise<boolean> {
  const [row] = await ctx.database.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (row === undefined) return false;
  return (
    isBlocked(row.user) || (await restrictionsInForce(ctx.database.db, [row.user.id], ctx.now())).size > 0
  );
}

export type RestrictionInForce = typeof accountRestrictions.$inferSelect;

/**
 * The restriction in force of each of `userIds` (platform console, issue 20): not lifted, and without
 * an end or ending after `now`. When several are, the one that weighs most: a permanent ban, then the
 * one that ends last (no end first).
 */
export async function restrictionsInForce(
  db: Db | Tx,
  userIds: readonly number[],
  now: number,
): Promise<Map<number, RestrictionInForce>> {
  const found = new Map<number, RestrictionInForce>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select()
    .from(accountRestrictions)
    .where(
      and(
        inArray(accountRestrictions.userId, [...userIds]),
        isNull(accountRestrictions.liftedAt),
        or(isNull(accountRestrictions.until), gt(accountRestrictions.until, new Date(now))),
      ),
    )
    .orderBy(desc(accountRestrictions.id));
  const weight = (r: RestrictionInForce) =>
    r.kind === 'permaBanned' ? Infinity : r.until === null ? Number.MAX_SAFE_INTEGER : r.until.getTime();
  for (const r of rows) {
    const held = found.get(r.userId);
    if (!held || weight(r) > weight(held)) found.set(r.userId, r);
  }
  return found;
}

/** A login refused while a restriction is in force: until when and why (the §8 messages carry both). */
export async function refuseByRestriction(ctx: AppContext, userId: number): Promise<void> {
  const r = (await restrictionsInForce(ctx.database.db, [userId], ctx.now())).get(userId);
  if (!r) return;
  const detail = { reason: r.reason, ...(r.until ? { until: r.until.getTime() } : {}) };
  if (r.kind === 'permaBanned') throw new ApiError(ErrorCode.PermanentlyBanned, detail);
  if (r.kind === 'banned') throw new ApiError(ErrorCode.AccountBannedUntil, detail);
  throw new ApiError(ErrorCode.AccountForbidden, detail);
}

export async function revokeSession(ctx: AppContext, tokenHash: string): Promise<void> {
  await ctx.database.db
    .update(sessions)
    .set({ revokedAt: new Date(ctx.now()) })
    .where(eq(sessions.tokenHash, tokenHash));
  // Messaging sockets opened with this token close now, on every node (server/modules/im).
  await publishTopic(ctx.bus, topics.sessionRevoked, { tokenHash });
}
