/** The group-commit statement: seqs without holes per conversation, cursors, and all-or-nothing on a taken client id. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { singleConversationId } from '../../../protocol/im';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { conversations, messages } from '../../db/schema';
import { BatchConflict, storeBatch, totalsUnread } from './batchStore';
import type { NewMessage } from './messageStore';

describe.each(BACKENDS)('im.storeBatch [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let ids: number[];

    beforeAll(async () => {
      s = await startTestServer({ backend });
      ids = await Promise.all([1, 2, 3].map(async () => (await s.createUser()).id));
    });
    afterAll(async () => {
      await s?.close();
    });

    function msg(from: number, to: number, clientMsgId: string): NewMessage {
      const conversationId = singleConversationId(String(from), String(to));
      return {
        conversationId,
        senderId: from,
        recvId: to,
        clientMsgId,
        contentType: 101,
        content: '{"text":"x"}',
        sendTime: new Date(),
      };
    }

    it('numbers each conversation in arrival order and moves only the senders’ cursors', async () => {
      const [a, b, c] = ids as [number, number, number];
      const batch = [msg(a, b, 'b1'), msg(b, a, 'b2'), msg(a, c, 'b3'), msg(a, b, 'b4')];
      const stored = await storeBatch(s.ctx.database.db, batch, new Date());
      expect(stored.messages.map((m) => [m.clientMsgId, m.seq])).toEqual([
        ['b1', 1],
        ['b2', 2],
        ['b3', 1],
        ['b4', 3],
      ]);
      const ab = singleConversationId(String(a), String(b));
      expect(stored.members.get(`${ab}:${a}`)).toMatchObject({ hasReadSeq: 3, peerId: b });
      expect(stored.members.get(`${ab}:${b}`)).toMatchObject({ hasReadSeq: 2, peerId: a });
      expect(stored.members.get(`${singleConversationId(String(a), String(c))}:${c}`)).toMatchObject({
        hasReadSeq: 0,
      });
      // The recipients' totals come with the statement, as totalsUnread counts them after it.
      expect(stored.recvTotals).toEqual(await totalsUnread(s.ctx.database.db, [a, b, c]));
      expect(stored.recvTotals).toEqual(
        new Map([
          [a, 0],
          [b, 1],
          [c, 1],
        ]),
      );
      const again = await storeBatch(s.ctx.database.db, [msg(b, a, 'b5')], new Date());
      expect(again.messages[0]!.seq).toBe(4);
      expect(again.recvTotals).toEqual(new Map([[a, 1]]));
      expect(await totalsUnread(s.ctx.database.db, [a, b, c])).toEqual(
        new Map([
          [a, 1],
          [b, 0],
          [c, 1],
        ]),
      );
    });

    it('stores nothing of a batch in which a client id is already taken', async () => {
      const [a, b] = ids as [number, number];
      const ab = singleConversationId(String(a), String(b));
      const [before] = await s.ctx.database.db.select().from(conversations).where(eq(conversations.id, ab));
      const count = (await s.ctx.database.db.select().from(messages)).length;
      await expect(
        storeBatch(s.ctx.database.db, [msg(a, b, 'fresh'), msg(a, b, 'b1')], new Date()),
      ).rejects.toBeInstanceOf(BatchConflict);
      const [after] = await s.ctx.database.db.select().from(conversations).where(eq(conversations.id, ab));
      expect(after!.maxSeq).toBe(before!.maxSeq);
      expect((await s.ctx.database.db.select().from(messages)).length).toBe(count);
    });
  });
});
