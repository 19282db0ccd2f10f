import { z } from 'zod';

/**
 * Live chat rooms (§2 live room, §4 mutes, §5 chat rules, §6 roles) on the messaging socket. A room
 * is `room_<anchor uid>` (an anchor's room, /anchor/room/{uid}) or `match_<matchId>` (the chat of
 * /match/live/{id}). Messages are ephemeral: the server keeps the last ROOM_HISTORY_MAX of each room
 * for late joiners and sends each socket one OnRoomMessages frame per ROOM_BATCH_MS at most.
 * Moderation runs over HTTP (protocol/roomEndpoints.ts) and is announced with OnRoomNotice.
 * See protocol/IM.md "Chat rooms".
 */

export const ROOM_ID_PATTERN = /^(room|match)_[1-9]\d{0,9}$/;
export const roomIdSchema = z
  .string()
  .max(20)
  .refine((v) => ROOM_ID_PATTERN.test(v) && Number(v.split('_')[1]) <= 2_147_483_647, {
    message: 'roomID',
  });

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
export const muteDurationSchema = z.union([z.literal(10), z.literal(30), z.literal(60), z.literal('match')]);

/** What a room message is: a chat line, the entry of a user, a gift sent to the anchor. */
export const ROOM_MESSAGE_KINDS = ['chat', 'enter', 'gift'] as const;
export type RoomMessageKind = (typeof ROOM_MESSAGE_KINDS)[number];
/** Chat lines are text (101) or one of the 109 faces (115), as in protocol/im.ts (not imported: im.ts imports this file). */
export const ROOM_CONTENT_TEXT = 101;
export const ROOM_CONTENT_FACE = 115;

export const roomTextContent = z.strictObject({ text: z.string().trim().min(1).max(ROOM_TEXT_MAX) });
export const roomFaceContent = z.strictObject({ index: z.number().int().min(0).max(108) });
/** Content of a gift message: the gift (names in the gift list), how many, what they cost. */
export const roomGiftContent = z.object({
  giftId: z.number().int(),
  icon: z.string(),
  count: z.number().int(),
  coins: z.number().int(),
  anchorID: z.string(),
});

/**
 * A room message. Its room is the frame's `roomID` (OnRoomMessages, JoinRoom), not repeated per
 * message: a frame carries up to a batch of them to thousands of sockets.
 */
export const roomMessageSchema = z.object({
  /** `<sender uid>.<unique>`: the sender is known from the id (delete checks it). */
  msgID: z.string(),
  kind: z.enum(ROOM_MESSAGE_KINDS),
  sendID: z.string(),
  nickname: z.string(),
  faceURL: z.string().nullable(),
  role: z.enum(ROOM_ROLES),
  /** 101 text, 115 face for chat; 0 for enter and gift. */
  contentType: z.number().int(),
  /** An object (not a JSON string as in private chat): `{ text }`, `{ index }`, a gift, `{}` for enter. */
  content: z.union([
    z.object({ text: z.string() }),
    z.object({ index: z.number().int() }),
    roomGiftContent,
    z.object({}),
  ]),
  sendTime: z.number(),
});
export type RoomMessage = z.infer<typeof roomMessageSchema>;

/** The caller's mute in a room: until when (ms), or until match `matchId` ends (`until` null). */
export const muteStateSchema = z.object({
  until: z.number().nullable(),
  matchId: z.number().int().nullable(),
});
export type MuteState = z.infer<typeof muteStateSchema>;

export const RED_PACKET_STATES = ['available', 'takenOut', 'expired'] as const;
/** A red envelope as the room shows it (protocol/redPacket.ts has the rest). */
export const redPacketSummarySchema = z.object({
  id: z.number().int(),
  roomID: z.string(),
  senderID: z.string(),
  senderNickname: z.string(),
  kind: z.enum(['ordinary', 'lucky']),
  content: z.enum(['coin', 'coupon']),
  /** Coupon discount tier in percent (50, 60, 70, 80), null for coins. */
  tier: z.number().int().nullable(),
  count: z.number().int(),
  claimed: z.number().int(),
  createdAt: z.number(),
  expiresAt: z.number(),
  state: z.enum(RED_PACKET_STATES),
});
export type RedPacketSummary = z.infer<typeof redPacketSummarySchema>;

/** A platform-wide gift (send_money_to_all) shown on the chat banner of every room. */
export const bannerItemSchema = z.object({
  id: z.number().int(),
  senderNickname: z.string(),
  anchorNickname: z.string(),
  roomID: z.string(),
  giftId: z.number().int(),
  icon: z.string(),
  count: z.number().int(),
  coins: z.number().int(),
  at: z.number(),
});
export type BannerItem = z.infer<typeof bannerItemSchema>;

const who = { userID: z.string(), nickname: z.string(), by: z.string() };
/** OnRoomNotice: moderation and room events, in order with the messages of the room. */
export const roomNoticeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('mute'),
    roomID: z.string(),
    ...who,
    until: z.number().nullable(),
    matchId: z.number().int().nullable(),
  }),
  z.object({ type: z.literal('unmute'), roomID: z.string(), ...who }),
  z.object({ type: z.literal('muteAll'), roomID: z.string(), on: z.boolean(), by: z.string() }),
  /** The user left the room chat (their sockets are taken out of the room) or may join again. */
  z.object({ type: z.literal('blacklist'), roomID: z.string(), ...who, on: z.boolean() }),
  z.object({ type: z.literal('clear'), roomID: z.string(), at: z.number(), by: z.string() }),
  z.object({ type: z.literal('delete'), roomID: z.string(), msgID: z.string(), by: z.string() }),
  z.object({ type: z.literal('role'), roomID: z.string(), ...who, role: z.enum(ROOM_ROLES) }),
  z.object({ type: z.literal('redPacket'), roomID: z.string(), redPacket: redPacketSummarySchema }),
  /** Every share was taken. */
  z.object({ type: z.literal('redPacketDone'), roomID: z.string(), id: z.number().int() }),
  z.object({ type: z.literal('banner'), roomID: z.string(), item: bannerItemSchema }),
  /** The anchor's stream started or ended: the room's player switches without a reload. */
  z.object({
    type: z.literal('live'),
    roomID: z.string(),
    live: z.boolean(),
    streamUrl: z.string().nullable(),
    liveSince: z.number().nullable(),
  }),
]);
export type RoomNotice = z.infer<typeof roomNoticeSchema>;

// ---- socket functions (names in protocol/im.ts IM_FUNCS) ----

export const joinRoomData = z.strictObject({ roomID: roomIdSchema });
export const joinRoomReply = z.object({
  roomID: z.string(),
  role: z.enum(ROOM_ROLES),
  /** Newest last, at most ROOM_HISTORY_MAX. */
  history: z.array(roomMessageSchema),
  online: z.number().int(),
  muteAll: z.boolean(),
  /** The caller's own mute, or null. */
  mute: muteStateSchema.nullable(),
  speakIntervalS: z.number().int(),
  /** Envelopes that can still be opened. */
  redPackets: z.array(redPacketSummarySchema),
});
export const leaveRoomData = z.strictObject({ roomID: roomIdSchema });
export const leaveRoomReply = z.object({ roomID: z.string() });

export const sendRoomMessageData = z.strictObject({
  roomID: roomIdSchema,
  clientMsgID: z.string().min(1).max(64),
  contentType: z.union([z.literal(ROOM_CONTENT_TEXT), z.literal(ROOM_CONTENT_FACE)]),
  /** JSON string of `{ text }` (1-ROOM_TEXT_MAX characters) or `{ index }` (0-108). */
  content: z.string().max(4 * ROOM_TEXT_MAX + 64),
});
export const sendRoomMessageReply = z.object({ msgID: z.string(), sendTime: z.number() });

export const roomMessagesEvent = z.object({ roomID: z.string(), messages: z.array(roomMessageSchema) });
export type JoinRoomReply = z.infer<typeof joinRoomReply>;
