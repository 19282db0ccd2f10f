/** Revoke, delete for me, and the 4028 of every conversation function: each refusal stores nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { IM_REVOKE_WINDOW_MS, type ImMessage, singleConversationId } from '../../../protocol/im';
import type { ImClient } from '../../../test/helpers/imClient';
import { type ChatUser, type ImServer, startImServer, text } from '../../../test/helpers/imServer';
import { BACKENDS, backendAvailable } from '../../../test/helpers/testServer';

describe.each(BACKENDS)('im revoke and delete [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let im: ImServer;
    let a: ChatUser;
    let b: ChatUser;
    let ca: ImClient;

    beforeAll(async () => {
      im = await startImServer(backend);
      [a, b] = [await im.user(), await im.user()];
      await im.befriend(a, b);
      ca = await im.connect(a);
    });
    afterAll(async () => {
      await im?.close();
    });

    async function refused(client: ImClient, name: string, data: unknown, code: number): Promise<unknown> {
      const before = await im.count('messages');
      const reply = await client.call(name, data);
      expect({ event: reply.event, errCode: reply.errCode }).toEqual({ event: name, errCode: code });
      expect(reply.errMsg).not.toBe('');
      expect(await im.count('messages')).toBe(before);
      return reply.data;
    }

    it('answers 4028 for a conversation the caller is not in', async () => {
      const [c, d] = [await im.user(), await im.user()];
      await im.befriend(c, d);
      const cc = await im.connect(c);
      const ack = await cc.ok<{ conversationID: string }>('SendMessage', text(d, 'private'));
      const other = ack.conversationID;
      await refused(
        ca,
        'PullMessageBySeqs',
        { conversationID: other, begin: 1, end: 1 },
        ErrorCode.NotInConversation,
      );
      await refused(
        ca,
        'MarkConversationAsRead',
        { conversationID: other, hasReadSeq: 1 },
        ErrorCode.NotInConversation,
      );
      await refused(
        ca,
        'RevokeMessage',
        { conversationID: other, clientMsgID: 'x' },
        ErrorCode.NotInConversation,
      );
      await refused(
        ca,
        'DeleteMessage',
        { conversationID: other, clientMsgIDs: ['x'] },
        ErrorCode.NotInConversation,
      );
      await refused(
        ca,
        'PinConversation',
        { conversationID: other, isPinned: true },
        ErrorCode.NotInConversation,
      );
      await refused(
        ca,
        'SetConversationRecvOpt',
        { conversationID: other, recvMsgOpt: 2 },
        ErrorCode.NotInConversation,
      );
      await cc.close();
    });

    it('lets the sender revoke within the window only; the peer hears it and pulls kind 2101', async () => {
      im.clock.advance(11_000);
      const cb = await im.connect(b);
      const id = singleConversationId(a.userID, b.userID);
      const first = text(b, 'take it back', 'revoke-1');
      const ack = await ca.ok<{ seq: number }>('SendMessage', first);
      await refused(
        cb,
        'RevokeMessage',
        { conversationID: id, clientMsgID: 'revoke-1' },
        ErrorCode.NoPermission,
      );
      await ca.ok('RevokeMessage', { conversationID: id, clientMsgID: 'revoke-1' });
      const [event] = await cb.eventsAtLeast('OnNewRecvMessageRevoked', 1);
      expect(event).toMatchObject({
        conversationID: id,
        clientMsgID: 'revoke-1',
        seq: ack.seq,
        revokerID: a.userID,
      });
      const pulled = await cb.ok<{ messages: ImMessage[] }>('PullMessageBySeqs', {
        conversationID: id,
        begin: ack.seq,
        end: ack.seq,
      });
      expect(pulled.messages[0]).toMatchObject({ contentType: 2101, clientMsgID: 'revoke-1' });
      expect(pulled.messages[0]!.content).not.toContain('take it back');

      const late = await ca.ok<{ seq: number }>('SendMessage', text(b, 'too late to revoke', 'revoke-2'));
      im.clock.advance(IM_REVOKE_WINDOW_MS + 1000);
      await refused(
        ca,
        'RevokeMessage',
        { conversationID: id, clientMsgID: 'revoke-2' },
        ErrorCode.MessageExpired,
      );
      await refused(ca, 'RevokeMessage', { conversationID: id, clientMsgID: 'no-such' }, ErrorCode.NotFound);

      // Delete for me hides it from my pulls only.
      expect(await ca.ok('DeleteMessage', { conversationID: id, clientMsgIDs: ['revoke-2'] })).toEqual({
        deleted: 1,
      });
      const range = { conversationID: id, begin: late.seq, end: late.seq };
      expect((await ca.ok<{ messages: ImMessage[] }>('PullMessageBySeqs', range)).messages).toEqual([]);
      expect((await cb.ok<{ messages: ImMessage[] }>('PullMessageBySeqs', range)).messages).toHaveLength(1);
      await cb.close();
    });
  });
});
