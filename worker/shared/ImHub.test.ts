import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { groupConversationId } from '../../protocol/group';
import { singleConversationId } from '../../protocol/im';
import type { ChatClientEvent } from '../../protocol/imWorkerApi';
import { FakeClock } from '../core/testing/FakeClock';
import { FakeImServer } from '../core/testing/FakeImServer';
import { makeCore } from '../core/testing/makeCore';
import { ImHub } from './ImHub';

let hub: ImHub | undefined;
afterEach(() => hub?.core.dispose());

function tabs(n: number) {
  const server = new FakeImServer();
  const clock = new FakeClock();
  hub = new ImHub(makeCore(server, clock), () => clock.now());
  const list = Array.from({ length: n }, () => ({ api: hub!.openTab(), events: [] as ChatClientEvent[] }));
  return { server, clock, list };
}

describe('ImHub', () => {
  it('five tabs share one socket; each gets the events it subscribed to; one notify per browser', async () => {
    const { server, list } = tabs(5);
    const other = singleConversationId('2', '3');
    for (const [i, tab] of list.entries()) {
      await tab.api.connect({ kind: 'user', userID: '2', token: 't' });
      const options =
        i === 4 ? { conversationIDs: [other] } : i === 3 ? { events: ['connectionState' as const] } : {};
      await tab.api.subscribe((e) => tab.events.push(e), options);
    }
    await list[1]!.api.setFocus(true);
    await vi.waitFor(async () => expect((await list[0]!.api.getSnapshot()).state).toBe('loggedIn'));
    expect(server.sockets).toHaveLength(1);
    server.push('2', 'OnRecvNewMessage', server.store('1', '2', 'a', 'hi').message);
    await vi.waitFor(() => expect(list[0]!.events.some((e) => e.type === 'recvNewMessageObj')).toBe(true));
    const count = (i: number, type: ChatClientEvent['type']) =>
      list[i]!.events.filter((e) => e.type === type).length;
    expect([0, 1, 2, 3, 4].map((i) => count(i, 'recvNewMessageObj'))).toEqual([1, 1, 1, 0, 0]);
    expect([0, 1, 2, 3, 4].map((i) => count(i, 'notify'))).toEqual([0, 1, 0, 0, 0]);
    expect(count(3, 'connectionState')).toBeGreaterThan(0);
  });

  it('without a focused tab the most recently used one plays the notification; closed tabs get nothing', async () => {
    const { server, clock, list } = tabs(3);
    for (const tab of list) {
      await tab.api.connect({ kind: 'user', userID: '2', token: 't' });
      await tab.api.subscribe((e) => tab.events.push(e));
    }
    clock.advance(10);
    await list[2]!.api.setFocus(true);
    await list[2]!.api.setFocus(false);
    await list[0]!.api.close();
    await vi.waitFor(async () => expect((await list[1]!.api.getSnapshot()).state).toBe('loggedIn'));
    server.push('2', 'OnRecvNewMessage', server.store('1', '2', 'b', 'yo').message);
    await vi.waitFor(() => expect(list[2]!.events.some((e) => e.type === 'notify')).toBe(true));
    expect(list[1]!.events.some((e) => e.type === 'notify')).toBe(false);
    expect(list[0]!.events.some((e) => e.type === 'recvNewMessageObj')).toBe(false);
  });

  it('follows the union of the matches the tabs show and routes each update to the tabs that show it', async () => {
    const { server, list } = tabs(2);
    for (const tab of list) {
      await tab.api.connect({ kind: 'user', userID: '2', token: 't' });
      await tab.api.subscribe((e) => tab.events.push(e));
    }
    await vi.waitFor(async () => expect((await list[0]!.api.getSnapshot()).state).toBe('loggedIn'));
    await list[0]!.api.followMatches([1, 2]);
    await list[1]!.api.followMatches([2, 3]);
    const followed = () =>
      server.sockets[0]!.requests.filter((f) => f.reqFuncName === 'SubscribeMatches').map(
        (f) => (JSON.parse(f.data) as { matchIds: number[] }).matchIds,
      );
    await vi.waitFor(() => expect(followed().at(-1)).toEqual([1, 2, 3]));
    const update = (matchId: number) => ({
      matchId,
      version: 1,
      sportId: 1,
      kickoffAt: 0,
      feedStatus: 'firstHalf',
      status: 'live',
      period: 1,
      periodStartedAt: 0,
      homeScore: [1],
      awayScore: [0],
      vbScores: null,
      score: [
        { value: 1, bracket: null },
        { value: 0, bracket: null },
      ],
      notification: null,
      at: 0,
    });
    server.push('2', 'OnMatchUpdate', update(2));
    server.push('2', 'OnMatchUpdate', update(1));
    server.push('2', 'OnMatchUpdate', { matchId: 3 }); // malformed: dropped
    const got = (i: number) =>
      list[i]!.events.flatMap((e) => (e.type === 'matchUpdate' ? [e.update.matchId] : []));
    await vi.waitFor(() => expect(got(0)).toEqual([2, 1]));
    expect(got(1)).toEqual([2]);
    await list[1]!.api.close();
    await vi.waitFor(() => expect(followed().at(-1)).toEqual([1, 2]));
  });

  it('forwards the core calls by name: the arguments reach ImCore, its answer or refusal comes back', async () => {
    const { list } = tabs(1);
    const tab = list[0]!.api;
    const core = hub!.core;
    const revoke = vi.spyOn(core, 'revoke').mockResolvedValue({ errCode: 4242 });
    const retry = vi.spyOn(core, 'retry').mockRejectedValue(new Error('refused'));
    expect(await tab.revoke('si_1_2', 'm-1')).toEqual({ errCode: 4242 });
    expect(revoke).toHaveBeenCalledWith('si_1_2', 'm-1');
    await expect(tab.retry('m-2')).rejects.toThrow('refused');
    expect(retry).toHaveBeenCalledWith('m-2');
    // Unmocked: a guest cannot send, and the core's refusal reaches the tab.
    await tab.connect({ kind: 'guest' });
    await expect(tab.send({ recvID: '1', contentType: 101, content: '{"text":"x"}' })).rejects.toThrow(
      /login required/,
    );
  });

  it('a group read receipt goes only to the tabs showing that group (and to those showing everything)', async () => {
    const { server, list } = tabs(3);
    const group = groupConversationId('10');
    const options = [{ conversationIDs: [group] }, { conversationIDs: [singleConversationId('1', '2')] }, {}];
    for (const [i, tab] of list.entries()) {
      await tab.api.connect({ kind: 'user', userID: '2', token: 't' });
      await tab.api.subscribe((e) => tab.events.push(e), options[i]);
    }
    await vi.waitFor(async () => expect((await list[0]!.api.getSnapshot()).state).toBe('loggedIn'));
    const receipt = { conversationID: group, groupID: '10', userID: '3', hasReadSeq: 4 };
    server.push('2', 'OnRecvGroupReadReceipt', receipt);
    const got = (i: number) => list[i]!.events.filter((e) => e.type === 'recvGroupMessageReadReceiptList');
    await vi.waitFor(() => expect(got(2)).toHaveLength(1));
    expect(got(0)).toEqual([{ type: 'recvGroupMessageReadReceiptList', receipts: [receipt] }]);
    expect(got(1)).toHaveLength(0);
  });
});
