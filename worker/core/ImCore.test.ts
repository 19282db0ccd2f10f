import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import { ContentType, IM_PULL_MAX, IM_RECONNECT_MS, singleConversationId } from '../../protocol/im';
import type { ChatClientEvent } from '../../protocol/imWorkerApi';
import type { ImCore } from './ImCore';
import { FakeClock } from './testing/FakeClock';
import { FakeImServer } from './testing/FakeImServer';
import { flush, makeCore } from './testing/makeCore';

const alice = { kind: 'user', userID: '1', token: 'tok-a' } as const;
const bob = { kind: 'user', userID: '2', token: 'tok-b' } as const;
const conversationID = singleConversationId('1', '2');
const text = (t: string) => ({
  recvID: '2',
  contentType: ContentType.Text,
  content: JSON.stringify({ text: t }),
});

const cores: ImCore[] = [];
afterEach(() => cores.splice(0).forEach((c) => c.dispose()));

async function start(session: typeof alice | typeof bob, server: FakeImServer, clock: FakeClock) {
  const core = makeCore(server, clock);
  cores.push(core);
  const events: ChatClientEvent[] = [];
  core.subscribe((e) => events.push(e));
  await core.connect(session);
  await vi.waitFor(() => expect(core.getSnapshot().state).toBe('loggedIn'));
  return { core, events };
}

describe('im core outbox', () => {
  it('resends with the SAME clientMsgID after a drop until acked; stored once', async () => {
    const server = new FakeImServer();
    const clock = new FakeClock();
    const { core } = await start(alice, server, clock);
    server.loseAcks = true;
    const sent = await core.send(text('hello'));
    expect(sent).toMatchObject({ status: 'sending', seq: 0 });
    await vi.waitFor(() => expect(server.requests('SendMessage')).toHaveLength(1));
    server.loseAcks = false;
    server.dropAll();
    await flush();
    clock.advance(IM_RECONNECT_MS);
    await vi.waitFor(async () => expect((await core.messages(conversationID))[0]?.status).toBe('succeeded'));
    const frames = server.requests('SendMessage').map((f) => JSON.parse(f.data) as { clientMsgID: string });
    expect(frames).toHaveLength(2);
    expect(frames.map((f) => f.clientMsgID)).toEqual([sent.clientMsgID, sent.clientMsgID]);
    expect(server.conversations.get(conversationID)).toHaveLength(1);
    expect(await core.messages(conversationID)).toMatchObject([{ clientMsgID: sent.clientMsgID, seq: 1 }]);
    expect(core.outboxSize).toBe(0);
  });

  it('keeps the client id the tab gave; a send replayed with it is written and stored once', async () => {
    const server = new FakeImServer();
    const clock = new FakeClock();
    const { core, events } = await start(alice, server, clock);
    const input = { ...text('once'), clientMsgID: 'tab-chosen-1' };
    const [first, again] = await Promise.all([core.send(input), core.send(input)]);
    expect(first).toMatchObject({ clientMsgID: 'tab-chosen-1', status: 'sending' });
    expect(again).toEqual(first);
    await vi.waitFor(async () => expect((await core.messages(conversationID))[0]?.status).toBe('succeeded'));
    const late = await core.send(input);
    expect(late).toMatchObject({ clientMsgID: 'tab-chosen-1', status: 'succeeded', seq: 1 });
    await flush();
    expect(server.requests('SendMessage')).toHaveLength(1);
    expect(server.conversations.get(conversationID)).toHaveLength(1);
    expect(await core.messages(conversationID)).toHaveLength(1);
    expect(core.outboxSize).toBe(0);
    expect(events.filter((e) => e.type === 'recvNewMessageObj')).toHaveLength(0);
    await expect(core.send({ ...text('bad'), clientMsgID: '' })).rejects.toThrow('client message id');
  });

  it('keeps what was written offline and sends it, in order, once logged in', async () => {
    const server = new FakeImServer();
    const clock = new FakeClock();
    server.accepting = false;
    const core = makeCore(server, clock);
    cores.push(core);
    await core.connect(alice);
    for (const t of ['a', 'b', 'c']) await core.send(text(t));
    server.accepting = true;
    clock.advance(IM_RECONNECT_MS);
    await vi.waitFor(async () =>
      expect((await core.messages(conversationID)).map((m) => m.seq)).toEqual([1, 2, 3]),
    );
    const texts = (await core.messages(conversationID)).map(
      (m) => (JSON.parse(m.content) as { text: string }).text,
    );
    expect(server.conversations.get(conversationID)!.map((m) => m.clientMsgID)).toEqual(
      (await core.messages(conversationID)).map((m) => m.clientMsgID),
    );
    expect(texts).toEqual(['a', 'b', 'c']);
  });

  it('sends made together are written and sent in the order they were made', async () => {
    const server = new FakeImServer();
    const { core, events } = await start(alice, server, new FakeClock());
    const sent = await Promise.all(Array.from({ length: 30 }, (_, i) => core.send(text(`t${i}`))));
    expect(new Set(sent.map((m) => m.clientMsgID)).size).toBe(30);
    expect(sent.map((m) => m.sendTime)).toEqual([...sent.map((m) => m.sendTime)].sort((a, b) => a - b));
    const sending = events.flatMap((e) => (e.type === 'messageStatusChanged' ? [e.message.clientMsgID] : []));
    expect(sending.slice(0, 30)).toEqual(sent.map((m) => m.clientMsgID));
    await vi.waitFor(async () =>
      expect((await core.messages(conversationID)).map((m) => m.seq)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      ),
    );
    expect(server.conversations.get(conversationID)!.map((m) => m.clientMsgID)).toEqual(
      sent.map((m) => m.clientMsgID),
    );
    expect(core.outboxSize).toBe(0);
  });

  it('a refusal marks the message failed with its code; retry sends the same client id', async () => {
    const server = new FakeImServer();
    const { core, events } = await start(alice, server, new FakeClock());
    server.refuseSends = ErrorCode.NotFriends;
    const sent = await core.send(text('hi'));
    await vi.waitFor(async () =>
      expect((await core.messages(conversationID))[0]).toMatchObject({ status: 'failed', errCode: 4008 }),
    );
    expect(events.some((e) => e.type === 'messageStatusChanged' && e.message.status === 'failed')).toBe(true);
    server.refuseSends = null;
    await core.retry(sent.clientMsgID);
    await vi.waitFor(async () => expect((await core.messages(conversationID))[0]?.status).toBe('succeeded'));
    expect(server.conversations.get(conversationID)!.map((m) => m.clientMsgID)).toEqual([sent.clientMsgID]);
  });

  it('a conversation this device starts takes the name the server gives it once acked, asked once', async () => {
    const server = new FakeImServer();
    const clock = new FakeClock();
    const { core } = await start(alice, server, clock);
    const lists = () => server.requests('GetConversationList').length;
    await vi.waitFor(() => expect(lists()).toBe(1));
    // Made from my message, the row knows only the peer's ID; the server's list names it.
    await core.send(text('first'));
    await vi.waitFor(async () =>
      expect((await core.listConversations())[0]).toMatchObject({ conversationID, showName: 'nick-2' }),
    );
    expect(lists()).toBe(2);
    await core.send(text('second'));
    await vi.waitFor(async () =>
      expect((await core.messages(conversationID)).at(-1)?.status).toBe('succeeded'),
    );
    await flush();
    expect(lists()).toBe(2);
  });

  it('a guest cannot send', async () => {
    const { core } = await start({ kind: 'guest' } as never, new FakeImServer(), new FakeClock());
    await expect(core.send(text('x'))).rejects.toThrow(/login required/);
  });
});

describe('im core receiving', () => {
  it('fills the gap on reconnect in pages of IM_PULL_MAX, each message once and in order', async () => {
    const server = new FakeImServer();
    const clock = new FakeClock();
    const { core } = await start(bob, server, clock);
    server.dropAll();
    await flush();
    for (let i = 0; i < 450; i++) server.store('1', '2', `c${i}`, `m${i}`);
    clock.advance(IM_RECONNECT_MS);
    await vi.waitFor(async () =>
      expect(await core.messages(conversationID, undefined, 1000)).toHaveLength(450),
    );
    const pulls = server
      .requests('PullMessageBySeqs')
      .map((f) => JSON.parse(f.data) as { begin: number; end: number });
    expect(pulls).toEqual([
      { conversationID, begin: 1, end: IM_PULL_MAX },
      { conversationID, begin: IM_PULL_MAX + 1, end: 2 * IM_PULL_MAX },
      { conversationID, begin: 2 * IM_PULL_MAX + 1, end: 450 },
    ]);
    const seqs = (await core.messages(conversationID, undefined, 1000)).map((m) => m.seq);
    expect(seqs).toEqual(Array.from({ length: 450 }, (_, i) => i + 1));
    await vi.waitFor(() => expect(core.getSnapshot().totalUnread).toBe(450));
  });

  it('merges an event and a pull of the same message; ignores events with errCode ≠ 0', async () => {
    const server = new FakeImServer();
    const { core } = await start(bob, server, new FakeClock());
    const { message } = server.store('1', '2', 'dup', 'hello');
    server.push('2', 'OnRecvNewMessage', message);
    server.push('2', 'OnRecvNewMessage', message);
    const bad = server.store('1', '2', 'bad', 'refused').message;
    server.push('2', 'OnRecvNewMessage', bad, ErrorCode.Internal);
    await vi.waitFor(async () => expect(await core.messages(conversationID)).toHaveLength(1));
    await core.connect(bob); // same session: nothing happens
    await flush();
    expect((await core.messages(conversationID)).map((m) => m.clientMsgID)).toEqual(['dup']);
  });

  it('counts unread from the read cursor, markRead sends the cursor, one notify per batch', async () => {
    const server = new FakeImServer();
    const { core, events } = await start(bob, server, new FakeClock());
    for (const id of ['x1', 'x2', 'x3'])
      server.push('2', 'OnRecvNewMessage', server.store('1', '2', id, id).message);
    await vi.waitFor(() => expect(core.getSnapshot().totalUnread).toBe(3));
    const notified = events.filter((e) => e.type === 'notify');
    expect(notified.length).toBeGreaterThanOrEqual(1);
    expect(notified.length).toBeLessThanOrEqual(3);
    await core.markRead(conversationID);
    expect(core.getSnapshot().totalUnread).toBe(0);
    expect(server.reads.get(`${conversationID}|2`)).toBe(3);
    expect((await core.listConversations())[0]).toMatchObject({ unreadCount: 0, hasReadSeq: 3, maxSeq: 3 });
  });
});

describe('im core chat login', () => {
  it('logs the previous user out before the next one connects, each with its own cache', async () => {
    const server = new FakeImServer();
    const { core } = await start(alice, server, new FakeClock());
    await core.send(text('from alice'));
    await vi.waitFor(async () => expect(await core.listConversations()).toHaveLength(1));
    await core.connect(bob);
    await vi.waitFor(() => expect(core.getSnapshot()).toMatchObject({ state: 'loggedIn', userID: '2' }));
    const [first, second] = server.sockets;
    expect(first!.requests.at(-1)!.reqFuncName).toBe('Logout');
    expect(first!.closed).toBe(true);
    expect(second!.userID).toBe('2');
    // Bob's cache is his own: the conversation comes from the server's list, not from alice's cache.
    await vi.waitFor(async () => expect((await core.listConversations())[0]?.userID).toBe('1'));
  });
});
