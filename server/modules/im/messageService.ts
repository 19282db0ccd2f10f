import { and, asc, between, eq, gt, inArray, notExists, sql } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import { type ImMessage, IM_PULL_MAX, IM_REVOKE_WINDOW_MS } from '../../../protocol/im';
import type { Db } from '../../db/client';
import { messageDeletions, messages, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { membership, type MemberView } from './conversationService';
import { type MessageRow, presentMessage } from './present';

export async function requireMember(db: Db, userId: number, conversationId: string): Promise<MemberView> {
  const member = await membership(db, userId, conversationId);
  if (!member) throw new ApiError(ErrorCode.NotInConversation);
  return member;
}

/**
 * Messages begin..end of a conversation of the caller, in seq order, at most IM_PULL_MAX (the range
 * is cut at begin + IM_PULL_MAX - 1): without those the caller deleted for themselves or cleared.
 */
export async function pullMessages(
  db: Db,
  userId: number,
  conversationId: string,
  begin: number,
  end: number,
): Promise<ImMessage[]> {
  if (end < begin)
    throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'end', rule: 'too_small' }] });
  const member = await requireMember(db, userId, conversationId);
  const last = Math.min(end, begin + IM_PULL_MAX - 1, member.maxSeq);
  if (last < begin) return [];
  const rows = await db
    .select({ message: messages, sender: { nickname: users.nickname, avatar: users.avatar } })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        between(messages.seq, begin, last),
        gt(messages.seq, member.minSeq),
        notExists(
          db
            .select({ one: sql`1` })
            .from(messageDeletions)
            .where(and(eq(messageDeletions.userId, userId), eq(messageDeletions.messageId, messages.id))),
        ),
      ),
    )
    .orderBy(asc(messages.seq));
  return rows.map((r) => presentMessage(r.message, r.sender ?? undefined));
}

async function findInConversation(db: Db, conversationId: string, clientMsgID: string): Promise<MessageRow> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.clientMsgId, clientMsgID)))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.NotFound);
  return row;
}

export interface Revoked {
  message: MessageRow;
  member: MemberView;
  revokeTime: number;
  /** False when the message was already revoked (the call is then a no-op). */
  changed: boolean;
}

/** The sender takes back its message within IM_REVOKE_WINDOW_MS; its content is erased. */
export async function revokeMessage(
  db: Db,
  userId: number,
  conversationId: string,
  clientMsgID: string,
  now: number,
): Promise<Revoked> {
  const member = await requireMember(db, userId, conversationId);
  const message = await findInConversation(db, conversationId, clientMsgID);
  if (message.senderId !== userId) throw new ApiError(ErrorCode.NoPermission);
  if (message.revoked) return { message, member, revokeTime: now, changed: false };
  if (now - message.sendTime.getTime() > IM_REVOKE_WINDOW_MS) throw new ApiError(ErrorCode.MessageExpired);
  const content = JSON.stringify({
    revokerID: String(userId),
    revokeTime: now,
    sourceContentType: message.contentType,
  });
  const [updated] = await db
    .update(messages)
    .set({ revoked: true, content })
    .where(and(eq(messages.id, message.id), eq(messages.revoked, false)))
    .returning();
  return { message: updated ?? message, member, revokeTime: now, changed: updated !== undefined };
}

/** Hides messages of a conversation for the caller only; the count of messages found. */
export async function deleteForMe(
  db: Db,
  userId: number,
  conversationId: string,
  clientMsgIDs: readonly string[],
): Promise<number> {
  await requireMember(db, userId, conversationId);
  const found = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(eq(messages.conversationId, conversationId), inArray(messages.clientMsgId, [...clientMsgIDs])),
    );
  if (found.length === 0) return 0;
  await db
    .insert(messageDeletions)
    .values(found.map((f) => ({ userId, messageId: f.id })))
    .onConflictDoNothing();
  return found.length;
}
