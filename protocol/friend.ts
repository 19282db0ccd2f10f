import { z } from 'zod';

import { ONLINE_STATUS_KINDS } from './presence';
import { AREA_CODES } from './rules';

/**
 * Friends and the address book (§3 friend application, §4 states, §5 add friend, §7 Friends). A
 * user is named by its chat user id, `appNumber`, never by its database id, phone or username.
 */

/** Friend-add sources of §3. */
export const FriendSource = { Id: 1, Username: 2, Phone: 3, Email: 4, QrCode: 5, Card: 6 } as const;
export type FriendSource = (typeof FriendSource)[keyof typeof FriendSource];
export const FRIEND_SOURCES = Object.values(FriendSource);

/** §5: digits, letters and symbols only (printable ASCII, no spaces). */
export const USER_ID_PATTERN = /^[\x21-\x7e]+$/;
export const USER_ID_MAX = 64;
/** A friend request expires three days after it was sent (§4, §9). */
export const FRIEND_REQUEST_TTL_MS = 3 * 24 * 3600_000;
export const FRIEND_REASON_MAX = 100;
export const SEARCHES_PER_DAY = 50;
export const FRIEND_REQUESTS_PER_DAY = 20;
/** Batch checks take at most the forward-target limit of §5; other id lists at most 100. */
export const SEND_ABLE_BATCH_MAX = 50;
export const USER_IDS_MAX = 100;
/** Chat user ids of visitors logged in to the chat service as guests (§4). */
export const GUEST_ID_PREFIX = 'guest_';
/** Content of a user's QR code (and of a shared card link). */
export const QR_PREFIX = 'tribune://user/';

export function qrContent(appNumber: string): string {
  return QR_PREFIX + appNumber;
}

export function appNumberFromQr(content: string): string | undefined {
  if (!content.startsWith(QR_PREFIX)) return undefined;
  const id = content.slice(QR_PREFIX.length);
  return id.length > 0 && !id.includes('/') ? id : undefined;
}

export function isGuestId(userID: string): boolean {
  return userID.startsWith(GUEST_ID_PREFIX);
}

const MARKUP = /<[a-z!/?]/i;
export const userIdSchema = z.string().min(1).max(USER_ID_MAX).regex(USER_ID_PATTERN);
const userIds = (max: number) => z.array(userIdSchema).max(max);
const sourceSchema = z.literal(FRIEND_SOURCES);
const rowId = z.number().int().min(1).max(2_147_483_647);

/**
 * Search (§7 searchFriend): `keyword` is what the user typed or scanned; its meaning follows
 * `source`. Phone searches need digits (area code default 86); QR searches need `tribune://user/`.
 */
export const searchFriendRequest = z
  .strictObject({
    keyword: z.string().min(1).max(USER_ID_MAX).regex(USER_ID_PATTERN),
    source: sourceSchema,
    areaCode: z.enum(AREA_CODES as [string, ...string[]]).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.source === FriendSource.Phone && !/^\d{1,15}$/.test(body.keyword))
      ctx.addIssue({ code: 'custom', path: ['keyword'], message: 'phone' });
    if (body.source === FriendSource.QrCode && !appNumberFromQr(body.keyword))
      ctx.addIssue({ code: 'custom', path: ['keyword'], message: 'qr' });
  });

/** What anyone may see of another user: never the phone, username or password. */
export const publicProfileSchema = z.object({
  appNumber: z.string(),
  /** The id the messaging socket uses for this user (sendID / recvID, protocol/im.ts). */
  uid: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  isAnchor: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const searchFriendResponse = publicProfileSchema.extend({
  isFriend: z.boolean(),
  /** The caller blocked this user. */
  isBlacklisted: z.boolean(),
  isSelf: z.boolean(),
});

export const applyFriendRequest = z.strictObject({
  toUserID: userIdSchema,
  reason: z
    .string()
    .trim()
    .max(FRIEND_REASON_MAX)
    .refine((s) => !MARKUP.test(s), { message: 'markup' })
    .optional(),
  source: sourceSchema,
});

export const FRIEND_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type FriendRequestStatus = (typeof FRIEND_REQUEST_STATUSES)[number];

export const friendApplicationSchema = z.object({
  id: z.number().int(),
  /** Received: the other user asked the caller; sent: the caller asked. */
  direction: z.enum(['received', 'sent']),
  user: publicProfileSchema,
  reason: z.string(),
  source: z.number().int(),
  status: z.enum(FRIEND_REQUEST_STATUSES),
  createdAt: z.number(),
  handledAt: z.number().nullable(),
  expiresAt: z.number(),
});
export type FriendApplication = z.infer<typeof friendApplicationSchema>;

export const friendApplicationListResponse = z.object({
  list: z.array(friendApplicationSchema),
  /** Received requests still pending: the new-friends badge. */
  pendingReceived: z.number().int(),
});

export const respondRequest = z.strictObject({ id: rowId, action: z.enum(['approve', 'reject']) });
export const userTargetRequest = z.strictObject({ userID: userIdSchema });
export const userIdsRequest = z.strictObject({ userIDs: userIds(USER_IDS_MAX) });
export const sendAbleBatchRequest = z.strictObject({ userIDs: userIds(SEND_ABLE_BATCH_MAX).min(1) });

const presenceFields = {
  online: z.boolean(),
  /** 0 when online, null when never seen; see protocol/presence.ts. */
  lastActiveMinutes: z.number().int().nullable(),
  statusKind: z.enum(ONLINE_STATUS_KINDS),
};

export const friendRowSchema = publicProfileSchema.extend({
  remark: z.string(),
  source: z.number().int(),
  since: z.number(),
  ...presenceFields,
});
export type FriendRow = z.infer<typeof friendRowSchema>;

export const blacklistRowSchema = publicProfileSchema.extend({ since: z.number() });
export const isFriendResponse = z.object({ isFriend: z.boolean(), isBlacklisted: z.boolean() });

/** Can the caller message this user: code 0, or 4008 not friends, 4009 blacklisted, 4012 no such user. */
export const sendAbleSchema = z.object({ userID: z.string(), able: z.boolean(), code: z.number().int() });
export const touristResponse = z.object({ userIDs: z.array(z.string()) });

/** §3 chat user marker: `zb=1` for an anchor, `userType=4` for a visitor (guest). */
export const userFlagSchema = z.object({
  userID: z.string(),
  anchor: z.boolean(),
  visitor: z.boolean(),
  flag: z.string(),
});
export const friendStatusSchema = z.object({ userID: z.string(), ...presenceFields });
