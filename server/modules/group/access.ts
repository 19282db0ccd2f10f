import { and, eq } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import {
  GROUP_PERMISSIONS,
  groupConversationId,
  type GroupPermission,
  GroupRole,
} from '../../../protocol/groupConstants';
import type { Db, Tx } from '../../db/client';
import { conversationMembers, groupMembers, groups } from '../../db/schema';
import { ApiError } from '../../http/apiError';

/**
 * Who may do what in a group (§6), decided in one place. The codes, the same for every call:
 * - 4013 GroupNotFound: no group has this id;
 * - 4014 GroupGone: the group was dismissed (every change is refused; reading goes on), or the
 *   caller is not a member of it: never was, left, or was removed (the §8 text "dissolved or you
 *   exited" covers both);
 * - 1006 NoPermission: a member without the right (a member's role, an admin whose permission set
 *   lacks it, an owner-only action), or a target of equal or higher rank (nobody acts on the owner,
 *   an admin not on another admin, nobody on themself).
 * A change locks the group's row first (FOR UPDATE), so concurrent changes of one group (joins
 * against the size cap, the admin count, a transfer) happen one after another.
 */

export type GroupRow = typeof groups.$inferSelect;
export type MemberRow = typeof groupMembers.$inferSelect;
export type Q = Db | Tx;

const INT_MAX = 2_147_483_647;

/** The numeric id of a group id of the protocol; 4013 when it cannot be one of ours. */
export function groupIdOf(groupID: string): number {
  const id = Number(groupID);
  if (!Number.isSafeInteger(id) || id < 1 || id > INT_MAX) throw new ApiError(ErrorCode.GroupNotFound);
  return id;
}

/** The numeric id of a user id of the protocol, or undefined when it cannot be a user's. */
export function userIdOf(userID: string): number | undefined {
  const id = Number(userID);
  return Number.isSafeInteger(id) && id >= 1 && id <= INT_MAX ? id : undefined;
}

/** The group (locked for the transaction when `lock`), 4013 when unknown. */
export async function groupOf(q: Q, groupId: number, lock = false): Promise<GroupRow> {
  const query = q.select().from(groups).where(eq(groups.id, groupId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(ErrorCode.GroupNotFound);
  return row;
}

export async function memberOf(q: Q, groupId: number, userId: number): Promise<MemberRow | undefined> {
  const [row] = await q
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row;
}

export interface Standing {
  group: GroupRow;
  me: MemberRow;
}

/** For a change: the group locked and active, the caller a member of it (4013, 4014). */
export async function actingIn(tx: Tx, groupId: number, userId: number): Promise<Standing> {
  const group = await groupOf(tx, groupId, true);
  if (group.status !== 'active') throw new ApiError(ErrorCode.GroupGone);
  const me = await memberOf(tx, groupId, userId);
  if (!me) throw new ApiError(ErrorCode.GroupGone);
  return { group, me };
}

/**
 * For reading: the caller is a member, or was one when the group was dismissed (members keep their
 * rows then, so they can still look at it); 4013, 4014 otherwise.
 */
export async function readingIn(q: Q, groupId: number, userId: number): Promise<Standing> {
  const group = await groupOf(q, groupId);
  const me = await memberOf(q, groupId, userId);
  if (!me) throw new ApiError(ErrorCode.GroupGone);
  return { group, me };
}

/** Whether the user has (or had: left, removed) a read cursor in the group's conversation. */
export async function hasCursor(q: Q, groupId: number, userId: number): Promise<boolean> {
  const [row] = await q
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, groupConversationId(String(groupId))),
        eq(conversationMembers.userId, userId),
      ),
    );
  return row !== undefined;
}

/** The owner has every permission; an admin those of their set; a member none. */
export function permissionsOf(member: Pick<MemberRow, 'role' | 'permissions'>): GroupPermission[] {
  if (member.role === GroupRole.Owner) return [...GROUP_PERMISSIONS];
  if (member.role !== GroupRole.Admin) return [];
  return GROUP_PERMISSIONS.filter((p) => member.permissions.includes(p));
}

export function can(member: Pick<MemberRow, 'role' | 'permissions'>, permission: GroupPermission): boolean {
  return permissionsOf(member).includes(permission);
}

export function requirePermission(
  member: Pick<MemberRow, 'role' | 'permissions'>,
  permission: GroupPermission,
): void {
  if (!can(member, permission)) throw new ApiError(ErrorCode.NoPermission, { permission });
}

export function requireOwner(member: Pick<MemberRow, 'role'>): void {
  if (member.role !== GroupRole.Owner) throw new ApiError(ErrorCode.NoPermission, { owner: true });
}

/** Owner above admins above members; someone not in the group is below everyone. */
export function rankOf(role: number | undefined): number {
  if (role === GroupRole.Owner) return 3;
  if (role === GroupRole.Admin) return 2;
  return role === GroupRole.Member ? 1 : 0;
}

/** The caller may act on `target` (a member, or a former member: undefined role) only from above, never on themself. */
export function requireRankOver(
  me: Pick<MemberRow, 'role' | 'userId'>,
  targetId: number,
  targetRole: number | undefined,
): void {
  if (targetId === me.userId || rankOf(targetRole) >= rankOf(me.role))
    throw new ApiError(ErrorCode.NoPermission, { userID: String(targetId) });
}

/** Runs a change of a group in one transaction, the group locked, active, the caller a member. */
export function changeGroup<T>(
  db: Db,
  groupId: number,
  userId: number,
  change: (tx: Tx, standing: Standing) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => change(tx, await actingIn(tx, groupId, userId)));
}
