import { and, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import type {
  applicationResponseRequest,
  GroupApplication,
  joinGroupRequest,
  joinGroupResponse,
} from '../../../protocol/group';
import { GROUP_APPLICATION_TTL_MS } from '../../../protocol/groupConstants';
import type { AppContext } from '../../context';
import { groupApplications } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { ImPush } from '../realtime';
import { groupIdOf, groupOf, memberOf, requirePermission } from './access';
import { audit } from './audit';
import { afterCommit } from './deliver';
import { validInvite } from './links';
import { addMembers, storeNotice } from './membership';
import { usersByIds } from './people';
import {
  type ApplicationRow,
  presentApplication,
  presentGroup,
  presentMember,
  presentSelf,
  stateOf,
  type UserRow,
} from './present';
import { reviewersOf } from './reviewers';

/**
 * Joining (§4, §5): by an invite code or by the group's card. A group without verification takes
 * the caller at once; one with verification needs a reason (4039) and makes a request its reviewers
 * answer (pending for GROUP_APPLICATION_TTL_MS, then it reads as expired). Refusals: dismissed 4014,
 * a bad code 4016, already a member 4038, a request already waiting 4040, full 4015.
 */

async function applicationView(
  ctx: AppContext,
  row: ApplicationRow,
  group: { id: number; name: string; avatar: string | null },
): Promise<GroupApplication> {
  const ids = [row.applicantId, row.inviterId, row.handledBy].filter((id): id is number => id !== null);
  return presentApplication(row, group, await usersByIds(ctx.database.db, ids), ctx.now());
}

export async function joinGroup(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof joinGroupRequest>,
): Promise<z.output<typeof joinGroupResponse>> {
  const groupId = groupIdOf(body.groupID);
  const now = ctx.now();
  const done = await ctx.database.db.transaction(async (tx) => {
    const group = await groupOf(tx, groupId, true);
    if (group.status !== 'active') throw new ApiError(ErrorCode.GroupGone);
    let inviterId: number | null = null;
    if (body.code !== undefined) {
      const invite = await validInvite(tx, body.code, now);
      if (invite.group.id !== groupId) throw new ApiError(ErrorCode.InviteExpired);
      inviterId = invite.inviter.id;
    }
    if (await memberOf(tx, groupId, me.id)) throw new ApiError(ErrorCode.AlreadyInGroup);
    const [waiting] = await tx
      .select({ id: groupApplications.id })
      .from(groupApplications)
      .where(
        and(
          eq(groupApplications.groupId, groupId),
          eq(groupApplications.applicantId, me.id),
          eq(groupApplications.state, 'pending'),
          gt(groupApplications.expiresAt, new Date(now)),
        ),
      )
      .limit(1);
    if (waiting) throw new ApiError(ErrorCode.GroupApplicationPending, { id: waiting.id });
    if (group.memberCount >= group.memberMax) throw new ApiError(ErrorCode.GroupFull);
    if (group.joinVerification) {
      if (!body.reason) throw new ApiError(ErrorCode.JoinReasonRequired);
      const [application] = await tx
        .insert(groupApplications)
        .values({
          groupId,
          applicantId: me.id,
          inviterId,
          reason: body.reason,
          state: 'pending',
          createdAt: new Date(now),
          expiresAt: new Date(now + GROUP_APPLICATION_TTL_MS),
        })
        .returning();
      await audit(tx, {
        groupId,
        actorId: me.id,
        action: 'apply',
        detail: { byCode: inviterId !== null },
        at: now,
      });
      return {
        kind: 'pending' as const,
        group,
        application: application!,
        reviewers: await reviewersOf(tx, groupId),
      };
    }
    const added = await addMembers(tx, group, [{ userId: me.id, inviterId }], now);
    const member = added.members[0]!;
    const notice = await storeNotice(tx, groupId, { user: me, member }, 'joined');
    await audit(tx, {
      groupId,
      actorId: me.id,
      action: 'join',
      detail: { byCode: inviterId !== null },
      at: now,
    });
    return { kind: 'joined' as const, group: added.group, member, notice };
  });
  if (done.kind === 'pending') {
    const application = await applicationView(ctx, done.application, done.group);
    await afterCommit(ctx, groupId, {
      toUsers: done.reviewers.map((userId) => ({
        userId,
        pushes: [{ event: 'OnGroupApplicationAdded', data: application }],
      })),
    });
    return { state: 'pending', application, detail: null };
  }
  const info = presentGroup(done.group);
  await afterCommit(ctx, groupId, {
    membersChanged: true,
    notices: [done.notice],
    events: [
      {
        event: 'OnGroupMemberAdded',
        data: { groupID: body.groupID, members: [presentMember(done.member, me, now)] },
      },
      { event: 'OnGroupInfoChanged', data: info },
    ],
  });
  return { state: 'joined', application: null, detail: { group: info, self: presentSelf(done.member, now) } };
}

/**
 * A reviewer agrees to or rejects a request: 4041 when it was answered already or has expired;
 * agreeing to a full group is refused (4015) and leaves the request pending. The applicant and the
 * reviewers hear the answer; other requests are not touched.
 */
export async function respondToApplication(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof applicationResponseRequest>,
): Promise<GroupApplication> {
  const now = ctx.now();
  const db = ctx.database.db;
  const [found] = await db.select().from(groupApplications).where(eq(groupApplications.id, body.id));
  if (!found) throw new ApiError(ErrorCode.NotFound);
  const groupId = found.groupId;
  const done = await db.transaction(async (tx) => {
    const group = await groupOf(tx, groupId, true);
    if (group.status !== 'active') throw new ApiError(ErrorCode.GroupGone);
    const member = await memberOf(tx, groupId, me.id);
    if (!member) throw new ApiError(ErrorCode.GroupGone);
    requirePermission(member, 'reviewJoins');
    const [row] = await tx
      .select()
      .from(groupApplications)
      .where(eq(groupApplications.id, body.id))
      .for('update');
    if (!row || stateOf(row, now) !== 'pending') throw new ApiError(ErrorCode.GroupApplicationHandled);
    const agree = body.action === 'agree';
    let joined: Awaited<ReturnType<typeof addMembers>> | undefined;
    let applicant: UserRow | undefined;
    let notice;
    if (agree && !(await memberOf(tx, groupId, row.applicantId))) {
      applicant = (await usersByIds(tx, [row.applicantId])).get(row.applicantId)!;
      joined = await addMembers(tx, group, [{ userId: row.applicantId, inviterId: row.inviterId }], now);
      notice = await storeNotice(tx, groupId, { user: applicant, member: joined.members[0] }, 'joined');
    }
    const [updated] = await tx
      .update(groupApplications)
      .set({ state: agree ? 'agreed' : 'rejected', handledAt: new Date(now), handledBy: me.id })
      .where(eq(groupApplications.id, row.id))
      .returning();
    await audit(tx, {
      groupId,
      actorId: me.id,
      action: agree ? 'applicationAgree' : 'applicationReject',
      targetId: row.applicantId,
      detail: { applicationID: row.id },
      at: now,
    });
    return {
      group: joined?.group ?? group,
      row: updated!,
      joined,
      applicant,
      notice,
      reviewers: await reviewersOf(tx, groupId),
    };
  });
  const application = await applicationView(ctx, done.row, done.group);
  const answer: ImPush = {
    event: body.action === 'agree' ? 'OnGroupApplicationAccepted' : 'OnGroupApplicationRejected',
    data: application,
  };
  const toUsers = [...new Set([done.row.applicantId, ...done.reviewers])].map((userId) => ({
    userId,
    pushes: [answer],
  }));
  if (done.joined && done.applicant && done.notice) {
    await afterCommit(ctx, groupId, {
      membersChanged: true,
      notices: [done.notice],
      events: [
        {
          event: 'OnGroupMemberAdded',
          data: {
            groupID: String(groupId),
            members: [presentMember(done.joined.members[0]!, done.applicant, now)],
          },
        },
        { event: 'OnGroupInfoChanged', data: presentGroup(done.group) },
      ],
      toUsers,
    });
  } else await afterCommit(ctx, groupId, { toUsers });
  return application;
}
