import { and, count, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';

import type {
  ApplicantRow,
  DecisionRow,
  reviewDecideRequest,
  reviewDecisionsRequest,
  reviewQueueRequest,
} from '../../../../protocol/adminAccount';
import { ErrorCode } from '../../../../protocol/errors';
import type { AppContext } from '../../../context';
import { auditLog, users } from '../../../db/schema';
import { ApiError } from '../../../http/apiError';
import type { UserRow } from '../../../http/auth';
import { review } from '../adminService';
import { containing, offsetOf, orderOf } from './listing';

type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

export function applicantOf(u: UserRow): ApplicantRow {
  return {
    uid: String(u.id),
    username: u.username,
    nickname: u.nickname,
    avatar: u.avatar,
    role: u.role,
    areaCode: u.areaCode,
    phone: u.phone,
    gender: u.gender,
    birthday: u.birthday,
    province: u.province,
    city: u.city,
    height: u.height,
    weight: u.weight,
    emotion: u.emotion,
    hobbies: u.hobbies,
    profile: u.profile,
    appliedAt: u.appliedAt?.getTime() ?? null,
    createdAt: u.createdAt.getTime(),
  };
}

/** The accounts whose application is pending, searched by username, nickname or phone. */
export async function reviewQueue(
  ctx: AppContext,
  body: z.output<typeof reviewQueueRequest>,
): Promise<Page<ApplicantRow>> {
  const conditions: SQL[] = [eq(users.anchorStatus, 'pending')];
  if (body.query) {
    const pattern = containing(body.query);
    conditions.push(
      or(ilike(users.username, pattern), ilike(users.nickname, pattern), like(users.phone, pattern))!,
    );
  }
  const where = and(...conditions);
  const db = ctx.database.db;
  const column = body.sort === 'username' ? users.usernameLower : users.appliedAt;
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
  return { list: rows.map(applicantOf), total: total?.n ?? 0, page: body.page, pageSize: body.pageSize };
}

/**
 * Approve (the applicant gets the SMS notice) or reject with a reason, through review() of the
 * platform (system message, audit row); only while the application is still pending: a decision
 * taken meanwhile is refused with ApplicationNotPending and nothing changes.
 */
export async function decide(
  ctx: AppContext,
  body: z.output<typeof reviewDecideRequest>,
  actor: string,
): Promise<{ username: string; anchorStatus: UserRow['anchorStatus'] }> {
  const done = await review(
    ctx,
    { username: body.username, action: body.action, reason: body.reason || undefined },
    actor,
    { from: ['pending'], refused: ErrorCode.ApplicationNotPending },
  ).catch((error: unknown) => {
    throw error instanceof ApiError && error.code === ErrorCode.NotFound
      ? new ApiError(ErrorCode.UserNotFound)
      : error;
  });
  return { username: done.username, anchorStatus: done.anchorStatus };
}

/** The audit rows of every anchor decision (anchor.*), searched by who, whom or why. */
export async function decisions(
  ctx: AppContext,
  body: z.output<typeof reviewDecisionsRequest>,
): Promise<Page<DecisionRow>> {
  const conditions: SQL[] = [like(auditLog.action, 'anchor.%')];
  if (body.query) {
    const pattern = containing(body.query);
    conditions.push(
      or(ilike(auditLog.actor, pattern), ilike(auditLog.target, pattern), ilike(auditLog.reason, pattern))!,
    );
  }
  const where = and(...conditions);
  const db = ctx.database.db;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...orderOf(auditLog.at, auditLog.id, body.order))
      .limit(body.pageSize)
      .offset(offsetOf(body)),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      at: r.at.getTime(),
      actor: r.actor,
      action: r.action,
      target: r.target,
      reason: r.reason,
    })),
    total: total?.n ?? 0,
    page: body.page,
    pageSize: body.pageSize,
  };
}
