import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import { groupIdOf } from '../../../protocol/groupConstants';
import { ContentType } from '../../../protocol/im';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserSocketCall as UserCall } from '../realtime';
import { rowsOf } from './batchStore';
import type { MemberView } from './conversationService';
import { requireMember } from './messageService';

/**
 * Read receipts of a group go to the senders of what was just read, found among at most this many
 * seqs below the new cursor (the newest ones: a member catching up on a long backlog does not scan
 * it all) and at most RECEIPT_SENDERS_MAX of them. Older senders see the count on their next
 * GetGroupReadCounts.
 */
export const RECEIPT_SCAN_MAX = 1000;
export const RECEIPT_SENDERS_MAX = 200;

/** The distinct senders (not the reader, no notices) of the messages in (from, to], bounded as above. */
export async function receiptSenders(
  db: Db,
  conversationId: string,
  readerId: number,
  from: number,
  to: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ senderId: messages.senderId })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        gt(messages.seq, Math.max(from, to - RECEIPT_SCAN_MAX)),
        lte(messages.seq, to),
        ne(messages.senderId, readerId),
        ne(messages.contentType, ContentType.SpecialGroup),
      ),
    )
    .limit(RECEIPT_SENDERS_MAX);
  return rows.map((r) => r.senderId);
}

/**
 * After a member's cursor moved in a group from `before` to `after`: OnRecvGroupReadReceipt to
 * the senders of the messages read, on any node, in one bus publish.
 */
export async function sendGroupReceipts(
  call: UserCall,
  member: MemberView,
  before: number,
  after: number,
): Promise<void> {
  const groupID = groupIdOf(member.conversationId);
  if (groupID === undefined) return;
  const { ctx } = call;
  const senders = await receiptSenders(ctx.database.db, member.conversationId, call.userId, before, after);
  if (senders.length === 0) return;
  const receipt = { conversationID: member.conversationId, groupID, userID: call.userID, hasReadSeq: after };
  await ctx.runtimes.im.groups.publish(
    Number(groupID),
    [{ event: 'OnRecvGroupReadReceipt', data: receipt }],
    {
      members: false,
      users: senders,
    },
  );
}

/**
 * GetGroupReadCounts: for each seq asked (within the caller's (minSeq, newest]), how many current
 * members other than its sender, who were members when it was sent (minSeq < seq), have read it
 * (hasReadSeq >= seq); and the group's member count. One query. Members of the group only (4028).
 */
export async function groupReadCounts(
  call: UserCall,
  data: { conversationID: string; seqs: number[] },
): Promise<{ conversationID: string; counts: Record<string, number>; memberCount: number }> {
  const db = call.ctx.database.db;
  if (groupIdOf(data.conversationID) === undefined) throw new ApiError(ErrorCode.NotInConversation);
  const member = await requireMember(db, call.userId, data.conversationID);
  const seqs = [...new Set(data.seqs)].filter((s) => s > member.minSeq && s <= member.maxSeq);
  const c = data.conversationID;
  const result = await db.execute(sql`
    select s.seq as "seq", count(r.user_id)::int as "n",
      (select count(*)::int from conversation_members a
        where a.conversation_id = ${c} and a.left_seq is null) as "members"
    from unnest(${`{${seqs.join(',')}}`}::int[]) as s(seq)
    left join messages m on m.conversation_id = ${c} and m.seq = s.seq
    left join conversation_members r on r.conversation_id = ${c} and r.left_seq is null
      and r.min_seq < s.seq and r.has_read_seq >= s.seq and r.user_id <> coalesce(m.sender_id, 0)
    group by s.seq
    union all
    select null, 0, (select count(*)::int from conversation_members a
        where a.conversation_id = ${c} and a.left_seq is null)`);
  const rows = rowsOf<{ seq: number | null; n: number; members: number }>(result);
  const counts: Record<string, number> = {};
  for (const row of rows) if (row.seq !== null) counts[String(row.seq)] = Number(row.n);
  return { conversationID: c, counts, memberCount: Number(rows[0]?.members ?? 0) };
}
