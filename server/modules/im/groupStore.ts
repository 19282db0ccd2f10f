import { randomUUID } from 'node:crypto';

import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';

import type { GroupNoticeContent } from '../../../protocol/group';
import { groupConversationId } from '../../../protocol/groupConstants';
import { ContentType, SessionType } from '../../../protocol/im';
import type { Tx } from '../../db/client';
import { conversationMembers as cm, conversations, messages } from '../../db/schema';
import type { MessageRow } from './present';

/**
 * What the group module asks of im inside its own transactions (server/modules/im/index.ts): the
 * conversation `sg_<id>`, the members' read cursors and the notices. Every function that reads the
 * conversation's max_seq locks its row first (FOR UPDATE), so a message stored at the same time
 * either comes before (and the cursor counts it) or waits for the commit (and comes after).
 */

const idOf = (groupId: number) => groupConversationId(String(groupId));

/** The conversation's max_seq, its row locked until the caller's transaction ends. */
async function lockedMaxSeq(tx: Tx, conversationId: string): Promise<number> {
  const [row] = await tx
    .select({ maxSeq: conversations.maxSeq })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  if (!row) throw new Error(`group conversation ${conversationId} does not exist`);
  return row.maxSeq;
}

/** The row sg_<groupId> (SessionType.SuperGroup, maxSeq 0); nothing when it exists. */
export async function createGroupConversation(tx: Tx, groupId: number): Promise<void> {
  await tx
    .insert(conversations)
    .values({ id: idOf(groupId), sessionType: SessionType.SuperGroup, maxSeq: 0 })
    .onConflictDoNothing();
}

/**
 * A read cursor per new member: minSeq = hasReadSeq = the current maxSeq (no history from before
 * joining), leftSeq = null. A rejoin resets the cursor alike and keeps the receive option and pin.
 */
export async function addMemberCursors(tx: Tx, groupId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const conversationId = idOf(groupId);
  const maxSeq = await lockedMaxSeq(tx, conversationId);
  await tx
    .insert(cm)
    .values(
      [...new Set(userIds)].map((userId) => ({
        conversationId,
        userId,
        peerId: null,
        hasReadSeq: maxSeq,
        minSeq: maxSeq,
        leftSeq: null,
      })),
    )
    .onConflictDoUpdate({
      target: [cm.conversationId, cm.userId],
      set: { hasReadSeq: maxSeq, minSeq: maxSeq, leftSeq: null, updatedAt: sql`now()` },
    });
}

/** leftSeq = the current maxSeq for these users (they keep reading up to it); those already gone keep theirs. */
export async function markMembersLeft(tx: Tx, groupId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const conversationId = idOf(groupId);
  const maxSeq = await lockedMaxSeq(tx, conversationId);
  await tx
    .update(cm)
    .set({ leftSeq: maxSeq, updatedAt: sql`now()` })
    .where(and(eq(cm.conversationId, conversationId), inArray(cm.userId, [...userIds]), isNull(cm.leftSeq)));
}

/**
 * A contentType 888 notice (sender = actorId) with the next seq; the actor's cursor moves to it
 * as for a message they send (when they are a current member).
 */
export async function storeGroupNotice(
  tx: Tx,
  groupId: number,
  actorId: number,
  notice: GroupNoticeContent,
): Promise<MessageRow> {
  const conversationId = idOf(groupId);
  const [conv] = await tx
    .update(conversations)
    .set({ maxSeq: sql`${conversations.maxSeq} + 1` })
    .where(eq(conversations.id, conversationId))
    .returning({ maxSeq: conversations.maxSeq });
  if (!conv) throw new Error(`group conversation ${conversationId} does not exist`);
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId,
      seq: conv.maxSeq,
      clientMsgId: `notice_${randomUUID()}`,
      senderId: actorId,
      recvId: null,
      sessionType: SessionType.SuperGroup,
      contentType: ContentType.SpecialGroup,
      content: JSON.stringify(notice),
    })
    .returning();
  await tx
    .update(cm)
    .set({ hasReadSeq: sql`greatest(${cm.hasReadSeq}, ${conv.maxSeq}::int)` })
    .where(and(eq(cm.conversationId, conversationId), eq(cm.userId, actorId), isNull(cm.leftSeq)));
  return row!;
}

/**
 * The owner clears every message: every member's minSeq (and cursor) = maxSeq, so nobody pulls an
 * older one, and the rows are deleted. Seqs go on from maxSeq (no seq is reused).
 */
export async function clearGroupMessages(tx: Tx, groupId: number): Promise<void> {
  const conversationId = idOf(groupId);
  const maxSeq = await lockedMaxSeq(tx, conversationId);
  await tx
    .update(cm)
    .set({ minSeq: maxSeq, hasReadSeq: sql`greatest(${cm.hasReadSeq}, ${maxSeq}::int)` })
    .where(eq(cm.conversationId, conversationId));
  await tx.delete(messages).where(eq(messages.conversationId, conversationId));
}

/**
 * A member's messages in the group revoked for everyone (content erased, as RevokeMessage does);
 * the group's notices (888) stay. `revokerId` is who deleted them (the member themselves when not
 * given). Returns the rows as now stored.
 */
export async function deleteMemberMessages(
  tx: Tx,
  groupId: number,
  userId: number,
  revokerId: number = userId,
  now: number = Date.now(),
): Promise<MessageRow[]> {
  return tx
    .update(messages)
    .set({
      revoked: true,
      content: sql`json_build_object('revokerID', ${String(revokerId)}::text, 'revokeTime', ${now}::bigint, 'sourceContentType', ${messages.contentType})::text`,
    })
    .where(
      and(
        eq(messages.conversationId, idOf(groupId)),
        eq(messages.senderId, userId),
        eq(messages.revoked, false),
        ne(messages.contentType, ContentType.SpecialGroup),
      ),
    )
    .returning();
}
