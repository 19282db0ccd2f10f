import { and, eq, inArray, sql } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import type { GroupNoticeContent } from '../../../protocol/group';
import { GroupRole } from '../../../protocol/groupConstants';
import type { Tx } from '../../db/client';
import { groupMembers, groups } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { addMemberCursors, markMembersLeft, type MessageRow, storeGroupNotice } from '../im';
import type { GroupRow, MemberRow } from './access';
import type { UserRow } from './present';

/**
 * Joining and leaving, inside the caller's transaction (the group row locked by it): the member
 * rows, the member count and the members' read cursors (im) change together.
 */

/** New members (role member) with their inviter; 4015 when they do not fit. Returns the group as now stored. */
export async function addMembers(
  tx: Tx,
  group: GroupRow,
  entries: readonly { userId: number; inviterId: number | null }[],
  now: number,
): Promise<{ group: GroupRow; members: MemberRow[] }> {
  if (entries.length === 0) return { group, members: [] };
  if (group.memberCount + entries.length > group.memberMax) throw new ApiError(ErrorCode.GroupFull);
  const at = new Date(now);
  const members = await tx
    .insert(groupMembers)
    .values(
      entries.map((e) => ({
        groupId: group.id,
        userId: e.userId,
        role: GroupRole.Member,
        inviterId: e.inviterId,
        joinedAt: at,
      })),
    )
    .returning();
  const [updated] = await tx
    .update(groups)
    .set({ memberCount: sql`${groups.memberCount} + ${entries.length}::int` })
    .where(eq(groups.id, group.id))
    .returning();
  await addMemberCursors(
    tx,
    group.id,
    entries.map((e) => e.userId),
  );
  return { group: updated!, members };
}

/** Members who leave or are removed: their rows go, the count drops, their cursors stop at the current seq. */
export async function removeMembers(tx: Tx, group: GroupRow, userIds: readonly number[]): Promise<GroupRow> {
  if (userIds.length === 0) return group;
  const removed = await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, group.id), inArray(groupMembers.userId, [...userIds])))
    .returning({ userId: groupMembers.userId });
  const [updated] = await tx
    .update(groups)
    .set({ memberCount: sql`greatest(0, ${groups.memberCount} - ${removed.length}::int)` })
    .where(eq(groups.id, group.id))
    .returning();
  await markMembersLeft(tx, group.id, userIds);
  return updated!;
}

/** The name a member goes by in the group: their nickname there, else their own. */
export function nameIn(user: UserRow, member: Pick<MemberRow, 'groupNickname'> | undefined): string {
  return member?.groupNickname || user.nickname;
}

/** Stores a notice of the group's conversation: `actor` did `kind` to `targets`. */
export function storeNotice(
  tx: Tx,
  groupId: number,
  actor: { user: UserRow; member?: Pick<MemberRow, 'groupNickname'> | undefined },
  kind: GroupNoticeContent['kind'],
  targets: readonly { user: UserRow; member?: Pick<MemberRow, 'groupNickname'> | undefined }[] = [],
  extra: Pick<GroupNoticeContent, 'until' | 'text'> = {},
): Promise<MessageRow> {
  return storeGroupNotice(tx, groupId, actor.user.id, {
    kind,
    actorID: String(actor.user.id),
    actorName: nameIn(actor.user, actor.member),
    targets: targets
      .slice(0, 100)
      .map((t) => ({ userID: String(t.user.id), name: nameIn(t.user, t.member) })),
    ...extra,
  });
}
