import type { PublicProfile } from '../../../protocol/friend';
import type { GroupApplication, GroupCard, GroupInfo, GroupMember, GroupSelf } from '../../../protocol/group';
import { groupConversationId, type GroupApplicationState } from '../../../protocol/groupConstants';
import type { groupApplications, users } from '../../db/schema';
import { type GroupRow, type MemberRow, permissionsOf } from './access';

/** How the group module's rows look on the wire (protocol/group.ts). */

export type UserRow = typeof users.$inferSelect;
export type ApplicationRow = typeof groupApplications.$inferSelect;
type Role = GroupMember['role'];

export function profileOf(user: UserRow): PublicProfile {
  return {
    appNumber: user.appNumber,
    uid: String(user.id),
    nickname: user.nickname,
    avatar: user.avatar,
    isAnchor: user.role === 'anchor' && user.anchorStatus === 'approved',
  };
}

export function presentGroup(group: GroupRow): GroupInfo {
  return {
    groupID: String(group.id),
    conversationID: groupConversationId(String(group.id)),
    name: group.name,
    avatar: group.avatar,
    notice: group.notice,
    noticeUpdatedAt: group.noticeUpdatedAt?.getTime() ?? null,
    noticeUpdatedBy: group.noticeUpdatedBy === null ? null : String(group.noticeUpdatedBy),
    ownerUserID: String(group.ownerId),
    memberCount: group.memberCount,
    memberMax: group.memberMax,
    joinVerification: group.joinVerification,
    muteAll: group.muteAll,
    status: group.status === 'dismissed' ? 'dismissed' : 'active',
    createdAt: group.createdAt.getTime(),
  };
}

/** ms since the epoch when a running mute ends; 0 when not muted (an ended mute reads as none). */
export function muteEndOf(member: Pick<MemberRow, 'muteEnd'>, now: number): number {
  const end = member.muteEnd?.getTime() ?? 0;
  return end > now ? end : 0;
}

export function presentSelf(member: MemberRow, now: number): GroupSelf {
  return {
    role: member.role as Role,
    muteEndTime: muteEndOf(member, now),
    groupNickname: member.groupNickname,
    permissions: permissionsOf(member),
    joinTime: member.joinedAt.getTime(),
  };
}

export function presentMember(member: MemberRow, user: UserRow, now: number): GroupMember {
  return {
    userID: String(member.userId),
    nickname: user.nickname,
    avatar: user.avatar,
    isAnchor: user.role === 'anchor' && user.anchorStatus === 'approved',
    groupNickname: member.groupNickname,
    role: member.role as Role,
    muteEndTime: muteEndOf(member, now),
    joinTime: member.joinedAt.getTime(),
    permissions: permissionsOf(member),
  };
}

export function presentCard(
  group: GroupRow,
  isMember: boolean,
  pendingApplicationID: number | null,
): GroupCard {
  return {
    groupID: String(group.id),
    name: group.name,
    avatar: group.avatar,
    memberCount: group.memberCount,
    memberMax: group.memberMax,
    joinVerification: group.joinVerification,
    status: group.status === 'dismissed' ? 'dismissed' : 'active',
    isMember,
    pendingApplicationID,
  };
}

/** A pending request past its expiry reads as expired (§4); nothing needs to rewrite it. */
export function stateOf(
  row: Pick<ApplicationRow, 'state' | 'expiresAt'>,
  now: number,
): GroupApplicationState {
  if (row.state === 'pending' && row.expiresAt.getTime() <= now) return 'expired';
  return row.state as GroupApplicationState;
}

export function presentApplication(
  row: ApplicationRow,
  group: Pick<GroupRow, 'id' | 'name' | 'avatar'>,
  people: ReadonlyMap<number, UserRow>,
  now: number,
): GroupApplication {
  const person = (id: number | null) => {
    const user = id === null ? undefined : people.get(id);
    return user ? profileOf(user) : null;
  };
  const applicant = people.get(row.applicantId);
  if (!applicant) throw new Error(`the applicant ${row.applicantId} was not loaded`);
  return {
    id: row.id,
    groupID: String(group.id),
    groupName: group.name,
    groupAvatar: group.avatar,
    applicant: profileOf(applicant),
    inviter: person(row.inviterId),
    reason: row.reason,
    state: stateOf(row, now),
    createdAt: row.createdAt.getTime(),
    handledAt: row.handledAt?.getTime() ?? null,
    handledBy: person(row.handledBy),
    expiresAt: row.expiresAt.getTime(),
  };
}
