/**
 * What the service worker does with a push and with a click (§4 push handling), as pure functions
 * tested in Node (sw/pushLogic.test.ts); sw/sw.ts only wires them to the worker's events.
 * A push is either ours (§3 plus id, title, body, sentAt) or one that follows §3 alone (`type` and
 * that type's object); both show the same popup and click to the same page. May import protocol/ only.
 */
import { adminContentEndpoints } from '../protocol/adminContentEndpoints';
import { API_BASE } from '../protocol/endpoints';
import type { Language } from '../protocol/language';
import {
  incomingPushSchema,
  type IncomingPush,
  type OpenImContent,
  openImContentSchema,
  PUSH_VIBRATE,
  type PushMessage,
  PushType,
  WebActionType,
} from '../protocol/push';
import { PUSH_HOLD_MAX_MS, type PushHoldAnswer, type SwToPage } from '../protocol/swMessages';
import { pushTextOf } from './pushText';

export const DEFAULT_ICON = '/icons/icon-192.png';
export const BADGE_ICON = '/icons/icon-192.png';
/** Where a click lands when the push names nothing better (the home page, §2). */
export const HOME_URL = '/#/match/0';

/** The push's JSON in either shape, or null when malformed (ignored, never thrown). */
export function parsePush(text: string | null | undefined): IncomingPush | null {
  if (!text) return null;
  try {
    const parsed = incomingPushSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Where a click goes: a route of the app (hash URL) or an outside link opened in a new window. */
export interface ClickTarget {
  url: string;
  external: boolean;
}

const ID = /^\d{1,10}$/;
const route = (path: string): ClickTarget => ({ url: `/#${path}`, external: false });
const idRoute = (prefix: string, id: number | string): ClickTarget =>
  ID.test(String(id)) ? route(`${prefix}${id}`) : { url: HOME_URL, external: false };

function linkTarget(link: string): ClickTarget {
  try {
    const url = new URL(link);
    if (url.protocol === 'https:' || url.protocol === 'http:') return { url: url.href, external: true };
  } catch {
    // not a URL
  }
  return { url: HOME_URL, external: false };
}

/**
 * The chat data of a type 8 push when it names the conversation (ours); §3 alone does not, and
 * its click opens the chat page without one.
 */
export function chatOf(message: IncomingPush): OpenImContent | null {
  if (message.type !== PushType.Chat) return null;
  const chat = openImContentSchema.safeParse(message.openIMContentDTO);
  return chat.success && chat.data.ConversationID ? chat.data : null;
}

/** §4 clicks: 1 live match, 2 anchor room, 4 by webActionType, 5 match page, 8 chat page. */
export function clickTarget(message: IncomingPush): ClickTarget {
  switch (message.type) {
    case PushType.MatchSoon:
      return idRoute('/match/live/', message.bookMatch.matchId);
    case PushType.AnchorLive:
      return idRoute('/anchor/room/', message.bookAnchor.id);
    case PushType.Custom: {
      const { webActionType, webActionContent } = message.notify;
      if (webActionType === WebActionType.LiveMatch) return idRoute('/match/live/', webActionContent);
      if (webActionType === WebActionType.AnchorRoom) return idRoute('/anchor/room/', webActionContent);
      return linkTarget(webActionContent);
    }
    case PushType.MatchStatus: {
      const { matchId, sportId } = message.matchStatus;
      const page = idRoute('/match/match/', matchId);
      return page.url === HOME_URL ? page : { url: `${page.url}?sportId=${sportId}`, external: false };
    }
    case PushType.Chat: {
      const chat = chatOf(message);
      return route(
        chat ? `/chat/message?conversationID=${encodeURIComponent(chat.ConversationID)}` : '/chat/message',
      );
    }
    case PushType.News:
      return { url: HOME_URL, external: false };
  }
}

/** A short stable hash (FNV-1a, base 36): the tag of a custom push that has no id of ours. */
function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** §3 alone names no conversation: a chat popup is then one per group, else one per sender. */
function chatTag(message: Extract<IncomingPush, { type: typeof PushType.Chat }>): string {
  const chat = chatOf(message);
  if (chat) return `chat-${chat.ConversationID}`;
  const { GroupId, SenderName } = message.openIMContentDTO;
  return GroupId ? `chat-group-${GroupId}` : `chat-sender-${SenderName}`;
}

/**
 * One popup per subject: a newer push of the same match, room or conversation replaces it. A
 * custom push is its own subject (its id, or for §3 alone its content: the same one sent twice shows once).
 */
export function tagOf(message: IncomingPush): string {
  switch (message.type) {
    case PushType.MatchSoon:
      return `match-${message.bookMatch.matchId}`;
    case PushType.MatchStatus:
      return `match-${message.matchStatus.matchId}`;
    case PushType.AnchorLive:
      return `anchor-${message.bookAnchor.id}`;
    case PushType.Chat:
      return chatTag(message);
    case PushType.Custom:
      return `notify-${message.id ?? hashOf(JSON.stringify(message.notify))}`;
    case PushType.News:
      return `notify-${message.id ?? hashOf(JSON.stringify(message.bookNews))}`;
  }
}

/** What the click handler needs, kept on the notification. */
export interface NotificationData {
  type: PushType;
  target: ClickTarget;
  chat?: OpenImContent;
}

/** The options of `showNotification` (with the fields TypeScript's lib leaves out). */
export interface PopupOptions extends NotificationOptions {
  vibrate?: number[];
  renotify?: boolean;
  timestamp?: number;
  data: NotificationData;
}

export interface Popup {
  title: string;
  options: PopupOptions;
}

const httpsImage = (url: string) => (/^https?:\/\//.test(url) || url.startsWith('/') ? url : '');

/**
 * The popup of a push, its text in `lang` when the push carries none (§3 alone); null for type 3
 * (news is never a popup, §4).
 */
export function popupOf(message: IncomingPush, lang: Language): Popup | null {
  if (message.type === PushType.News) return null;
  let icon = DEFAULT_ICON;
  if (message.type === PushType.AnchorLive) icon = httpsImage(message.bookAnchor.imgUrl) || DEFAULT_ICON;
  if (message.type === PushType.Chat) icon = httpsImage(message.openIMContentDTO.ImageURL) || DEFAULT_ICON;
  const data: NotificationData = { type: message.type, target: clickTarget(message) };
  const chat = chatOf(message);
  if (chat) data.chat = chat;
  const { title, body } = pushTextOf(message, lang);
  return {
    title,
    options: {
      body,
      icon,
      badge: BADGE_ICON,
      tag: tagOf(message),
      // Replaced, not stacked; the replacement still alerts.
      renotify: true,
      vibrate: [...PUSH_VIBRATE],
      silent: message.silent === true,
      // A push without its sending time is dated when it arrives (the browser's default).
      ...(message.sentAt === undefined ? {} : { timestamp: message.sentAt }),
      data,
    },
  };
}

/** A window of the app, as `clients.matchAll` lists it. */
export interface WindowInfo {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

/** The window a click should use: the focused one, else a visible one, else any; -1 opens a new one. */
export function pickWindow(windows: readonly WindowInfo[], origin: string): number {
  const ours = windows.map((w, i) => ({ w, i })).filter(({ w }) => w.url.startsWith(origin));
  const best =
    ours.find(({ w }) => w.focused) ?? ours.find(({ w }) => w.visibilityState === 'visible') ?? ours[0];
  return best ? best.i : -1;
}

/**
 * Only a chat push that names its conversation can be shown in the page instead, by a visible tab
 * that shows that conversation: the message the tab gets (ours, with the popup's text), else null.
 */
export function inPageMessage(message: IncomingPush, popup: Popup, now: number): PushMessage | null {
  const chat = chatOf(message);
  if (!chat) return null;
  return {
    type: PushType.Chat,
    id: message.id ?? popup.options.tag ?? chat.ConversationID,
    title: popup.title,
    body: popup.options.body ?? '',
    ...(message.silent === undefined ? {} : { silent: message.silent }),
    sentAt: message.sentAt ?? now,
    openIMContentDTO: chat,
  };
}

/** The notification data of a clicked popup, or null when it is not ours. */
export function readNotificationData(data: unknown): NotificationData | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Partial<NotificationData>;
  if (typeof d.type !== 'number' || !d.target || typeof d.target.url !== 'string') return null;
  return d as NotificationData;
}

/**
 * The "shown" report of a console push (type 4 with its id) to /web/jpush/shown, which counts it as
 * delivered once per push and subscription; null for any other push or without a subscription.
 */
export function shownReport(
  message: IncomingPush,
  endpoint: string | null | undefined,
): { url: string; init: RequestInit } | null {
  if (message.type !== PushType.Custom || !message.id || !endpoint) return null;
  return {
    url: API_BASE + adminContentEndpoints.pushShown.path,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: message.id, endpoint }),
    },
  };
}

/**
 * The question a match status push (type 5) asks the tabs before its popup (issue 21: a tab whose
 * video is behind that moment holds it back); null for every other push.
 */
export function holdQuestion(
  message: IncomingPush,
  now: number,
): Extract<SwToPage, { type: 'tribune:push-hold' }> | null {
  if (message.type !== PushType.MatchStatus) return null;
  const { matchId, status } = message.matchStatus;
  return { type: 'tribune:push-hold', matchId, notice: status, sentAt: message.sentAt ?? now };
}

/**
 * What the tabs' answers decide: no popup when a tab shows the notice itself (its video is further
 * behind than a popup waits), else a popup after the longest hold asked (at most PUSH_HOLD_MAX_MS).
 */
export function holdDecision(answers: readonly (PushHoldAnswer | null)[]): {
  inPage: boolean;
  waitMs: number;
} {
  const given = answers.filter((a): a is PushHoldAnswer => a !== null);
  if (given.some((a) => a.inPage)) return { inPage: true, waitMs: 0 };
  const longest = Math.max(0, ...given.map((a) => (Number.isFinite(a.holdMs) ? a.holdMs : 0)));
  return { inPage: false, waitMs: Math.min(PUSH_HOLD_MAX_MS, longest) };
}
