import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it } from 'vitest';

import { ContentType, type ImMessage, singleConversationId } from '../../protocol/im';
import { ImDatabase } from '../db/ImDatabase';
import { ackOutgoing, mergeMessages } from './messageStore';
import { addOutgoing } from './outboxStore';

const cid = singleConversationId('1', '2');
let n = 0;
let db: ImDatabase;
afterEach(() => db.close());

function open(): ImDatabase {
  db = new ImDatabase(`merge-test-${++n}`);
  return db;
}

function msg(seq: number, clientMsgID = `c${seq}`, sendID = '1'): ImMessage {
  return {
    serverMsgID: `s${seq}`,
    clientMsgID,
    conversationID: cid,
    seq,
    sendID,
    recvID: sendID === '1' ? '2' : '1',
    sessionType: 1,
    contentType: ContentType.Text,
    content: '{"text":"x"}',
    sendTime: 1000 + seq,
    senderNickname: 'A',
    senderFaceUrl: null,
  };
}

describe('messageStore.mergeMessages', () => {
  it('an event and a pull of the same seq merge into one row', async () => {
    const db = open();
    const first = await mergeMessages(db, [msg(1)], '2');
    const again = await mergeMessages(db, [msg(1), msg(1), msg(2)], '2', {
      conversationID: cid,
      begin: 1,
      end: 2,
    });
    expect(first.inserted).toHaveLength(1);
    expect(again.inserted.map((m) => m.seq)).toEqual([2]);
    expect(await db.messages.count()).toBe(2);
  });

  it('never stores a second message under a seq already taken', async () => {
    const db = open();
    await mergeMessages(db, [msg(1, 'a')], '2');
    const result = await mergeMessages(db, [msg(1, 'b')], '2');
    expect(result.inserted).toEqual([]);
    expect((await db.messages.toArray()).map((m) => m.clientMsgID)).toEqual(['a']);
  });

  it('a pull that brings our own unacked message settles it; the late ack changes nothing', async () => {
    const db = open();
    const out = await addOutgoing(
      db,
      { recvID: '2', contentType: 101, content: '{"text":"x"}' },
      '1',
      'mine',
      5,
    );
    expect(out.message.status).toBe('sending');
    const pulled = await mergeMessages(db, [{ ...msg(1, 'mine'), sendTime: 7 }], '1');
    expect(pulled.acked.map((m) => [m.clientMsgID, m.status, m.seq])).toEqual([['mine', 'succeeded', 1]]);
    expect(await db.outbox.count()).toBe(0);
    const late = await ackOutgoing(
      db,
      [{ clientMsgID: 'mine', reply: { serverMsgID: 's1', seq: 1, sendTime: 7 } }],
      '1',
    );
    expect(late.acked).toEqual([]);
    expect(await db.messages.count()).toBe(1);
  });

  it('knows its holes: syncedSeq stops below a gap and moves on once it is filled', async () => {
    const db = open();
    const gap = await mergeMessages(db, [msg(1), msg(2), msg(4)], '2');
    expect(gap.gaps).toEqual([cid]);
    expect(await db.cursors.get(cid)).toMatchObject({ syncedSeq: 2, maxSeq: 4 });
    const filled = await mergeMessages(db, [msg(3)], '2');
    expect(filled.gaps).toEqual([]);
    expect(await db.cursors.get(cid)).toMatchObject({ syncedSeq: 4, maxSeq: 4, hasReadSeq: 0 });
    // A pulled range with nothing left in it (deleted messages) still counts as synced.
    await mergeMessages(db, [], '2', { conversationID: cid, begin: 5, end: 9 });
    expect(await db.cursors.get(cid)).toMatchObject({ syncedSeq: 9, maxSeq: 9 });
  });

  it('a filled hole moves syncedSeq over everything stored above it, up to the next hole', async () => {
    const db = open();
    const above = Array.from({ length: 300 }, (_, i) => msg(i + 4));
    await mergeMessages(
      db,
      [msg(1), msg(2), ...above, msg(305)].filter((m) => m.seq !== 304),
      '2',
    );
    expect(await db.cursors.get(cid)).toMatchObject({ syncedSeq: 2, maxSeq: 305 });
    const filled = await mergeMessages(db, [msg(3)], '2');
    expect(filled.gaps).toEqual([cid]);
    expect(await db.cursors.get(cid)).toMatchObject({ syncedSeq: 303, maxSeq: 305 });
    await mergeMessages(db, [msg(304)], '2');
    expect(await db.cursors.get(cid)).toMatchObject({ syncedSeq: 305, maxSeq: 305 });
  });

  it('own messages move the read cursor; others raise the unread count', async () => {
    const db = open();
    await mergeMessages(db, [msg(1, 'p1', '1'), msg(2, 'p2', '1'), msg(3, 'm3', '2')], '2');
    expect(await db.conversations.get(cid)).toMatchObject({ unreadCount: 0, hasReadSeq: 3, showName: 'A' });
    await mergeMessages(db, [msg(4, 'p4', '1')], '2');
    expect(await db.conversations.get(cid)).toMatchObject({ unreadCount: 1, maxSeq: 4 });
  });
});
