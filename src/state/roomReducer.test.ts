import { describe, expect, it } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import {
  type JoinRoomReply,
  type RedPacketSummary,
  ROOM_HISTORY_MAX,
  type RoomMessage,
  type RoomNotice,
} from '../../protocol/room';
import {
  initialRoomView,
  isMuted,
  joinedPatch,
  noticePatch,
  openableRedPackets,
  ROOM_VIEW_MAX,
  type RoomView,
  withMessages,
} from './roomReducer';

const ROOM = 'room_4';
let serial = 0;
const line = (text: string, sendID = '3', sendTime = 1000 + ++serial): RoomMessage => ({
  msgID: `${sendID}.${++serial}`,
  kind: 'chat',
  sendID,
  nickname: `n${sendID}`,
  faceURL: null,
  role: 'viewer',
  contentType: 101,
  content: { text },
  sendTime,
});
const envelope = (id: number, patch: Partial<RedPacketSummary> = {}): RedPacketSummary => ({
  id,
  roomID: ROOM,
  senderID: '4',
  senderNickname: 'Coach',
  kind: 'lucky',
  content: 'coin',
  tier: null,
  count: 3,
  claimed: 0,
  createdAt: 0,
  expiresAt: 10_000,
  state: 'available',
  ...patch,
});
const reply = (history: RoomMessage[], patch: Partial<JoinRoomReply> = {}): JoinRoomReply => ({
  roomID: ROOM,
  role: 'viewer',
  history,
  online: 5,
  muteAll: false,
  mute: null,
  speakIntervalS: 2,
  redPackets: [],
  ...patch,
});
const apply = (view: RoomView, notice: RoomNotice, me = '7') => ({
  ...view,
  ...noticePatch(view, notice, me),
});

describe('room view: messages', () => {
  it('keeps one message per msgID and at most ROOM_VIEW_MAX, the newest', () => {
    let view = initialRoomView();
    const a = line('a');
    view = { ...view, messages: withMessages(view, [a, a]) };
    view = { ...view, messages: withMessages(view, [a, line('b')]) };
    expect(view.messages.map((m) => m.content)).toEqual([{ text: 'a' }, { text: 'b' }]);
    const many = Array.from({ length: ROOM_VIEW_MAX + 20 }, (_, i) => line(`m${i}`));
    view = { ...view, messages: withMessages(view, many) };
    expect(view.messages).toHaveLength(ROOM_VIEW_MAX);
    expect(view.messages.at(-1)?.content).toEqual({ text: `m${ROOM_VIEW_MAX + 19}` });
  });

  it('a join replaces what the history covers: messages cleared or deleted while away disappear', () => {
    const kept = line('kept');
    const gone = line('deleted while away');
    const view = { ...initialRoomView(), messages: [gone, kept] };
    const joined = {
      ...view,
      ...joinedPatch(view, reply([kept, line('new')], { role: 'admin', online: 9 })),
    };
    expect(joined.messages.map((m) => (m.content as { text: string }).text)).toEqual(['kept', 'new']);
    expect(joined).toMatchObject({ status: 'joined', role: 'admin', online: 9 });
  });

  it('a full history keeps the older messages held before it', () => {
    const older = line('older', '3', 1);
    const history = Array.from({ length: ROOM_HISTORY_MAX }, (_, i) => line(`h${i}`, '3', 100 + i));
    const view = { ...initialRoomView(), messages: [older, ...history.slice(0, 3)] };
    const joined = joinedPatch(view, reply(history)).messages!;
    expect(joined[0]).toBe(older);
    expect(joined).toHaveLength(ROOM_HISTORY_MAX + 1);
  });
});

describe('room view: notices', () => {
  it('applies a mute and unmute of me only, with the end time', () => {
    const base = initialRoomView();
    const other = apply(base, {
      type: 'mute',
      roomID: ROOM,
      userID: '8',
      nickname: 'x',
      by: '4',
      until: 5,
      matchId: null,
    });
    expect(other.mute).toBeNull();
    const muted = apply(base, {
      type: 'mute',
      roomID: ROOM,
      userID: '7',
      nickname: 'me',
      by: '4',
      until: 5000,
      matchId: null,
    });
    expect(muted.mute).toEqual({ until: 5000, matchId: null });
    expect(isMuted(muted.mute, 4999)).toBe(true);
    expect(isMuted(muted.mute, 5000)).toBe(false);
    expect(isMuted({ until: null, matchId: 3 }, 1e15)).toBe(true);
    expect(
      apply(muted, { type: 'unmute', roomID: ROOM, userID: '7', nickname: 'me', by: '4' }).mute,
    ).toBeNull();
  });

  it('clear empties the list and older late messages stay out; delete removes one', () => {
    const a = line('a', '3', 100);
    const b = line('b', '3', 101);
    const view = { ...initialRoomView(), messages: [a, b] };
    expect(apply(view, { type: 'delete', roomID: ROOM, msgID: a.msgID, by: '4' }).messages).toEqual([b]);
    const cleared = apply(view, { type: 'clear', roomID: ROOM, at: 150, by: '4' });
    expect(cleared).toMatchObject({ messages: [], clearedAt: 150 });
    expect(withMessages(cleared, [line('before clear', '3', 149), line('after', '3', 151)])).toHaveLength(1);
  });

  it('role, mute all and blacklist: about me changes my role, interval and status', () => {
    const base = initialRoomView();
    expect(
      apply(base, { type: 'role', roomID: ROOM, userID: '7', nickname: 'me', by: '4', role: 'admin' }),
    ).toMatchObject({
      role: 'admin',
      speakIntervalS: 0,
    });
    expect(
      apply(base, { type: 'role', roomID: ROOM, userID: '9', nickname: 'x', by: '4', role: 'admin' }).role,
    ).toBe('guest');
    expect(apply(base, { type: 'muteAll', roomID: ROOM, on: true, by: '4' }).muteAll).toBe(true);
    const out = apply(base, {
      type: 'blacklist',
      roomID: ROOM,
      userID: '7',
      nickname: 'me',
      by: '4',
      on: true,
    });
    expect(out).toMatchObject({ status: 'left', errCode: ErrorCode.RoomBlacklisted });
    expect(
      apply(base, { type: 'blacklist', roomID: ROOM, userID: '9', nickname: 'x', by: '4', on: true }).status,
    ).toBe('joining');
  });

  it('envelopes: added once, marked taken out, offered only while available and not opened', () => {
    let view = apply(initialRoomView(), { type: 'redPacket', roomID: ROOM, redPacket: envelope(1) });
    view = apply(view, { type: 'redPacket', roomID: ROOM, redPacket: envelope(1) });
    view = apply(view, { type: 'redPacket', roomID: ROOM, redPacket: envelope(2) });
    expect(view.redPackets.map((r) => r.id)).toEqual([1, 2]);
    view = apply(view, { type: 'redPacketDone', roomID: ROOM, id: 1 });
    expect(view.redPackets[0]).toMatchObject({ state: 'takenOut', claimed: 3 });
    expect(openableRedPackets(view, 0).map((r) => r.id)).toEqual([2]);
    expect(openableRedPackets(view, 10_000)).toEqual([]);
    expect(openableRedPackets({ ...view, openedRedPackets: [2] }, 0)).toEqual([]);
  });

  it('keeps the latest banners only', () => {
    let view = initialRoomView();
    for (let i = 1; i <= 5; i++) {
      const item = {
        id: i,
        senderNickname: 's',
        anchorNickname: 'a',
        roomID: ROOM,
        giftId: 1,
        icon: '🌹',
        count: 1,
        coins: 1,
        at: i,
      };
      view = apply(view, { type: 'banner', roomID: ROOM, item });
    }
    expect(view.banners.map((b) => b.id)).toEqual([3, 4, 5]);
  });

  it("follows the anchor's stream: live with its playlist, then offline", () => {
    const streamUrl = '/live/4/17/index.m3u8';
    let view = apply(initialRoomView(), {
      type: 'live',
      roomID: ROOM,
      live: true,
      streamUrl,
      liveSince: 5000,
    });
    expect(view.stream).toEqual({ live: true, streamUrl, liveSince: 5000 });
    view = apply(view, { type: 'live', roomID: ROOM, live: false, streamUrl: null, liveSince: null });
    expect(view.stream).toEqual({ live: false, streamUrl: null, liveSince: null });
  });
});
