import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import { AT_ALL, groupConversationId } from '../../protocol/group';
import { ContentType, type Conversation, IM_RECONNECT_MS } from '../../protocol/im';
import type { ChatClientEvent } from '../../protocol/imWorkerApi';
import type { ImCore } from './ImCore';
import { FakeClock } from './testing/FakeClock';
import { FakeGroups } from './testing/FakeGroups';
import { FakeImServer } from './testing/FakeImServer';
import { databasePrefix, flush, makeCore } from './testing/makeCore';

/** Group conversations in the worker: the server sends members only OnRecvNewMessage. */

const bob = { kind: 'user', userID: '2', token: 'tok-b' } as const;
const GROUP = '10';
const cid = groupConversationId(GROUP);
const groupText = (t: string) => ({
  groupID: GROUP,
  contentType: ContentType.Text,
  content: JSON.stringify({ text: t }),
});
const at = (text: string, atUserIDs: string[]) => ({ text, atUserIDs });

const cores: ImCore[] = [];
afterEach(() => cores.splice(0).forEach((c) => c.dispose()));

/** Bob (2) logged in; alice (1) and carol (3) are the other members of group 10 unless told otherwise. */
async function start(options: { members?: string[]; prefix?: string; server?: FakeImServer } = {}) {
  const server = options.server ?? new FakeImServer();
  const groups = server.groups ?? new FakeGroups(server);
  if (!groups.groups.has(GROUP)) groups.create(GROUP, 'Ten', options.members ?? ['1', '2', '3']);
  const clock = new FakeClock();
  const core = makeCore(server, clock, undefined, options.prefix);
  cores.push(core);
  const events: ChatClientEvent[] = [];
  core.subscribe((e) => events.push(e));
  await core.connect(bob);
  await vi.waitFor(() => expect(core.getSnapshot().state).toBe('loggedIn'));
  const of = <T extends ChatClientEvent['type']>(type: T) =>
    events.filter((e): e is Extract<ChatClientEvent, { type: T }> => e.type === type);
  const conversation = async () => (await core.listConversations()).find((c) => c.conversationID === cid);
  return { server, groups, clock, core, events, of, conversation };
}

describe('worker group conversations', () => {
  it('a group message updates the conversation, its unread and the total, like a private one', async () => {
    const { groups, core, of, conversation } = await start();
    await vi.waitFor(async () =>
      expect(await conversation()).toMatchObject({ showName: 'Ten', groupID: GROUP }),
    );
    groups.post('3', GROUP, 'g1');
    const last = groups.post('1', GROUP, 'g2');
    await vi.waitFor(() => expect(core.getSnapshot().totalUnread).toBe(2));
    expect(await conversation()).toMatchObject({
      maxSeq: 2,
      hasReadSeq: 0,
      unreadCount: 2,
      latestMsg: { clientMsgID: 'g2', groupID: GROUP },
      latestMsgSendTime: last.sendTime,
    });
    expect(of('recvNewMessageObj').map((e) => e.message.clientMsgID)).toEqual(['g1', 'g2']);
    expect(of('conversationChanagedList').at(-1)?.conversations[0]).toMatchObject({
      conversationID: cid,
      unreadCount: 2,
    });
    expect(of('totalUnreadMessageCountChanged').at(-1)?.total).toBe(2);
    expect(of('notify').length).toBeGreaterThanOrEqual(1);
    expect(await core.messages(cid)).toMatchObject([{ seq: 1 }, { seq: 2 }]);
  });

  it('my own send goes as a group SendMessage and does not raise the unread count', async () => {
    const { server, groups, core, conversation } = await start();
    groups.post('3', GROUP, 'before');
    await vi.waitFor(() => expect(core.getSnapshot().totalUnread).toBe(1));
    await core.markRead(cid);
    const sent = await core.send(groupText('mine'));
    expect(sent).toMatchObject({ conversationID: cid, groupID: GROUP, sessionType: 3, status: 'sending' });
    await vi.waitFor(async () => expect((await core.messages(cid)).at(-1)?.status).toBe('succeeded'));
    const frame = JSON.parse(server.requests('SendMessage')[0]!.data) as Record<string, unknown>;
    expect(frame).toEqual({
      ...groupText('mine'),
      clientMsgID: sent.clientMsgID,
      sessionType: 3,
    });
    expect(await conversation()).toMatchObject({ maxSeq: 2, hasReadSeq: 2, unreadCount: 0 });
    expect(core.getSnapshot().totalUnread).toBe(0);
    groups.post('1', GROUP, 'after');
    await vi.waitFor(() => expect(core.getSnapshot().totalUnread).toBe(1));
    await expect(core.send({ ...groupText('x'), groupID: 'abc' })).rejects.toThrow('invalid group id');
  });

  it('a group set to "not received" (1) is left out of the total and never notifies; 2 counts, silently', async () => {
    const { groups, core, of, conversation } = await start();
    await vi.waitFor(async () => expect(await conversation()).toBeDefined());
    expect(await core.setRecvOpt(cid, 1)).toEqual({ errCode: 0 });
    groups.post('3', GROUP, 'quiet1');
    await vi.waitFor(async () => expect((await conversation())?.unreadCount).toBe(1));
    expect(core.getSnapshot().totalUnread).toBe(0);
    expect(await core.setRecvOpt(cid, 2)).toEqual({ errCode: 0 });
    groups.post('3', GROUP, 'quiet2');
    await vi.waitFor(() => expect(core.getSnapshot().totalUnread).toBe(2));
    expect(of('notify')).toHaveLength(0);
    expect(await core.setRecvOpt(cid, 0)).toEqual({ errCode: 0 });
    groups.post('3', GROUP, 'loud');
    await vi.waitFor(() => expect(of('notify').map((e) => e.message.clientMsgID)).toEqual(['loud']));
  });

  it('an @-mention of me (or @all) by someone else marks atMe until read; it survives a reload', async () => {
    const prefix = databasePrefix();
    const server = new FakeImServer();
    const { groups, core, conversation } = await start({ server, prefix });
    groups.post('3', GROUP, 'other', at('hi carol', ['1']), ContentType.AtText);
    await vi.waitFor(async () => expect((await conversation())?.maxSeq).toBe(1));
    expect((await conversation())?.atMe).toBe(false);
    groups.post('3', GROUP, 'me', at('hi bob', ['2']), ContentType.AtText);
    await vi.waitFor(async () => expect((await conversation())?.atMe).toBe(true));
    await core.markRead(cid);
    expect(await conversation()).toMatchObject({ atMe: false, unreadCount: 0 });

    groups.post('1', GROUP, 'all', at('everyone', [AT_ALL]), ContentType.AtText);
    await vi.waitFor(async () => expect((await conversation())?.atMe).toBe(true));
    core.dispose();
    // A new worker on the same databases: the mark comes from the cache, then survives the sync.
    const again = await start({ server, prefix });
    expect((await again.conversation())?.atMe).toBe(true);
    await vi.waitFor(() => expect(server.requests('GetConversationList').length).toBeGreaterThanOrEqual(2));
    await flush();
    expect((await again.conversation())?.atMe).toBe(true);
  });

  it('my own @-text does not mark me, and a mention read on another device clears on the next sync', async () => {
    const server = new FakeImServer();
    const { groups, core, conversation, clock } = await start({ server });
    await core.send({
      groupID: GROUP,
      contentType: ContentType.AtText,
      content: JSON.stringify(at('me', ['2'])),
    });
    await vi.waitFor(async () => expect((await conversation())?.maxSeq).toBe(1));
    expect((await conversation())?.atMe).toBe(false);
    groups.post('3', GROUP, 'ping', at('bob?', ['2']), ContentType.AtText);
    await vi.waitFor(async () => expect((await conversation())?.atMe).toBe(true));
    server.reads.set(`${cid}|2`, 2); // read elsewhere
    server.dropAll();
    await flush();
    clock.advance(IM_RECONNECT_MS);
    await vi.waitFor(async () => expect(await conversation()).toMatchObject({ atMe: false, unreadCount: 0 }));
  });

  it('gap fill pulls only seqs above my minSeq', async () => {
    const server = new FakeImServer();
    const groups = new FakeGroups(server);
    groups.create(GROUP, 'Ten', ['1', '3']);
    for (let i = 1; i <= 5; i++) groups.store('1', GROUP, `old${i}`);
    groups.add(GROUP, '2'); // minSeq 5
    for (let i = 1; i <= 3; i++) groups.store('3', GROUP, `new${i}`);
    const { core, conversation } = await start({ server });
    await vi.waitFor(async () => expect((await core.messages(cid)).map((m) => m.seq)).toEqual([6, 7, 8]));
    const pulls = server
      .requests('PullMessageBySeqs')
      .map((f) => JSON.parse(f.data) as { conversationID: string; begin: number; end: number });
    expect(pulls).toEqual([{ conversationID: cid, begin: 6, end: 8 }]);
    expect(await conversation()).toMatchObject({ minSeq: 5, maxSeq: 8, unreadCount: 3 });
    expect(core.getSnapshot().totalUnread).toBe(3);
  });

  it("a cleared history is no longer listed: the 'cleared' notice fetches the new minSeq", async () => {
    const { groups, core, conversation } = await start();
    groups.post('3', GROUP, 'a');
    groups.post('1', GROUP, 'b');
    await vi.waitFor(async () => expect(await core.messages(cid)).toHaveLength(2));
    const notice = groups.clear(GROUP, '1');
    await vi.waitFor(async () => expect((await conversation())?.minSeq).toBe(2));
    expect((await core.messages(cid)).map((m) => m.clientMsgID)).toEqual([notice.clientMsgID]);
    expect(await conversation()).toMatchObject({ maxSeq: 3, unreadCount: 1 });
  });

  it('resends a group message after a drop with the same clientMsgID; stored once', async () => {
    const { server, groups, core, clock } = await start();
    server.loseAcks = true;
    const sent = await core.send(groupText('again'));
    await vi.waitFor(() => expect(server.requests('SendMessage')).toHaveLength(1));
    server.loseAcks = false;
    server.dropAll();
    await flush();
    clock.advance(IM_RECONNECT_MS);
    await vi.waitFor(async () => expect((await core.messages(cid))[0]?.status).toBe('succeeded'));
    const frames = server.requests('SendMessage').map((f) => JSON.parse(f.data) as Record<string, unknown>);
    expect(frames.map((f) => [f.clientMsgID, f.groupID])).toEqual([
      [sent.clientMsgID, GROUP],
      [sent.clientMsgID, GROUP],
    ]);
    expect(groups.groups.get(GROUP)!.messages).toHaveLength(1);
    expect(await core.messages(cid)).toMatchObject([{ clientMsgID: sent.clientMsgID, seq: 1 }]);
    expect(core.outboxSize).toBe(0);
  });

  it('a refusal (muted in the group) marks the message failed with its code', async () => {
    const { groups, core, of } = await start();
    groups.mute(GROUP, '2', 1_800_000_000_000);
    const sent = await core.send(groupText('hush'));
    await vi.waitFor(async () =>
      expect((await core.messages(cid))[0]).toMatchObject({
        status: 'failed',
        errCode: ErrorCode.MutedInGroup,
      }),
    );
    expect(of('messageStatusChanged').at(-1)?.message).toMatchObject({
      clientMsgID: sent.clientMsgID,
      status: 'failed',
      errCode: 4036,
    });
  });
});

describe('worker group events', () => {
  it('read receipts become recvGroupMessageReadReceiptList; groupReadCounts asks the socket', async () => {
    const { server, core, of, clock } = await start();
    await core.send(groupText('read me'));
    await vi.waitFor(async () => expect((await core.messages(cid))[0]?.seq).toBe(1));
    server.reads.set(`${cid}|3`, 1);
    const receipt = { conversationID: cid, groupID: GROUP, userID: '3', hasReadSeq: 1 };
    server.push('2', 'OnRecvGroupReadReceipt', receipt);
    await vi.waitFor(() =>
      expect(of('recvGroupMessageReadReceiptList')).toEqual([
        { type: 'recvGroupMessageReadReceiptList', receipts: [receipt] },
      ]),
    );
    expect(of('serverEvent')).toHaveLength(0);
    expect(await core.groupReadCounts(cid, [1, 1, 0])).toEqual({ counts: { 1: 1 }, memberCount: 3 });
    expect(JSON.parse(server.requests('GetGroupReadCounts')[0]!.data)).toEqual({
      conversationID: cid,
      seqs: [1],
    });
    server.accepting = false;
    server.dropAll();
    await flush();
    clock.advance(IM_RECONNECT_MS);
    await flush();
    expect(await core.groupReadCounts(cid, [1])).toBeNull();
  });

  it('passes every group event to the tabs; OnGroupInfoChanged renames the conversation', async () => {
    const { server, groups, of, conversation } = await start();
    await vi.waitFor(async () => expect((await conversation())?.showName).toBe('Ten'));
    const info = groups.rename(GROUP, 'Ten FC', 'https://x.test/a.png');
    const member = {
      userID: '3',
      nickname: 'c',
      avatar: null,
      isAnchor: false,
      groupNickname: '',
      role: 1,
      muteEndTime: 0,
      joinTime: 1,
      permissions: [],
    };
    const application = {
      id: 1,
      groupID: GROUP,
      groupName: 'Ten',
      groupAvatar: null,
      applicant: { userID: '9' },
      inviter: null,
      reason: 'hi',
      state: 'pending',
      createdAt: 1,
      handledAt: null,
      handledBy: null,
      expiresAt: 2,
    };
    server.push('2', 'OnGroupMemberInfoChanged', { groupID: GROUP, member });
    for (const event of [
      'OnGroupApplicationAdded',
      'OnGroupApplicationAccepted',
      'OnGroupApplicationRejected',
    ] as const)
      server.push('2', event, application);
    await vi.waitFor(async () =>
      expect(await conversation()).toMatchObject({ showName: 'Ten FC', faceURL: 'https://x.test/a.png' }),
    );
    await vi.waitFor(() => expect(of('serverEvent')).toHaveLength(5));
    expect(of('serverEvent').map((e) => e.event)).toEqual([
      'OnGroupInfoChanged',
      'OnGroupMemberInfoChanged',
      'OnGroupApplicationAdded',
      'OnGroupApplicationAccepted',
      'OnGroupApplicationRejected',
    ]);
    expect(of('serverEvent')[0]!.data).toEqual(info);
    expect(of('serverEvent')[1]!.data).toEqual({ groupID: GROUP, member });
    expect(of('conversationChanagedList').at(-1)?.conversations).toMatchObject([
      { conversationID: cid, showName: 'Ten FC' },
    ]);
  });

  it('a group I am added to appears at once, named, with its messages since I joined', async () => {
    const { server, groups, core, of } = await start({ members: ['1', '3'] });
    expect(await core.listConversations()).toEqual([]);
    groups.store('1', GROUP, 'before-me');
    groups.add(GROUP, '2');
    // Stored, not pushed: only the sync that the event starts brings it.
    groups.store('3', GROUP, 'welcome');
    await vi.waitFor(() =>
      expect(
        of('newConversationList').flatMap((e) => e.conversations.map((c: Conversation) => c.conversationID)),
      ).toContain(cid),
    );
    await vi.waitFor(async () =>
      expect((await core.messages(cid)).map((m) => m.clientMsgID)).toEqual(['welcome']),
    );
    expect((await core.listConversations())[0]).toMatchObject({
      conversationID: cid,
      showName: 'Ten',
      minSeq: 1,
    });
    expect(of('serverEvent').map((e) => e.event)).toContain('OnGroupMemberAdded');
    expect(server.requests('GetNewestSeq').length).toBeGreaterThanOrEqual(2);
    await vi.waitFor(() => expect(core.getSnapshot().totalUnread).toBe(1));
  });

  it('a message of a group not known here yet fetches the list, which names it', async () => {
    const { server, groups, core } = await start({ members: ['1', '3'] });
    groups.groups.get(GROUP)!.members.set('2', { minSeq: 0, leftSeq: null, recvMsgOpt: 0, muteEndTime: 0 });
    const before = server.requests('GetConversationList').length;
    groups.post('3', GROUP, 'surprise');
    await vi.waitFor(async () =>
      expect((await core.listConversations())[0]).toMatchObject({ conversationID: cid, showName: 'Ten' }),
    );
    expect(server.requests('GetConversationList').length).toBe(before + 1);
  });

  it('when I am removed the conversation stays readable up to where I left; nothing after it arrives', async () => {
    const { server, groups, core, of, conversation, clock } = await start();
    groups.post('3', GROUP, 'm1');
    await vi.waitFor(async () => expect((await conversation())?.maxSeq).toBe(1));
    groups.remove(GROUP, '2');
    groups.store('3', GROUP, 'after-me');
    await vi.waitFor(() => expect(of('serverEvent').map((e) => e.event)).toContain('OnGroupMemberDeleted'));
    await vi.waitFor(() => expect(server.requests('GetNewestSeq').length).toBeGreaterThanOrEqual(2));
    server.dropAll();
    await flush();
    clock.advance(IM_RECONNECT_MS);
    await vi.waitFor(() => expect(server.requests('GetNewestSeq').length).toBeGreaterThanOrEqual(3));
    await flush();
    expect((await core.messages(cid)).map((m) => m.clientMsgID)).toEqual(['m1']);
    expect(await conversation()).toMatchObject({ maxSeq: 1 });
  });
});
