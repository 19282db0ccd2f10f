import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import type {
  filterInviteResponse,
  inviteAbleSchema,
  inviteRequest,
  inviteToGroupsRequest,
  inviteToGroupsResponse,
} from '../../../protocol/group';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { groupMembers } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import {
  actingIn,
  type GroupRow,
  groupIdOf,
  type MemberRow,
  readingIn,
  requirePermission,
  userIdOf,
} from './access';
import { audit } from './audit';
import { afterCommit } from './deliver';
import { addMembers, storeNotice } from './membership';
import { inviteCodes, isReachable, mutualFriends, usersByIds } from './people';
import { presentGroup, presentMember, profileOf, type UserRow } from './present';

/**
 * Inviting friends (§6: the owner, and admins with `invite`; members may not invite). Only friends
 * both ways, with no blacklist either way, who are not members yet: each refused user gets a code
 * (4012 unknown, 4008 not friends, 4009 blacklisted, 4038 already a member). An invitation by
 * someone with the right needs no review: the invited join at once.
 */

type Refused = { userID: string; code: number };

async function sortInvitees(
  tx: Tx,
  groupId: number,
  me: number,
  userIDs: readonly string[],
): Promise<{ able: UserRow[]; refused: Refused[] }> {
  const ids = [...new Set(userIDs)].map((userID) => ({ userID, id: userIdOf(userID) }));
  const known = ids.flatMap((i) => (i.id === undefined ? [] : [i.id]));
  const people = await usersByIds(tx, known);
  const codes = await inviteCodes(tx, me, known);
  const inGroup =
    known.length === 0
      ? []
      : await tx
          .select({ userId: groupMembers.userId })
          .from(groupMembers)
          .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, known)));
  const members = new Set(inGroup.map((r) => r.userId));
  const able: UserRow[] = [];
  const refused: Refused[] = [];
  for (const { userID, id } of ids) {
    const user = id === undefined ? undefined : people.get(id);
    if (!user || !isReachable(user)) refused.push({ userID, code: ErrorCode.UserNotFound });
    else if (members.has(user.id) || user.id === me) refused.push({ userID, code: ErrorCode.AlreadyInGroup });
    else if (codes.get(user.id)) refused.push({ userID, code: codes.get(user.id)! });
    else able.push(user);
  }
  return { able, refused };
}

/** Which of these users the caller may invite into the group now. */
export async function filterInvite(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof inviteRequest>,
): Promise<z.output<typeof filterInviteResponse>> {
  const groupId = groupIdOf(body.groupID);
  return ctx.database.db.transaction(async (tx) => {
    const { me: member } = await actingIn(tx, groupId, me.id);
    requirePermission(member, 'invite');
    const { able, refused } = await sortInvitees(tx, groupId, me.id, body.userIDs);
    return { able: able.map((u) => String(u.id)), refused };
  });
}

interface Invited {
  group: GroupRow;
  members: MemberRow[];
  users: UserRow[];
  notice: Awaited<ReturnType<typeof storeNotice>> | undefined;
}

/** Adds `able` to the group (4015 when they do not all fit), with an 'invited' notice and an audit row per user. */
async function bringIn(
  tx: Tx,
  group: GroupRow,
  me: UserRow,
  member: MemberRow,
  able: UserRow[],
  now: number,
): Promise<Invited> {
  if (able.length === 0) return { group, members: [], users: [], notice: undefined };
  const added = await addMembers(
    tx,
    group,
    able.map((u) => ({ userId: u.id, inviterId: me.id })),
    now,
  );
  const byId = new Map(added.members.map((m) => [m.userId, m]));
  const notice = await storeNotice(
    tx,
    group.id,
    { user: me, member },
    'invited',
    able.map((user) => ({ user, member: byId.get(user.id) })),
  );
  for (const user of able)
    await audit(tx, { groupId: group.id, actorId: me.id, action: 'invite', targetId: user.id, at: now });
  return { group: added.group, members: added.members, users: able, notice };
}

async function announceInvited(ctx: AppContext, invited: Invited, now: number): Promise<void> {
  if (!invited.notice) return;
  const people = new Map(invited.users.map((u) => [u.id, u]));
  await afterCommit(ctx, invited.group.id, {
    membersChanged: true,
    notices: [invited.notice],
    events: [
      {
        event: 'OnGroupMemberAdded',
        data: {
          groupID: String(invited.group.id),
          members: invited.members.map((m) => presentMember(m, people.get(m.userId)!, now)),
        },
      },
      { event: 'OnGroupInfoChanged', data: presentGroup(invited.group) },
    ],
  });
}

/** Invites friends: those who may be invited join at once; the others are listed with a code. */
export async function inviteFriends(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof inviteRequest>,
): Promise<z.output<typeof filterInviteResponse>> {
  const groupId = groupIdOf(body.groupID);
  const now = ctx.now();
  const done = await ctx.database.db.transaction(async (tx) => {
    const { group, me: member } = await actingIn(tx, groupId, me.id);
    requirePermission(member, 'invite');
    const { able, refused } = await sortInvitees(tx, groupId, me.id, body.userIDs);
    return { refused, invited: await bringIn(tx, group, me, member, able, now) };
  });
  await announceInvited(ctx, done.invited, now);
  return { able: done.invited.users.map((u) => String(u.id)), refused: done.refused };
}

/** The caller's friends (both ways), and whether each may be invited into the group (code 0) or why not. */
export async function inviteAble(
  ctx: AppContext,
  me: UserRow,
  groupID: string,
): Promise<z.output<typeof inviteAbleSchema>[]> {
  const db = ctx.database.db;
  const groupId = groupIdOf(groupID);
  const { group, me: member } = await readingIn(db, groupId, me.id);
  if (group.status !== 'active') throw new ApiError(ErrorCode.GroupGone);
  requirePermission(member, 'invite');
  const friends = await mutualFriends(db, me.id);
  const ids = friends.map((f) => f.id);
  const codes = await inviteCodes(db, me.id, ids);
  const inGroup =
    ids.length === 0
      ? []
      : await db
          .select({ userId: groupMembers.userId })
          .from(groupMembers)
          .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, ids)));
  const members = new Set(inGroup.map((r) => r.userId));
  return friends
    .sort((a, b) => a.nickname.localeCompare(b.nickname) || a.id - b.id)
    .map((f) => {
      const code = members.has(f.id) ? ErrorCode.AlreadyInGroup : (codes.get(f.id) ?? 0);
      return { ...profileOf(f), able: code === 0, code };
    });
}

function codeOf(error: unknown): number {
  if (error instanceof ApiError) return error.code;
  throw error;
}

/**
 * One friend into several groups, each in its own transaction: a code per group (0 invited, else
 * 4013, 4014, 1006, 4038, 4015, 4008, 4009). An unknown user refuses the whole call (4012).
 */
export async function inviteToGroups(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof inviteToGroupsRequest>,
): Promise<z.output<typeof inviteToGroupsResponse>> {
  const id = userIdOf(body.userID);
  const user = id === undefined ? undefined : (await usersByIds(ctx.database.db, [id])).get(id);
  if (!user || !isReachable(user)) throw new ApiError(ErrorCode.UserNotFound, { userID: body.userID });
  const now = ctx.now();
  const out: z.output<typeof inviteToGroupsResponse> = [];
  for (const groupID of [...new Set(body.groupIDs)]) {
    try {
      const groupId = groupIdOf(groupID);
      const invited = await ctx.database.db.transaction(async (tx) => {
        const { group, me: member } = await actingIn(tx, groupId, me.id);
        requirePermission(member, 'invite');
        const { able, refused } = await sortInvitees(tx, groupId, me.id, [body.userID]);
        if (refused[0]) throw new ApiError(refused[0].code as ErrorCode);
        return bringIn(tx, group, me, member, able, now);
      });
      await announceInvited(ctx, invited, now);
      out.push({ groupID, code: 0 });
    } catch (error) {
      out.push({ groupID, code: codeOf(error) });
    }
  }
  return out;
}
