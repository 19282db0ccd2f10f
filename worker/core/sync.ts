import {
  type Conversation,
  conversationListReply,
  IM_PULL_MAX,
  newestSeqReply,
  pullReply,
} from '../../protocol/im';
import type { ImDatabase } from '../db/ImDatabase';
import { applyConversationList } from './conversationStore';
import { replyData } from './frames';
import type { ImConnection } from './ImConnection';
import { type MergeResult, mergeMessages } from './messageStore';

/**
 * Gap fill of every (re)connect: GetNewestSeq, then PullMessageBySeqs for each conversation whose
 * newest seq on the server is above what this device has without holes, in pages of IM_PULL_MAX
 * (GetConversationList comes before the pulls: see syncAll). Messages received while the laptop
 * slept arrive here, once.
 */

export class SyncError extends Error {}

/** Pulls `conversationID` from its synced seq up to `target`, page by page, merging each page. */
export async function pullUpTo(
  conn: ImConnection,
  db: ImDatabase,
  me: string,
  conversationID: string,
  target: number,
  merged: (result: MergeResult) => void,
): Promise<void> {
  for (;;) {
    const cursor = await db.cursors.get(conversationID);
    const begin = (cursor?.syncedSeq ?? 0) + 1;
    if (begin > target) return;
    const end = Math.min(target, begin + IM_PULL_MAX - 1);
    const reply = await conn.request('PullMessageBySeqs', { conversationID, begin, end });
    const data = reply.errCode === 0 ? replyData(reply, pullReply) : null;
    if (data === null) throw new SyncError(`pull ${conversationID} refused (${reply.errCode})`);
    merged(await mergeMessages(db, data.messages, me, { conversationID, begin, end }));
  }
}

/**
 * GetNewestSeq and GetConversationList first: the list is applied (and reported through `listed`)
 * before any pull, so a group conversation is known with its name and its minSeq, and its pulls start
 * above minSeq (a member never pulls what was sent before they joined).
 */
export async function syncAll(
  conn: ImConnection,
  db: ImDatabase,
  me: string,
  merged: (result: MergeResult) => void,
  listed: (result: { changed: Conversation[]; created: Conversation[] }) => void,
): Promise<void> {
  const newest = await conn.request('GetNewestSeq', {});
  const seqs = newest.errCode === 0 ? replyData(newest, newestSeqReply) : null;
  if (seqs === null) throw new SyncError(`GetNewestSeq refused (${newest.errCode})`);
  const list = await conn.request('GetConversationList', {});
  const data = list.errCode === 0 ? replyData(list, conversationListReply) : null;
  if (data === null) throw new SyncError(`GetConversationList refused (${list.errCode})`);
  listed(await applyConversationList(db, data.conversations));
  const entries = Object.entries(seqs.seqs);
  const cursors = await db.cursors.bulkGet(entries.map(([id]) => id));
  for (const [i, [conversationID, serverMax]] of entries.entries()) {
    if (serverMax > (cursors[i]?.syncedSeq ?? 0))
      await pullUpTo(conn, db, me, conversationID, serverMax, merged);
  }
}
