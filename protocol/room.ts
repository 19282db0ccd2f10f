import { z } from 'zod';

import {
  RED_PACKET_STATES,
  ROOM_CONTENT_FACE,
  ROOM_CONTENT_TEXT,
  ROOM_ID_PATTERN,
  ROOM_MESSAGE_KINDS,
  ROOM_ROLES,
  ROOM_TEXT_MAX,
} from './roomConstants';

export * from './roomConstants';

// The schemas of chat rooms; ids, roles, rights and limits are in protocol/roomConstants.ts.

export const roomIdSchema = z
  .string()
  .max(20)
  .refine((v) => ROOM_ID_PATTERN.test(v) && Number(v.split('_')[1]) <= 2_147_483_647, {
    message: 'roomID',
  });

export const muteDurationSchema = z.union([z.literal(10), z.literal(30), z.literal(60), z.literal('match')]);

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
