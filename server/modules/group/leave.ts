import { eq } from 'drizzle-orm';
import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import type { exitRequest } from '../../../protocol/group';
import { GroupRole } from '../../../protocol/groupConstants';
import type { AppContext } from '../../context';
import { groupMembers, groups } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { markMembersLeft } from '../im';
import { changeGroup, groupIdOf, requireOwner } from './access';
import { audit } from './audit';
import { afterCommit } from './deliver';
import { removeMembers, storeNotice } from './membership';
import { presentGroup, type UserRow } from './present';

/**
 * Leaving a group, and dismissing it. The owner cannot leave before handing the group over (1006,
 * `data.reason` 'owner'). Dismissal keeps the member rows (the members still see the group, read
 * only) but ends everyone's reading at the 'dismissed' notice; after it every change answers 4014.
 */
export async function exitGroup(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof exitRequest>,
): Promise<void> {
  const groupId = groupIdOf(body.groupID);
  const now = ctx.now();
  const done = await changeGroup(ctx.database.db, groupId, me.id, async (tx, { group, me: member }) => {
    if (member.role === GroupRole.Owner) throw new ApiError(ErrorCode.NoPermission, { reason: 'owner' });
    const notice = await storeNotice(tx, groupId, { user: me, member }, 'left');
    const updated = await removeMembers(tx, group, [me.id]);
    await audit(tx, {
      groupId,
      actorId: me.id,
      action: 'exit',
      targetId: me.id,
      detail: { reasonID: body.reasonID, ...(body.text ? { text: body.text } : {}) },
      at: now,
    });
    return { group: updated, notice };
  });
  await afterCommit(ctx, groupId, {
    membersChanged: true,
    notices: [done.notice],
    events: [
      {
        event: 'OnGroupMemberDeleted',
        data: { groupID: body.groupID, userIDs: [String(me.id)], reason: 'left' },
      },
      { event: 'OnGroupInfoChanged', data: presentGroup(done.group) },
    ],
    alsoTo: [me.id],
  });
}

export async function dismissGroup(ctx: AppContext, me: UserRow, groupID: string): Promise<void> {
  const groupId = groupIdOf(groupID);
  const now = ctx.now();
  const done = await changeGroup(ctx.database.db, groupId, me.id, async (tx, { me: member }) => {
    requireOwner(member);
    const notice = await storeNotice(tx, groupId, { user: me, member }, 'dismissed');
    const [group] = await tx
      .update(groups)
      .set({ status: 'dismissed', dismissedAt: new Date(now) })
      .where(eq(groups.id, groupId))
      .returning();
    const members = await tx
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, groupId));
    const memberIds = members.map((m) => m.userId);
    await markMembersLeft(tx, groupId, memberIds);
    await audit(tx, {
      groupId,
      actorId: me.id,
      action: 'dismiss',
      detail: { members: memberIds.length },
      at: now,
    });
    return { group: group!, notice, memberIds };
  });
  await afterCommit(ctx, groupId, {
    membersChanged: true,
    notices: [done.notice],
    events: [
      {
        event: 'OnGroupMemberDeleted',
        data: { groupID, userIDs: done.memberIds.map(String), reason: 'dismissed' },
      },
      { event: 'OnGroupInfoChanged', data: presentGroup(done.group) },
    ],
    alsoTo: done.memberIds,
  });
}
