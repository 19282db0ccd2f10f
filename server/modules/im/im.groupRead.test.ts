/** Group read state: one row per mark-read, receipts to the senders only, read counts, revoke, the seam's notices and clears. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { groupConversationId } from '../../../protocol/groupConstants';
import type { ImMessage } from '../../../protocol/im';
import { type ChatUser, type ImServer, startImServer } from '../../../test/helpers/imServer';
import { groupText, makeGroup, rowVersions, rowsWritten } from './groupFixture';
import { clearGroupMessages, deleteMemberMessages, deliverGroupMessages, storeGroupNotice } from './index';

interface Ack {
  seq: number;
  conversationID: string;
}

describe('im group read state', () => {
  let im: ImServer;
  let users: ChatUser[];

  beforeAll(async () => {
    im = await startImServer('pglite');
    users = [];
    for (let i = 0; i < 40; i++) users.push(await im.user());
  });
  afterAll(async () => {
    await im?.close();
  });

  it('writes exactly one row when a member reads, whatever the group size', async () => {
    for (const size of [3, 40]) {
      const members = users.slice(0, size);
      const gid = await makeGroup(
        im.s.ctx,
        members[0]!.id,
        members.slice(1).map((u) => u.id),
      );
      const [sender, reader] = [await im.connect(members[0]!), await im.connect(members[1]!)];
      let last = 0;
      for (let i = 0; i < 5; i++) last = (await sender.ok<Ack>('SendMessage', groupText(gid, `m${i}`))).seq;
      const before = await rowVersions(im.s.ctx.database.db);
      await reader.ok('MarkConversationAsRead', {
        conversationID: groupConversationId(String(gid)),
        hasReadSeq: last,
      });
      expect(rowsWritten(before, await rowVersions(im.s.ctx.database.db))).toBe(1);
      await Promise.all([sender.close(), reader.close()]);
    }
  });

  it('sends the receipt only to the senders of what was read, and counts readers per seq', async () => {
    const [a, b, c, d] = users.slice(0, 4) as [ChatUser, ChatUser, ChatUser, ChatUser];
    const gid = await makeGroup(im.s.ctx, a.id, [b.id, c.id, d.id]);
    const conversationID = groupConversationId(String(gid));
    const [ca, cb, cc, cd] = [
      await im.connect(a),
      await im.connect(b),
      await im.connect(c),
      await im.connect(d),
    ];
    const s1 = (await ca.ok<Ack>('SendMessage', groupText(gid, 'from a'))).seq;
    const s2 = (await cb.ok<Ack>('SendMessage', groupText(gid, 'from b'))).seq;
    await cd.eventsAtLeast('OnRecvNewMessage', 2);
    await cd.ok('MarkConversationAsRead', { conversationID, hasReadSeq: s2 });
    for (const sender of [ca, cb]) {
      const [receipt] = await sender.eventsAtLeast('OnRecvGroupReadReceipt', 1);
      expect(receipt).toEqual({ conversationID, groupID: String(gid), userID: d.userID, hasReadSeq: s2 });
    }
    // c sent nothing: no receipt. d reads nothing new: no second receipt.
    await cd.ok('MarkConversationAsRead', { conversationID, hasReadSeq: s2 });
    await cc.ok('GetLoginStatus');
    expect(cc.events('OnRecvGroupReadReceipt')).toHaveLength(0);
    expect(ca.events('OnRecvGroupReadReceipt')).toHaveLength(1);

    const counts = await ca.ok<{ counts: Record<string, number>; memberCount: number }>(
      'GetGroupReadCounts',
      {
        conversationID,
        seqs: [s1, s2],
      },
    );
    // s1 (by a): read by b (its own send moved its cursor past it) and d; s2 (by b): read by d only.
    expect(counts).toEqual({ conversationID, counts: { [s1]: 2, [s2]: 1 }, memberCount: 4 });
    const outsider = await im.connect(users[10]!);
    expect((await outsider.call('GetGroupReadCounts', { conversationID, seqs: [s1] })).errCode).toBe(4028);
    await Promise.all([ca, cb, cc, cd, outsider].map((x) => x.close()));
  });

  it('revokes an own message for every member, and only within the window', async () => {
    const [a, b] = users.slice(5, 7) as [ChatUser, ChatUser];
    const gid = await makeGroup(im.s.ctx, a.id, [b.id]);
    const conversationID = groupConversationId(String(gid));
    const [ca, cb] = [await im.connect(a), await im.connect(b)];
    const data = groupText(gid, 'oops');
    await ca.ok('SendMessage', data);
    expect((await cb.call('RevokeMessage', { conversationID, clientMsgID: data.clientMsgID })).errCode).toBe(
      1006,
    );
    await ca.ok('RevokeMessage', { conversationID, clientMsgID: data.clientMsgID });
    const [revoked] = await cb.eventsAtLeast<{ revokerID: string; seq: number }>(
      'OnNewRecvMessageRevoked',
      1,
    );
    expect(revoked).toMatchObject({ revokerID: a.userID, seq: 1 });
    const late = groupText(gid, 'too late');
    await ca.ok('SendMessage', late);
    im.clock.advance(3 * 60_000);
    expect((await ca.call('RevokeMessage', { conversationID, clientMsgID: late.clientMsgID })).errCode).toBe(
      4019,
    );
    await Promise.all([ca.close(), cb.close()]);
  });

  it("stores notices with the next seq, erases a member's messages and clears the group for everyone", async () => {
    const [a, b] = users.slice(7, 9) as [ChatUser, ChatUser];
    const gid = await makeGroup(im.s.ctx, a.id, [b.id]);
    const conversationID = groupConversationId(String(gid));
    const [ca, cb] = [await im.connect(a), await im.connect(b)];
    await cb.ok('SendMessage', groupText(gid, 'spam 1'));
    await cb.ok('SendMessage', groupText(gid, 'spam 2'));
    const { db } = im.s.ctx.database;
    const notice = await db.transaction((tx) =>
      storeGroupNotice(tx, gid, a.id, {
        kind: 'notice',
        actorID: a.userID,
        actorName: 'a',
        targets: [],
        text: 'Be nice',
      }),
    );
    expect(notice).toMatchObject({ seq: 3, contentType: 888 });
    await deliverGroupMessages(im.s.ctx, gid, [notice]);
    const [got] = (await cb.eventsAtLeast<ImMessage>('OnRecvNewMessage', 1)).filter(
      (m) => m.contentType === 888,
    );
    expect(JSON.parse(got!.content)).toMatchObject({ kind: 'notice', text: 'Be nice' });

    const erased = await db.transaction((tx) => deleteMemberMessages(tx, gid, b.id, a.id));
    expect(erased.map((m) => m.seq)).toEqual([1, 2]);
    const pulled = await ca.ok<{ messages: ImMessage[] }>('PullMessageBySeqs', {
      conversationID,
      begin: 1,
      end: 3,
    });
    expect(pulled.messages.map((m) => m.contentType)).toEqual([2101, 2101, 888]);
    expect(JSON.parse(pulled.messages[0]!.content)).toMatchObject({
      revokerID: a.userID,
      sourceContentType: 101,
    });

    await db.transaction((tx) => clearGroupMessages(tx, gid));
    const after = await cb.ok<{ messages: ImMessage[] }>('PullMessageBySeqs', {
      conversationID,
      begin: 1,
      end: 10,
    });
    expect(after.messages).toEqual([]);
    const next = await ca.ok<Ack>('SendMessage', groupText(gid, 'fresh start'));
    expect(next.seq).toBe(4);
    await Promise.all([ca.close(), cb.close()]);
  });
});
