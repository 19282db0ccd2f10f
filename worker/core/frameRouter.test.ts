import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ChatClientEvent } from '../../protocol/imWorkerApi';
import { type EventFrame, FrameRouter } from './frameRouter';
import type { ImCore } from './ImCore';
import { FakeClock } from './testing/FakeClock';
import { FakeImServer } from './testing/FakeImServer';
import { flush, makeCore } from './testing/makeCore';

const frame = (event: EventFrame['event']): EventFrame => ({
  event,
  errCode: 0,
  errMsg: '',
  data: '',
  operationID: '',
});

describe('FrameRouter', () => {
  it('hands each event kind to the part that owns it, and unclaimed kinds to the fallback', () => {
    const seen: string[] = [];
    const router = new FrameRouter((f) => seen.push(`other:${f.event}`))
      .plug({ OnRecvNewMessage: (f) => seen.push(`chat:${f.event}`) })
      .plug({ OnRoomNotice: (f) => seen.push(`rooms:${f.event}`) });
    router.route(frame('OnRoomNotice'));
    router.route(frame('OnRecvNewMessage'));
    router.route(frame('OnFriendAdded'));
    expect(seen).toEqual(['rooms:OnRoomNotice', 'chat:OnRecvNewMessage', 'other:OnFriendAdded']);
  });

  it('refuses a kind two parts claim', () => {
    const router = new FrameRouter(() => undefined).plug({ OnMatchUpdate: () => undefined });
    expect(() => router.plug({ OnMatchUpdate: () => undefined })).toThrow(/OnMatchUpdate/);
  });
});

const cores: ImCore[] = [];
afterEach(() => cores.splice(0).forEach((c) => c.dispose()));

describe('ImCore event routing', () => {
  it('passes friend events on as they are and drops a malformed match update', async () => {
    const server = new FakeImServer();
    const core = makeCore(server, new FakeClock());
    cores.push(core);
    const events: ChatClientEvent[] = [];
    core.subscribe((e) => events.push(e));
    await core.connect({ kind: 'user', userID: '2', token: 't' });
    await vi.waitFor(() => expect(core.getSnapshot().state).toBe('loggedIn'));
    server.push('2', 'OnMatchUpdate', { matchId: 3 });
    server.push('2', 'OnFriendAdded', { userID: '9' });
    await flush();
    const passed = events.filter((e) => e.type === 'serverEvent' || e.type === 'matchUpdate');
    expect(passed).toEqual([{ type: 'serverEvent', event: 'OnFriendAdded', data: { userID: '9' } }]);
  });
});
