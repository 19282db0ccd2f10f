import { z } from 'zod';

import { GENDERS } from './account';
import { pageFields, pageOf } from './pagination';
import { ROOM_ROLES, roomIdSchema } from './room';
import { FollowState } from './anchorConstants';
import { anchorColumnSchema } from './system';

export * from './anchorConstants';

/**
 * Anchors and their rooms (§2 /anchor/{column}, /anchor/room/{id}; §3 anchor column, live room,
 * like/collect, task keys; §7 Anchor). A room belongs to one anchor and is addressed by the
 * anchor's uid: /anchor/room/{uid}, chat room `room_<uid>`. Lists put live rooms first.
 */

export const RECOMMENDED_ANCHORS = 12;
export const RECOMMENDED_USERS = 6;
export const ANCHOR_SEARCH_MAX = 20;

export const uidField = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { message: 'uid' })
  .refine((v) => Number(v) <= 2_147_483_647, { message: 'uid' });
export const anchorIdRequest = z.strictObject({ id: uidField });
export const anchorTypeField = z.number().int().min(0).max(1000);

/** A room as lists show it. */
export const roomCardSchema = z.object({
  /** The anchor's uid: /anchor/room/{roomId}. */
  roomId: z.string(),
  /** The chat room on the socket. */
  roomID: z.string(),
  uid: z.string(),
  appNumber: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  title: z.string(),
  cover: z.string().nullable(),
  anchorType: z.number().int(),
  live: z.boolean(),
  liveSince: z.number().nullable(),
  /** Sockets in the chat room now, over every node. */
  online: z.number().int(),
  fans: z.number().int(),
  /** The live match the anchor streams, if any. */
  matchId: z.number().int().nullable(),
});
export type RoomCard = z.infer<typeof roomCardSchema>;

export const anchorColumnNumSchema = anchorColumnSchema.extend({ num: z.number().int() });
export const anchorListRequest = z.strictObject({ anchorType: anchorTypeField, ...pageFields });
export const roomPage = pageOf(roomCardSchema);

/** §3 live room: name, title, cover, introduction, announcement, play stream address. */
export const anchorDetailsSchema = roomCardSchema.extend({
  intro: z.string(),
  notice: z.string(),
  /** HLS playlist to play (a demo channel or the anchor's own stream). */
  streamUrl: z.string(),
  /** Whether the caller follows this anchor (false for guests). */
  followed: z.boolean(),
  /** The caller's role in the room (guest when not logged in). */
  role: z.enum(ROOM_ROLES),
});
export type AnchorDetails = z.infer<typeof anchorDetailsSchema>;

export const anchorInformationSchema = z.object({
  uid: z.string(),
  appNumber: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  gender: z.enum(GENDERS),
  province: z.string(),
  city: z.string(),
  profile: z.string(),
  hobbies: z.array(z.string()),
  fans: z.number().int(),
  live: z.boolean(),
  followed: z.boolean(),
});

export const followRequest = z.strictObject({
  anchorId: uidField,
  state: z.union([z.literal(FollowState.Active), z.literal(FollowState.Inactive)]),
});
export const followResponse = z.object({
  anchorId: z.string(),
  state: z.number().int(),
  fans: z.number().int(),
});

export const fanSchema = z.object({
  uid: z.string(),
  appNumber: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  since: z.number(),
});
export const pageRequest = z.strictObject({ ...pageFields });

export const recommendUsersRequest = z.strictObject({ roomID: roomIdSchema.optional() });
export const anchorSearchRequest = z.strictObject({ keyword: z.string().trim().min(1).max(50) });
export const imInfoResponse = z.object({ wsUrl: z.string(), roomID: z.string() });
export const onlineCountRequest = z.strictObject({ roomID: roomIdSchema });
export const onlineCountResponse = z.object({ roomID: z.string(), online: z.number().int() });

/** The anchor goes live (or stops): `live`, and optionally what the room shows. */
export const liveSignRequest = z.strictObject({
  live: z.boolean(),
  title: z.string().trim().min(1).max(40).optional(),
  anchorType: z.number().int().min(1).max(1000).optional(),
});
export const liveSignResponse = z.object({ live: z.boolean(), liveSince: z.number().nullable() });

/** Task keys of §3. The page reports a stage; the server checks it happened and records it once. */
export const TASK_KEYS = ['task_5', 'task_9', 'task_10'] as const;
export type TaskKey = (typeof TASK_KEYS)[number];
export const taskDoneRequest = z.strictObject({ taskKey: z.enum(TASK_KEYS) });
export const taskDoneResponse = z.object({
  taskKey: z.enum(TASK_KEYS),
  /** False when the stage did not happen yet (nothing is recorded). */
  done: z.boolean(),
  doneAt: z.number().nullable(),
});

/** /chat-room/adv/{id}: adverts shown in a chat room (id in the body). */
export const advRequest = z.strictObject({ id: roomIdSchema });
export const advSchema = z.object({ id: z.number().int(), text: z.string(), link: z.string() });
