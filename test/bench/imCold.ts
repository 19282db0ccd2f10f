import { IDBKeyRange, indexedDB } from 'fake-indexeddb';

import { ContentType, type ImMessage, SessionType, singleConversationId } from '../../protocol/im';
import { listConversations } from '../../worker/core/conversationStore';
import { type ConversationRow, ImDatabase } from '../../worker/db/ImDatabase';
import { bench } from './load';

const CONVERSATIONS = 1_000;
const RUNS = 5;

function row(i: number, now: number): ConversationRow {
  const peer = String(1000 + i);
  const conversationID = singleConversationId('1', peer);
  const latest: ImMessage = {
    serverMsgID: `s${i}`,
    clientMsgID: `c${i}`,
    conversationID,
    seq: 10 + (i % 50),
    sendID: peer,
    recvID: '1',
    sessionType: SessionType.Single,
    contentType: ContentType.Text,
    content: JSON.stringify({ text: `message number ${i} [::12::]` }),
    sendTime: now - i * 60_000,
    senderNickname: `Friend ${i}`,
    senderFaceUrl: null,
  };
  return {
    conversationID,
    sessionType: SessionType.Single,
    userID: peer,
    showName: `Friend ${i}`,
    faceURL: null,
    recvMsgOpt: 0,
    isPinned: i % 100 === 0,
    pinned: i % 100 === 0 ? 1 : 0,
    unreadCount: i % 7,
    maxSeq: latest.seq,
    hasReadSeq: latest.seq - (i % 7),
    latestMsg: latest,
    latestMsgSendTime: latest.sendTime,
  };
}

/**
 * `im.cold_list_ms`: the conversation list a tab renders first, before the socket is up: a fresh
 * open of the messaging database holding 1,000 cached conversations and the read of all of them in
 * display order (pinned, then newest first). fake-indexeddb in Node; median of 5 cold opens.
 */
export async function benchImCold(): Promise<void> {
  const options = { indexedDB, IDBKeyRange };
  const name = `tribune-im-bench-${Date.now()}`;
  const seed = new ImDatabase(name, options);
  const now = Date.now();
  await seed.conversations.bulkPut(Array.from({ length: CONVERSATIONS }, (_, i) => row(i, now)));
  seed.close();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const db = new ImDatabase(name, options);
    const t0 = performance.now();
    const list = await listConversations(db);
    times.push(performance.now() - t0);
    db.close();
    if (list.length !== CONVERSATIONS || !list[0]?.isPinned)
      throw new Error('cold list is incomplete or unsorted');
  }
  await seed.delete();
  bench('im.cold_list_ms', times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!, 'ms');
}
