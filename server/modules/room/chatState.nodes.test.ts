/**
 * Issue 13 over two nodes: a send on node B checks the chat state B keeps for the room, and a
 * moderation change made through node A (mute, unmute, a staff role, mute-all) counts at B's next
 * send once its notice has reached B over the bus (Redis), without B reading the database per send.
 */
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RequestOf } from '../../../protocol/api';
import { ErrorCode } from '../../../protocol/errors';
import { IM_PATH } from '../../../protocol/im';
import { ROOM_SPEAK_INTERVAL_S, type RoomNotice } from '../../../protocol/room';
import { expectSuccess } from '../../../test/helpers/expectations';
import { ImClient } from '../../../test/helpers/imClient';
import {
  backendAvailable,
  REDIS_URL,
  redisAvailable,
  startTestServer,
  testClock,
  type TestServer,
} from '../../../test/helpers/testServer';
import { memoryCounters } from '../../adapters/counters';
import { anchor, as, type Member, roomOf, viewer } from './testKit';

let serial = 0;
const say = (roomID: string) => ({
  roomID,
  clientMsgID: `node${++serial}`,
  contentType: 101,
  content: JSON.stringify({ text: `line ${serial}` }),
});

describe.skipIf(!backendAvailable('postgres') || !redisAvailable())('room chat state on two nodes', () => {
  const clock = testClock();
  // Shared like Redis counters would be, on the test clock (the speaking interval is moved past).
  const counters = memoryCounters(clock.now);
  let a: TestServer;
  let b: TestServer;
  let onB: ImClient | undefined;

  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_URL!, MATCH_SIMULATOR: '0' };
    a = await startTestServer({ backend: 'postgres', env, now: clock.now, counters });
    b = await startTestServer({ backend: 'postgres', env, now: clock.now, counters, shareDatabaseWith: a });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await onB?.close();
    await b?.close();
    await a?.close();
  });

  /** Resolves once node B has heard the notice (its socket got it in the room's batch). */
  const heard = (type: RoomNotice['type']) =>
    onB!.waitFor((f) => f.event === 'OnRoomNotice' && (f.data as RoomNotice).type === type, `notice ${type}`);

  it("applies a mute, unmute, role and mute-all made through node A at node B's next send", async () => {
    const owner: Member = await anchor(a);
    const user: Member = await viewer(a);
    const room = roomOf(owner);
    const moderate = (body: RequestOf<'stopChat'>) => as(a, owner, 'stopChat', body);
    const port = (b.app.server.address() as AddressInfo).port;
    onB = await ImClient.connect(`ws://127.0.0.1:${port}${IM_PATH}`, { sendID: user.uid, token: user.token });
    await onB.ok('JoinRoom', { roomID: room });
    await onB.ok('SendRoomMessage', say(room));
    // B holds the user's state now: the next sends read no database unless a notice empties it.
    expect(b.ctx.runtimes.room.chatCache(room)?.size).toBe(1);

    const muted = expectSuccess(
      await moderate({ roomID: room, action: 'mute', userID: user.uid, duration: 10 }),
    );
    await heard('mute');
    expect(await onB.call('SendRoomMessage', say(room))).toMatchObject({
      errCode: ErrorCode.MutedInRoom,
      data: { until: muted.until, matchId: null },
    });

    expectSuccess(await moderate({ roomID: room, action: 'unmute', userID: user.uid }));
    await heard('unmute');
    clock.advance(ROOM_SPEAK_INTERVAL_S * 1000);
    await onB.ok('SendRoomMessage', say(room));

    // Appointed through A: B lets the assistant past mute-all; revoked through A: refused at once.
    expectSuccess(await as(a, owner, 'editUser', { roomID: room, userID: user.uid, role: 'assistant' }));
    expectSuccess(await moderate({ roomID: room, action: 'muteAll' }));
    await heard('muteAll');
    await onB.ok('SendRoomMessage', say(room));
    await onB.ok('SendRoomMessage', say(room));
    expectSuccess(await as(a, owner, 'editUser', { roomID: room, userID: user.uid, role: 'none' }));
    await onB.waitFor(
      (f) => f.event === 'OnRoomNotice' && JSON.stringify(f.data).includes('"role":"viewer"'),
      'the revoke',
    );
    expect(await onB.call('SendRoomMessage', say(room))).toMatchObject({
      errCode: ErrorCode.CannotSpeak,
      data: { muteAll: true },
    });
  });
});
