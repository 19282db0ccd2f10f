import type { OpenImContent, PushMessage } from './push';

/**
 * Messages between the service worker (sw/sw.ts) and the page (src/pwa/), by `postMessage`.
 * Types only, so both runtimes share them without importing each other.
 */

/** Page → service worker. SKIP_WAITING is workbox-window's own (`messageSkipWaiting`). */
export type PageToSw =
  | { type: 'SKIP_WAITING' }
  /** Same-origin app files the page loaded before the worker controlled it (cached for offline). */
  | { type: 'tribune:cache-urls'; urls: string[] }
  /**
   * Logout: delete the image cache (chat pictures and everything else it holds) and its expiry
   * records. Sent with a MessagePort, answered `ForgetImagesAnswer` once done.
   */
  | { type: 'tribune:forget-images' };

/** Service worker → page. */
export type SwToPage =
  /** Asked with a MessagePort: does this tab show the conversation now (visible)? Answer `ShowsAnswer`. */
  | { type: 'tribune:shows-conversation'; conversationID: string }
  /** A push this tab shows in the page instead of a popup (toast and the new-message sound). */
  | { type: 'tribune:push-in-page'; message: PushMessage }
  /**
   * Asked with a MessagePort before a match status popup (push type 5): how long this tab's video is
   * still behind that moment of the match (issue 21). Answer `PushHoldAnswer`.
   */
  | { type: 'tribune:push-hold'; matchId: number; notice: 1 | 2 | 3; sentAt: number }
  /** A notification was clicked: go to `url` (a hash route); `chat` is the message data of type 8. */
  | { type: 'tribune:navigate'; url: string; chat?: OpenImContent };

/**
 * `holdMs`: wait this long before the popup (0: the tab does not follow the match on a synced video,
 * or its video already shows the moment); `inPage`: the tab's video is further behind than a popup
 * can wait: the tab shows the notice itself when its video gets there, and no popup is shown.
 */
export interface PushHoldAnswer {
  holdMs: number;
  inPage: boolean;
}

/** The longest a match status popup waits for a tab's video; a tab further behind shows it in the page. */
export const PUSH_HOLD_MAX_MS = 120_000;
/** How long the worker waits for the tabs' answers to `tribune:push-hold`. */
export const PUSH_HOLD_ASK_TIMEOUT_MS = 400;

export interface ShowsAnswer {
  shows: boolean;
}

/** `done` false: the worker could not delete the image cache (the page then deletes it itself). */
export interface ForgetImagesAnswer {
  done: boolean;
}

/**
 * The service worker's runtime image cache (sw/sw.ts): avatars, badges, thumbnails and chat
 * pictures of whoever used the browser, not kept per user.
 */
export const IMAGES_CACHE = 'tribune-images';

/** How long the worker waits for the tabs' answers before it shows the popup anyway. */
export const SHOWS_CONVERSATION_TIMEOUT_MS = 400;

/**
 * Marks index.html's <link rel="modulepreload"> of the app's entry (the built page has no module
 * script: its inline script evaluates the entry, scripts/earlyLiveEntry.ts, src/app/pageStart.ts).
 */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/**
 * The last list page the user saw, kept by the page (src/pwa/pageSnapshot.ts) in Cache Storage under
 * PAGE_SNAPSHOT_KEY of PAGE_SNAPSHOT_CACHE, and put into the shell by the service worker
 * (sw/pageSnapshot.ts) so that a repeat visit shows it before the app has run (issue 18: repeat
 * visit LCP). Deleted at logout.
 */
export interface PageSnapshot {
  /** The hash route it shows (`/match/0`); the shell shows it only when the URL's fragment is this. */
  route: string;
  /** The app's language code (protocol/language.ts) it was written in. */
  language: string;
  /** The `lang` of the document then (a BCP 47 tag). */
  lang: string;
  /**
   * The app's entry of the build that drew it (the href of index.html's link marked
   * APP_ENTRY_ATTRIBUTE): another build's markup may not fit its CSS.
   */
  shell: string;
  /** When it was taken (ms since the epoch). */
  takenAt: number;
  /** The app's markup: no scripts, ids, inline styles or test ids (sw/pageSnapshot.ts checks again). */
  html: string;
}

/** The routes a snapshot is kept of, the match lists (`/match/0`): plain enough for an attribute. */
export const PAGE_SNAPSHOT_ROUTE = /^\/match\/\d{1,3}$/;
export const PAGE_SNAPSHOT_CACHE = 'tribune-page-snapshot';
export const PAGE_SNAPSHOT_KEY = '/__tribune/page-snapshot';
/** Older than this, a snapshot is not shown (the scores of a list move). */
export const PAGE_SNAPSHOT_MAX_AGE_MS = 12 * 3600_000;
/** A bigger one is not kept. */
export const PAGE_SNAPSHOT_MAX_CHARS = 300_000;
