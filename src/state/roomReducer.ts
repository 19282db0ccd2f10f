import { ErrorCode } from '../../protocol/errors';
import type {
  BannerItem,
  JoinRoomReply,
  MuteState,
  RedPacketSummary,
  RoomMessage,
  RoomNotice,
} from '../../protocol/room';
import {
  isModerator,
  ROOM_HISTORY_MAX,
  ROOM_SPEAK_INTERVAL_S,
  type RoomRole,
} from '../../protocol/roomConstants';

/**
 * The room chat as one tab shows it, and how the worker's room events change it (pure functions:
 * src/state/room.ts keeps the state in valtio and applies these patches). Messages are bounded,
 * one per msgID; notices of protocol/room.ts are applied here.
 */

/** Messages a tab keeps per room (the oldest go first). */
export const ROOM_VIEW_MAX = 200;
/** Platform-wide gift banners kept for the banner line. */
export const ROOM_BANNERS_MAX = 3;

export interface RoomView {
  status: 'joining' | 'joined' | 'error' | 'left';
  errCode: number;
  role: RoomRole;
  online: number;
  muteAll: boolean;
  /** My own mute: until when (ms), or until match `matchId` ends (`until` null). */
  mute: MuteState | null;
  messages: RoomMessage[];
  /** Envelopes of the room that can still be opened (or just finished), newest last. */
  redPackets: RedPacketSummary[];
  /** Envelopes this tab opened (or was told it had opened): no button for them. */
  openedRedPackets: number[];
  speakIntervalS: number;
  /** Server time of the last clear screen (0: none seen). */
  clearedAt: number;
  banners: BannerItem[];
  /** Until when (ms) the speaking interval holds after my last message (0: free). */
  cooldownUntil: number;
  /** The newest start or end of the anchor's stream heard in this room (null: none since joining). */
  stream: { live: boolean; streamUrl: string | null; liveSince: number | null } | null;
}

export function initialRoomView(): RoomView {
  return {
    status: 'joining',
    errCode: 0,
    role: 'guest',
    online: 0,
    muteAll: false,
    mute: null,
    messages: [],
    redPackets: [],
    openedRedPackets: [],
    speakIntervalS: ROOM_SPEAK_INTERVAL_S,
    clearedAt: 0,
    banners: [],
    stream: null,
    cooldownUntil: 0,
  };
}

const bounded = (list: RoomMessage[]) => (list.length > ROOM_VIEW_MAX ? list.slice(-ROOM_VIEW_MAX) : list);

/** Adds the messages not held yet (by msgID), in order; older than the last clear are dropped. */
export function withMessages(view: RoomView, incoming: readonly RoomMessage[]): RoomMessage[] {
  const held = new Set(view.messages.map((m) => m.msgID));
  const fresh = incoming.filter((m) => {
    if (held.has(m.msgID) || m.sendTime < view.clearedAt) return false;
    held.add(m.msgID);
    return true;
  });
  return fresh.length === 0 ? view.messages : bounded([...view.messages, ...fresh]);
}

/**
 * A (re)join: the server's state replaces ours. Its history holds every message since the last
 * clear up to ROOM_HISTORY_MAX, so held messages inside that window but missing from it were
 * cleared or deleted while we were away; older ones are kept only when the history is full.
 */
export function joinedPatch(view: RoomView, reply: JoinRoomReply): Partial<RoomView> {
  const first = reply.history[0];
  const older =
    reply.history.length >= ROOM_HISTORY_MAX && first
      ? view.messages.filter((m) => m.sendTime < first.sendTime)
      : [];
  const ids = new Set(reply.redPackets.map((r) => r.id));
  return {
    status: 'joined',
    errCode: 0,
    role: reply.role,
    online: reply.online,
    muteAll: reply.muteAll,
    mute: reply.mute,
    speakIntervalS: reply.speakIntervalS,
    messages: bounded([...older, ...reply.history]),
    redPackets: [
      ...view.redPackets.filter((r) => !ids.has(r.id) && r.state !== 'available'),
      ...reply.redPackets,
    ],
  };
}

/** What a notice of the room changes; `me` is the socket's user (uid or guest id). */
export function noticePatch(view: RoomView, notice: RoomNotice, me: string): Partial<RoomView> {
  const aboutMe = 'userID' in notice && notice.userID === me;
  switch (notice.type) {
    case 'mute':
      return aboutMe ? { mute: { until: notice.until, matchId: notice.matchId } } : {};
    case 'unmute':
      return aboutMe ? { mute: null } : {};
    case 'muteAll':
      return { muteAll: notice.on };
    case 'clear':
      return { messages: [], clearedAt: Math.max(view.clearedAt, notice.at) };
    case 'delete':
      return { messages: view.messages.filter((m) => m.msgID !== notice.msgID) };
    case 'role':
      return aboutMe
        ? { role: notice.role, speakIntervalS: isModerator(notice.role) ? 0 : ROOM_SPEAK_INTERVAL_S }
        : {};
    case 'blacklist':
      return aboutMe && notice.on ? { status: 'left', errCode: ErrorCode.RoomBlacklisted } : {};
    case 'redPacket':
      return view.redPackets.some((r) => r.id === notice.redPacket.id)
        ? {}
        : { redPackets: [...view.redPackets, notice.redPacket] };
    case 'redPacketDone':
      return {
        redPackets: view.redPackets.map((r) =>
          r.id === notice.id ? { ...r, state: 'takenOut' as const, claimed: r.count } : r,
        ),
      };
    case 'banner':
      return { banners: [...view.banners, notice.item].slice(-ROOM_BANNERS_MAX) };
    case 'live':
      return { stream: { live: notice.live, streamUrl: notice.streamUrl, liveSince: notice.liveSince } };
  }
}

/** The envelopes a floating button offers: still available, not expired, not opened here. */
export function openableRedPackets(view: Pick<RoomView, 'redPackets' | 'openedRedPackets'>, now: number) {
  return view.redPackets.filter(
    (r) => r.state === 'available' && r.expiresAt > now && !view.openedRedPackets.includes(r.id),
  );
}

/** Whether my mute holds at `now` (a timed mute ends by itself; a match mute until lifted). */
export function isMuted(mute: MuteState | null, now: number): boolean {
  return mute !== null && (mute.until === null ? mute.matchId !== null : mute.until > now);
}
