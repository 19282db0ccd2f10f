import { z } from 'zod';

import { matchNotificationSchema } from './matchLive';
import {
  AUTH_SECRET_BYTES,
  decodeBase64url,
  P256DH_BYTES,
  PUSH_ENDPOINT_MAX,
  PUSH_TOKEN_MAX,
  PushPlatform,
  PushType,
  WebActionType,
} from './pushConstants';

export * from './pushConstants';

// The schemas of web push: subscriptions, the §3 push message, what the service worker accepts, the
// calls. Types, platforms, limits and base64url are in protocol/pushConstants.ts.

/** Some browsers pad their keys with '='; the canonical form has none. */
const unpadded = (s: string) => s.replace(/={1,2}$/, '');

const keyOf = (bytes: number, check: (b: Uint8Array) => boolean, rule: string) =>
  z
    .string()
    .max(200)
    .transform(unpadded)
    .refine(
      (s) => {
        const b = decodeBase64url(s);
        return b !== null && b.length === bytes && check(b);
      },
      { message: rule },
    );

/** An https URL without credentials or fragment (the host is checked against the push services on the server). */
const HTTPS_URL = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[^\s#]*)?$/i;

/** `PushSubscription.toJSON()`: an https endpoint and the two keys of RFC 8291, nothing else. */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z.string().max(PUSH_ENDPOINT_MAX).regex(HTTPS_URL, { message: 'https' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: keyOf(P256DH_BYTES, (b) => b[0] === 0x04, 'p256dh'),
    auth: keyOf(AUTH_SECRET_BYTES, () => true, 'auth'),
  }),
});
export type PushSubscriptionJson = z.output<typeof pushSubscriptionSchema>;

/** Parses the push token (the subscription as JSON text): the subscription, or the failing rules. */
export function parsePushToken(
  token: string,
):
  { ok: true; subscription: PushSubscriptionJson } | { ok: false; issues: { path: string; rule: string }[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(token);
  } catch {
    return { ok: false, issues: [{ path: 'pushToken', rule: 'json' }] };
  }
  const parsed = pushSubscriptionSchema.safeParse(raw);
  if (parsed.success) return { ok: true, subscription: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.slice(0, 10).map((i) => ({
      path: ['pushToken', ...i.path].join('.'),
      rule: i.code === 'custom' || i.code === 'invalid_format' ? i.message : i.code,
    })),
  };
}

// ---- The push message of §3 ----

const shortText = z.string().max(300);
const longText = z.string().max(3000);

/** Type 1: a booked match starts in 5 minutes. */
export const bookMatchSchema = z.object({
  matchId: z.number().int(),
  homeName: shortText,
  awayName: shortText,
  liveCount: z.number().int().min(0),
});
/** Type 2: a followed anchor went live (`id` is the room of /anchor/room/{id}). */
export const bookAnchorSchema = z.object({
  id: z.number().int(),
  name: shortText,
  imgUrl: z.string().max(1000),
});
/** Type 3: news (no popup). */
export const bookNewsSchema = z.object({ imgUrl: z.string().max(1000) });
/** Type 4: custom, from the platform admin. */
export const notifySchema = z.object({
  title: shortText,
  body: longText,
  webActionType: z.number().int(),
  webActionContent: z.string().max(2000),
});
/**
 * Type 8: a chat message. §3 names GroupId, GroupName, SenderName, MessageType and ImageURL (the
 * sender's or the group's picture, the popup icon); SendID, ConversationID, ClientMsgID and Seq
 * are ours, so a click opens that conversation.
 */
export const openImContentSchema = z.object({
  GroupId: z.string().max(100),
  GroupName: shortText,
  SenderName: shortText,
  MessageType: z.number().int(),
  ImageURL: z.string().max(1000),
  SendID: z.string().max(100),
  ConversationID: z.string().max(200),
  ClientMsgID: z.string().max(100),
  Seq: z.number().int(),
});
export type OpenImContent = z.infer<typeof openImContentSchema>;

const common = {
  /** Unique per push (a custom push's tag is built from it). */
  id: z.string().min(1).max(64),
  /** The popup text, in the subscription's language. */
  title: shortText,
  body: longText,
  /** No sound (chat: the receiver turned the new-message sound off). */
  silent: z.boolean().optional(),
  sentAt: z.number(),
};

export const pushMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(PushType.MatchSoon), ...common, bookMatch: bookMatchSchema }),
  z.object({ type: z.literal(PushType.AnchorLive), ...common, bookAnchor: bookAnchorSchema }),
  z.object({ type: z.literal(PushType.News), ...common, bookNews: bookNewsSchema }),
  z.object({ type: z.literal(PushType.Custom), ...common, notify: notifySchema }),
  z.object({ type: z.literal(PushType.MatchStatus), ...common, matchStatus: matchNotificationSchema }),
  z.object({ type: z.literal(PushType.Chat), ...common, openIMContentDTO: openImContentSchema }),
]);
export type PushMessage = z.infer<typeof pushMessageSchema>;
export type PushMessageOf<T extends PushType> = Extract<PushMessage, { type: T }>;

// ---- What the service worker accepts: §3 alone, or §3 with the fields of ours ----

/**
 * Our fields on an incoming push: none of them on a push that follows §3 alone (a push service or a
 * back office that knows only the spec), and checked when present (a `title` of the wrong kind
 * makes the push malformed, not §3-only).
 */
const ourOptionalFields = {
  id: common.id.optional(),
  title: shortText.optional(),
  body: longText.optional(),
  silent: common.silent,
  sentAt: common.sentAt.optional(),
};

/** Type 8 as §3 names it; SendID, ConversationID, ClientMsgID and Seq (ours) when the push has them. */
export const specOpenImContentSchema = openImContentSchema.partial({
  SendID: true,
  ConversationID: true,
  ClientMsgID: true,
  Seq: true,
});

/**
 * Every push the service worker shows: `type` and that type's object as §3 names them, with or
 * without our fields. `PushMessage` (what our server sends) is one of these.
 */
export const incomingPushSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(PushType.MatchSoon), ...ourOptionalFields, bookMatch: bookMatchSchema }),
  z.object({ type: z.literal(PushType.AnchorLive), ...ourOptionalFields, bookAnchor: bookAnchorSchema }),
  z.object({ type: z.literal(PushType.News), ...ourOptionalFields, bookNews: bookNewsSchema }),
  z.object({ type: z.literal(PushType.Custom), ...ourOptionalFields, notify: notifySchema }),
  z.object({
    type: z.literal(PushType.MatchStatus),
    ...ourOptionalFields,
    matchStatus: matchNotificationSchema,
  }),
  z.object({
    type: z.literal(PushType.Chat),
    ...ourOptionalFields,
    openIMContentDTO: specOpenImContentSchema,
  }),
]);
export type IncomingPush = z.infer<typeof incomingPushSchema>;
export type IncomingPushOf<T extends PushType> = Extract<IncomingPush, { type: T }>;

// ---- Calls ----

export const pushTokenRequest = z.strictObject({
  platform: z.union([
    z.literal(PushPlatform.Chromium),
    z.literal(PushPlatform.Gecko),
    z.literal(PushPlatform.WebKit),
  ]),
  /** The subscription as JSON text (`JSON.stringify(subscription)`). */
  pushToken: z.string().min(1).max(PUSH_TOKEN_MAX),
});
export const pushTokenResponse = z.object({ registered: z.boolean() });
export const pushTokenRemoveRequest = z.strictObject({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX) });
export const removedResponse = z.object({ removed: z.number().int() });
export const vapidKeyResponse = z.object({ publicKey: z.string() });

const httpUrl = z
  .string()
  .max(2000)
  .refine((s) => /^https?:\/\/[^\s]+$/i.test(s), { message: 'url' });

/** Admin push: 4 custom (a popup with a click action) or 3 news (no popup), to everyone or to users. */
export const adminPushRequest = z
  .strictObject({
    type: z.union([z.literal(PushType.Custom), z.literal(PushType.News)]).default(PushType.Custom),
    title: z.string().trim().min(1).max(200),
    body: z.string().trim().max(3000).default(''),
    webActionType: z.number().int().min(0).max(99).default(0),
    webActionContent: z.string().trim().max(2000).default(''),
    imgUrl: httpUrl.optional(),
    /** Only these accounts (usernames); everyone with a subscription when omitted. */
    usernames: z.array(z.string().min(1).max(50)).min(1).max(1000).optional(),
  })
  .superRefine((v, ctx) => {
    const id = /^\d{1,10}$/.test(v.webActionContent);
    if ((v.webActionType === WebActionType.LiveMatch || v.webActionType === WebActionType.AnchorRoom) && !id)
      ctx.addIssue({ code: 'custom', path: ['webActionContent'], message: 'id' });
    const isLink =
      v.webActionType !== WebActionType.LiveMatch && v.webActionType !== WebActionType.AnchorRoom;
    if (isLink && v.webActionContent !== '' && !httpUrl.safeParse(v.webActionContent).success)
      ctx.addIssue({ code: 'custom', path: ['webActionContent'], message: 'url' });
  });
export type AdminPushRequest = z.output<typeof adminPushRequest>;
export const adminPushResponse = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pruned: z.number().int(),
});
export type PushStats = z.infer<typeof adminPushResponse>;
