/**
 * Test fixture: groups set up the way the group module does it (its rows plus im's seam functions
 * in one transaction), without its HTTP calls, for the im group tests and the group bench.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';

import { GroupRole } from '../../../protocol/im';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { groupMembers, groups } from '../../db/schema';
import { addMemberCursors, createGroupConversation, groupMembersChanged, markMembersLeft } from './index';

/** A group owned by `ownerId` with these other members; its id. */
export async function makeGroup(
  ctx: AppContext,
  ownerId: number,
  memberIds: readonly number[],
  name = 'Fixture group',
): Promise<number> {
  const groupId = await ctx.database.db.transaction(async (tx) => {
    const [group] = await tx
      .insert(groups)
      .values({ name, ownerId, memberMax: 5000, memberCount: memberIds.length + 1 })
      .returning({ id: groups.id });
    const id = group!.id;
    await tx
      .insert(groupMembers)
      .values([
        { groupId: id, userId: ownerId, role: GroupRole.Owner },
        ...memberIds.map((userId) => ({ groupId: id, userId, role: GroupRole.Member })),
      ]);
    await createGroupConversation(tx, id);
    await addMemberCursors(tx, id, [ownerId, ...memberIds]);
    return id;
  });
  await groupMembersChanged(ctx, groupId);
  return groupId;
}

/** These users join (or rejoin) the group as plain members. */
export async function joinGroup(ctx: AppContext, groupId: number, userIds: readonly number[]): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .insert(groupMembers)
      .values(userIds.map((userId) => ({ groupId, userId, role: GroupRole.Member })))
      .onConflictDoNothing();
    await addMemberCursors(tx, groupId, userIds);
  });
  await groupMembersChanged(ctx, groupId);
}

/** These users leave the group (their cursor keeps reading up to now). */
export async function leaveGroup(
  ctx: AppContext,
  groupId: number,
  userIds: readonly number[],
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, [...userIds])));
    await markMembersLeft(tx, groupId, userIds);
  });
  await groupMembersChanged(ctx, groupId);
}

export async function setMember(
  db: Db,
  groupId: number,
  userId: number,
  set: { role?: number; muteEnd?: Date | null },
): Promise<void> {
  await db
    .update(groupMembers)
    .set(set)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

export async function setGroup(
  db: Db,
  groupId: number,
  set: { muteAll?: boolean; status?: string },
): Promise<void> {
  await db.update(groups).set(set).where(eq(groups.id, groupId));
}

/** How many rows of the messaging tables were written since `before` (a snapshot of their row versions). */
export async function rowVersions(db: Db): Promise<Set<string>> {
  const result = await db.execute(sql`
    select 'm' || conversation_id || ':' || user_id || ':' || xmin::text as v from conversation_members
    union all select 'c' || id || ':' || xmin::text from conversations
    union all select 'g' || id || ':' || xmin::text from messages`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { v: string }[] }).rows) as {
    v: string;
  }[];
  return new Set(rows.map((r) => r.v));
}

/** Rows in `after` that were not in `before`: each inserted or updated row counts once. */
export function rowsWritten(before: ReadonlySet<string>, after: ReadonlySet<string>): number {
  let n = 0;
  for (const v of after) if (!before.has(v)) n++;
  return n;
}

/** SendMessage data of a group text. */
export function groupText(groupId: number, body: string, clientMsgID = `g${Date.now()}-${++serial}`) {
  return {
    clientMsgID,
    groupID: String(groupId),
    sessionType: 3,
    contentType: 101,
    content: JSON.stringify({ text: body }),
  };
}

/** SendMessage data of a group @-text. */
export function groupAt(groupId: number, body: string, atUserIDs: string[]) {
  return {
    clientMsgID: `a${Date.now()}-${++serial}`,
    groupID: String(groupId),
    sessionType: 3,
    contentType: 106,
    content: JSON.stringify({ text: body, atUserIDs }),
  };
}

let serial = 0;
