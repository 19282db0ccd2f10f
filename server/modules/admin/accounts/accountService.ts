import { randomInt } from 'node:crypto';

import { and, count, desc, eq, ilike, isNull, like, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';

import {
  ACCOUNT_SESSIONS_MAX,
  type AccountRow,
  type accountSearchRequest,
  type RestrictionRow,
  type restrictRequest,
  type revokeSessionsRequest,
  type SessionRow,
} from '../../../../protocol/adminAccount';
import { ErrorCode } from '../../../../protocol/errors';
import { publishTopic } from '../../../adapters/topics';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { accountRestrictions, auditLog, sessions, users } from '../../../db/schema';
import { ApiError } from '../../../http/apiError';
import { type RestrictionInForce, restrictionsInForce, type UserRow } from '../../../http/auth';
import { topics } from '../../../services/topics';
import { hashPassword } from '../../account';
import { cutAnchorStream } from '../../live';
import { containing, offsetOf, orderOf } from './listing';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function restrictionOf(r: RestrictionInForce | undefined): RestrictionRow | null {
  if (!r) return null;
  return {
    id: r.id,
    kind: r.kind,
    reason: r.reason,
    until: r.until?.getTime() ?? null,
    actor: r.actor,
    createdAt: r.createdAt.getTime(),
  };
}

function accountOf(u: UserRow, r: RestrictionInForce | undefined): AccountRow {
  return {
    uid: String(u.id),
    username: u.username,
    nickname: u.nickname,
    avatar: u.avatar,
    areaCode: u.areaCode,
    phone: u.phone,
    role: u.role,
    anchorStatus: u.anchorStatus,
    hasSecurityCode: u.securityCodeHash !== null,
    disabled: u.disabled,
    createdAt: u.createdAt.getTime(),
    restriction: restrictionOf(r),
  };
}

async function accountRow(ctx: AppContext, user: UserRow): Promise<AccountRow> {
  const held = await restrictionsInForce(ctx.database.db, [user.id], ctx.now());
  return accountOf(user, held.get(user.id));
}

/** The account named `username` (any case), else UserNotFound. */
async function accountNamed(db: Db | Tx, username: string): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.usernameLower, username.toLowerCase()))
    .limit(1);
  if (!user) throw new ApiError(ErrorCode.UserNotFound);
  return user;
}

/** Accounts by username, nickname or phone (part of any), with the restriction in force of each. */
export async function searchAccounts(
  ctx: AppContext,
  body: z.output<typeof accountSearchRequest>,
): Promise<{ list: AccountRow[]; total: number; page: number; pageSize: number }> {
  const conditions: SQL[] = [];
  if (body.role !== 'all') conditions.push(eq(users.role, body.role));
  if (body.query) {
    const pattern = containing(body.query);
    conditions.push(
      or(ilike(users.username, pattern), ilike(users.nickname, pattern), like(users.phone, pattern))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const db = ctx.database.db;
  const column = body.sort === 'username' ? users.usernameLower : users.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderOf(column, users.id, body.order))
      .limit(body.pageSize)
      .offset(offsetOf(body)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const held = await restrictionsInForce(
    db,
    rows.map((u) => u.id),
    ctx.now(),
  );
  return {
    list: rows.map((u) => accountOf(u, held.get(u.id))),
    total: total?.n ?? 0,
    page: body.page,
    pageSize: body.pageSize,
  };
}

/** Revokes the sessions (all active ones of the user, or the one given) and returns their hashes. */
async function revokeIn(tx: Tx, userId: number, now: number, tokenHash?: string): Promise<string[]> {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ...(tokenHash ? [eq(sessions.tokenHash, tokenHash)] : []),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}

/** Closes the sockets of revoked sessions at once, on every node (the realtime gateway listens). */
async function closeSockets(ctx: AppContext, hashes: readonly string[]): Promise<void> {
  for (const tokenHash of hashes) await publishTopic(ctx.bus, topics.sessionRevoked, { tokenHash });
}

const AUDIT_ACTION = {
  loginForbidden: 'account.forbidLogin',
  banned: 'account.ban',
  permaBanned: 'account.permaBan',
} as const;

/**
 * Forbid login, ban until a date, ban for good: a new restriction row (history kept), every session
 * of the account revoked and its sockets closed on every node, an anchor's live stream cut, an audit
 * row, all in one transaction. A platform admin account (the caller's own included) is refused.
 */
export async function restrict(
  ctx: AppContext,
  body: z.output<typeof restrictRequest>,
  actor: string,
): Promise<{ account: AccountRow; revokedSessions: number }> {
  const now = ctx.now();
  if (body.until !== null && body.until <= now)
    throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'until', rule: 'future' }] });
  const { user, revoked } = await ctx.database.db.transaction(async (tx) => {
    const user = await accountNamed(tx, body.username);
    if (user.role === 'admin') throw new ApiError(ErrorCode.CannotRestrictAdmin);
    await tx.insert(accountRestrictions).values({
      userId: user.id,
      kind: body.kind,
      reason: body.reason,
      until: body.until === null ? null : new Date(body.until),
      actor,
      createdAt: new Date(now),
    });
    const revoked = await revokeIn(tx, user.id, now);
    const until = body.until === null ? '' : ` (until ${new Date(body.until).toISOString()})`;
    await tx.insert(auditLog).values({
      actor,
      action: AUDIT_ACTION[body.kind],
      target: user.username,
      reason: `${body.reason}${until}`,
    });
    return { user, revoked };
  });
  await closeSockets(ctx, revoked);
  if (body.kind !== 'loginForbidden' && user.role === 'anchor') await cutAnchorStream(ctx, user.id, 'banned');
  return { account: await accountRow(ctx, user), revokedSessions: revoked.length };
}

/** Unban: lifts every restriction in force of the account (none in force: refused, rule `none`). */
export async function unrestrict(
  ctx: AppContext,
  body: { username: string; reason: string },
  actor: string,
): Promise<{ account: AccountRow; lifted: number }> {
  const now = ctx.now();
  const { user, lifted } = await ctx.database.db.transaction(async (tx) => {
    const user = await accountNamed(tx, body.username);
    const held = await restrictionsInForce(tx, [user.id], now);
    if (held.size === 0 && !user.disabled)
      throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'restriction', rule: 'none' }] });
    if (user.disabled) await tx.update(users).set({ disabled: false }).where(eq(users.id, user.id));
    const rows = await tx
      .update(accountRestrictions)
      .set({ liftedAt: new Date(now), liftedBy: actor })
      .where(and(eq(accountRestrictions.userId, user.id), isNull(accountRestrictions.liftedAt)))
      .returning({ id: accountRestrictions.id });
    await tx
      .insert(auditLog)
      .values({ actor, action: 'account.unban', target: user.username, reason: body.reason });
    return { user: { ...user, disabled: false }, lifted: rows.length + (user.disabled ? 1 : 0) };
  });
  return { account: await accountRow(ctx, user), lifted };
}

/** The account's sessions, the newest first (at most ACCOUNT_SESSIONS_MAX). */
export async function accountSessions(
  ctx: AppContext,
  username: string,
): Promise<{ list: SessionRow[]; active: number }> {
  const db = ctx.database.db;
  const user = await accountNamed(db, username);
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.createdAt))
    .limit(ACCOUNT_SESSIONS_MAX);
  const now = ctx.now();
  const list = rows.map((s) => ({
    id: s.tokenHash,
    device: s.device,
    createdAt: s.createdAt.getTime(),
    expiresAt: s.expiresAt.getTime(),
    revokedAt: s.revokedAt?.getTime() ?? null,
    active: s.revokedAt === null && s.expiresAt.getTime() > now,
  }));
  return { list, active: list.filter((s) => s.active).length };
}

/** Revokes one session of the account (`id`) or all its active ones; their sockets close at once. */
export async function revokeSessions(
  ctx: AppContext,
  body: z.output<typeof revokeSessionsRequest>,
  actor: string,
): Promise<{ revoked: number }> {
  const now = ctx.now();
  const revoked = await ctx.database.db.transaction(async (tx) => {
    const user = await accountNamed(tx, body.username);
    const hashes = await revokeIn(tx, user.id, now, body.id);
    if (body.id && hashes.length === 0) throw new ApiError(ErrorCode.NotFound);
    await tx.insert(auditLog).values({
      actor,
      action: body.id ? 'account.sessionRevoke' : 'account.sessionsRevokeAll',
      target: user.username,
      reason: body.reason || null,
    });
    return hashes;
  });
  await closeSockets(ctx, revoked);
  return { revoked: revoked.length };
}

/**
 * A new six-digit security code, sent by SMS to the account's phone; the old one stops working at
 * once. Users cannot set their own (a lost code is reset by the platform, §8 3026), so the console
 * issues the new one rather than clearing it.
 */
export async function resetSecurityCode(
  ctx: AppContext,
  body: { username: string; reason: string },
  actor: string,
): Promise<{ sentTo: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashPassword(code);
  const user = await ctx.database.db.transaction(async (tx) => {
    const user = await accountNamed(tx, body.username);
    await tx.update(users).set({ securityCodeHash: codeHash }).where(eq(users.id, user.id));
    await tx
      .insert(auditLog)
      .values({ actor, action: 'account.securityCodeReset', target: user.username, reason: body.reason });
    return user;
  });
  await ctx.sms
    .send(user.areaCode, user.phone, `Tribune: the new security code of ${user.username} is ${code}.`)
    .catch((error: unknown) => ctx.log.error({ err: error }, 'security code SMS failed'));
  return {
    sentTo: `+${user.areaCode} ${'*'.repeat(Math.max(0, user.phone.length - 4))}${user.phone.slice(-4)}`,
  };
}
