import { z } from 'zod';

import { matchNotificationSchema } from './matchLive';

/**
 * Web push (§3 push message, §4 push handling, §7 `/jpush/pushToken`), shared by the server that
 * sends, the service worker that shows and the page that subscribes.
 *
 * A push is one JSON document (`PushMessage`) encrypted for one browser subscription (RFC 8291,
 * aes128gcm). Ours carries the §3 fields of its type plus `title` and `body`, already written in the
 * language the subscription was registered with. The service worker also shows a push that follows
 * §3 alone (`incomingPushSchema`): it writes that one's title and body in the user's language from
 * the table of protocol/pushTexts.ts.
 */

/** The push types of §4. 3 (news) never shows a popup. */
export const PushType = { MatchSoon: 1, AnchorLive: 2, News: 3, Custom: 4, MatchStatus: 5, Chat: 8 } as const;
export type PushType = (typeof PushType)[keyof typeof PushType];

/**
 * §7: "platform number 3, 4 or 5 by browser engine". The spec does not say which engine gets which
 * number; ours, one per push service family: 3 Chromium (Blink: Chrome, Edge, Opera, Samsung),
 * 4 Gecko (Firefox), 5 WebKit (Safari, and every browser on iOS).
 */
export const PushPlatform = { Chromium: 3, Gecko: 4, WebKit: 5 } as const;
export type PushPlatform = (typeof PushPlatform)[keyof typeof PushPlatform];
export type BrowserEngine = 'chromium' | 'gecko' | 'webkit';

/** The engine of a browser from its user agent (and `navigator.userAgentData` brands when given). */
export function engineOf(userAgent: string, brands: readonly string[] = []): BrowserEngine {
  // Every browser on iOS / iPadOS runs WebKit, whatever its name says (CriOS, FxiOS, EdgiOS).
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'webkit';
  if (brands.some((b) => b === 'Chromium' || b === 'Google Chrome' || b === 'Microsoft Edge'))
    return 'chromium';
  if (/\b(Chrome|Chromium|CriOS|Edg|OPR|SamsungBrowser)\//.test(userAgent)) return 'chromium';
  if (/\bFirefox\//.test(userAgent) && /\bGecko\//.test(userAgent)) return 'gecko';
  if (/\bAppleWebKit\//.test(userAgent)) return 'webkit';
  return 'chromium';
}

export function pushPlatformOf(engine: BrowserEngine): PushPlatform {
  return engine === 'gecko'
    ? PushPlatform.Gecko
    : engine === 'webkit'
      ? PushPlatform.WebKit
      : PushPlatform.Chromium;
}

/** §4 type 4 `notify.webActionType`: 1 live match, 2 anchor room, anything else opens the link. */
export const WebActionType = { LiveMatch: 1, AnchorRoom: 2, Link: 3 } as const;

/** §4 vibration pattern of every popup (ms). */
export const PUSH_VIBRATE: readonly number[] = [200, 100, 200];

/**
 * Push services must accept 4096-byte bodies (RFC 8030 §7.2). aes128gcm spends 86 bytes on its
 * header and 17 on the padding delimiter and tag of its one record: 3993 bytes of JSON fit.
 */
export const PUSH_BODY_MAX_BYTES = 4096;
export const PUSH_PAYLOAD_MAX_BYTES = PUSH_BODY_MAX_BYTES - 86 - 17;

/** UTF-8 size of a push payload (what the limit counts). */
export function payloadBytes(json: string): number {
  let bytes = 0;
  for (const ch of json) {
    const cp = ch.codePointAt(0)!;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

// ---- Subscriptions (the §7 push token) ----

const BASE64URL = /^[A-Za-z0-9_-]*$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Decodes strict base64url (no padding, unused trailing bits zero), else null. */
export function decodeBase64url(text: string): Uint8Array | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0;
  let acc = 0;
  let n = 0;
  for (const ch of text) {
    acc = (acc << 6) | ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  return (acc & ((1 << bits) - 1)) === 0 ? out : null;
}

/** A P-256 public key, uncompressed (65 bytes, first 0x04): 87 base64url characters. */
export const P256DH_BYTES = 65;
/** The subscription's authentication secret: 16 bytes, 22 base64url characters. */
export const AUTH_SECRET_BYTES = 16;
export const PUSH_ENDPOINT_MAX = 1024;
export const PUSH_TOKEN_MAX = 2048;

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

/** Local storage key of the registered push token (§3 "locally stored: push token"). */
export const PUSH_TOKEN_KEY = 'pushToken';

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
