/**
 * Room chat over real sockets (two clients and more): join and history, the entry message,
 * batched delivery, the §5/§8 refusals of a send, and the notices of moderation (mute with its end
 * time, clear screen, delete, mute all, blacklist), red envelopes shown to the room.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { ROOM_BATCH_MS, ROOM_HISTORY_MAX, type RoomMessage, type RoomNotice } from '../../../protocol/room';
import { expectSuccess } from '../../../test/helpers/expectations';
import type { ImClient, Received } from '../../../test/helpers/imClient';
import { type ChatUser, type ImServer, startImServer } from '../../../test/helpers/imServer';
import { BACKENDS, backendAvailable } from '../../../test/helpers/testServer';
import { grant } from '../wallet/grant';

interface JoinReply {
  roomID: string;
  role: string;
  history: RoomMessage[];
  online: number;
  muteAll: boolean;
  mute: { until: number | null; matchId: number | null } | null;
  redPackets: { id: number; state: string }[];
}

let serial = 0;
const say = (roomID: string, text: string) => ({
  roomID,
  clientMsgID: `r${++serial}`,
  contentType: 101,
  content: JSON.stringify({ text }),
});

/** Every room message a client received, in order, and how many frames carried them. */
function roomMessages(c: ImClient, roomID: string): { messages: RoomMessage[]; frames: number } {
  const frames = c.received.filter(
    (f) => f.event === 'OnRoomMessages' && (f.data as { roomID: string }).roomID === roomID,
  );
  return {
    messages: frames.flatMap((f) => (f.data as { messages: RoomMessage[] }).messages),
    frames: frames.length,
  };
}

const chatTexts = (c: ImClient, roomID: string) =>
  roomMessages(c, roomID)
    .messages.filter((m) => m.kind === 'chat')
    .map((m) => (m.content as { text: string }).text);

function notice<T extends RoomNotice['type']>(
  c: ImClient,
  type: T,
): Promise<Extract<RoomNotice, { type: T }>> {
  return c
    .waitFor(
      (f: Received) => f.event === 'OnRoomNotice' && (f.data as RoomNotice).type === type,
      `notice ${type}`,
    )
    .then((f) => f.data as Extract<RoomNotice, { type: T }>);
}

describe.each(BACKENDS)('room chat [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let im: ImServer;
    let owner: ChatUser;
    let room: string;

    async function viewerUser(): Promise<ChatUser> {
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

    async function joined(
      user: ChatUser | undefined,
      roomID = room,
    ): Promise<{ client: ImClient; reply: JoinReply }> {
      const client = user ? await im.connect(user) : await im.guest();
      return { client, reply: await client.ok<JoinReply>('JoinRoom', { roomID }) };
    }

    beforeAll(async () => {
      im = await startImServer(backend);
      owner = await im.user();
      room = `room_${owner.id}`;
    });
    afterAll(async () => {
      await im?.close();
    });

    it('lets a guest read and a user write; announces the user; gives late joiners the history', async () => {
      const { client: guest, reply } = await joined(undefined);
      expect(reply).toMatchObject({ roomID: room, role: 'guest', history: [], muteAll: false, mute: null });
      const lily = await viewerUser();
      const { client: c } = await joined(lily);
      const enter = await guest.waitFor(
        (f) =>
          f.event === 'OnRoomMessages' && roomMessages(guest, room).messages.some((m) => m.kind === 'enter'),
      );
      expect((enter.data as { messages: RoomMessage[] }).messages[0]).toMatchObject({
        kind: 'enter',
        sendID: lily.userID,
      });
      const sent = await c.ok<{ msgID: string; sendTime: number }>(
        'SendRoomMessage',
        say(room, 'hello room [::3::]'),
      );
      expect(sent.msgID.startsWith(`${lily.userID}.`)).toBe(true);
      await guest.waitFor(() => chatTexts(guest, room).includes('hello room [::3::]'));
      const refused = await guest.call('SendRoomMessage', say(room, 'guest line'));
      expect(refused.errCode).toBe(ErrorCode.LoginRequired);
      const { reply: late } = await joined(await viewerUser());
      expect(late.history.filter((m) => m.kind === 'chat').map((m) => m.msgID)).toEqual([sent.msgID]);
      expect(late.history.some((m) => m.kind === 'enter')).toBe(false);
      expect(late.online).toBeGreaterThanOrEqual(3);
    });

    it("signs a joined member's next message with the nickname they just changed", async () => {
      const lily = await viewerUser();
      const { client: c } = await joined(lily);
      expectSuccess(await api(lily, 'editProfile', { nickname: 'Lily Renamed' }));
      // The change reaches the room hub over the bus (every node), not at the next join.
      await expect
        .poll(async () => {
          const sent = await c.ok<{ msgID: string }>('SendRoomMessage', say(room, `after ${Date.now()}`));
          im.clock.advance(10_000); // past the speaking interval
          const { reply } = await joined(await viewerUser());
          return reply.history.find((m) => m.msgID === sent.msgID)?.nickname;
        })
        .toBe('Lily Renamed');
    });

    it('batches: each socket gets the messages of a burst in order, in fewer frames than messages', async () => {
      const { client: listener } = await joined(await viewerUser());
      const { client: anchorSocket } = await joined(owner);
      const texts = Array.from({ length: 30 }, (_, i) => `burst ${i}`);
      const t0 = Date.now();
      await Promise.all(texts.map((t) => anchorSocket.ok('SendRoomMessage', say(room, t))));
      await listener.waitFor(() => chatTexts(listener, room).includes('burst 29'), 'the whole burst');
      const got = chatTexts(listener, room).filter((t) => t.startsWith('burst'));
      expect(got).toEqual(texts);
      const frames = listener.received.filter((f) => f.event === 'OnRoomMessages');
      const burstFrames = frames.filter((f) =>
        (f.data as { messages: RoomMessage[] }).messages.some((m) =>
          JSON.stringify(m.content).includes('burst'),
        ),
      );
      expect(burstFrames.length).toBeLessThan(texts.length);
      expect(burstFrames.length).toBeLessThanOrEqual(Math.ceil((Date.now() - t0) / ROOM_BATCH_MS) + 1);
      const { reply } = await joined(await viewerUser());
      expect(reply.history.length).toBeLessThanOrEqual(ROOM_HISTORY_MAX);
      expect(reply.history.at(-1)?.content).toEqual({ text: 'burst 29' });
    });

    it('refuses a send not in the room, invalid, with sensitive words, too fast or repeated', async () => {
      const ken = await viewerUser();
      const c = await im.connect(ken);
      expect((await c.call('SendRoomMessage', say(room, 'not joined'))).errCode).toBe(ErrorCode.NotInRoom);
      await c.ok('JoinRoom', { roomID: room });
      const long = await c.call('SendRoomMessage', say(room, 'x'.repeat(201)));
      expect(long.errCode).toBe(ErrorCode.InvalidInput);
      expect((await c.call('SendRoomMessage', say(room, 'f r e e b e t here'))).errCode).toBe(
        ErrorCode.SensitiveWords,
      );
      expect((await c.call('SendRoomMessage', { ...say(room, 'x'), content: '{' })).errCode).toBe(
        ErrorCode.InvalidInput,
      );
      await c.ok('SendRoomMessage', say(room, 'first'));
      const fast = await c.call('SendRoomMessage', say(room, 'second'));
      expect(fast).toMatchObject({ errCode: ErrorCode.SpeakingInterval, data: { interval: 2 } });
      im.clock.advance(2_500);
      expect((await c.call('SendRoomMessage', say(room, 'first'))).errCode).toBe(ErrorCode.DuplicateContent);
      im.clock.advance(2_500);
      await c.ok('SendRoomMessage', {
        ...say(room, ''),
        contentType: 115,
        content: JSON.stringify({ index: 7 }),
      });
      expect((await c.call('JoinRoom', { roomID: 'room_999999' })).errCode).toBe(ErrorCode.NotFound);
      expect((await c.call('JoinRoom', { roomID: 'lobby' })).errCode).toBe(ErrorCode.InvalidInput);
    });

    it('mutes a viewer for 10 minutes: the room hears it, the viewer is refused with the end time, then speaks again', async () => {
      const mia = await viewerUser();
      const { client: c } = await joined(mia);
      const { client: watcher } = await joined(await viewerUser());
      const muted = expectSuccess(
        await api(owner, 'stopChat', { roomID: room, action: 'mute', userID: mia.userID, duration: 10 }),
      );
      const until = im.clock.now() + 10 * 60_000;
      expect(muted).toMatchObject({ until, matchId: null });
      expect(await notice(watcher, 'mute')).toMatchObject({ userID: mia.userID, until, by: owner.userID });
      const refused = await c.call('SendRoomMessage', say(room, 'can I speak?'));
      expect(refused).toMatchObject({ errCode: ErrorCode.MutedInRoom, data: { until, matchId: null } });
      const rejoin = await c.ok<JoinReply>('JoinRoom', { roomID: room });
      expect(rejoin.mute).toEqual({ until, matchId: null });
      im.clock.advance(10 * 60_000 + 1);
      await c.ok('SendRoomMessage', say(room, 'back again'));
    });

    it('mute all stops viewers but not moderators, and lifts', async () => {
      const v = await viewerUser();
      const { client: c } = await joined(v);
      const { client: anchorSocket } = await joined(owner);
      expectSuccess(await api(owner, 'stopChat', { roomID: room, action: 'muteAll' }));
      expect(await notice(c, 'muteAll')).toMatchObject({ on: true });
      expect((await c.call('SendRoomMessage', say(room, 'quiet?'))).errCode).toBe(ErrorCode.CannotSpeak);
      await anchorSocket.ok('SendRoomMessage', say(room, 'the anchor still talks'));
      expectSuccess(await api(owner, 'stopChat', { roomID: room, action: 'unmuteAll' }));
      im.clock.advance(3_000);
      await c.ok('SendRoomMessage', say(room, 'talking again'));
    });

    it('clears every screen and the history; deletes one message everywhere', async () => {
      const a = await viewerUser();
      const { client: ca } = await joined(a);
      const { client: cb } = await joined(await viewerUser());
      const keep = await ca.ok<{ msgID: string }>('SendRoomMessage', say(room, 'to be deleted'));
      await cb.waitFor(() => chatTexts(cb, room).includes('to be deleted'));
      expectSuccess(await api(owner, 'chatMessageDelete', { roomID: room, msgID: keep.msgID }));
      expect(await notice(cb, 'delete')).toMatchObject({ msgID: keep.msgID, by: owner.userID });
      const { reply: after } = await joined(await viewerUser());
      expect(after.history.some((m) => m.msgID === keep.msgID)).toBe(false);
      expect(after.history.length).toBeGreaterThan(0);
      expectSuccess(await api(owner, 'clearMsg', { roomID: room }));
      expect(await notice(ca, 'clear')).toMatchObject({ by: owner.userID });
      const { reply: cleared } = await joined(await viewerUser());
      expect(cleared.history).toEqual([]);
    });

    it('blacklists: the user leaves the room on its sockets and cannot join again until lifted', async () => {
      const bo = await viewerUser();
      const { client: c } = await joined(bo);
      expectSuccess(await api(owner, 'roomBlacklistSet', { roomID: room, userID: bo.userID, on: true }));
      expect(await notice(c, 'blacklist')).toMatchObject({ userID: bo.userID, on: true });
      await new Promise((r) => setTimeout(r, ROOM_BATCH_MS * 2));
      expect((await c.call('SendRoomMessage', say(room, 'still here?'))).errCode).toBe(ErrorCode.NotInRoom);
      expect((await c.call('JoinRoom', { roomID: room })).errCode).toBe(ErrorCode.RoomBlacklisted);
      expectSuccess(await api(owner, 'roomBlacklistSet', { roomID: room, userID: bo.userID, on: false }));
      await c.ok('JoinRoom', { roomID: room });
    });

    it('shows a red envelope to the room and to late joiners; viewers open it', async () => {
      const { client: c } = await joined(await viewerUser());
      await grant(im.s.ctx, owner.id, 'coin', 1000);
      const sent = expectSuccess(
        await api(owner, 'redPacketSend', {
          roomID: room,
          kind: 'lucky',
          content: 'coin',
          count: 2,
          total: 50,
          limitHours: 3,
        }),
      );
      const shown = await notice(c, 'redPacket');
      expect(shown.redPacket).toMatchObject({
        id: sent.redPacket.id,
        kind: 'lucky',
        count: 2,
        state: 'available',
      });
      const { reply } = await joined(await viewerUser());
      expect(reply.redPackets.map((p) => p.id)).toContain(sent.redPacket.id);
      // Opened by viewers who joined the room's chat (as the room page does).
      const [x, y] = [await viewerUser(), await viewerUser()];
      await Promise.all([joined(x), joined(y)]);
      const a = expectSuccess(await api(x, 'redPacketOpen', { id: sent.redPacket.id, roomID: room }));
      const b = expectSuccess(await api(y, 'redPacketOpen', { id: sent.redPacket.id, roomID: room }));
      expect(a.amount + b.amount).toBe(50);
      expect(await notice(c, 'redPacketDone')).toMatchObject({ id: sent.redPacket.id });
    });

    it('announces gifts to the room and the online count over the room', async () => {
      const giver = await viewerUser();
      await grant(im.s.ctx, giver.id, 'coin', 100);
      const { client: c } = await joined(giver);
      expectSuccess(await api(giver, 'sendMoneyToOne', { roomID: room, giftId: 2, count: 3 }));
      await c.waitFor(() =>
        roomMessages(c, room).messages.some((m) => m.kind === 'gift' && m.sendID === giver.userID),
      );
      const online = expectSuccess(await api(giver, 'onlineCount', { roomID: room }));
      expect(online.online).toBeGreaterThan(0);
      await c.ok('LeaveRoom', { roomID: room });
      expect((await c.call('SendRoomMessage', say(room, 'gone'))).errCode).toBe(ErrorCode.NotInRoom);
    });
  });
});
