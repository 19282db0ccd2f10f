import { useEffect } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';

import { ErrorCode } from '../../protocol/errors';
import { SdkCode } from '../../protocol/im';
import type { RedPacketOpenResult, RoomSendResult } from '../../protocol/imWorkerApi';
import { ROOM_CONTENT_FACE, ROOM_CONTENT_TEXT } from '../../protocol/roomConstants';
import { call } from '../api/client';
import { ensureChat, myChatId } from './chat';
import { imClient, onImEvent } from './realtime';
import { initialRoomView, joinedPatch, noticePatch, type RoomView, withMessages } from './roomReducer';

export { isMuted, openableRedPackets, type RoomView } from './roomReducer';

/**
 * The live room chats this tab shows (§2 live rooms, §6, issue 5). The worker's one socket joins a
 * room while some view shows it (`useRoom` joins on mount, leaves on unmount) and sends its events
 * through the realtime core's event bus (src/state/realtime.ts); roomReducer.ts turns them into the
 * view. Sends and envelope openings go through the worker; refusals are returned to the caller with
 * their detail.
 */
const rooms = proxy<{ views: Record<string, RoomView> }>({ views: {} });

/** How often the online count is asked again while a room is shown (§7 /anchor/onlineCount). */
export const ROOM_ONLINE_REFRESH_MS = 15_000;

const shown = new Map<string, { count: number; timer: ReturnType<typeof setInterval> }>();

function patch(roomID: string, changes: Partial<RoomView>): void {
  const view = rooms.views[roomID];
  if (!view) return;
  // Lists are replaced, never mutated: kept out of the proxy (cheap snapshots of long lists).
  if (changes.messages) changes.messages = ref(changes.messages);
  Object.assign(view, changes);
}

const leftPatch = (errCode: number): Partial<RoomView> => ({
  status: errCode === ErrorCode.RoomBlacklisted ? 'left' : 'error',
  errCode,
});

// The rooms part of the realtime core: the room kinds of the worker's events.
onImEvent('roomJoined', ({ roomID, state }) => {
  const view = rooms.views[roomID];
  if (view) patch(roomID, joinedPatch(view, state));
});
onImEvent('roomMessages', ({ roomID, messages }) => {
  const view = rooms.views[roomID];
  if (view) patch(roomID, { messages: withMessages(view, messages) });
});
onImEvent('roomNotice', ({ notice }) => {
  const view = rooms.views[notice.roomID];
  if (view) patch(notice.roomID, noticePatch(view, notice, myChatId()));
});
onImEvent('roomLeft', ({ roomID, errCode }) => patch(roomID, leftPatch(errCode)));

const transport = (code: number) => code === SdkCode.NetworkError || code === SdkCode.ConnectionClosed;

async function join(roomID: string): Promise<void> {
  ensureChat();
  const result = await imClient()?.joinRoom(roomID);
  const view = rooms.views[roomID];
  if (!result || !view) return;
  if (result.state) patch(roomID, joinedPatch(view, result.state));
  // 113/111: not connected yet, the worker joins at login and sends 'roomJoined'.
  else if (result.errCode !== 0 && !transport(result.errCode)) patch(roomID, leftPatch(result.errCode));
}

function refreshOnline(roomID: string): void {
  if (document.visibilityState === 'hidden') return;
  call('onlineCount', { roomID }).then(
    (res) => res.success && patch(roomID, { online: res.data.online }),
    () => undefined,
  );
}

function show(roomID: string): void {
  const held = shown.get(roomID);
  if (held) {
    held.count++;
    return;
  }
  rooms.views[roomID] = initialRoomView();
  shown.set(roomID, { count: 1, timer: setInterval(() => refreshOnline(roomID), ROOM_ONLINE_REFRESH_MS) });
  void join(roomID);
}

function hide(roomID: string): void {
  const held = shown.get(roomID);
  if (!held) return;
  if (--held.count > 0) return;
  clearInterval(held.timer);
  shown.delete(roomID);
  delete rooms.views[roomID];
  void imClient()
    ?.leaveRoom(roomID)
    .catch(() => undefined);
}

const EMPTY: RoomView = initialRoomView();

/** Room `roomID` while the calling view is mounted: joined on mount, left on unmount. */
export function useRoom(roomID: string): Readonly<RoomView> {
  useEffect(() => {
    show(roomID);
    return () => hide(roomID);
  }, [roomID]);
  const snap = useSnapshot(rooms).views[roomID] as Readonly<RoomView> | undefined;
  return snap ?? EMPTY;
}

/** A refused or accepted send; what the refusal says about me is applied to the view. */
async function sendContent(roomID: string, contentType: 101 | 115, content: object): Promise<RoomSendResult> {
  const client = imClient();
  if (!client) return { errCode: SdkCode.NetworkError, msgID: '', sendTime: 0, detail: null };
  const result = await client.sendRoomMessage(roomID, contentType, JSON.stringify(content));
  const view = rooms.views[roomID];
  if (!view) return result;
  const detail = (result.detail ?? {}) as { interval?: number };
  if (result.errCode === 0 && view.speakIntervalS > 0)
    patch(roomID, { cooldownUntil: Date.now() + view.speakIntervalS * 1000 });
  else if (result.errCode === ErrorCode.SpeakingInterval && detail.interval)
    patch(roomID, { cooldownUntil: Date.now() + detail.interval * 1000 });
  else if (result.errCode === ErrorCode.MutedInRoom) {
    // The schemas' module (and zod) load at the first refusal of this kind, not with the room's page;
    // if it cannot load (offline, a new version's chunks), the refusal is shown without the mute's end.
    const schemas = await import('../../protocol/room').catch(() => null);
    const mute = schemas?.muteStateSchema.safeParse(result.detail);
    if (mute?.success) patch(roomID, { mute: mute.data });
  } else if (result.errCode === ErrorCode.CannotSpeak) patch(roomID, { muteAll: true });
  return result;
}

export function sendRoomText(roomID: string, text: string): Promise<RoomSendResult> {
  return sendContent(roomID, ROOM_CONTENT_TEXT, { text });
}

export function sendRoomFace(roomID: string, index: number): Promise<RoomSendResult> {
  return sendContent(roomID, ROOM_CONTENT_FACE, { index });
}

/** Opens an envelope; once opened, taken out or expired, its button goes away. */
export async function openRoomRedPacket(roomID: string, id: number): Promise<RedPacketOpenResult> {
  const client = imClient();
  if (!client) return { errCode: SdkCode.NetworkError, result: null };
  const result = await client.openRedPacket(roomID, id);
  const view = rooms.views[roomID];
  if (!view) return result;
  const { errCode } = result;
  const state =
    errCode === ErrorCode.RedPacketExpired
      ? 'expired'
      : errCode === ErrorCode.RedPacketTakenOut
        ? 'takenOut'
        : null;
  if (state) patch(roomID, { redPackets: view.redPackets.map((r) => (r.id === id ? { ...r, state } : r)) });
  if (errCode === 0 || errCode === ErrorCode.RedPacketAlreadyOpened)
    patch(roomID, { openedRedPackets: [...view.openedRedPackets, id] });
  return result;
}
