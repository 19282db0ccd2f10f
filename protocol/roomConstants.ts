/**
 * Live chat rooms (§2 live room, §4 mutes, §5 chat rules, §6 roles) on the messaging socket. A room
 * is `room_<anchor uid>` (an anchor's room, /anchor/room/{uid}) or `match_<matchId>` (the chat of
 * /match/live/{id}). Messages are ephemeral: the server keeps the last ROOM_HISTORY_MAX of each room
 * for late joiners and sends each socket one OnRoomMessages frame per ROOM_BATCH_MS at most.
 * Moderation runs over HTTP (protocol/roomEndpoints.ts) and is announced with OnRoomNotice.
 * See protocol/IM.md "Chat rooms". No zod here (the page imports it); protocol/room.ts has the
 * schemas and re-exports it.
 */

export const ROOM_ID_PATTERN = /^(room|match)_[1-9]\d{0,9}$/;

/** The room of an anchor (its uid) and of a match. */
export const anchorRoomId = (anchorUid: number | string) => `room_${anchorUid}`;
export const matchRoomId = (matchId: number | string) => `match_${matchId}`;

export function parseRoomId(roomID: string): { kind: 'room' | 'match'; id: number } | undefined {
  if (!ROOM_ID_PATTERN.test(roomID)) return undefined;
  const [kind, id] = roomID.split('_') as ['room' | 'match', string];
  const n = Number(id);
  return n <= 2_147_483_647 ? { kind, id: n } : undefined;
}

/** Messages kept per room for late joiners; a clear screen empties it. */
export const ROOM_HISTORY_MAX = 50;
/** Each socket gets at most one OnRoomMessages frame per this many ms (per room). */
export const ROOM_BATCH_MS = 100;
/** A chat line is at most this many characters (emoji tokens `[::N::]` count as written). */
export const ROOM_TEXT_MAX = 200;
/** Speaking interval of §5/§8: one message per this many seconds per user and room (moderators are exempt). */
export const ROOM_SPEAK_INTERVAL_S = 2;
/** The same text by the same user in the same room within this window is refused (4005). */
export const ROOM_DUPLICATE_WINDOW_MS = 30_000;
/** A socket is in at most this many rooms at once (the worker counts its tabs per room). */
export const ROOM_JOIN_MAX = 5;
/** One entry message per user and room in this window (a reconnect does not announce twice). */
export const ROOM_ENTRY_THROTTLE_MS = 60_000;
/** Room admins an anchor may appoint (and one small assistant). */
export const ROOM_ADMINS_MAX = 50;
export const ROOM_ASSISTANTS_MAX = 1;

/**
 * Roles in a room (§6), highest first: a platform admin (users.role admin), the room's anchor, the
 * small assistant and the room admins the anchor appointed, a logged-in viewer, a guest.
 */
export const ROOM_ROLES = ['platform', 'anchor', 'assistant', 'admin', 'viewer', 'guest'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];
export const ROOM_RANK: Record<RoomRole, number> = {
  platform: 5,
  anchor: 4,
  assistant: 3,
  admin: 2,
  viewer: 1,
  guest: 0,
};

/**
 * What each role may do (the server checks it; the page shows only these menus).
 * `mute` is a timed mute of one user (and its lifting), `muteAll` stops everyone but moderators,
 * `blacklist` removes a user from the room chat, `clear` empties every screen, `delete` removes
 * one message, `appoint` grants and revokes the assistant and room admins, `lists` reads the mute,
 * admin, viewer, historical-viewer, blacklist and audit lists, `redPacket` sends red envelopes.
 * Room admins: §6 leaves their rights open; here they mute one user and delete messages.
 */
export const ROOM_ACTIONS = [
  'mute',
  'muteAll',
  'blacklist',
  'clear',
  'delete',
  'appoint',
  'lists',
  'redPacket',
] as const;
export type RoomAction = (typeof ROOM_ACTIONS)[number];
export const ROOM_RIGHTS: Record<RoomRole, readonly RoomAction[]> = {
  platform: ['mute', 'muteAll', 'blacklist', 'clear', 'delete', 'appoint', 'lists'],
  anchor: ['mute', 'muteAll', 'blacklist', 'clear', 'delete', 'appoint', 'lists', 'redPacket'],
  assistant: ['mute', 'muteAll', 'blacklist', 'clear', 'delete', 'lists'],
  admin: ['mute', 'delete', 'lists'],
  viewer: [],
  guest: [],
};

export function mayDo(role: RoomRole, action: RoomAction): boolean {
  return ROOM_RIGHTS[role].includes(action);
}

/** Moderators: every role with a right; they speak during mute-all and without the interval. */
export function isModerator(role: RoomRole): boolean {
  return ROOM_RIGHTS[role].length > 0;
}

/**
 * Whether `actor` may act on `target` (mute, blacklist, delete their message): never on oneself,
 * never on the anchor, only on a lower role.
 */
export function mayActOn(actor: RoomRole, target: RoomRole, self: boolean): boolean {
  return !self && target !== 'anchor' && ROOM_RANK[actor] > ROOM_RANK[target];
}

/** Room mutes of §4/§9: 10, 30, 60 minutes, or until the room's match ends. */
export const ROOM_MUTE_DURATIONS = [10, 30, 60, 'match'] as const;
export type RoomMuteDuration = (typeof ROOM_MUTE_DURATIONS)[number];

/** What a room message is: a chat line, the entry of a user, a gift sent to the anchor. */
export const ROOM_MESSAGE_KINDS = ['chat', 'enter', 'gift'] as const;
export type RoomMessageKind = (typeof ROOM_MESSAGE_KINDS)[number];
/** Chat lines are text (101) or one of the 109 faces (115), as in protocol/im.ts (not imported: im.ts imports this file). */
export const ROOM_CONTENT_TEXT = 101;
export const ROOM_CONTENT_FACE = 115;

/** States of a red envelope as the room shows it. */
export const RED_PACKET_STATES = ['available', 'takenOut', 'expired'] as const;
