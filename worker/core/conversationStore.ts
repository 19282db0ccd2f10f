import { type Conversation, RecvOpt } from '../../protocol/im';
import type { StoredMessage } from '../../protocol/imWorkerApi';
import { type ConversationRow, type CursorRow, type ImDatabase, MAX_KEY } from '../db/ImDatabase';
import { emptyCursor, presentConversation, withCursor, withLatest } from './conversationRows';

/** Reading the cache for the UI, and applying what the server says about conversations. */

/** Pinned first, then newest first: what the conversation list renders, straight from the index. */
export async function listConversations(db: ImDatabase): Promise<Conversation[]> {
  const rows = await db.conversations.orderBy('[pinned+latestMsgSendTime]').reverse().toArray();
  return rows.map(presentConversation);
}

/**
 * Up to `limit` numbered messages below `beforeSeq` (and above a group's minSeq), in seq order; unsent
 * ones last on the first page.
 */
export async function listMessages(
  db: ImDatabase,
  conversationID: string,
  beforeSeq: number | undefined,
  limit: number,
): Promise<StoredMessage[]> {
  const upper = beforeSeq === undefined ? MAX_KEY : beforeSeq;
  // A group member's history starts above minSeq (messages before they joined, or cleared).
  const floor = ((await db.conversations.get(conversationID))?.minSeq ?? 0) + 1;
  const page = await db.messages
    .where('[conversationID+seq]')
    .between([conversationID, floor], [conversationID, upper], true, false)
    .reverse()
    .limit(limit)
    .toArray();
  page.reverse();
  if (beforeSeq !== undefined) return page;
  const unsent = await db.messages.where('[conversationID+seq]').equals([conversationID, 0]).toArray();
  return [...page, ...unsent.sort((a, b) => a.sendTime - b.sendTime)];
}

/** Sum of unread counts; a conversation set to "do not receive" does not count. */
export async function totalUnread(db: ImDatabase): Promise<number> {
  let total = 0;
  await db.conversations.each((row) => {
    if (row.recvMsgOpt !== RecvOpt.NotReceive) total += row.unreadCount;
  });
  return total;
}

/**
 * The server's conversation list: names, options and pins come from the server; seqs and the read
 * cursor keep the higher of both sides (a local read not yet delivered is not undone).
 */
export function applyConversationList(
  db: ImDatabase,
  list: Conversation[],
): Promise<{ changed: Conversation[]; created: Conversation[] }> {
  return db.transaction('rw', [db.conversations, db.cursors], async () => {
    const rows = await db.conversations.bulkGet(list.map((c) => c.conversationID));
    const cursors = await db.cursors.bulkGet(list.map((c) => c.conversationID));
    const changed: Conversation[] = [];
    const created: Conversation[] = [];
    const puts: ConversationRow[] = [];
    const cursorPuts: CursorRow[] = [];
    list.forEach((server, i) => {
      const local = rows[i];
      const cursor = cursors[i] ?? emptyCursor(server.conversationID);
      cursor.maxSeq = Math.max(cursor.maxSeq, server.maxSeq);
      cursor.hasReadSeq = Math.max(cursor.hasReadSeq, server.hasReadSeq);
      if (server.minSeq !== undefined) {
        // A group member reads nothing at or below minSeq: nothing there to pull.
        cursor.minSeq = server.minSeq;
        cursor.syncedSeq = Math.max(cursor.syncedSeq, Math.min(server.minSeq, cursor.maxSeq));
      }
      cursorPuts.push(cursor);
      let row: ConversationRow = {
        ...server,
        pinned: server.isPinned ? 1 : 0,
        latestMsg: local?.latestMsg ?? null,
        latestMsgSendTime: local?.latestMsgSendTime ?? 0,
      };
      if (local?.atSeq !== undefined) row.atSeq = local.atSeq;
      if (server.latestMsg) row = withLatest(row, server.latestMsg);
      row = withCursor(row, cursor);
      puts.push(row);
      (local === undefined ? created : changed).push(presentConversation(row));
    });
    await db.conversations.bulkPut(puts);
    await db.cursors.bulkPut(cursorPuts);
    return { changed, created };
  });
}

/** Everything up to the newest seq is read; `readDirty` until the server confirms. */
export function markReadLocally(
  db: ImDatabase,
  conversationID: string,
): Promise<{ conversation: Conversation; hasReadSeq: number } | null> {
  return db.transaction('rw', [db.conversations, db.cursors], async () => {
    const row = await db.conversations.get(conversationID);
    if (row === undefined) return null;
    const cursor = (await db.cursors.get(conversationID)) ?? emptyCursor(conversationID);
    cursor.maxSeq = Math.max(cursor.maxSeq, row.maxSeq);
    if (cursor.hasReadSeq < cursor.maxSeq) cursor.readDirty = 1;
    cursor.hasReadSeq = cursor.maxSeq;
    await db.cursors.put(cursor);
    const updated = withCursor(row, cursor);
    await db.conversations.put(updated);
    return { conversation: presentConversation(updated), hasReadSeq: cursor.hasReadSeq };
  });
}

/** The server has the read cursor up to `hasReadSeq`. */
export async function readDelivered(
  db: ImDatabase,
  conversationID: string,
  hasReadSeq: number,
): Promise<void> {
  await db.transaction('rw', db.cursors, async () => {
    const cursor = await db.cursors.get(conversationID);
    if (cursor && cursor.hasReadSeq <= hasReadSeq) await db.cursors.put({ ...cursor, readDirty: 0 });
  });
}

export async function unsentReads(db: ImDatabase): Promise<CursorRow[]> {
  return db.cursors.filter((c) => c.readDirty === 1).toArray();
}
