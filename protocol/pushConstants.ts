/**
 * Web push (§3 push message, §4 push handling, §7 `/jpush/pushToken`), shared by the server that
 * sends, the service worker that shows and the page that subscribes.
 *
 * A push is one JSON document (`PushMessage`) encrypted for one browser subscription (RFC 8291,
 * aes128gcm). Ours carries the §3 fields of its type plus `title` and `body`, already written in the
 * language the subscription was registered with. The service worker also shows a push that follows
 * §3 alone (`incomingPushSchema`): it writes that one's title and body in the user's language from
 * the table of protocol/pushTexts.ts.
 *
 * This module has no zod (the page and the service worker import it); protocol/push.ts has the
 * schemas and re-exports it.
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

/** Local storage key of the registered push token (§3 "locally stored: push token"). */
export const PUSH_TOKEN_KEY = 'pushToken';
