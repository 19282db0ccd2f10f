import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import type {
  adminConfigRequest,
  GroupDetail,
  GroupMember,
  groupMemberRequest,
} from '../../../protocol/group';
import { GROUP_ADMINS_MAX, GROUP_PERMISSIONS, GroupRole } from '../../../protocol/groupConstants';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { groupMembers, groups } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { MessageRow } from '../im';
import {
  changeGroup,
  groupIdOf,
  memberOf,
  type MemberRow,
  permissionsOf,
  readingIn,
  requireOwner,
  userIdOf,
} from './access';
import { audit, type GroupAuditAction } from './audit';
import { afterCommit } from './deliver';
import { storeNotice } from './membership';
import { usersByIds } from './people';
import { presentGroup, presentMember, presentSelf, type UserRow } from './present';

/**
 * Admins and their permission sets (§6 "per-admin permission sets are configurable"), and handing
 * the group over: the owner's alone. At most GROUP_ADMINS_MAX admins (4017).
 */

type AdminConfig = {
  groupID: string;
  userID: string;
  role: GroupMember['role'];
  permissions: GroupMember['permissions'];
};

function configOf(member: MemberRow): AdminConfig {
  return {
    groupID: String(member.groupId),
    userID: String(member.userId),
    role: member.role as GroupMember['role'],
    permissions: permissionsOf(member),
  };
}

function targetIdOf(userID: string): number {
  const id = userIdOf(userID);
  if (id === undefined) throw new ApiError(ErrorCode.NotFound, { userID });
  return id;
}

/** A member's role and permission set; any member may read it. */
export async function adminConfigOne(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof groupMemberRequest>,
): Promise<AdminConfig> {
  const groupId = groupIdOf(body.groupID);
  await readingIn(ctx.database.db, groupId, me.id);
  const target = await memberOf(ctx.database.db, groupId, targetIdOf(body.userID));
  if (!target) throw new ApiError(ErrorCode.NotFound, { userID: body.userID });
  return configOf(target);
}

export async function adminConfigMine(ctx: AppContext, me: UserRow, groupID: string): Promise<AdminConfig> {
  const { me: member } = await readingIn(ctx.database.db, groupIdOf(groupID), me.id);
  return configOf(member);
}

/** The permission set as given, each once, in GROUP_PERMISSIONS order. */
function setOf(permissions: readonly string[]): string[] {
  return GROUP_PERMISSIONS.filter((p) => permissions.includes(p));
}

async function changeRole(
  ctx: AppContext,
  me: UserRow,
  groupID: string,
  userID: string,
  action: GroupAuditAction,
  apply: (tx: Tx, target: MemberRow) => Promise<Partial<MemberRow>>,
): Promise<GroupMember> {
  const groupId = groupIdOf(groupID);
  const targetId = targetIdOf(userID);
  const now = ctx.now();
  const done = await changeGroup(ctx.database.db, groupId, me.id, async (tx, { me: member }) => {
    requireOwner(member);
    const target = await memberOf(tx, groupId, targetId);
    if (!target) throw new ApiError(ErrorCode.NotFound, { userID });
    if (targetId === me.id) throw new ApiError(ErrorCode.NoPermission, { userID });
    const set = await apply(tx, target);
    const [updated] = await tx
      .update(groupMembers)
      .set(set)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, targetId)))
      .returning();
    const targetUser = (await usersByIds(tx, [targetId])).get(targetId)!;
    const notices: MessageRow[] = [];
    if (action !== 'adminEdit')
      notices.push(
        await storeNotice(
          tx,
          groupId,
          { user: me, member },
          action === 'adminAdd' ? 'adminGranted' : 'adminRevoked',
          [{ user: targetUser, member: updated }],
        ),
      );
    await audit(tx, {
      groupId,
      actorId: me.id,
      action,
      targetId,
      detail: { permissions: updated!.permissions },
      at: now,
    });
    return { member: presentMember(updated!, targetUser, now), notices };
  });
  await afterCommit(ctx, groupId, {
    notices: done.notices,
    events: [{ event: 'OnGroupMemberInfoChanged', data: { groupID, member: done.member } }],
  });
  return done.member;
}

/** Appoints a member as an admin with a permission set; 4017 past GROUP_ADMINS_MAX admins. */
export function addAdmin(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof adminConfigRequest>,
): Promise<GroupMember> {
  return changeRole(ctx, me, body.groupID, body.userID, 'adminAdd', async (tx, target) => {
    if (target.role !== GroupRole.Member)
      throw new ApiError(ErrorCode.InvalidInput, { userID: body.userID, reason: 'notMember' });
    const [admins] = await tx
      .select({ n: count() })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, target.groupId), eq(groupMembers.role, GroupRole.Admin)));
    if ((admins?.n ?? 0) >= GROUP_ADMINS_MAX) throw new ApiError(ErrorCode.AdminLimit);
    return { role: GroupRole.Admin, permissions: setOf(body.permissions) };
  });
}

/** Changes an admin's permission set. */
export function editAdmin(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof adminConfigRequest>,
): Promise<GroupMember> {
  return changeRole(ctx, me, body.groupID, body.userID, 'adminEdit', (_tx, target) => {
    if (target.role !== GroupRole.Admin)
      throw new ApiError(ErrorCode.InvalidInput, { userID: body.userID, reason: 'notAdmin' });
    return Promise.resolve({ permissions: setOf(body.permissions) });
  });
}

/** Revokes an admin: a member again, without permissions. */
export function removeAdmin(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof groupMemberRequest>,
): Promise<GroupMember> {
  return changeRole(ctx, me, body.groupID, body.userID, 'adminRemove', (_tx, target) => {
    if (target.role !== GroupRole.Admin)
      throw new ApiError(ErrorCode.InvalidInput, { userID: body.userID, reason: 'notAdmin' });
    return Promise.resolve({ role: GroupRole.Member, permissions: [] });
  });
}

/** The owner hands the group to another member and becomes a member. */
export async function transferGroup(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof groupMemberRequest>,
): Promise<GroupDetail> {
  const groupId = groupIdOf(body.groupID);
  const targetId = targetIdOf(body.userID);
  const now = ctx.now();
  const done = await changeGroup(ctx.database.db, groupId, me.id, async (tx, { me: member }) => {
    requireOwner(member);
    if (targetId === me.id) throw new ApiError(ErrorCode.NoPermission, { userID: body.userID });
    const target = await memberOf(tx, groupId, targetId);
    if (!target) throw new ApiError(ErrorCode.NotFound, { userID: body.userID });
    const where = (userId: number) => and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId));
    const [newOwner] = await tx
      .update(groupMembers)
      .set({ role: GroupRole.Owner, permissions: [], muteEnd: null })
      .where(where(targetId))
      .returning();
    const [oldOwner] = await tx
      .update(groupMembers)
      .set({ role: GroupRole.Member, permissions: [] })
      .where(where(me.id))
      .returning();
    const [group] = await tx
      .update(groups)
      .set({ ownerId: targetId })
      .where(eq(groups.id, groupId))
      .returning();
    const targetUser = (await usersByIds(tx, [targetId])).get(targetId)!;
    const notice = await storeNotice(tx, groupId, { user: me, member }, 'ownerTransferred', [
      { user: targetUser, member: target },
    ]);
    await audit(tx, { groupId, actorId: me.id, action: 'transfer', targetId, at: now });
    return { group: group!, newOwner: newOwner!, oldOwner: oldOwner!, targetUser, notice };
  });
  await afterCommit(ctx, groupId, {
    notices: [done.notice],
    events: [
      { event: 'OnGroupInfoChanged', data: presentGroup(done.group) },
      {
        event: 'OnGroupMemberInfoChanged',
        data: { groupID: body.groupID, member: presentMember(done.newOwner, done.targetUser, now) },
      },
      {
        event: 'OnGroupMemberInfoChanged',
        data: { groupID: body.groupID, member: presentMember(done.oldOwner, me, now) },
      },
    ],
  });
  return { group: presentGroup(done.group), self: presentSelf(done.oldOwner, now) };
}
