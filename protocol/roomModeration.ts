import { z } from 'zod';

import { uidField } from './anchor';
import { pageFields, pageOf } from './pagination';
import { muteDurationSchema, muteStateSchema, ROOM_ACTIONS, ROOM_ROLES, roomIdSchema } from './room';

/**
 * Chat-room moderation over HTTP (§6, §7 anchor_user, edit_user, anchor_user_auth, clear_msg,
 * stop_chat, /chat-room/message/delete) and the moderation lists of §2. Every call is checked
 * against the caller's role in the room (protocol/room.ts ROOM_RIGHTS, mayActOn), recorded in the
 * room's audit list and announced to the room with OnRoomNotice. Users are named by uid.
 */

export const roomRequest = z.strictObject({ roomID: roomIdSchema });
export const roomPageRequest = z.strictObject({ roomID: roomIdSchema, ...pageFields });

const person = {
  userID: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
};

/** anchor_user: the small assistant and the room admins. */
export const roomStaffSchema = z.object({
  ...person,
  role: z.enum(['assistant', 'admin']),
  since: z.number(),
});

/** edit_user: the anchor appoints (`assistant`, `admin`) or revokes (`none`). */
export const editUserRequest = z.strictObject({
  roomID: roomIdSchema,
  userID: uidField,
  role: z.enum(['assistant', 'admin', 'none']),
});
export const editUserResponse = z.object({ userID: z.string(), role: z.enum(ROOM_ROLES) });

/** anchor_user_auth: the caller's role and rights in the room, and its own mute. */
export const userAuthResponse = z.object({
  roomID: z.string(),
  role: z.enum(ROOM_ROLES),
  actions: z.array(z.enum(ROOM_ACTIONS)),
  mute: muteStateSchema.nullable(),
  blacklisted: z.boolean(),
});

export const clearResponse = z.object({ roomID: z.string(), at: z.number() });

/** stop_chat: mute one user (10/30/60 minutes or the match), lift it, or mute / unmute everyone. */
export const stopChatRequest = z.discriminatedUnion('action', [
  z.strictObject({
    roomID: roomIdSchema,
    action: z.literal('mute'),
    userID: uidField,
    duration: muteDurationSchema,
  }),
  z.strictObject({ roomID: roomIdSchema, action: z.literal('unmute'), userID: uidField }),
  z.strictObject({ roomID: roomIdSchema, action: z.literal('muteAll') }),
  z.strictObject({ roomID: roomIdSchema, action: z.literal('unmuteAll') }),
]);
export type StopChatRequest = z.infer<typeof stopChatRequest>;
export const stopChatResponse = z.object({
  roomID: z.string(),
  action: z.enum(['mute', 'unmute', 'muteAll', 'unmuteAll']),
  userID: z.string().nullable(),
  /** For `mute`: the end (ms), or null with `matchId` for "until the match ends". */
  until: z.number().nullable(),
  matchId: z.number().int().nullable(),
});

export const blacklistSetRequest = z.strictObject({
  roomID: roomIdSchema,
  userID: uidField,
  on: z.boolean(),
});
export const blacklistSetResponse = z.object({ userID: z.string(), on: z.boolean() });

export const deleteMessageRequest = z.strictObject({
  roomID: roomIdSchema,
  msgID: z.string().min(3).max(80),
});
export const deleteMessageResponse = z.object({ roomID: z.string(), msgID: z.string() });

export const muteRowSchema = z.object({
  ...person,
  until: z.number().nullable(),
  matchId: z.number().int().nullable(),
  by: z.string(),
  since: z.number(),
});
export const blacklistRowSchema = z.object({ ...person, by: z.string(), since: z.number() });
export const viewerRowSchema = z.object({ ...person, role: z.enum(ROOM_ROLES) });
export const visitRowSchema = z.object({
  ...person,
  firstAt: z.number(),
  lastAt: z.number(),
  visits: z.number().int(),
});
export const AUDIT_ACTIONS = [
  'mute',
  'unmute',
  'muteAll',
  'unmuteAll',
  'blacklist',
  'unblacklist',
  'clear',
  'delete',
  'appoint',
  'revoke',
] as const;
export const auditRowSchema = z.object({
  id: z.number().int(),
  actorID: z.string(),
  actorNickname: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetID: z.string().nullable(),
  targetNickname: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  at: z.number(),
});

export const mutePage = pageOf(muteRowSchema);
export const blacklistPage = pageOf(blacklistRowSchema);
export const viewerPage = pageOf(viewerRowSchema);
export const visitPage = pageOf(visitRowSchema);
export const auditPage = pageOf(auditRowSchema);

/** The platform's refused words (§5), managed by platform admins; matched ignoring case and spaces. */
export const SENSITIVE_WORDS_MAX = 2000;
/** `version` grows with every change; a set must name the version it replaces (two admins never overwrite each other). */
export const sensitiveWordsSchema = z.object({ words: z.array(z.string()), version: z.number().int() });
export const sensitiveWordsSetRequest = z.strictObject({
  words: z.array(z.string().trim().min(1).max(50)).max(SENSITIVE_WORDS_MAX),
  version: z.number().int().min(0),
});
