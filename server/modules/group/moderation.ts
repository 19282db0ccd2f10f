import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import type {
  deleteUserMessagesRequest,
  GroupMember,
  kickRequest,
  muteMemberRequest,
} from '../../../protocol/group';
import type { AppContext } from '../../context';
import { groupMembers } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { clearGroupMessages, deleteMemberMessages } from '../im';
import {
  changeGroup,
  groupIdOf,
  memberOf,
  requireOwner,
  requirePermission,
  requireRankOver,
  userIdOf,
} from './access';
import { audit } from './audit';
import { afterCommit } from './deliver';
import { removeMembers, storeNotice } from './membership';
import { usersByIds } from './people';
import { presentGroup, presentMember, type UserRow } from './present';

/**
 * Acting on members (§6): mute and unmute (`mute`), remove (`remove`), delete a member's messages
 * (`deleteMessages`), each only on someone of lower rank; clearing every message is the owner's.
 */

function targetIdOf(userID: string): number {
  const id = userIdOf(userID);
  if (id === undefined) throw new ApiError(ErrorCode.NotFound, { userID });
  return id;
}

/** Mutes a member for one of GROUP_MUTE_SECONDS, or unmutes (0); the group hears a notice with the end. */
export async function muteMember(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof muteMemberRequest>,
): Promise<GroupMember> {
  const groupId = groupIdOf(body.groupID);
  const targetId = targetIdOf(body.userID);
  const now = ctx.now();
  const done = await changeGroup(ctx.database.db, groupId, me.id, async (tx, { me: member }) => {
    requirePermission(member, 'mute');
    const target = await memberOf(tx, groupId, targetId);
    if (!target) throw new ApiError(ErrorCode.NotFound, { userID: body.userID });
    requireRankOver(member, targetId, target.role);
    const muteEnd = body.seconds === 0 ? null : new Date(now + body.seconds * 1000);
    const [updated] = await tx
      .update(groupMembers)
      .set({ muteEnd })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, targetId)))
      .returning();
    const people = await usersByIds(tx, [targetId]);
    const targetUser = people.get(targetId)!;
    const notice = await storeNotice(
      tx,
      groupId,
      { user: me, member },
      muteEnd ? 'muted' : 'unmuted',
      [{ user: targetUser, member: target }],
      muteEnd ? { until: muteEnd.getTime() } : {},
    );
    await audit(tx, {
      groupId,
      actorId: me.id,
      action: muteEnd ? 'mute' : 'unmute',
      targetId,
      detail: { seconds: body.seconds },
      at: now,
    });
    return { member: presentMember(updated!, targetUser, now), notice };
  });
  await afterCommit(ctx, groupId, {
    notices: [done.notice],
    events: [{ event: 'OnGroupMemberInfoChanged', data: { groupID: body.groupID, member: done.member } }],
  });
  return done.member;
}

/** Removes members (all or none: each must be a member of lower rank than the caller). */
export async function kickMembers(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof kickRequest>,
): Promise<void> {
  const groupId = groupIdOf(body.groupID);
  const targetIds = [...new Set(body.userIDs.map(targetIdOf))];
  const now = ctx.now();
  const done = await changeGroup(ctx.database.db, groupId, me.id, async (tx, { group, me: member }) => {
    requirePermission(member, 'remove');
    const rows = await tx
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, targetIds)));
    const byId = new Map(rows.map((r) => [r.userId, r]));
    for (const id of targetIds) {
      const target = byId.get(id);
      if (!target) throw new ApiError(ErrorCode.NotFound, { userID: String(id) });
      requireRankOver(member, id, target.role);
    }
    const people = await usersByIds(tx, targetIds);
    const notice = await storeNotice(
      tx,
      groupId,
      { user: me, member },
      'removed',
      targetIds.map((id) => ({ user: people.get(id)!, member: byId.get(id) })),
    );
    const updated = await removeMembers(tx, group, targetIds);
    for (const targetId of targetIds)
      await audit(tx, { groupId, actorId: me.id, action: 'kick', targetId, at: now });
    return { group: updated, notice };
  });
  await afterCommit(ctx, groupId, {
    membersChanged: true,
    notices: [done.notice],
    events: [
      {
        event: 'OnGroupMemberDeleted',
        data: { groupID: body.groupID, userIDs: targetIds.map(String), reason: 'removed' },
      },
      { event: 'OnGroupInfoChanged', data: presentGroup(done.group) },
    ],
    alsoTo: targetIds,
  });
}

/**
 * Revokes every message a member (or former member) sent in the group; the notices stay. Returns
 * how many were revoked; the members' clients hear each revoke and a 'messagesDeleted' notice.
 */
export async function deleteUserMessages(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof deleteUserMessagesRequest>,
): Promise<{ deleted: number }> {
  const groupId = groupIdOf(body.groupID);
  const targetId = targetIdOf(body.userID);
  const now = ctx.now();
  const done = await changeGroup(ctx.database.db, groupId, me.id, async (tx, { me: member }) => {
    requirePermission(member, 'deleteMessages');
    const target = await memberOf(tx, groupId, targetId);
    requireRankOver(member, targetId, target?.role);
    const targetUser = (await usersByIds(tx, [targetId])).get(targetId);
    if (!targetUser) throw new ApiError(ErrorCode.UserNotFound, { userID: body.userID });
    const rows = await deleteMemberMessages(tx, groupId, targetId, me.id, now);
    const notice = await storeNotice(tx, groupId, { user: me, member }, 'messagesDeleted', [
      { user: targetUser, member: target },
    ]);
    await audit(tx, {
      groupId,
      actorId: me.id,
      action: 'deleteMessages',
      targetId,
      detail: { count: rows.length },
      at: now,
    });
    return { rows, notice };
  });
  await afterCommit(ctx, groupId, { revoked: { rows: done.rows, by: me.id }, notices: [done.notice] });
  return { deleted: done.rows.length };
}

/** The owner clears every message of the group; nobody pulls the older ones again. */
export async function clearMessages(ctx: AppContext, me: UserRow, groupID: string): Promise<void> {
  const groupId = groupIdOf(groupID);
  const now = ctx.now();
  const notice = await changeGroup(ctx.database.db, groupId, me.id, async (tx, { me: member }) => {
    requireOwner(member);
    await clearGroupMessages(tx, groupId);
    const stored = await storeNotice(tx, groupId, { user: me, member }, 'cleared');
    await audit(tx, { groupId, actorId: me.id, action: 'clear', at: now });
    return stored;
  });
  await afterCommit(ctx, groupId, { notices: [notice] });
}
