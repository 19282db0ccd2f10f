import { and, eq, or, sql } from 'drizzle-orm';

import { GroupRole } from '../../../protocol/groupConstants';
import { groupMembers } from '../../db/schema';
import type { Q } from './access';

/** Who reviews join requests of a group: the owner and the admins whose set holds `reviewJoins`. */
export const reviews = or(
  eq(groupMembers.role, GroupRole.Owner),
  and(eq(groupMembers.role, GroupRole.Admin), sql`'reviewJoins' = any(${groupMembers.permissions})`),
);

export async function reviewersOf(q: Q, groupId: number): Promise<number[]> {
  const rows = await q
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), reviews));
  return rows.map((r) => r.userId);
}
