import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';

import type { applicationListResponse } from '../../../protocol/group';
import type { AppContext } from '../../context';
import { groupApplications, groupMembers, groups } from '../../db/schema';
import { groupIdOf, readingIn, requirePermission } from './access';
import { usersByIds } from './people';
import { type ApplicationRow, presentApplication, type UserRow } from './present';
import { reviews } from './reviewers';

/** The newest requests a list shows (older ones are answered or expired long ago). */
const TO_REVIEW_MAX = 200;
const MINE_MAX = 100;

/**
 * Join requests the caller reviews (in every active group where they are the owner or an admin with
 * `reviewJoins`, or in one group: 4013 / 4014 / 1006 there) and the caller's own, newest first.
 */
export async function listApplications(
  ctx: AppContext,
  me: UserRow,
  groupID: string | undefined,
): Promise<z.output<typeof applicationListResponse>> {
  const db = ctx.database.db;
  const now = ctx.now();
  let reviewed: number[];
  if (groupID !== undefined) {
    const { group, me: member } = await readingIn(db, groupIdOf(groupID), me.id);
    requirePermission(member, 'reviewJoins');
    reviewed = group.status === 'active' ? [group.id] : [];
  } else {
    const rows = await db
      .select({ groupId: groupMembers.groupId })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(and(eq(groupMembers.userId, me.id), eq(groups.status, 'active'), reviews));
    reviewed = rows.map((r) => r.groupId);
  }
  const toReview: ApplicationRow[] =
    reviewed.length === 0
      ? []
      : await db
          .select()
          .from(groupApplications)
          .where(inArray(groupApplications.groupId, reviewed))
          .orderBy(desc(groupApplications.id))
          .limit(TO_REVIEW_MAX);
  const [pending] =
    reviewed.length === 0
      ? [{ n: 0 }]
      : await db
          .select({ n: count() })
          .from(groupApplications)
          .where(
            and(
              inArray(groupApplications.groupId, reviewed),
              eq(groupApplications.state, 'pending'),
              gt(groupApplications.expiresAt, new Date(now)),
            ),
          );
  const mine = await db
    .select()
    .from(groupApplications)
    .where(
      and(
        eq(groupApplications.applicantId, me.id),
        groupID === undefined ? undefined : eq(groupApplications.groupId, groupIdOf(groupID)),
      ),
    )
    .orderBy(desc(groupApplications.id))
    .limit(MINE_MAX);
  const all = [...toReview, ...mine];
  const people = await usersByIds(
    db,
    all.flatMap((r) => [r.applicantId, r.inviterId, r.handledBy]).filter((id): id is number => id !== null),
  );
  const groupIds = [...new Set(all.map((r) => r.groupId))];
  const groupRows =
    groupIds.length === 0
      ? []
      : await db
          .select({ id: groups.id, name: groups.name, avatar: groups.avatar })
          .from(groups)
          .where(inArray(groups.id, groupIds));
  const groupById = new Map(groupRows.map((g) => [g.id, g]));
  const present = (r: ApplicationRow) => presentApplication(r, groupById.get(r.groupId)!, people, now);
  return { toReview: toReview.map(present), mine: mine.map(present), pendingToReview: pending?.n ?? 0 };
}
