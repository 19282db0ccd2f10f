import { and, eq, sql } from 'drizzle-orm';

import { SessionType } from '../../../protocol/im';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, messages } from '../../db/schema';
import { BatchConflict, storeBatch } from './batchStore';
import type { MemberRow, MessageRow } from './present';

export interface NewMessage {
  conversationId: string;
  senderId: number;
  recvId: number;
  clientMsgId: string;
  contentType: number;
  content: string;
  sendTime: Date;
}

export type StoreResult =
  | { kind: 'stored'; message: MessageRow; maxSeq: number; createdAt: Date; members: MemberRow[] }
  | { kind: 'duplicate'; message: MessageRow };

/** Thrown inside the transaction to roll back the seq it took when the client id was already used. */
class Duplicate extends Error {}

export async function findByClientId(
  db: Db,
  senderId: number,
  clientMsgId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientMsgId, clientMsgId)))
    .limit(1);
  return row;
}

/**
 * Stores a single-chat message in ONE transaction: creates or bumps the conversation (its new
 * max_seq is the message's seq, so seqs have no holes), inserts the message, creates both members
 * and moves the sender's read cursor to its own message. A client id the sender already used
 * rolls all of it back and returns the message stored first (a resend never stores twice).
 */
export async function storeMessage(db: Db, m: NewMessage): Promise<StoreResult> {
  try {
    return await db.transaction(async (tx) => {
      const [conv] = await tx
        .insert(conversations)
        .values({ id: m.conversationId, sessionType: SessionType.Single, maxSeq: 1 })
        .onConflictDoUpdate({ target: conversations.id, set: { maxSeq: sql`${conversations.maxSeq} + 1` } })
        .returning({ maxSeq: conversations.maxSeq, createdAt: conversations.createdAt });
      const seq = conv!.maxSeq;
      const [message] = await tx
        .insert(messages)
        .values({ ...m, seq, sessionType: SessionType.Single })
        .onConflictDoNothing({ target: [messages.senderId, messages.clientMsgId] })
        .returning();
      if (!message) throw new Duplicate();
      const members = await tx
        .insert(conversationMembers)
        .values([
          { conversationId: m.conversationId, userId: m.senderId, peerId: m.recvId, hasReadSeq: seq },
          { conversationId: m.conversationId, userId: m.recvId, peerId: m.senderId, hasReadSeq: 0 },
        ])
        .onConflictDoUpdate({
          target: [conversationMembers.conversationId, conversationMembers.userId],
          set: { hasReadSeq: sql`greatest(${conversationMembers.hasReadSeq}, excluded.has_read_seq)` },
        })
        .returning();
      return { kind: 'stored', message, maxSeq: seq, createdAt: conv!.createdAt, members };
    });
  } catch (error) {
    if (!(error instanceof Duplicate)) throw error;
    const first = await findByClientId(db, m.senderId, m.clientMsgId);
    if (!first) throw new Error('duplicate client id without a stored message');
    return { kind: 'duplicate', message: first };
  }
}

export interface Stored {
  message: MessageRow;
  members: MemberRow[];
  createdAt: Date;
  duplicate: boolean;
}

/** Stored messages, and each recipient's total unread when the batch statement knew it. */
export interface StoredMany {
  stored: Stored[];
  recvTotals: Map<number, number> | null;
}

/** Stores a batch in one statement; when a client id was taken meanwhile, one by one instead. */
export async function storeMany(db: Db, news: readonly NewMessage[]): Promise<StoredMany> {
  if (news.length === 0) return { stored: [], recvTotals: new Map() };
  try {
    const batch = await storeBatch(db, news, news[0]!.sendTime);
    const stored = batch.messages.map((message) => ({
      message,
      duplicate: false,
      createdAt: batch.createdAt.get(message.conversationId)!,
      members: [message.senderId, message.recvId!].map((u) =>
        batch.members.get(`${message.conversationId}:${u}`)!,
      ),
    }));
    return { stored, recvTotals: batch.recvTotals };
  } catch (error) {
    if (!(error instanceof BatchConflict)) throw error;
  }
  const out: Stored[] = [];
  for (const m of news) {
    const r = await storeMessage(db, m);
    out.push(
      r.kind === 'stored'
        ? { message: r.message, duplicate: false, createdAt: r.createdAt, members: r.members }
        : { message: r.message, duplicate: true, createdAt: new Date(0), members: [] },
    );
  }
  return { stored: out, recvTotals: null };
}
