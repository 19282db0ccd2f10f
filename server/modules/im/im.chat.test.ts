/** Private chat over real sockets: both ways, every device, resend once, gap fill, read cursors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Conversation, ImMessage } from '../../../protocol/im';
import { singleConversationId } from '../../../protocol/im';
import { type ChatUser, type ImServer, startImServer, text } from '../../../test/helpers/imServer';
import { BACKENDS, backendAvailable } from '../../../test/helpers/testServer';

interface Ack {
  serverMsgID: string;
  seq: number;
  conversationID: string;
}
interface ConversationList {
  conversations: Conversation[];
  totalUnread: number;
}

describe.each(BACKENDS)('im chat [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let im: ImServer;
    let a: ChatUser;
    let b: ChatUser;

    beforeAll(async () => {
      im = await startImServer(backend);
      [a, b] = [await im.user(), await im.user()];
      await im.befriend(a, b);
    });
    afterAll(async () => {
      await im?.close();
    });

    it('delivers both ways between two real clients, to every device of the receiver', async () => {
      const [ca, cb, cb2] = [await im.connect(a), await im.connect(b), await im.connect(b)];
      // The seeds may hold messages (demo groups): count this test's own.
      const stored = await im.count('messages');
      expect(await im.s.ctx.runtimes.realtime.presence.socketCount(b.id)).toBe(2);
      const ack = await ca.ok<Ack>('SendMessage', text(b, 'hello [::3::]'));
      expect(ack).toMatchObject({ seq: 1, conversationID: singleConversationId(a.userID, b.userID) });
      for (const client of [cb, cb2]) {
        const [message] = await client.eventsAtLeast<ImMessage>('OnRecvNewMessage', 1);
        expect(message).toMatchObject({ seq: 1, sendID: a.userID, recvID: b.userID, contentType: 101 });
        expect(JSON.parse(message!.content)).toEqual({ text: 'hello [::3::]' });
      }
      const [changed] = await cb.eventsAtLeast<Conversation[]>('OnConversationChanged', 1);
      expect(changed![0]).toMatchObject({ userID: a.userID, unreadCount: 1, maxSeq: 1, hasReadSeq: 0 });
      expect(
        (await cb.eventsAtLeast<{ totalUnread: number }>('OnTotalUnreadMessageCountChanged', 1))[0],
      ).toEqual({
        totalUnread: 1,
      });

      const back = await cb.ok<Ack>('SendMessage', text(a, 'hi back'));
      expect(back.seq).toBe(2);
      const [reply] = await ca.eventsAtLeast<ImMessage>('OnRecvNewMessage', 1);
      expect(reply).toMatchObject({ seq: 2, sendID: b.userID });
      // B's other device hears its own send too; the sending socket only gets the ack.
      const own = await cb2.eventsAtLeast<ImMessage>('OnRecvNewMessage', 2);
      expect(own.map((m) => m.seq)).toEqual([1, 2]);
      expect(await im.count('messages')).toBe(stored + 2);
      await Promise.all([ca.close(), cb.close(), cb2.close()]);
    });

    it('stores a resend of the same clientMsgID once and answers the same seq', async () => {
      const ca = await im.connect(a);
      const before = await im.count('messages');
      const data = text(b, 'sent twice', 'resend-1');
      const first = await ca.ok<Ack>('SendMessage', data);
      const again = await ca.ok<Ack>('SendMessage', data);
      const reconnected = await im.connect(a);
      const third = await reconnected.ok<Ack>('SendMessage', data);
      expect(again).toEqual(first);
      expect(third).toEqual(first);
      expect(await im.count('messages')).toBe(before + 1);
      const seqs = await ca.ok<{ seqs: Record<string, number> }>('GetNewestSeq');
      expect(seqs.seqs[first.conversationID]).toBe(first.seq);
      await Promise.all([ca.close(), reconnected.close()]);
    });

    it('gives gapless seqs to concurrent sends of both sides and stores a concurrent resend once', async () => {
      const [c, d] = [await im.user(), await im.user()];
      await im.befriend(c, d);
      const sockets = [await im.connect(c), await im.connect(c), await im.connect(d), await im.connect(d)];
      const before = await im.count('messages');
      const sends = sockets.flatMap((socket, k) =>
        Array.from({ length: 4 }, (_, i) =>
          socket.ok<Ack>('SendMessage', text(k < 2 ? d : c, `burst ${k}.${i}`)),
        ),
      );
      const same = text(d, 'from two devices at once', 'both-devices');
      const twice = [sockets[0]!.ok<Ack>('SendMessage', same), sockets[1]!.ok<Ack>('SendMessage', same)];
      const acks = await Promise.all([...sends, ...twice]);
      expect(acks.at(-1)).toEqual(acks.at(-2));
      expect(new Set(acks.map((x) => x.seq)).size).toBe(17);
      expect(Math.max(...acks.map((x) => x.seq))).toBe(17);
      expect(await im.count('messages')).toBe(before + 17);
      const pulled = await sockets[2]!.ok<{ messages: ImMessage[] }>('PullMessageBySeqs', {
        conversationID: acks[0]!.conversationID,
        begin: 1,
        end: 17,
      });
      expect(pulled.messages.map((m) => m.seq)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
      await Promise.all(sockets.map((x) => x.close()));
    });

    it('stores one socket’s pipelined sends in order, answers in order, and a later call sees them', async () => {
      const [c, d, stranger] = [await im.user(), await im.user(), await im.user()];
      await im.befriend(c, d);
      const cc = await im.connect(c);
      // Sent without waiting: a refusal in the middle (not friends) changes nothing for the others.
      const calls = Array.from({ length: 12 }, (_, i) =>
        cc.call('SendMessage', text(i === 5 ? stranger : d, `pipelined ${i}`)),
      );
      const newest = cc.call('GetNewestSeq');
      const replies = await Promise.all(calls);
      expect(replies.map((r) => r.errCode)).toEqual(replies.map((_, i) => (i === 5 ? 4008 : 0)));
      const acks = replies.filter((r) => r.errCode === 0).map((r) => r.data as Ack);
      expect(acks.map((a) => a.seq)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
      expect(((await newest).data as { seqs: Record<string, number> }).seqs[acks[0]!.conversationID]).toBe(
        11,
      );
      const order = [...replies, await newest].map((r) => cc.received.indexOf(r));
      expect(order).toEqual([...order].sort((x, y) => x - y));
      const pulled = await cc.ok<{ messages: ImMessage[] }>('PullMessageBySeqs', {
        conversationID: acks[0]!.conversationID,
        begin: 1,
        end: 11,
      });
      expect(pulled.messages.map((m) => JSON.parse(m.content) as { text: string })).toEqual(
        [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11].map((i) => ({ text: `pipelined ${i}` })),
      );
      await cc.close();
    });

    it('fills the gap after a missed range: exactly the missing messages, in order', async () => {
      const [c, d] = [await im.user(), await im.user()];
      await im.befriend(c, d);
      const cc = await im.connect(c);
      let cd = await im.connect(d);
      await cc.ok('SendMessage', text(d, 'before the gap'));
      await cd.eventsAtLeast('OnRecvNewMessage', 1);
      const seen = await cd.ok<{ seqs: Record<string, number> }>('GetNewestSeq');
      const id = singleConversationId(c.userID, d.userID);
      await cd.close();
      for (let i = 0; i < 30; i++) {
        if (i % 15 === 0) im.clock.advance(11_000); // stay under the speaking interval
        await cc.ok('SendMessage', text(d, `missed ${i}`));
      }
      cd = await im.connect(d);
      const newest = await cd.ok<{ seqs: Record<string, number> }>('GetNewestSeq');
      expect(newest.seqs[id]).toBe(31);
      const pulled = await cd.ok<{ messages: ImMessage[] }>('PullMessageBySeqs', {
        conversationID: id,
        begin: seen.seqs[id]! + 1,
        end: newest.seqs[id]!,
      });
      expect(pulled.messages.map((m) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
      expect(pulled.messages.map((m) => JSON.parse(m.content) as unknown)).toEqual(
        Array.from({ length: 30 }, (_, i) => ({ text: `missed ${i}` })),
      );
      await Promise.all([cc.close(), cd.close()]);
    });

    it('keeps unread counts right across a reload, with read receipts to the peer', async () => {
      const [c, d] = [await im.user(), await im.user()];
      await im.befriend(c, d);
      const [cc, cd] = [await im.connect(c), await im.connect(d)];
      for (let i = 0; i < 3; i++) await cc.ok('SendMessage', text(d, `unread ${i}`));
      const id = singleConversationId(c.userID, d.userID);
      const list = await cd.ok<ConversationList>('GetConversationList');
      expect(list.totalUnread).toBe(3);
      expect(list.conversations[0]).toMatchObject({
        conversationID: id,
        unreadCount: 3,
        showName: expect.any(String),
      });
      expect(list.conversations[0]!.latestMsg?.seq).toBe(3);
      await cd.ok('MarkConversationAsRead', { conversationID: id, hasReadSeq: 2 });
      const [receipt] = await cc.eventsAtLeast('OnRecvC2CReadReceipt', 1);
      expect(receipt).toEqual({ conversationID: id, userID: d.userID, hasReadSeq: 2 });
      await cd.close();
      const reloaded = await im.connect(d);
      const after = await reloaded.ok<ConversationList>('GetConversationList');
      expect(after.conversations[0]).toMatchObject({ unreadCount: 1, hasReadSeq: 2 });
      expect(after.totalUnread).toBe(1);
      // The cursor never moves back nor past the newest seq; own sends move the sender's.
      await reloaded.ok('MarkConversationAsRead', { conversationID: id, hasReadSeq: 1 });
      await reloaded.ok('MarkConversationAsRead', { conversationID: id, hasReadSeq: 99 });
      const senderView = await cc.ok<ConversationList>('GetConversationList');
      expect(senderView.conversations[0]).toMatchObject({ unreadCount: 0, hasReadSeq: 3 });
      const final = await reloaded.ok<ConversationList>('GetConversationList');
      expect(final.conversations[0]).toMatchObject({ unreadCount: 0, hasReadSeq: 3 });
      // A muted ("do not receive") conversation leaves the total.
      await cc.ok('SendMessage', text(d, 'while muted'));
      await reloaded.ok('SetConversationRecvOpt', { conversationID: id, recvMsgOpt: 1 });
      const muted = await reloaded.ok<ConversationList>('GetConversationList');
      expect(muted.conversations[0]).toMatchObject({ unreadCount: 1, recvMsgOpt: 1 });
      expect(muted.totalUnread).toBe(0);
      const pinned = await reloaded.ok<Conversation>('PinConversation', {
        conversationID: id,
        isPinned: true,
      });
      expect(pinned.isPinned).toBe(true);
      await Promise.all([cc.close(), reloaded.close()]);
    });
  });
});
