import { ErrorCode } from '../../../protocol/errors';
import type { createGroupRequest, GroupDetail } from '../../../protocol/group';
import { GroupRole } from '../../../protocol/groupConstants';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { groupMembers, groups } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { addMemberCursors, createGroupConversation } from '../im';
import { userIdOf } from './access';
import { audit } from './audit';
import { checkGroupAvatar, claimGroupAvatar } from './avatar';
import { afterCommit } from './deliver';
import { inviteCodes, isReachable, usersByIds } from './people';
import { presentGroup, presentMember, presentSelf, type UserRow } from './present';
import type { Config } from '../../config';
import { storeNotice } from './membership';

/**
 * The friends picked for a new group, checked before anything is written: each must exist (4012),
 * not be the creator (4024), share no blacklist entry with them (4009) and be their friend both
 * ways (4008). The first refused user is named in `data.userID`; then nothing is created.
 */
async function pickedFriends(ctx: AppContext, me: UserRow, userIDs: readonly string[]): Promise<UserRow[]> {
  const ids: number[] = [];
  for (const userID of new Set(userIDs)) {
    const id = userIdOf(userID);
    if (id === me.id) throw new ApiError(ErrorCode.CannotAddSelf, { userID });
    if (id === undefined) throw new ApiError(ErrorCode.UserNotFound, { userID });
    ids.push(id);
  }
  const db = ctx.database.db;
  const people = await usersByIds(db, ids);
  const codes = await inviteCodes(db, me.id, ids);
  return ids.map((id) => {
    const user = people.get(id);
    if (!user || !isReachable(user)) throw new ApiError(ErrorCode.UserNotFound, { userID: String(id) });
    const code = codes.get(id) ?? ErrorCode.NotFriends;
    if (code !== 0) throw new ApiError(code, { userID: String(id) });
    return user;
  });
}

/**
 * Creates a group (§4): the creator is its owner, the picked friends its members. The group, its
 * members, their read cursors, the conversation, the 'created' notice and the audit row are written
 * in one transaction; the members hear of it after the commit.
 */
export async function createGroup(
  ctx: AppContext,
  settings: Config['group'],
  me: UserRow,
  body: z.output<typeof createGroupRequest>,
): Promise<GroupDetail> {
  const friends = await pickedFriends(ctx, me, body.memberUserIDs);
  if (friends.length + 1 > settings.membersMax) throw new ApiError(ErrorCode.GroupFull);
  const avatarKey = body.avatar === null ? undefined : await checkGroupAvatar(ctx, me.id, body.avatar);
  const now = ctx.now();
  const at = new Date(now);
  const made = await ctx.database.db.transaction(async (tx) => {
    if (avatarKey) await claimGroupAvatar(tx, avatarKey, me.id);
    const [group] = await tx
      .insert(groups)
      .values({
        name: body.name,
        avatar: body.avatar,
        ownerId: me.id,
        joinVerification: body.joinVerification,
        memberMax: settings.membersMax,
        memberCount: friends.length + 1,
        createdAt: at,
      })
      .returning();
    const members = await tx
      .insert(groupMembers)
      .values([
        { groupId: group!.id, userId: me.id, role: GroupRole.Owner, joinedAt: at },
        ...friends.map((f) => ({
          groupId: group!.id,
          userId: f.id,
          role: GroupRole.Member,
          inviterId: me.id,
          joinedAt: at,
        })),
      ])
      .returning();
    await createGroupConversation(tx, group!.id);
    await addMemberCursors(tx, group!.id, [me.id, ...friends.map((f) => f.id)]);
    const notice = await storeNotice(
      tx,
      group!.id,
      { user: me },
      'created',
      friends.map((user) => ({ user })),
    );
    await audit(tx, {
      groupId: group!.id,
      actorId: me.id,
      action: 'create',
      detail: { name: body.name, members: friends.map((f) => f.id) },
      at: now,
    });
    return { group: group!, members, notice };
  });
  const people = new Map([me, ...friends].map((u) => [u.id, u]));
  const memberViews = made.members.map((m) => presentMember(m, people.get(m.userId)!, now));
  await afterCommit(ctx, made.group.id, {
    membersChanged: true,
    notices: [made.notice],
    events: [{ event: 'OnGroupMemberAdded', data: { groupID: String(made.group.id), members: memberViews } }],
  });
  const owner = made.members.find((m) => m.userId === me.id)!;
  return { group: presentGroup(made.group), self: presentSelf(owner, now) };
}
