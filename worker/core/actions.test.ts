import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { ContentType, SdkCode, singleConversationId } from '../../protocol/im';
import type { ChatClientEvent } from '../../protocol/imWorkerApi';
import type { ImCore } from './ImCore';
import { FakeClock } from './testing/FakeClock';
import { FakeImServer } from './testing/FakeImServer';
import { makeCore } from './testing/makeCore';

const conversationID = singleConversationId('1', '2');
let core: ImCore;
afterEach(() => core.dispose());

async function aliceWithOneMessage() {
  const server = new FakeImServer();
  core = makeCore(server, new FakeClock());
  const events: ChatClientEvent[] = [];
  core.subscribe((e) => events.push(e));
  await core.connect({ kind: 'user', userID: '1', token: 't' });
  await vi.waitFor(() => expect(core.getSnapshot().state).toBe('loggedIn'));
  const sent = await core.send({ recvID: '2', contentType: ContentType.Text, content: '{"text":"oops"}' });
  await vi.waitFor(async () => expect((await core.messages(conversationID))[0]?.seq).toBe(1));
  return { server, events, sent };
}

describe('im core actions', () => {
  it('revoke replaces the text by the revoke record and tells the tabs', async () => {
    const { server, events, sent } = await aliceWithOneMessage();
    expect(await core.revoke(conversationID, sent.clientMsgID)).toEqual({ errCode: 0 });
    expect(server.requests('RevokeMessage')).toHaveLength(1);
    const [row] = await core.messages(conversationID);
    expect(row?.contentType).toBe(ContentType.Revoked);
    expect(JSON.parse(row!.content)).toMatchObject({ revokerID: '1', sourceContentType: ContentType.Text });
    expect(events.some((e) => e.type === 'recvMessageRevokedId' && e.clientMsgID === sent.clientMsgID)).toBe(
      true,
    );
  });

  it('delete asks the server for numbered messages only and drops unsent ones from the outbox', async () => {
    const { server, sent } = await aliceWithOneMessage();
    server.answering = false;
    const unsent = await core.send({
      recvID: '2',
      contentType: ContentType.Text,
      content: '{"text":"never"}',
    });
    server.answering = true;
    expect(await core.deleteMessages(conversationID, [sent.clientMsgID, unsent.clientMsgID])).toEqual({
      errCode: 0,
    });
    const asked = server
      .requests('DeleteMessage')
      .map((f) => JSON.parse(f.data) as { clientMsgIDs: string[] });
    expect(asked).toEqual([{ conversationID, clientMsgIDs: [sent.clientMsgID] }]);
    expect(await core.messages(conversationID)).toEqual([]);
    expect(core.outboxSize).toBe(0);
  });

  it('pin applies the conversation the server answers; offline actions answer 113 and change nothing', async () => {
    const { server } = await aliceWithOneMessage();
    expect(await core.pinConversation(conversationID, true)).toEqual({ errCode: 0 });
    await vi.waitFor(async () => expect((await core.listConversations())[0]?.isPinned).toBe(true));
    server.dropAll();
    await vi.waitFor(() => expect(core.getSnapshot().state).toBe('connecting'));
    expect(await core.setRecvOpt(conversationID, 2)).toEqual({ errCode: SdkCode.NetworkError });
    expect((await core.listConversations())[0]?.recvMsgOpt).toBe(0);
  });
});
