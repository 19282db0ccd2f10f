import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ChatClientEvent, ImWorkerApi } from '../../protocol/imWorkerApi';
import { FakeClock } from '../core/testing/FakeClock';
import { FakeImServer } from '../core/testing/FakeImServer';
import { databasePrefix, makeCore } from '../core/testing/makeCore';
import { type FallbackEnv, startDedicated, type Wire } from './dedicatedFallback';
import { ImHub } from './ImHub';

/** Tabs of one browser without SharedWorker: one Web Lock, one BroadcastChannel (both in memory). */
function fakeBrowser() {
  const receivers = new Set<(m: Wire) => void>();
  const waiters: (() => void)[] = [];
  let held = false;
  let tabs = 0;
  const grant = () => {
    const next = held ? undefined : waiters.shift();
    if (next) {
      held = true;
      queueMicrotask(next);
    }
  };
  return () => {
    const id = ++tabs;
    let ids = 0;
    let receive: ((m: Wire) => void) | null = null;
    const inbox = (m: Wire) => receive?.(m);
    let leading = false;
    let closed = false;
    const env: FallbackEnv = {
      acquireLeadership(lead) {
        waiters.push(() => {
          leading = true;
          lead();
        });
        grant();
      },
      post(message) {
        if (closed) return; // a closed tab's worker is gone: it answers nothing any more
        const copy = structuredClone(message);
        for (const r of receivers) if (r !== inbox) queueMicrotask(() => r(copy));
      },
      listen(fn) {
        receive = fn;
        receivers.add(inbox);
      },
      randomId: () => `tab-${id}-${++ids}`,
    };
    /** The tab closes: its channel goes quiet and its lock (if it led) passes on. */
    const close = () => {
      closed = true;
      receivers.delete(inbox);
      if (leading) {
        held = false;
        grant();
      }
    };
    return { env, close };
  };
}

const hubs: ImHub[] = [];
afterEach(() => hubs.splice(0).forEach((h) => h.core.dispose()));

/** `sharedDatabase`: every leader's core opens the same IndexedDB databases, as in a real browser. */
async function browserWithTabs(n: number, sharedDatabase = false) {
  const server = new FakeImServer();
  const clock = new FakeClock();
  const openTab = fakeBrowser();
  const prefix = sharedDatabase ? databasePrefix() : undefined;
  const makeHub = () => {
    const hub = new ImHub(makeCore(server, clock, undefined, prefix), () => clock.now());
    hubs.push(hub);
    return hub;
  };
  const tabs: { api: ImWorkerApi; events: ChatClientEvent[]; close(): void }[] = [];
  for (let i = 0; i < n; i++) {
    const { env, close } = openTab();
    const tab = { api: startDedicated(makeHub, env), events: [] as ChatClientEvent[], close };
    await tab.api.connect({ kind: 'user', userID: '2', token: 't' });
    await tab.api.subscribe((e) => tab.events.push(e));
    tabs.push(tab);
  }
  return { server, tabs };
}

const received = (events: ChatClientEvent[]) => events.filter((e) => e.type === 'recvNewMessageObj').length;

describe('dedicated-worker fallback', () => {
  it('elects one leader: one core and one socket; followers call through it and get their events', async () => {
    const { server, tabs } = await browserWithTabs(3);
    await vi.waitFor(async () => expect((await tabs[2]!.api.getSnapshot()).state).toBe('loggedIn'));
    expect(hubs).toHaveLength(1);
    expect(server.open).toHaveLength(1);
    server.push('2', 'OnRecvNewMessage', server.store('1', '2', 'm1', 'hello').message);
    await vi.waitFor(() => expect(tabs.map((t) => received(t.events))).toEqual([1, 1, 1]));
    const sent = await tabs[1]!.api.send({
      recvID: '1',
      contentType: 101,
      content: '{"text":"from a follower"}',
    });
    await vi.waitFor(() => expect(server.requests('SendMessage')).toHaveLength(1));
    expect((await tabs[2]!.api.messages(sent.conversationID)).map((m) => m.clientMsgID)).toContain(
      sent.clientMsgID,
    );
  });

  it('when the leading tab closes, the next one takes over the socket and the followers keep receiving', async () => {
    const { server, tabs } = await browserWithTabs(3);
    await vi.waitFor(async () => expect((await tabs[1]!.api.getSnapshot()).state).toBe('loggedIn'));
    tabs[0]!.close();
    hubs[0]!.core.dispose();
    await vi.waitFor(() => expect(hubs).toHaveLength(2));
    await vi.waitFor(async () => expect((await tabs[2]!.api.getSnapshot()).state).toBe('loggedIn'));
    expect(server.open).toHaveLength(1);
    server.push('2', 'OnRecvNewMessage', server.store('1', '2', 'm2', 'after').message);
    await vi.waitFor(() => expect(tabs.slice(1).map((t) => received(t.events))).toEqual([1, 1]));
  });

  it('a logout reaches every tab, and a later leader does not log the user in again', async () => {
    const { server, tabs } = await browserWithTabs(3);
    await vi.waitFor(async () => expect((await tabs[2]!.api.getSnapshot()).state).toBe('loggedIn'));
    await tabs[1]!.api.forgetUser('2');
    const heard = (t: (typeof tabs)[number]) =>
      t.events.some((e) => e.type === 'userLoggedOut' && e.userID === '2');
    await vi.waitFor(() => expect(tabs.map(heard)).toEqual([true, true, true]));
    const before = server.sockets.length;
    // The leading tab goes before the followers' pages switched to a guest session themselves.
    tabs[0]!.close();
    hubs[0]!.core.dispose();
    await vi.waitFor(() => expect(hubs).toHaveLength(2));
    await vi.waitFor(async () => expect((await tabs[2]!.api.getSnapshot()).state).toBe('loggedIn'));
    expect(await tabs[2]!.api.getSnapshot()).toMatchObject({ guest: true });
    expect(server.sockets.slice(before).map((s) => s.userID)).not.toContain('2');
  });

  it.each([
    ['a follower', 2],
    ['the next leader', 1],
  ])(
    'a send in flight when the leader goes (sent by %s): the new leader sends the same client id, stored once',
    async (_, sender) => {
      const { server, tabs } = await browserWithTabs(3, true);
      await vi.waitFor(async () => expect((await tabs[2]!.api.getSnapshot()).state).toBe('loggedIn'));
      // The leading tab closes right after its socket sent the message: the server stores it, but
      // neither the ack nor the answer to the sending tab ever comes back.
      server.extra = (_user, frame) => {
        if (frame.reqFuncName === 'SendMessage' && server.requests('SendMessage').length === 1) {
          tabs[0]!.close();
          queueMicrotask(() => hubs[0]!.core.dispose());
        }
        return undefined;
      };
      const sent = await tabs[sender]!.api.send({
        recvID: '1',
        contentType: 101,
        content: '{"text":"in flight"}',
      });
      expect(hubs).toHaveLength(2);
      await vi.waitFor(async () =>
        expect(await tabs[sender]!.api.messages(sent.conversationID)).toMatchObject([
          { clientMsgID: sent.clientMsgID, status: 'succeeded', seq: 1 },
        ]),
      );
      const ids = server
        .requests('SendMessage')
        .map((f) => (JSON.parse(f.data) as { clientMsgID: string }).clientMsgID);
      expect(ids.length).toBeGreaterThanOrEqual(2);
      expect(new Set(ids)).toEqual(new Set([sent.clientMsgID]));
      expect(server.conversations.get(sent.conversationID)).toHaveLength(1);
      const other = tabs[3 - sender]!;
      expect(
        (await other.api.messages(sent.conversationID)).filter((m) => m.content.includes('in flight')),
      ).toHaveLength(1);
    },
  );

  it("a call of any tab reaches the leader's core with its arguments; its answer or refusal comes back", async () => {
    const { tabs } = await browserWithTabs(2);
    const core = hubs[0]!.core;
    const revoke = vi.spyOn(core, 'revoke').mockResolvedValue({ errCode: 4242 });
    const retry = vi.spyOn(core, 'retry').mockRejectedValue(new Error('refused'));
    for (const [i, tab] of tabs.entries()) {
      expect(await tab.api.revoke('si_1_2', `m-${i}`)).toEqual({ errCode: 4242 });
      expect(revoke).toHaveBeenLastCalledWith('si_1_2', `m-${i}`);
      await expect(tab.api.retry(`r-${i}`)).rejects.toThrow('refused');
      expect(retry).toHaveBeenLastCalledWith(`r-${i}`);
    }
  });
});
