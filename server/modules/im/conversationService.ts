import { and, desc, eq, gt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Conversation } from '../../../protocol/im';
import { RecvOpt } from '../../../protocol/im';
import type { Db } from '../../db/client';
import {
  conversationMembers as cm,
  conversations,
  groups,
  messageDeletions,
  messages,
  users,
} from '../../db/schema';
import { presentConversation, presentMessage, unreadOf } from './present';

const peer = alias(users, 'peer');
const sender = alias(users, 'sender');
/** The peer's own membership row: how far the peer has read (read state of my messages). */
const peerMember = alias(cm, 'peer_member');

/**
 * The caller's newest seq of a conversation: its max_seq, or for a member who left a group the
 * seq they left at (they read up to it, no further).
 */
export const visibleMaxSeq = sql<number>`least(${conversations.maxSeq}, coalesce(${cm.leftSeq}, ${conversations.maxSeq}))`;
/** The group of a group conversation `sg_<id>` (null for any other). */
const groupOfConversation = sql`(case when left(${cm.conversationId}, 3) = 'sg_' then substring(${cm.conversationId} from 4)::int end)`;

/** The caller's conversations (or one of them), each with its peer and latest visible message. */
export async function listConversations(
  db: Db,
  userId: number,
  conversationId?: string,
): Promise<Conversation[]> {
  const latest = db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, cm.conversationId),
        gt(messages.seq, cm.minSeq),
        sql`${messages.seq} <= coalesce(${cm.leftSeq}, ${messages.seq})`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(messageDeletions)
            .where(and(eq(messageDeletions.userId, cm.userId), eq(messageDeletions.messageId, messages.id))),
        ),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(1)
    .as('latest');
  const rows = await db
    .select({
      member: cm,
      conversation: conversations,
      peer: { nickname: peer.nickname, avatar: peer.avatar },
      latest: {
        id: latest.id,
        conversationId: latest.conversationId,
        seq: latest.seq,
        clientMsgId: latest.clientMsgId,
        senderId: latest.senderId,
        recvId: latest.recvId,
        sessionType: latest.sessionType,
        contentType: latest.contentType,
        content: latest.content,
        revoked: latest.revoked,
        sendTime: latest.sendTime,
      },
      sender: { nickname: sender.nickname, avatar: sender.avatar },
      peerReadSeq: peerMember.hasReadSeq,
      visibleMaxSeq,
      group: { id: groups.id, name: groups.name, avatar: groups.avatar },
    })
    .from(cm)
    .innerJoin(conversations, eq(conversations.id, cm.conversationId))
    .leftJoin(peer, eq(peer.id, cm.peerId))
    .leftJoin(
      peerMember,
      and(eq(peerMember.conversationId, cm.conversationId), eq(peerMember.userId, cm.peerId)),
    )
    .leftJoin(groups, sql`${groups.id} = ${groupOfConversation}`)
    .leftJoinLateral(latest, sql`true`)
    .leftJoin(sender, eq(sender.id, latest.senderId))
    .where(and(eq(cm.userId, userId), conversationId ? eq(cm.conversationId, conversationId) : undefined));
  const list = rows.map((r) =>
    presentConversation(
      r.member,
      { ...r.conversation, maxSeq: Number(r.visibleMaxSeq) },
      r.peer ?? undefined,
      r.latest ? presentMessage(r.latest, r.sender ?? undefined) : null,
      r.peerReadSeq ?? undefined,
      r.group ?? undefined,
    ),
  );
  return list.sort(
    (a, b) => Number(b.isPinned) - Number(a.isPinned) || b.latestMsgSendTime - a.latestMsgSendTime,
  );
}

/** Unread over every conversation whose receive option is not "do not receive". */
export async function totalUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(greatest(${visibleMaxSeq} - ${cm.hasReadSeq}, 0)), 0)::int`,
    })
    .from(cm)
    .innerJoin(conversations, eq(conversations.id, cm.conversationId))
    .where(and(eq(cm.userId, userId), ne(cm.recvMsgOpt, RecvOpt.NotReceive)));
  return Number(row?.total ?? 0);
}

export function totalOf(list: readonly Conversation[]): number {
  return list
    .filter((c) => c.recvMsgOpt !== RecvOpt.NotReceive)
    .reduce((sum, c) => sum + unreadOf(c.maxSeq, c.hasReadSeq), 0);
}

/** The caller's newest seq of every conversation (of a group they left: the seq they left at). */
export async function newestSeqs(db: Db, userId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ id: cm.conversationId, maxSeq: visibleMaxSeq })
    .from(cm)
    .innerJoin(conversations, eq(conversations.id, cm.conversationId))
    .where(eq(cm.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.id, Number(r.maxSeq)]));
}

/** A membership row with the caller's newest seq (`visibleMaxSeq`: a group left stops at its leftSeq). */
export type MemberView = typeof cm.$inferSelect & { maxSeq: number };

/** The caller's membership of a conversation, or undefined (4028 for the caller). */
export async function membership(
  db: Db,
  userId: number,
  conversationId: string,
): Promise<MemberView | undefined> {
  const [row] = await db
    .select({ member: cm, maxSeq: visibleMaxSeq })
    .from(cm)
    .innerJoin(conversations, eq(conversations.id, cm.conversationId))
    .where(and(eq(cm.userId, userId), eq(cm.conversationId, conversationId)))
    .limit(1);
  return row ? { ...row.member, maxSeq: Number(row.maxSeq) } : undefined;
}

/** Moves the read cursor forward (never back, never past the caller's newest seq); the new cursor. */
export async function advanceReadCursor(
  db: Db,
  userId: number,
  conversationId: string,
  seq: number,
): Promise<number> {
  const [row] = await db
    .update(cm)
    .set({
      hasReadSeq: sql`greatest(${cm.hasReadSeq}, least(${seq}::int, ${cm.leftSeq}, (select ${conversations.maxSeq} from ${conversations} where ${conversations.id} = ${conversationId})))`,
    })
    .where(and(eq(cm.userId, userId), eq(cm.conversationId, conversationId)))
    .returning({ hasReadSeq: cm.hasReadSeq });
  return row?.hasReadSeq ?? 0;
}

export async function updateMember(
  db: Db,
  userId: number,
  conversationId: string,
  set: { recvMsgOpt?: number; isPinned?: boolean },
): Promise<void> {
  await db
    .update(cm)
    .set(set)
    .where(and(eq(cm.userId, userId), eq(cm.conversationId, conversationId)));
}
