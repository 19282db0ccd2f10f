/**
 * Issue 13: a room moderator whose role was revoked loses its powers in the live chat at once,
 * not when it rejoins. A send checks the role with mute-all and the user's mute as they are now:
 * from the room's cache on the node, which every moderation notice of the room empties as it
 * reaches the node (before the room's batch carries it), so the change counts at the next send.
 * A change made with no notice at all (a row edited by hand) counts at the room's next notice, and
 * at the latest after CHAT_STATE_TTL_MS.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import type { RoomMessage } from '../../../protocol/room';
import { expectSuccess } from '../../../test/helpers/expectations';
import type { ImClient } from '../../../test/helpers/imClient';
import { type ChatUser, type ImServer, startImServer } from '../../../test/helpers/imServer';
import { roomRoles, roomState } from '../../db/schema';
import { CHAT_STATE_TTL_MS } from './chatStateCache';

let serial = 0;
const say = (roomID: string, text: string) => ({
  roomID,
  clientMsgID: `ras${++serial}`,
  contentType: 101,
  content: JSON.stringify({ text }),
});

describe('room roles at send time', () => {
  let im: ImServer;
  let owner: ChatUser;
  let room: string;

  async function viewer(): Promise<ChatUser> {
    const u = await im.s.createUser({ role: 'viewer', anchorStatus: 'none' });
    return {
      id: u.id,
      userID: String(u.id),
      username: u.username,
      token: await im.s.login(u.username, u.password),
    };
  }
  const api = <N extends Parameters<ImServer['s']['call']>[0]>(
    who: ChatUser,
    name: N,
    body: Parameters<ImServer['s']['call']>[1] & object,
  ) => im.s.call(name, body as never, { token: who.token });

  async function assistantIn(roomID: string): Promise<{ user: ChatUser; client: ImClient }> {
    const user = await viewer();
    expectSuccess(await api(owner, 'editUser', { roomID, userID: user.userID, role: 'assistant' }));
    const client = await im.connect(user);
    const joined = await client.ok<{ role: string; speakIntervalS: number }>('JoinRoom', { roomID });
    expect(joined).toMatchObject({ role: 'assistant', speakIntervalS: 0 });
    return { user, client };
  }

  beforeAll(async () => {
    im = await startImServer('pglite');
    owner = await im.user();
    room = `room_${owner.id}`;
  });
  afterAll(async () => {
    await im?.close();
  });

  it('refuses a former assistant past mute-all changed with no notice: at the next notice, else after the ttl', async () => {
    const { user, client } = await assistantIn(room);
    // Two lines in a row: a moderator skips the speaking interval (and the node now holds its state).
    await client.ok('SendRoomMessage', say(room, 'as assistant 1'));
    await client.ok('SendRoomMessage', say(room, 'as assistant 2'));
    // The role is gone and mute-all is on in the database, with no notice on the bus (rows edited by
    // hand: the node's cache and the joined socket still hold the assistant).
    const db = im.s.ctx.database.db;
    await db.delete(roomRoles).where(and(eq(roomRoles.roomKey, room), eq(roomRoles.userId, user.id)));
    await db
      .insert(roomState)
      .values({ roomKey: room, muteAll: true, updatedAt: new Date() })
      .onConflictDoUpdate({ target: roomState.roomKey, set: { muteAll: true } });
    // Any moderation notice of the room (here a mute of someone else) makes the node read it all again.
    const other = await viewer();
    expectSuccess(
      await api(owner, 'stopChat', { roomID: room, action: 'mute', userID: other.userID, duration: 10 }),
    );
    const refused = await client.call('SendRoomMessage', say(room, 'past mute-all'));
    expect(refused).toMatchObject({ errCode: ErrorCode.CannotSpeak, data: { muteAll: true } });
    // Mute-all lifted by hand, with no notice: it counts once what the node read is CHAT_STATE_TTL_MS old.
    await db.update(roomState).set({ muteAll: false }).where(eq(roomState.roomKey, room));
    im.clock.advance(CHAT_STATE_TTL_MS);
    // Without mute-all the former assistant is a viewer: one line, then the speaking interval.
    const line = await client.ok<{ msgID: string }>('SendRoomMessage', say(room, 'as viewer'));
    const seen = await client.waitFor(
      (f) =>
        f.event === 'OnRoomMessages' &&
        (f.data as { messages: RoomMessage[] }).messages.some((m) => m.msgID === line.msgID),
    );
    const mine = (seen.data as { messages: RoomMessage[] }).messages.find((m) => m.msgID === line.msgID);
    expect(mine?.role).toBe('viewer');
    const interval = await client.call('SendRoomMessage', say(room, 'too soon'));
    expect(interval.errCode).toBe(ErrorCode.SpeakingInterval);
  });

  it('refuses every send right after the anchor revokes the assistant and turns on mute-all', async () => {
    const second = await im.user();
    const other = `room_${second.id}`;
    const prevOwner = owner;
    owner = second;
    try {
      const { user, client } = await assistantIn(other);
      // A busy room: a line was just sent, so the room's next batch (with the notices) waits ROOM_BATCH_MS.
      const anchorSocket = await im.connect(second);
      await anchorSocket.ok('JoinRoom', { roomID: other });
      const line = await anchorSocket.ok<{ msgID: string }>('SendRoomMessage', say(other, 'busy'));
      await client.waitFor(
        (f) =>
          f.event === 'OnRoomMessages' &&
          (f.data as { messages: RoomMessage[] }).messages.some((m) => m.msgID === line.msgID),
      );
      // The assistant speaks: the node now holds its state as an assistant.
      await client.ok('SendRoomMessage', say(other, 'as assistant'));
      expectSuccess(await api(second, 'editUser', { roomID: other, userID: user.userID, role: 'none' }));
      expectSuccess(await api(second, 'stopChat', { roomID: other, action: 'muteAll' }));
      // At once, before the room's batch carries the notices: three lines in a burst.
      const replies = await Promise.all(
        [1, 2, 3].map((i) => client.call('SendRoomMessage', say(other, `burst ${i}`))),
      );
      expect(replies.map((r) => r.errCode)).toEqual([
        ErrorCode.CannotSpeak,
        ErrorCode.CannotSpeak,
        ErrorCode.CannotSpeak,
      ]);
    } finally {
      owner = prevOwner;
    }
  });
});
