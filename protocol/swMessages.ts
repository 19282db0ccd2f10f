import type { OpenImContent, PushMessage } from './push';

/**
 * Messages between the service worker (sw/sw.ts) and the page (src/pwa/), by `postMessage`.
 * Types only, so both runtimes share them without importing each other.
 */

/** Page → service worker. SKIP_WAITING is workbox-window's own (`messageSkipWaiting`). */
export type PageToSw =
  | { type: 'SKIP_WAITING' }
  /** Same-origin app files the page loaded before the worker controlled it (cached for offline). */
  | { type: 'tribune:cache-urls'; urls: string[] };

/** Service worker → page. */
export type SwToPage =
  /** Asked with a MessagePort: does this tab show the conversation now (visible)? Answer `ShowsAnswer`. */
  | { type: 'tribune:shows-conversation'; conversationID: string }
  /** A push this tab shows in the page instead of a popup (toast and the new-message sound). */
  | { type: 'tribune:push-in-page'; message: PushMessage }
  /** A notification was clicked: go to `url` (a hash route); `chat` is the message data of type 8. */
  | { type: 'tribune:navigate'; url: string; chat?: OpenImContent };

export interface ShowsAnswer {
  shows: boolean;
}

/** How long the worker waits for the tabs' answers before it shows the popup anyway. */
export const SHOWS_CONVERSATION_TIMEOUT_MS = 400;
