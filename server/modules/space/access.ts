import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { bearer, findSession, type UserRow } from '../../http/auth';

/** Who keeps a space: an approved anchor (§1, §6 "manage photo wall and posts"). */
export function isActiveAnchor(user: UserRow): boolean {
  return user.role === 'anchor' && user.anchorStatus === 'approved';
}

/** Writes to one's own space: anchors only (3004 tells the others they are not, or not yet). */
export function requireAnchor(user: UserRow): void {
  if (!isActiveAnchor(user)) throw new ApiError(ErrorCode.NotAnchorOrPending);
}

/** An anchor's photos and posts are changed by that anchor or a platform admin, nobody else (1006). */
export function requireManager(user: UserRow, anchorId: number): void {
  if (user.id !== anchorId && user.role !== 'admin') throw new ApiError(ErrorCode.NoPermission);
}

/** A platform admin's change to an anchor's space is written to the audit log, in its transaction. */
export async function auditOther(tx: Tx, me: UserRow, anchorId: number, action: string, detail: string) {
  if (me.id === anchorId) return;
  await tx
    .insert(auditLog)
    .values({ actor: `user:${me.username}`, action, target: `anchor:${anchorId}`, reason: detail });
}

/** The caller of a public call, when it sent a valid token. */
export async function optionalUser(ctx: AppContext, req: FastifyRequest): Promise<UserRow | undefined> {
  const token = bearer(req);
  return token ? (await findSession(ctx, token))?.user : undefined;
}

/**
 * Whose space a list shows: the anchor named (an approved anchor, else 1002; a platform admin sees
 * any anchor's), or, with no `anchorId`, the caller's own (a login needed: 1005; an anchor: 3004).
 */
export async function listedAnchor(
  ctx: AppContext,
  anchorId: string | undefined,
  caller: UserRow | undefined,
): Promise<number> {
  if (anchorId === undefined) {
    if (!caller) throw new ApiError(ErrorCode.LoginRequired);
    requireAnchor(caller);
    return caller.id;
  }
  const [row] = await ctx.database.db
    .select()
    .from(users)
    .where(eq(users.id, Number(anchorId)))
    .limit(1);
  if (!row || row.role !== 'anchor') throw new ApiError(ErrorCode.NotFound);
  if (!isActiveAnchor(row) && caller?.role !== 'admin' && caller?.id !== row.id)
    throw new ApiError(ErrorCode.NotFound);
  return row.id;
}

/** Serialises one anchor's writes (counts, order) across requests and nodes: locks the user row. */
export async function lockAnchor(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}
