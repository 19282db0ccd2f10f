/** Read state of my messages: the conversation carries how far the peer has read, live and after reload. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Conversation } from '../../../protocol/im';
import { type ChatUser, type ImServer, startImServer, text } from '../../../test/helpers/imServer';

describe('peer read state', () => {
  let im: ImServer;
  let a: ChatUser;
  let b: ChatUser;

  beforeAll(async () => {
    im = await startImServer('pglite');
    [a, b] = [await im.user(), await im.user()];
    await im.befriend(a, b);
  });
  afterAll(async () => {
    await im?.close();
  });

  it('answers the peer read seq in the list and in the events of a send', async () => {
    const [ca, cb] = [await im.connect(a), await im.connect(b)];
    const sent = await ca.ok<{ seq: number; conversationID: string }>('SendMessage', text(b, 'read me'));
    // The receiver's view: the sender has read up to its own message.
    const [changed] = (await cb.eventsAtLeast<Conversation[]>('OnConversationChanged', 1)).at(-1)!;
    expect(changed?.peerReadSeq).toBe(sent.seq);
    const before = await ca.ok<{ conversations: Conversation[] }>('GetConversationList');
    expect(before.conversations[0]?.peerReadSeq).toBe(0);

    await cb.ok('MarkConversationAsRead', { conversationID: sent.conversationID, hasReadSeq: sent.seq });
    await ca.eventsAtLeast('OnRecvC2CReadReceipt', 1);
    const after = await ca.ok<{ conversations: Conversation[] }>('GetConversationList');
    expect(after.conversations[0]?.peerReadSeq).toBe(sent.seq);
  });
});
