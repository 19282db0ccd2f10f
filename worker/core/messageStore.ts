import type { Conversation, ImMessage } from '../../protocol/im';
import type { StoredMessage } from '../../protocol/imWorkerApi';
import type { CursorRow, ImDatabase } from '../db/ImDatabase';
import {
  conversationFromMessage,
  emptyCursor,
  presentConversation,
  withCursor,
  withLatest,
} from './conversationRows';
import { mentionsMe } from './groupMessages';

/**
 * Storing server messages so that none is ever stored twice: a message is found by its client id
 * (primary key) or by [conversationID+seq], and an event, a pull and an ack of the same message merge
 * into one row. Cursors advance `syncedSeq` over contiguous seqs so gaps are known.
 */

export interface MergeResult {
  /** Messages new to this device. */
  inserted: StoredMessage[];
  /** This device's own 'sending' rows that the server has now numbered. */
  acked: StoredMessage[];
  conversations: Conversation[];
  /** Conversations first seen in this merge. */
  created: Conversation[];
  /** Conversations with a hole below their newest seq (to pull). */
  gaps: string[];
}

/** A pulled range [begin, end]: answered completely, even where the server returned no message. */
export interface PulledRange {
  conversationID: string;
  begin: number;
  end: number;
}

export function mergeMessages(
  db: ImDatabase,
  incoming: ImMessage[],
  me: string,
  range?: PulledRange,
): Promise<MergeResult> {
  return db.transaction('rw', [db.messages, db.cursors, db.conversations, db.outbox], () =>
    mergeInTransaction(db, incoming, me, range),
  );
}

async function mergeInTransaction(
  db: ImDatabase,
  incoming: ImMessage[],
  me: string,
  range: PulledRange | undefined,
): Promise<MergeResult> {
  const sorted = [...incoming].sort((a, b) => a.seq - b.seq);
  const byId = await db.messages.bulkGet(sorted.map((m) => m.clientMsgID));
  const unknown = sorted.filter((_, i) => byId[i] === undefined);
  const bySeq = await db.messages
    .where('[conversationID+seq]')
    .anyOf(unknown.map((m) => [m.conversationID, m.seq]))
    .toArray();
  const seqTaken = new Set(bySeq.map((m) => `${m.conversationID}\u0000${m.seq}`));
  const result: MergeResult = { inserted: [], acked: [], conversations: [], created: [], gaps: [] };
  const seen = new Set<string>();
  const stored: StoredMessage[] = [];
  /** `${conversationID}\u0000${seq}` of every seq this merge knows to be stored after it. */
  const present = new Set<string>();
  sorted.forEach((message, i) => {
    if (seen.has(message.clientMsgID) || message.seq <= 0) return;
    seen.add(message.clientMsgID);
    const old = byId[i];
    const key = `${message.conversationID}\u0000${message.seq}`;
    if (old === undefined && seqTaken.has(key)) return void present.add(key);
    if (old !== undefined && old.status === 'succeeded' && old.seq > 0) {
      if (old.seq === message.seq) present.add(key);
      return;
    }
    const row: StoredMessage = { ...message, status: 'succeeded', errCode: 0 };
    stored.push(row);
    present.add(key);
    (old === undefined ? result.inserted : result.acked).push(row);
  });
  await db.messages.bulkPut(stored);
  await db.outbox.bulkDelete(sorted.filter((m) => m.sendID === me).map((m) => m.clientMsgID));
  const ids = new Set(sorted.map((m) => m.conversationID));
  if (range) ids.add(range.conversationID);
  for (const conversationID of ids) {
    const messages = sorted.filter((m) => m.conversationID === conversationID);
    const cursor = (await db.cursors.get(conversationID)) ?? emptyCursor(conversationID);
    applyToCursor(cursor, messages, me);
    if (range?.conversationID === conversationID && cursor.syncedSeq >= range.begin - 1) {
      cursor.syncedSeq = Math.max(cursor.syncedSeq, range.end);
      cursor.maxSeq = Math.max(cursor.maxSeq, range.end);
    }
    await advanceSynced(db, cursor, (seq) => present.has(`${conversationID}\u0000${seq}`));
    await db.cursors.put(cursor);
    if (cursor.syncedSeq < cursor.maxSeq) result.gaps.push(conversationID);
    const existing = await db.conversations.get(conversationID);
    const latest = messages.at(-1);
    if (existing === undefined && latest === undefined) continue;
    // A message of the peer names the conversation (nickname, face) until the server's list does.
    let row = existing ?? conversationFromMessage(messages.find((m) => m.sendID !== me) ?? latest!, me);
    if (latest) row = withLatest(row, latest);
    const atSeq = messages.reduce((max, m) => (mentionsMe(m, me) ? Math.max(max, m.seq) : max), 0);
    if (atSeq > (row.atSeq ?? 0)) row = { ...row, atSeq };
    row = withCursor(row, cursor);
    await db.conversations.put(row);
    (existing === undefined ? result.created : result.conversations).push(presentConversation(row));
  }
  return result;
}

/** Newest seq; the read cursor moves to this user's own messages, as the server moves it on send. */
function applyToCursor(cursor: CursorRow, messages: ImMessage[], me: string): void {
  for (const m of messages) {
    cursor.maxSeq = Math.max(cursor.maxSeq, m.seq);
    if (m.sendID === me) cursor.hasReadSeq = Math.max(cursor.hasReadSeq, m.seq);
  }
}

/**
 * Moves `syncedSeq` over contiguous seqs: first those this merge stored (no read), then rows stored
 * earlier (a hole just filled), read in growing pages up to the first hole, never past `maxSeq`.
 */
async function advanceSynced(db: ImDatabase, cursor: CursorRow, merged: (seq: number) => boolean) {
  let page = 8;
  while (cursor.syncedSeq < cursor.maxSeq) {
    while (cursor.syncedSeq < cursor.maxSeq && merged(cursor.syncedSeq + 1)) cursor.syncedSeq++;
    if (cursor.syncedSeq >= cursor.maxSeq) return;
    const keys = await db.messages
      .where('[conversationID+seq]')
      .between(
        [cursor.conversationID, cursor.syncedSeq + 1],
        [cursor.conversationID, cursor.maxSeq],
        true,
        true,
      )
      .limit(page)
      .keys();
    const before = cursor.syncedSeq;
    for (const key of keys) {
      const seq = (key as unknown as [string, number])[1];
      if (seq !== cursor.syncedSeq + 1) break;
      cursor.syncedSeq = seq;
    }
    if (cursor.syncedSeq - before < page) return;
    page = Math.min(page * 4, 512);
  }
}

export interface Ack {
  clientMsgID: string;
  reply: { serverMsgID: string; seq: number; sendTime: number };
}

/** Acks of this device's messages (one transaction): each 'sending' row takes the server's seq and time. */
export function ackOutgoing(db: ImDatabase, acks: Ack[], me: string): Promise<MergeResult> {
  return db.transaction('rw', [db.messages, db.cursors, db.conversations, db.outbox], async () => {
    const rows = await db.messages.bulkGet(acks.map((a) => a.clientMsgID));
    await db.outbox.bulkDelete(acks.filter((_, i) => rows[i] === undefined).map((a) => a.clientMsgID));
    // The stored row plus the server's numbering; merging it settles status and outbox.
    const numbered = acks.flatMap((a, i) => (rows[i] ? [{ ...rows[i], ...a.reply }] : []));
    return mergeInTransaction(db, numbered, me, undefined);
  });
}
