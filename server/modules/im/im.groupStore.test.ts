/**
 * The one-statement store of a group message: the row comes back as drizzle maps it (send time on
 * the server clock, the sender's nickname from the same read as the refusals), and what changes
 * between the admission and the store is still caught inside the transaction: a sender who left
 * meanwhile is refused (4014) and a client id stored meanwhile answers that message; both leave no
 * hole in the seqs.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { groupConversationId } from '../../../protocol/groupConstants';
import { type ImMessage, SessionType } from '../../../protocol/im';
import { type ChatUser, type ImServer, startImServer } from '../../../test/helpers/imServer';
import { BACKENDS, backendAvailable } from '../../../test/helpers/testServer';
import { conversations, messages, users } from '../../db/schema';
import { groupText, joinGroup, leaveGroup, makeGroup } from './groupFixture';

interface Ack {
  serverMsgID: string;
  seq: number;
  sendTime: number;
}

describe.each(BACKENDS)('im group store [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let im: ImServer;
    let owner: ChatUser;
    let member: ChatUser;
    let groupId: number;

    beforeAll(async () => {
      im = await startImServer(backend);
      [owner, member] = [await im.user(), await im.user()];
      groupId = await makeGroup(im.s.ctx, owner.id, [member.id], 'Store');
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });
    afterAll(async () => {
      await im?.close();
    });

    const maxSeq = async () =>
      (
        await im.s.ctx.database.db
          .select({ maxSeq: conversations.maxSeq })
          .from(conversations)
          .where(eq(conversations.id, groupConversationId(String(groupId))))
      )[0]!.maxSeq;

    /** Runs `meanwhile` once, after the send was admitted and before it is stored (at its duplicate-text claim). */
    function betweenAdmissionAndStore(meanwhile: () => Promise<void>): void {
      const counters = im.s.ctx.counters;
      const claim = counters.claim.bind(counters);
      vi.spyOn(counters, 'claim').mockImplementationOnce(async (key, ttl) => {
        await meanwhile();
        return claim(key, ttl);
      });
    }

    it('stores the row as mapped columns and delivers it with the sender nickname and the server time', async () => {
      const [co, cm] = [await im.connect(owner), await im.connect(member)];
      im.clock.advance(12_345);
      const ack = await co.ok<Ack>('SendMessage', groupText(groupId, 'mapped', 'store-map'));
      const [got] = await cm.eventsAtLeast<ImMessage>('OnRecvNewMessage', 1);
      const [nick] = await im.s.ctx.database.db
        .select({ nickname: users.nickname })
        .from(users)
        .where(eq(users.id, owner.id));
      expect(ack.sendTime).toBe(im.clock.now());
      expect(got).toEqual({
        serverMsgID: ack.serverMsgID,
        clientMsgID: 'store-map',
        conversationID: groupConversationId(String(groupId)),
        seq: ack.seq,
        sendID: owner.userID,
        recvID: '',
        sessionType: SessionType.SuperGroup,
        contentType: 101,
        content: JSON.stringify({ text: 'mapped' }),
        sendTime: im.clock.now(),
        senderNickname: nick!.nickname,
        senderFaceUrl: null,
        groupID: String(groupId),
      });
      await Promise.all([co.close(), cm.close()]);
    });

    it('refuses a sender who left between admission and store (4014), with no seq taken', async () => {
      const c = await im.connect(member);
      const before = { seq: await maxSeq(), rows: await im.count('messages') };
      betweenAdmissionAndStore(() => leaveGroup(im.s.ctx, groupId, [member.id]));
      const reply = await c.call('SendMessage', groupText(groupId, 'left meanwhile'));
      expect(reply.errCode).toBe(ErrorCode.GroupGone);
      expect({ seq: await maxSeq(), rows: await im.count('messages') }).toEqual(before);
      await joinGroup(im.s.ctx, groupId, [member.id]);
      const next = await c.ok<Ack>('SendMessage', groupText(groupId, 'back again'));
      expect(next.seq).toBe(before.seq + 1);
      await c.close();
    });

    it('answers a client id stored between admission and store with that message, with no seq taken', async () => {
      const c = await im.connect(owner);
      const before = await maxSeq();
      let first: { id: number; seq: number } | undefined;
      betweenAdmissionAndStore(async () => {
        // The same client id, stored meanwhile (another socket of the sender, say) in another conversation.
        [first] = await im.s.ctx.database.db
          .insert(messages)
          .values({
            conversationId: groupConversationId('999999'),
            seq: 1,
            clientMsgId: 'store-race',
            senderId: owner.id,
            recvId: null,
            sessionType: SessionType.SuperGroup,
            contentType: 101,
            content: JSON.stringify({ text: 'first' }),
          })
          .returning({ id: messages.id, seq: messages.seq });
      });
      await im.s.ctx.database.db
        .insert(conversations)
        .values({ id: groupConversationId('999999'), sessionType: SessionType.SuperGroup, maxSeq: 1 });
      const ack = await c.ok<Ack>('SendMessage', groupText(groupId, 'raced', 'store-race'));
      expect(ack).toMatchObject({ serverMsgID: String(first!.id), seq: first!.seq });
      expect(await maxSeq()).toBe(before);
      const next = await c.ok<Ack>('SendMessage', groupText(groupId, 'after the race'));
      expect(next.seq).toBe(before + 1);
      await c.close();
    });
  });
});
