/**
 * What the service worker does with a push and with a click (§4 push handling), as pure functions
 * tested in Node (sw/pushLogic.test.ts); sw/sw.ts only wires them to the worker's events.
 * May import protocol/ only.
 */
import {
  type OpenImContent,
  PUSH_VIBRATE,
  type PushMessage,
  pushMessageSchema,
  PushType,
  WebActionType,
} from '../protocol/push';

export const DEFAULT_ICON = '/icons/icon-192.png';
export const BADGE_ICON = '/icons/icon-192.png';
/** Where a click lands when the push names nothing better (the home page, §2). */
export const HOME_URL = '/#/match/0';

/** The push's JSON, or null when it is not one of ours (malformed pushes are ignored, never thrown). */
export function parsePush(text: string | null | undefined): PushMessage | null {
  if (!text) return null;
  try {
    const parsed = pushMessageSchema.safeParse(JSON.parse(text));
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

/** §4 clicks: 1 live match, 2 anchor room, 4 by webActionType, 5 match page, 8 chat page. */
export function clickTarget(message: PushMessage): ClickTarget {
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
    case PushType.Chat:
      return route(
        `/chat/message?conversationID=${encodeURIComponent(message.openIMContentDTO.ConversationID)}`,
      );
    case PushType.News:
      return { url: HOME_URL, external: false };
  }
}

/** One popup per subject: a newer push of the same match, room or conversation replaces it. */
export function tagOf(message: PushMessage): string {
  switch (message.type) {
    case PushType.MatchSoon:
      return `match-${message.bookMatch.matchId}`;
    case PushType.MatchStatus:
      return `match-${message.matchStatus.matchId}`;
    case PushType.AnchorLive:
      return `anchor-${message.bookAnchor.id}`;
    case PushType.Chat:
      return `chat-${message.openIMContentDTO.ConversationID}`;
    case PushType.Custom:
    case PushType.News:
      return `notify-${message.id}`;
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

/** The popup of a push; null for type 3 (news is never a popup, §4). */
export function popupOf(message: PushMessage): Popup | null {
  if (message.type === PushType.News) return null;
  let icon = DEFAULT_ICON;
  if (message.type === PushType.AnchorLive) icon = httpsImage(message.bookAnchor.imgUrl) || DEFAULT_ICON;
  if (message.type === PushType.Chat) icon = httpsImage(message.openIMContentDTO.ImageURL) || DEFAULT_ICON;
  const data: NotificationData = { type: message.type, target: clickTarget(message) };
  if (message.type === PushType.Chat) data.chat = message.openIMContentDTO;
  return {
    title: message.title || 'Tribune',
    options: {
      body: message.body,
      icon,
      badge: BADGE_ICON,
      tag: tagOf(message),
      // Replaced, not stacked; the replacement still alerts.
      renotify: true,
      vibrate: [...PUSH_VIBRATE],
      silent: message.silent === true,
      timestamp: message.sentAt,
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

/** Only a chat push can be shown in the page instead, by a visible tab that shows its conversation. */
export function conversationOf(message: PushMessage): string | null {
  return message.type === PushType.Chat ? message.openIMContentDTO.ConversationID : null;
}

/** The notification data of a clicked popup, or null when it is not ours. */
export function readNotificationData(data: unknown): NotificationData | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Partial<NotificationData>;
  if (typeof d.type !== 'number' || !d.target || typeof d.target.url !== 'string') return null;
  return d as NotificationData;
}
