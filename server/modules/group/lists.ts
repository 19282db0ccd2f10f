import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import type {
  GroupDetail,
  GroupMember,
  groupListResponse,
  groupMembersRequest,
  groupMembersResponse,
  msgMaxResponse,
  readersRequest,
  readersResponse,
} from '../../../protocol/group';
import { groupConversationId, GroupRole } from '../../../protocol/groupConstants';
import type { AppContext } from '../../context';
import { conversationMembers, conversations, groupMembers, groups, messages, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { groupIdOf, groupOf, hasCursor, memberOf, readingIn } from './access';
import { muteEndOf, presentGroup, presentMember, presentSelf, type UserRow } from './present';

/**
 * What members read of their groups: my groups, one group with my place in it, its members, my
 * read cursor, who read a message. Reading goes on after a dismissal (the members keep their rows).
 */

/** My groups: the active ones first, then the dismissed ones I was in; the newest joined first in each. */
export async function listGroups(ctx: AppContext, me: UserRow): Promise<z.output<typeof groupListResponse>> {
  const now = ctx.now();
  const rows = await ctx.database.db
    .select({ group: groups, member: groupMembers })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, me.id))
    .orderBy(
      sql`case when ${groups.status} = 'active' then 0 else 1 end`,
      desc(groupMembers.joinedAt),
      desc(groups.id),
    );
  return rows.map((r) => ({
    ...presentGroup(r.group),
    role: r.member.role as GroupMember['role'],
    muteEndTime: muteEndOf(r.member, now),
  }));
}

/**
 * A group and my place in it. Members, and former members of it (who still read its conversation
 * up to where they left), may look; `self` is null unless I am a member of the active group.
 */
export async function groupConfig(ctx: AppContext, me: UserRow, groupID: string): Promise<GroupDetail> {
  const db = ctx.database.db;
  const groupId = groupIdOf(groupID);
  const group = await groupOf(db, groupId);
  const member = await memberOf(db, groupId, me.id);
  if (!member && !(await hasCursor(db, groupId, me.id))) throw new ApiError(ErrorCode.GroupGone);
  const self = member && group.status === 'active' ? presentSelf(member, ctx.now()) : null;
  return { group: presentGroup(group), self };
}

const ROLE_ORDER = sql`case ${groupMembers.role} when ${GroupRole.Owner} then 0 when ${GroupRole.Admin} then 1 else 2 end`;

function likeOf(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The members, owner first, then admins, then by join time; a keyword matches a nickname (own or in the group) or the id. */
export async function listMembers(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof groupMembersRequest>,
): Promise<z.output<typeof groupMembersResponse>> {
  const db = ctx.database.db;
  const groupId = groupIdOf(body.groupID);
  await readingIn(db, groupId, me.id);
  const conditions: SQL[] = [eq(groupMembers.groupId, groupId)];
  const keyword = body.keyword?.trim();
  if (keyword) {
    const like = likeOf(keyword);
    const matches = [ilike(users.nickname, like), ilike(groupMembers.groupNickname, like)];
    if (/^\d{1,10}$/.test(keyword)) matches.push(sql`${users.id}::text = ${keyword}`);
    conditions.push(or(...matches)!);
  }
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(where);
  const rows = await db
    .select({ member: groupMembers, user: users })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(where)
    .orderBy(ROLE_ORDER, asc(groupMembers.joinedAt), asc(groupMembers.userId))
    .limit(body.pageSize)
    .offset((body.page - 1) * body.pageSize);
  const now = ctx.now();
  return {
    list: rows.map((r) => presentMember(r.member, r.user, now)),
    total: total?.n ?? 0,
    page: body.page,
    pageSize: body.pageSize,
  };
}

/**
 * The group's newest seq and my cursor (members and former members: one who left reads up to where
 * they left, so maxSeq stops there for them).
 */
export async function msgMax(
  ctx: AppContext,
  me: UserRow,
  groupID: string,
): Promise<z.output<typeof msgMaxResponse>> {
  const db = ctx.database.db;
  const groupId = groupIdOf(groupID);
  await groupOf(db, groupId);
  const conversationID = groupConversationId(groupID);
  const [row] = await db
    .select({ cursor: conversationMembers, maxSeq: conversations.maxSeq })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(eq(conversationMembers.conversationId, conversationID), eq(conversationMembers.userId, me.id)),
    );
  if (!row) throw new ApiError(ErrorCode.GroupGone);
  const { cursor } = row;
  const maxSeq = cursor.leftSeq === null ? row.maxSeq : Math.min(row.maxSeq, cursor.leftSeq);
  return { groupID, conversationID, maxSeq, hasReadSeq: cursor.hasReadSeq, minSeq: cursor.minSeq };
}

/**
 * Who has read message `seq` (their cursor is at or past it) and who has not, among the members;
 * its sender is in neither, nor is a member who joined after it (it was never theirs to read).
 * Only members may ask; 1002 when no message has this seq (never sent, or cleared).
 */
export async function readers(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof readersRequest>,
): Promise<z.output<typeof readersResponse>> {
  const db = ctx.database.db;
  const groupId = groupIdOf(body.groupID);
  await readingIn(db, groupId, me.id);
  const conversationId = groupConversationId(body.groupID);
  const [message] = await db
    .select({ senderId: messages.senderId })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.seq, body.seq)));
  if (!message) throw new ApiError(ErrorCode.NotFound);
  const rows = await db
    .select({ member: groupMembers, user: users, hasReadSeq: conversationMembers.hasReadSeq })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .innerJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, groupMembers.userId),
      ),
    )
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        ne(groupMembers.userId, message.senderId),
        sql`${conversationMembers.minSeq} < ${body.seq}`,
      ),
    )
    .orderBy(ROLE_ORDER, asc(groupMembers.joinedAt), asc(groupMembers.userId));
  const now = ctx.now();
  const read: GroupMember[] = [];
  const unread: GroupMember[] = [];
  for (const r of rows) (r.hasReadSeq >= body.seq ? read : unread).push(presentMember(r.member, r.user, now));
  return { read, unread };
}
