import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import type {
  GroupInfo,
  GroupMember,
  muteAllRequest,
  setGroupAvatarRequest,
  setGroupInfoRequest,
  setGroupNicknameRequest,
} from '../../../protocol/group';
import { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import { groupMembers, groups } from '../../db/schema';
import { changeGroup, groupIdOf, readingIn, requireOwner, requirePermission } from './access';
import { audit } from './audit';
import { checkGroupAvatar, claimGroupAvatar } from './avatar';
import { afterCommit } from './deliver';
import { storeNotice } from './membership';
import type { MessageRow } from '../im';
import { presentGroup, presentMember, type UserRow } from './present';

/**
 * The group's settings (§6: only the owner and admins may edit the info): the name and the join
 * verification need `editInfo`, the announcement `notice`, the avatar `editInfo`; mute-all is the
 * owner's. Each change leaves a notice in the conversation and an OnGroupInfoChanged.
 */
export async function setGroupInfo(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof setGroupInfoRequest>,
): Promise<GroupInfo> {
  const groupId = groupIdOf(body.groupID);
  const now = ctx.now();
  const done = await changeGroup(ctx.database.db, groupId, me.id, async (tx, { group, me: member }) => {
    if (body.name !== undefined || body.joinVerification !== undefined) requirePermission(member, 'editInfo');
    if (body.notice !== undefined) requirePermission(member, 'notice');
    const actor = { user: me, member };
    const notices: MessageRow[] = [];
    const set: Partial<typeof groups.$inferInsert> = {};
    if (body.name !== undefined && body.name !== group.name) {
      set.name = body.name;
      notices.push(await storeNotice(tx, groupId, actor, 'renamed', [], { text: body.name }));
    }
    if (body.joinVerification !== undefined && body.joinVerification !== group.joinVerification) {
      set.joinVerification = body.joinVerification;
      notices.push(await storeNotice(tx, groupId, actor, 'verification'));
    }
    if (body.notice !== undefined && body.notice !== group.notice) {
      Object.assign(set, { notice: body.notice, noticeUpdatedAt: new Date(now), noticeUpdatedBy: me.id });
      notices.push(await storeNotice(tx, groupId, actor, 'notice', [], { text: body.notice }));
    }
    if (notices.length === 0) return { group, notices };
    const [updated] = await tx.update(groups).set(set).where(eq(groups.id, groupId)).returning();
    await audit(tx, { groupId, actorId: me.id, action: 'setInfo', detail: { ...set }, at: now });
    return { group: updated!, notices };
  });
  const info = presentGroup(done.group);
  if (done.notices.length > 0)
    await afterCommit(ctx, groupId, {
      notices: done.notices,
      events: [{ event: 'OnGroupInfoChanged', data: info }],
    });
  return info;
}

export async function setGroupAvatar(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof setGroupAvatarRequest>,
): Promise<GroupInfo> {
  const groupId = groupIdOf(body.groupID);
  const now = ctx.now();
  // The rights first (no file is looked at for someone who may not change it), the file outside the transaction.
  const seen = await readingIn(ctx.database.db, groupId, me.id);
  if (seen.group.status !== 'active') throw new ApiError(ErrorCode.GroupGone);
  requirePermission(seen.me, 'editInfo');
  const key = await checkGroupAvatar(ctx, me.id, body.avatar);
  const done = await changeGroup(ctx.database.db, groupId, me.id, async (tx, { me: member }) => {
    requirePermission(member, 'editInfo');
    await claimGroupAvatar(tx, key, me.id);
    const [updated] = await tx
      .update(groups)
      .set({ avatar: body.avatar })
      .where(eq(groups.id, groupId))
      .returning();
    const notice = await storeNotice(tx, groupId, { user: me, member }, 'avatar');
    await audit(tx, {
      groupId,
      actorId: me.id,
      action: 'setAvatar',
      detail: { avatar: body.avatar },
      at: now,
    });
    return { group: updated!, notice };
  });
  const info = presentGroup(done.group);
  await afterCommit(ctx, groupId, {
    notices: [done.notice],
    events: [{ event: 'OnGroupInfoChanged', data: info }],
  });
  return info;
}

/** Every member may set their own nickname in the group (no notice: the member list shows it). */
export async function setGroupNickname(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof setGroupNicknameRequest>,
): Promise<GroupMember> {
  const groupId = groupIdOf(body.groupID);
  const now = ctx.now();
  const member = await changeGroup(ctx.database.db, groupId, me.id, async (tx) => {
    const [updated] = await tx
      .update(groupMembers)
      .set({ groupNickname: body.groupNickname })
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, me.id)))
      .returning();
    await audit(tx, {
      groupId,
      actorId: me.id,
      action: 'setNickname',
      targetId: me.id,
      detail: { groupNickname: body.groupNickname },
      at: now,
    });
    return presentMember(updated!, me, now);
  });
  await afterCommit(ctx, groupId, {
    events: [{ event: 'OnGroupMemberInfoChanged', data: { groupID: body.groupID, member } }],
  });
  return member;
}

/** The owner mutes or unmutes everyone but the owner and the admins. */
export async function setMuteAll(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof muteAllRequest>,
): Promise<GroupInfo> {
  const groupId = groupIdOf(body.groupID);
  const now = ctx.now();
  const done = await changeGroup(ctx.database.db, groupId, me.id, async (tx, { me: member }) => {
    requireOwner(member);
    const [updated] = await tx
      .update(groups)
      .set({ muteAll: body.muted })
      .where(eq(groups.id, groupId))
      .returning();
    const notice = await storeNotice(
      tx,
      groupId,
      { user: me, member },
      body.muted ? 'mutedAll' : 'unmutedAll',
    );
    await audit(tx, { groupId, actorId: me.id, action: body.muted ? 'muteAll' : 'unmuteAll', at: now });
    return { group: updated!, notice };
  });
  const info = presentGroup(done.group);
  await afterCommit(ctx, groupId, {
    notices: [done.notice],
    events: [{ event: 'OnGroupInfoChanged', data: info }],
  });
  return info;
}
