import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import { ContentType, IM_RECONNECT_MS, type RequestFrame, singleConversationId } from '../../protocol/im';
import type { ImCore } from './ImCore';
import { SEND_RETRY_MAX } from './OutboxPump';
import { FakeClock } from './testing/FakeClock';
import { FakeImServer, type Reply } from './testing/FakeImServer';
import { databasePrefix, flush, makeCore } from './testing/makeCore';

/** Issue 17 part 3: a transient refusal in the middle of a conversation's sends must not reorder them. */

const alice = { kind: 'user', userID: '1', token: 'tok-a' } as const;
const conversationID = singleConversationId('1', '2');
const text = (t: string) => ({
  recvID: '2',
  contentType: ContentType.Text,
  content: JSON.stringify({ text: t }),
});

const cores: ImCore[] = [];
afterEach(() => cores.splice(0).forEach((c) => c.dispose()));

async function start(server: FakeImServer, clock: FakeClock, sendWindow?: number) {
  const core = makeCore(server, clock, () => 0.5, databasePrefix(), sendWindow);
  cores.push(core);
  await core.connect(alice);
  await vi.waitFor(() => expect(core.getSnapshot().state).toBe('loggedIn'));
  return core;
}

/** Refuses the `nth` SendMessage frame the server receives (1-based) with `errCode` and `data`. */
function refuseNth(server: FakeImServer, nth: number[], errCode: number, data: unknown = {}) {
  let count = 0;
  server.extra = (_me: string, frame: RequestFrame): Reply | undefined => {
    if (frame.reqFuncName !== 'SendMessage') return undefined;
    count++;
    return nth.includes(count) ? { errCode, data } : undefined;
  };
}

const sentIds = (server: FakeImServer) =>
  server.requests('SendMessage').map((f) => (JSON.parse(f.data) as { clientMsgID: string }).clientMsgID);
const storedIds = (server: FakeImServer) =>
  (server.conversations.get(conversationID) ?? []).map((m) => m.clientMsgID);

describe('outbox order under transient refusals', () => {
  it('1004 for the 3rd of 6: the rest wait, it is resent after the back-off, seqs follow the written order', async () => {
    const server = new FakeImServer();
    const clock = new FakeClock();
    const core = await start(server, clock);
    refuseNth(server, [3], ErrorCode.Internal);
    const sent = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((t) => core.send(text(t))));
    const ids = sent.map((m) => m.clientMsgID);
    await vi.waitFor(() => expect(sentIds(server)).toHaveLength(3));
    await flush();
    await flush();
    // Held: nothing after the refused message goes out, and it is not marked failed.
    expect(sentIds(server)).toEqual(ids.slice(0, 3));
    expect((await core.messages(conversationID)).find((m) => m.clientMsgID === ids[2])).toMatchObject({
      status: 'sending',
      errCode: 0,
    });
    clock.advance(IM_RECONNECT_MS - 1);
    await flush();
    expect(sentIds(server)).toHaveLength(3);
    clock.advance(1);
    await vi.waitFor(async () =>
      expect((await core.messages(conversationID)).map((m) => m.status)).toEqual(Array(6).fill('succeeded')),
    );
    expect(sentIds(server)).toEqual([...ids.slice(0, 3), ...ids.slice(2)]);
    expect(storedIds(server)).toEqual(ids);
    expect((await core.messages(conversationID)).map((m) => [m.clientMsgID, m.seq])).toEqual(
      ids.map((id, i) => [id, i + 1]),
    );
    expect(core.outboxSize).toBe(0);
  });

  it('4006 waits data.interval; with a window, what is written after the refusal never overtakes it', async () => {
    const server = new FakeImServer();
    const clock = new FakeClock();
    const core = await start(server, clock, 8);
    refuseNth(server, [3], ErrorCode.SpeakingInterval, { interval: 2 });
    const first = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((t) => core.send(text(t))));
    const ids = first.map((m) => m.clientMsgID);
    // The window was on the wire before the refusal came back: 4-6 are stored already (nothing can
    // unstore them; that is why the browser's window is 1, see platform.ts).
    await vi.waitFor(() => expect(storedIds(server)).toEqual([ids[0], ids[1], ids[3], ids[4], ids[5]]));
    await flush();
    const later = await Promise.all(['g', 'h'].map((t) => core.send(text(t))));
    await flush();
    await flush();
    expect(sentIds(server)).toEqual(ids);
    clock.advance(1_999);
    await flush();
    expect(sentIds(server)).toEqual(ids);
    clock.advance(1);
    await vi.waitFor(() => expect(sentIds(server)).toHaveLength(9));
    expect(sentIds(server)).toEqual([...ids, ids[2], ...later.map((m) => m.clientMsgID)]);
    await vi.waitFor(() => expect(core.outboxSize).toBe(0));
    const seqOf = new Map((await core.messages(conversationID)).map((m) => [m.clientMsgID, m.seq]));
    for (const m of later) expect(seqOf.get(m.clientMsgID)).toBeGreaterThan(seqOf.get(ids[2]!)!);
  });

  it('a message refused on every retry fails with its code after SEND_RETRY_MAX; the rest then go on', async () => {
    const server = new FakeImServer();
    const clock = new FakeClock();
    const core = await start(server, clock);
    refuseNth(
      server,
      Array.from({ length: SEND_RETRY_MAX + 1 }, (_, i) => i + 1),
      ErrorCode.Internal,
    );
    const [stuck, next] = await Promise.all([core.send(text('stuck')), core.send(text('next'))]);
    for (let i = 0; i < SEND_RETRY_MAX; i++) {
      await vi.waitFor(() => expect(sentIds(server)).toHaveLength(i + 1));
      // Small steps with the socket's work in between: the heartbeat keeps the connection up.
      for (let waited = 0; sentIds(server).length === i + 1 && waited < 40_000; waited += 250) {
        clock.advance(250);
        await flush();
      }
    }
    await vi.waitFor(async () =>
      expect((await core.messages(conversationID)).map((m) => [m.clientMsgID, m.status, m.errCode])).toEqual([
        [next.clientMsgID, 'succeeded', 0],
        [stuck.clientMsgID, 'failed', ErrorCode.Internal],
      ]),
    );
    expect(sentIds(server)).toEqual([...Array(SEND_RETRY_MAX + 1).fill(stuck.clientMsgID), next.clientMsgID]);
  });
});
