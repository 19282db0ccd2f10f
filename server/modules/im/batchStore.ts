import { inArray, sql } from 'drizzle-orm';

import { SessionType } from '../../../protocol/im';
import type { Db } from '../../db/client';
import { conversationMembers, conversations } from '../../db/schema';
import type { NewMessage } from './messageStore';
import type { MemberRow, MessageRow } from './present';

/** The rows of a raw query, as PGlite and node-postgres each return them. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** What SendMessage must know before storing: relations of the two users and a resend's first message. */
export interface SendChecks {
  recvExists: boolean;
  /** Friend rows between the two (one per side): 2 when both keep the other as a friend. */
  friendRows: number;
  blocked: boolean;
  senderNickname: string;
  senderAvatar: string | null;
  recvNickname: string;
  recvAvatar: string | null;
  /** The message this sender already stored under this client id, if any. */
  existingId: number | null;
}

/** The checks of many messages in one round trip (same answers, in the same order). */
export async function batchChecks(
  db: Db,
  items: readonly { senderId: number; recvId: number; clientMsgId: string }[],
): Promise<SendChecks[]> {
  const input = JSON.stringify(items.map((m, i) => ({ i, s: m.senderId, r: m.recvId, c: m.clientMsgId })));
  const result = await db.execute(sql`
    select t.i as "i",
      (ru.id is not null) as "recvExists",
      (select count(*)::int from friends f
        where (f.user_id = t.s and f.friend_id = t.r) or (f.user_id = t.r and f.friend_id = t.s)) as "friendRows",
      exists(select 1 from blacklist b
        where (b.user_id = t.s and b.blocked_id = t.r) or (b.user_id = t.r and b.blocked_id = t.s)) as "blocked",
      su.nickname as "senderNickname", su.avatar as "senderAvatar",
      ru.nickname as "recvNickname", ru.avatar as "recvAvatar",
      (select m.id from messages m where m.sender_id = t.s and m.client_msg_id = t.c) as "existingId"
    from jsonb_to_recordset(${input}::jsonb) as t(i int, s int, r int, c text)
    left join users su on su.id = t.s
    left join users ru on ru.id = t.r
    order by t.i`);
  return rowsOf<SendChecks>(result).map((row) => ({
    recvExists: row.recvExists,
    friendRows: Number(row.friendRows),
    blocked: row.blocked,
    senderNickname: row.senderNickname ?? '',
    senderAvatar: row.senderAvatar ?? null,
    recvNickname: row.recvNickname ?? '',
    recvAvatar: row.recvAvatar ?? null,
    existingId: row.existingId === null ? null : Number(row.existingId),
  }));
}

export interface BatchStored {
  messages: MessageRow[];
  /** Final member rows by `${conversationId}:${userId}`. */
  members: Map<string, MemberRow>;
  createdAt: Map<string, Date>;
  /** Each recipient's total unread after the batch (totalsUnread, in the same statement). */
  recvTotals: Map<number, number>;
}

/** A client id of the batch was stored meanwhile (unique violation): store the batch one by one instead. */
export class BatchConflict extends Error {}

interface StoredJson {
  messages: { id: number; conv: string; seq: number }[];
  members: (Omit<MemberRow, 'updatedAt'> & { updatedAt: string })[];
  convs: { id: string; maxSeq: number; createdAt: string }[];
  totals: { userId: number; total: number }[] | null;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/**
 * Stores many single-chat messages (distinct sender + client id) with the rules of storeMessage,
 * in ONE statement (so one transaction): each conversation's max_seq moves by its number of
 * messages, which take the seqs in between in arrival order; both members exist; each sender's
 * cursor moves to its newest message. The rows travel as one JSON parameter.
 */
export async function storeBatch(db: Db, batch: readonly NewMessage[], sendTime: Date): Promise<BatchStored> {
  const input = JSON.stringify(
    batch.map((m, i) => ({
      i,
      conv: m.conversationId,
      s: m.senderId,
      r: m.recvId,
      c: m.clientMsgId,
      ct: m.contentType,
      body: m.content,
    })),
  );
  let result: unknown;
  try {
    result = await db.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${input}::jsonb) as t(i int, conv text, s int, r int, c text, ct int, body text)
      ),
      counts as (select conv, count(*)::int as n from input group by conv),
      bumped as (
        insert into conversations (id, session_type, max_seq)
        select conv, ${SessionType.Single}, n from counts
        on conflict (id) do update set max_seq = conversations.max_seq + excluded.max_seq
        returning id, max_seq, created_at
      ),
      numbered as (
        select input.*, (bumped.max_seq - counts.n + row_number() over (partition by input.conv order by input.i))::int as seq
        from input join counts on counts.conv = input.conv join bumped on bumped.id = input.conv
      ),
      inserted as (
        insert into messages (conversation_id, seq, client_msg_id, sender_id, recv_id, session_type, content_type, content, send_time)
        select conv, seq, c, s, r, ${SessionType.Single}, ct, body, ${sendTime.toISOString()}::timestamptz from numbered
        returning id, conversation_id, seq
      ),
      members as (
        insert into conversation_members (conversation_id, user_id, peer_id, has_read_seq)
        select conv, u, max(p), max(h) from (
          select conv, s as u, r as p, seq as h from numbered
          union all select conv, r, s, 0 from numbered
        ) x group by conv, u
        on conflict (conversation_id, user_id) do update
          set has_read_seq = greatest(conversation_members.has_read_seq, excluded.has_read_seq)
        returning *
      ),
      -- totalsUnread of the recipients as of this statement: its own conversations and members as
      -- they are after it, the recipients' other conversations as they were (not touched by it).
      totals as (
        select u, coalesce(sum(greatest(mx - h, 0)), 0)::int as total from (
          select m.user_id as u, b.max_seq as mx, m.has_read_seq as h, m.recv_msg_opt as opt
            from members m join bumped b on b.id = m.conversation_id
          union all
          select cm.user_id, c.max_seq, cm.has_read_seq, cm.recv_msg_opt
            from conversation_members cm join conversations c on c.id = cm.conversation_id
            where cm.user_id in (select r from input) and cm.conversation_id not in (select id from bumped)
        ) x
        where opt <> 1 and u in (select r from input)
        group by u
      )
      select
        (select json_agg(json_build_object('id', id, 'conv', conversation_id, 'seq', seq)) from inserted) as "messages",
        (select json_agg(json_build_object('conversationId', conversation_id, 'userId', user_id, 'peerId', peer_id,
          'hasReadSeq', has_read_seq, 'recvMsgOpt', recv_msg_opt, 'isPinned', is_pinned, 'minSeq', min_seq,
          'updatedAt', updated_at)) from members) as "members",
        (select json_agg(json_build_object('id', id, 'maxSeq', max_seq, 'createdAt', created_at)) from bumped) as "convs",
        (select json_agg(json_build_object('userId', u, 'total', total)) from totals) as "totals"`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new BatchConflict();
    throw error;
  }
  const out = rowsOf<StoredJson>(result)[0]!;
  const count = new Map<string, number>();
  for (const m of batch) count.set(m.conversationId, (count.get(m.conversationId) ?? 0) + 1);
  const next = new Map(out.convs.map((c) => [c.id, c.maxSeq - count.get(c.id)! + 1]));
  const ids = new Map(out.messages.map((m) => [`${m.conv}:${m.seq}`, m.id]));
  const messages = batch.map((m): MessageRow => {
    const seq = next.get(m.conversationId)!;
    next.set(m.conversationId, seq + 1);
    const { conversationId, senderId, recvId, clientMsgId, contentType, content } = m;
    const id = ids.get(`${conversationId}:${seq}`)!;
    return {
      id,
      conversationId,
      seq,
      clientMsgId,
      senderId,
      recvId,
      sessionType: SessionType.Single,
      contentType,
      content,
      revoked: false,
      sendTime,
    };
  });
  return {
    messages,
    members: new Map(
      out.members.map((m) => [`${m.conversationId}:${m.userId}`, { ...m, updatedAt: new Date(m.updatedAt) }]),
    ),
    createdAt: new Map(out.convs.map((c) => [c.id, new Date(c.createdAt)])),
    recvTotals: new Map([
      ...batch.map((m) => [m.recvId, 0] as const),
      ...(out.totals ?? []).map((t) => [Number(t.userId), Number(t.total)] as const),
    ]),
  };
}

/** Total unread of many users in one query (see totalUnread). */
export async function totalsUnread(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const cm = conversationMembers;
  const rows = await db
    .select({
      userId: cm.userId,
      total: sql<number>`coalesce(sum(greatest(${conversations.maxSeq} - ${cm.hasReadSeq}, 0)), 0)::int`,
    })
    .from(cm)
    .innerJoin(conversations, sql`${conversations.id} = ${cm.conversationId}`)
    .where(sql`${inArray(cm.userId, [...userIds])} and ${cm.recvMsgOpt} <> 1`)
    .groupBy(cm.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.total)]));
}
