import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import type { AnchorStatus } from '../../../protocol/account';
import { ErrorCode } from '../../../protocol/errors';
import type { AdminAction, AdminAnchorRow } from '../../../protocol/system';
import { notifyUser, type Notice } from '../friend';
import { cutAnchorStream } from '../live';
import { publishTopic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import { auditLog, sessions, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { topics } from '../../services/topics';

function row(user: UserRow): AdminAnchorRow {
  return {
    uid: String(user.id),
    username: user.username,
    nickname: user.nickname,
    areaCode: user.areaCode,
    phone: user.phone,
    anchorStatus: user.anchorStatus,
    createdAt: user.createdAt.getTime(),
  };
}

export async function listAnchors(ctx: AppContext, status?: AnchorStatus): Promise<AdminAnchorRow[]> {
  const rows = await ctx.database.db
    .select()
    .from(users)
    .where(status ? eq(users.anchorStatus, status) : undefined)
    .orderBy(asc(users.id));
  return rows.filter((u) => u.anchorStatus !== 'none').map(row);
}

const NEXT: Record<AdminAction, { from: AnchorStatus[]; to: AnchorStatus }> = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  ban: { from: ['approved'], to: 'banned' },
  permaBan: { from: ['approved', 'banned'], to: 'permaBanned' },
  unban: { from: ['banned'], to: 'approved' },
};

/** The system message each action leaves the account (§4 socket types 31 / 32 refresh its count). */
function noticeOf(action: AdminAction, reason: string | undefined): Notice {
  switch (action) {
    case 'approve':
      return { kind: 'anchorApproved' };
    case 'reject':
      return { kind: 'anchorRejected', reason };
    case 'ban':
      return { kind: 'banned', reason };
    case 'permaBan':
      return { kind: 'permaBanned', reason };
    case 'unban':
      return { kind: 'unbanned' };
  }
}

/**
 * Platform review of §1/§4: approve (the applicant gets the SMS notice), reject, ban, ban for good,
 * unban. Only an approval makes the account an anchor's: a member rejected from the user centre
 * stays a member. A ban revokes every session at once. Each action is written to the audit log,
 * and leaves the account a system message in its language.
 */
export async function review(
  ctx: AppContext,
  input: { username: string; action: AdminAction; reason?: string | undefined },
  actor: string,
  options: { from?: readonly AnchorStatus[]; refused?: ErrorCode } = {},
): Promise<AdminAnchorRow> {
  const [user] = await ctx.database.db
    .select()
    .from(users)
    .where(eq(users.usernameLower, input.username.toLowerCase()))
    .limit(1);
  if (!user) throw new ApiError(ErrorCode.NotFound);
  const step = NEXT[input.action];
  const from = options.from ?? step.from;
  const refuse = (status: AnchorStatus) =>
    new ApiError(
      options.refused ?? ErrorCode.InvalidInput,
      options.refused ? { anchorStatus: status } : { issues: [{ path: 'action', rule: `from_${status}` }] },
    );
  if (!from.includes(user.anchorStatus)) throw refuse(user.anchorStatus);
  const banning = step.to === 'banned' || step.to === 'permaBanned';
  const { updated, revoked } = await ctx.database.db.transaction(async (tx) => {
    // Only from the state read above: a decision taken meanwhile (another admin, another tab) wins.
    const [u] = await tx
      .update(users)
      .set({
        anchorStatus: step.to,
        ...(input.action === 'approve' ? { role: 'anchor' as const } : {}),
        reviewReason: input.reason ?? null,
        reviewedAt: new Date(ctx.now()),
      })
      .where(and(eq(users.id, user.id), inArray(users.anchorStatus, [...from])))
      .returning();
    if (!u) {
      const [now] = await tx.select({ s: users.anchorStatus }).from(users).where(eq(users.id, user.id));
      throw refuse(now?.s ?? user.anchorStatus);
    }
    const gone = banning
      ? await tx
          .update(sessions)
          .set({ revokedAt: new Date(ctx.now()) })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
          .returning({ tokenHash: sessions.tokenHash })
      : [];
    await tx
      .insert(auditLog)
      .values({ actor, action: `anchor.${input.action}`, target: user.username, reason: input.reason });
    return { updated: u, revoked: gone };
  });
  // A ban closes the account's sockets and cuts the anchor's live stream at once, on every node.
  for (const { tokenHash } of revoked) await publishTopic(ctx.bus, topics.sessionRevoked, { tokenHash });
  if (banning) await cutAnchorStream(ctx, user.id, 'banned');
  await notifyUser(ctx, user.id, noticeOf(input.action, input.reason));
  if (input.action === 'approve') {
    await ctx.sms
      .send(
        user.areaCode,
        user.phone,
        `Tribune: your anchor account ${user.username} is approved. You can log in now.`,
      )
      .catch((error: unknown) => ctx.log.error({ err: error }, 'approval SMS failed'));
  }
  return row(updated);
}
