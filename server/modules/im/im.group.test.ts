/** Group messages over real sockets: send, ack, resend, refusals, gapless seqs, pulls within minSeq/leftSeq. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { groupConversationId } from '../../../protocol/groupConstants';
import type { Conversation, ImMessage } from '../../../protocol/im';
import { type ChatUser, type ImServer, startImServer } from '../../../test/helpers/imServer';
import { groupAt, groupText, joinGroup, leaveGroup, makeGroup, setGroup, setMember } from './groupFixture';

interface Ack {
  serverMsgID: string;
  seq: number;
  conversationID: string;
}

describe('im group messages', () => {
  let im: ImServer;
  let owner: ChatUser;
  let m1: ChatUser;
  let m2: ChatUser;
  let outsider: ChatUser;
  let groupId: number;

  beforeAll(async () => {
    im = await startImServer('pglite');
    [owner, m1, m2, outsider] = [await im.user(), await im.user(), await im.user(), await im.user()];
    groupId = await makeGroup(im.s.ctx, owner.id, [m1.id, m2.id], 'Ultras');
  });
  afterAll(async () => {
    await im?.close();
  });

  it('stores a message with the next seq, acks it and delivers it once to every member socket', async () => {
    const [co, c1, c2, c2b, cx] = [
      await im.connect(owner),
      await im.connect(m1),
      await im.connect(m2),
      await im.connect(m2),
      await im.connect(outsider),
    ];
    const ack = await c1.ok<Ack>('SendMessage', groupText(groupId, 'hello group'));
    expect(ack).toMatchObject({ seq: 1, conversationID: groupConversationId(String(groupId)) });
    for (const client of [co, c2, c2b]) {
      const [message] = await client.eventsAtLeast<ImMessage>('OnRecvNewMessage', 1);
      expect(message).toMatchObject({
        seq: 1,
        sendID: m1.userID,
        recvID: '',
        sessionType: 3,
        groupID: String(groupId),
      });
    }
    // Another socket of the sender hears it; the sending socket gets only the ack; no list event per member.
    const c1b = await im.connect(m1);
    await c1.ok<Ack>('SendMessage', groupText(groupId, 'second'));
    expect((await c1b.eventsAtLeast<ImMessage>('OnRecvNewMessage', 1))[0]?.seq).toBe(2);
    await co.eventsAtLeast('OnRecvNewMessage', 2);
    expect(c1.events('OnRecvNewMessage')).toHaveLength(0);
    expect(co.events('OnConversationChanged')).toHaveLength(0);
    expect(cx.events('OnRecvNewMessage')).toHaveLength(0);
    expect(co.events('OnRecvNewMessage')).toHaveLength(2);

    const list = await c2.ok<{ conversations: Conversation[]; totalUnread: number }>('GetConversationList');
    const conversation = list.conversations.find((c) => c.groupID === String(groupId));
    expect(conversation).toMatchObject({
      sessionType: 3,
      showName: 'Ultras',
      userID: '',
      minSeq: 0,
      maxSeq: 2,
      unreadCount: 2,
    });
    expect(conversation?.latestMsg?.seq).toBe(2);
    const mine = await c1.ok<{ conversations: Conversation[] }>('GetConversationList');
    expect(mine.conversations.find((c) => c.groupID === String(groupId))?.unreadCount).toBe(0);
    await Promise.all([co, c1, c1b, c2, c2b, cx].map((c) => c.close()));
  });

  it('answers a resent clientMsgID with the first ack and stores nothing', async () => {
    const c = await im.connect(m2);
    const data = groupText(groupId, 'twice', 'group-resend-1');
    const before = await im.count('messages');
    const first = await c.ok<Ack>('SendMessage', data);
    const again = await c.ok<Ack>('SendMessage', data);
    expect(again).toEqual(first);
    expect(await im.count('messages')).toBe(before + 1);
    await c.close();
  });

  it('refuses in order: unknown group, non-member, muted, mute-all, @ rules, refused words, dismissed', async () => {
    const [co, c1, cx] = [await im.connect(owner), await im.connect(m1), await im.connect(outsider)];
    const before = await im.count('messages');
    expect((await c1.call('SendMessage', groupText(999999, 'x'))).errCode).toBe(4013);
    expect((await cx.call('SendMessage', groupText(groupId, 'x'))).errCode).toBe(4014);

    const until = new Date(im.clock.now() + 3600_000);
    await setMember(im.s.ctx.database.db, groupId, m1.id, { muteEnd: until });
    const muted = await c1.call('SendMessage', groupText(groupId, 'muted'));
    expect(muted.errCode).toBe(4036);
    expect(muted.data).toMatchObject({ muteEndTime: until.getTime() });
    await setMember(im.s.ctx.database.db, groupId, m1.id, { muteEnd: new Date(im.clock.now() - 1000) });

    await setGroup(im.s.ctx.database.db, groupId, { muteAll: true });
    expect((await c1.call('SendMessage', groupText(groupId, 'all muted'))).errCode).toBe(4037);
    await co.ok('SendMessage', groupText(groupId, 'the owner speaks'));
    await setMember(im.s.ctx.database.db, groupId, m1.id, { role: 3 });
    await c1.ok('SendMessage', groupText(groupId, 'an admin speaks'));
    await setMember(im.s.ctx.database.db, groupId, m1.id, { role: 1 });
    await setGroup(im.s.ctx.database.db, groupId, { muteAll: false });

    const atOutsider = await c1.call('SendMessage', groupAt(groupId, 'hey @x', [outsider.userID]));
    expect(atOutsider.errCode).toBe(1000);
    expect(atOutsider.data).toMatchObject({ issues: [{ path: 'atUserIDs', rule: 'notMember' }] });
    expect((await c1.call('SendMessage', groupAt(groupId, 'all!', ['atAll']))).errCode).toBe(1006);
    await c1.ok('SendMessage', groupAt(groupId, 'hey owner', [owner.userID]));
    await co.ok('SendMessage', groupAt(groupId, 'everyone!', ['atAll', m1.userID]));
    expect((await c1.call('SendMessage', groupText(groupId, 'free bet here'))).errCode).toBe(4002);
    expect(await im.count('messages')).toBe(before + 4);

    await setGroup(im.s.ctx.database.db, groupId, { status: 'dismissed' });
    expect((await c1.call('SendMessage', groupText(groupId, 'gone'))).errCode).toBe(4014);
    await setGroup(im.s.ctx.database.db, groupId, { status: 'active' });
    await Promise.all([co, c1, cx].map((c) => c.close()));
  });

  it('gives gapless seqs to concurrent sends of many members', async () => {
    const people = [await im.user(), await im.user(), await im.user(), await im.user()];
    const gid = await makeGroup(
      im.s.ctx,
      people[0]!.id,
      people.slice(1).map((p) => p.id),
    );
    const clients = await Promise.all(people.map((p) => im.connect(p)));
    const acks = await Promise.all(
      clients.flatMap((c, i) =>
        Array.from({ length: 5 }, (_, k) => c.ok<Ack>('SendMessage', groupText(gid, `m ${i}.${k}`))),
      ),
    );
    expect(acks.map((a) => a.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const pulled = await clients[0]!.ok<{ messages: ImMessage[] }>('PullMessageBySeqs', {
      conversationID: groupConversationId(String(gid)),
      begin: 1,
      end: 20,
    });
    expect(pulled.messages.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await Promise.all(clients.map((c) => c.close()));
  });

  it('pulls only seqs after minSeq (joined later) and up to leftSeq (left), and refuses a send after leaving', async () => {
    const [a, late, leaver] = [await im.user(), await im.user(), await im.user()];
    const gid = await makeGroup(im.s.ctx, a.id, [leaver.id]);
    const conversationID = groupConversationId(String(gid));
    const ca = await im.connect(a);
    for (let i = 1; i <= 3; i++) await ca.ok('SendMessage', groupText(gid, `before ${i}`));
    await joinGroup(im.s.ctx, gid, [late.id]);
    await leaveGroup(im.s.ctx, gid, [leaver.id]);
    for (let i = 1; i <= 2; i++) await ca.ok('SendMessage', groupText(gid, `after ${i}`));

    const [cl, cv] = [await im.connect(late), await im.connect(leaver)];
    const pull = async (c: typeof cl) =>
      (
        await c.ok<{ messages: ImMessage[] }>('PullMessageBySeqs', { conversationID, begin: 1, end: 10 })
      ).messages.map((m) => m.seq);
    expect(await pull(cl)).toEqual([4, 5]);
    expect(await pull(cv)).toEqual([1, 2, 3]);
    expect((await cl.ok<{ seqs: Record<string, number> }>('GetNewestSeq')).seqs[conversationID]).toBe(5);
    expect((await cv.ok<{ seqs: Record<string, number> }>('GetNewestSeq')).seqs[conversationID]).toBe(3);
    const leftView = (await cv.ok<{ conversations: Conversation[] }>('GetConversationList')).conversations[0];
    expect(leftView).toMatchObject({ maxSeq: 3, unreadCount: 3, groupID: String(gid) });
    expect(leftView?.latestMsg?.seq).toBe(3);
    const lateView = (await cl.ok<{ conversations: Conversation[] }>('GetConversationList')).conversations[0];
    expect(lateView).toMatchObject({ minSeq: 3, maxSeq: 5, unreadCount: 2 });
    // The one who left reads up to 3 at most, gets no more live messages and cannot send.
    const read = await cv.ok<{ hasReadSeq: number }>('MarkConversationAsRead', {
      conversationID,
      hasReadSeq: 5,
    });
    expect(read.hasReadSeq).toBe(3);
    expect((await cv.call('SendMessage', groupText(gid, 'still here?'))).errCode).toBe(4014);
    await ca.ok('SendMessage', groupText(gid, 'after 3'));
    await cl.eventsAtLeast('OnRecvNewMessage', 1);
    expect(cv.events('OnRecvNewMessage')).toHaveLength(0);
    // Pin and receive option work on a group conversation.
    const pinned = await cl.ok<Conversation>('PinConversation', { conversationID, isPinned: true });
    expect(pinned).toMatchObject({ isPinned: true, groupID: String(gid) });
    const opt = await cl.ok<Conversation>('SetConversationRecvOpt', { conversationID, recvMsgOpt: 2 });
    expect(opt.recvMsgOpt).toBe(2);
    await Promise.all([ca, cl, cv].map((c) => c.close()));
  });
});
