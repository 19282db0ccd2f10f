/// <reference lib="webworker" />
/**
 * The service worker: the offline app shell, runtime caches, web push and notification clicks.
 * May import protocol/ only (the rules of what to show and where a click goes: ./pushLogic.ts).
 *
 * - Precache: the built shell (index.html, the entry chunks, the messaging worker, CSS, icons, the
 *   default and fallback catalogs); not video, not the player, the image compressor or the other
 *   six catalogs (vite.config.ts), which are cached when first used.
 * - Every navigation falls back to the precached index.html (hash routes: one document), with the
 *   last list page the user saw in its root when it may be shown (./pageSnapshot.ts).
 * - Images (team badges, avatars, logos, thumbnails, chat pictures): cache first, 300 entries,
 *   30 days; deleted whole at logout ('tribune:forget-images').
 * - API calls (/web/) and live video are never cached: always the network, except boot's columns,
 *   footer and enums (public, per language): stale-while-revalidate, so a repeat visit renders
 *   without waiting on the network (./apiCache.ts). The `language` header of the API calls tells the
 *   worker the user's language (./language.ts): the text of a push that follows §3 alone is written
 *   in it.
 * - Updates wait until a tab accepts the reload offered by src/pwa (SKIP_WAITING).
 * - Kill switch: README ("Service worker kill switch").
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

import { LANGUAGE_HEADER } from '../protocol/language';
import { type IncomingPush, type PushMessage, PushType } from '../protocol/push';
import {
  type ForgetImagesAnswer,
  IMAGES_CACHE,
  type PageToSw,
  PUSH_HOLD_ASK_TIMEOUT_MS,
  type PushHoldAnswer,
  SHOWS_CONVERSATION_TIMEOUT_MS,
  type ShowsAnswer,
  type SwToPage,
} from '../protocol/swMessages';
import { isCachedCall, staleWhileRevalidate, warmApiCache } from './apiCache';
import { createLanguageStore } from './language';
import { readSnapshot, shellWithSnapshot } from './pageSnapshot';
import {
  holdDecision,
  holdQuestion,
  inPageMessage,
  parsePush,
  pickWindow,
  popupOf,
  readNotificationData,
  shownReport,
} from './pushLogic';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const ASSETS_CACHE = 'tribune-assets';
const DAY_S = 24 * 3600;
const IMAGES_EXPIRY = { maxEntries: 300, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true };

const language = createLanguageStore(self.caches, () => self.navigator.language);

cleanupOutdatedCaches();
precache(self.__WB_MANIFEST);
clientsClaim();

// With the last list page the user saw in it, when there is one to show (./pageSnapshot.ts). Before
// the precache's route, which would answer `/` with index.html itself (its directory index).
const shell = createHandlerBoundToURL('index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      const [response, snapshot, lang] = await Promise.all([
        shell(options),
        readSnapshot(self.caches),
        language.remembered().catch(() => null),
      ]);
      return shellWithSnapshot(response, snapshot, { language: lang, now: Date.now() });
    },
    {
      denylist: [/^\/web\//, /^\/uploads\//, /^\/health/, /^\/live\//, /^\/media\//, /^\/msg_gateway/],
    },
  ),
);
addRoute();
/** Keeps the language header of an API call (see ./language.ts). */
function rememberLanguage(request: Request, event: ExtendableEvent): void {
  const kept = language.remember(request.headers.get(LANGUAGE_HEADER)).catch(() => undefined);
  try {
    event.waitUntil(kept);
  } catch {
    // the fetch event is over: the write finishes on its own
  }
}

// Boot's public calls, in the language the first visit had (none seen yet: the browser's, as the page).
self.addEventListener('install', (event: ExtendableEvent) => {
  const deps = { caches: self.caches, fetch: (r: Request) => fetch(r), waitUntil: () => undefined };
  event.waitUntil(
    language
      .current()
      .then((lang) => warmApiCache(self.location.origin, lang, deps))
      .catch(() => undefined),
  );
});

// Before the /web route below: the first route that matches a request answers it.
for (const method of ['GET', 'POST'] as const)
  registerRoute(
    ({ url, request }) => isCachedCall(url, request.method, self.location.origin),
    ({ request, event }) => {
      rememberLanguage(request, event);
      return staleWhileRevalidate(request, {
        caches: self.caches,
        fetch: (r) => fetch(r),
        waitUntil: (work) => event.waitUntil(work),
      });
    },
    method,
  );
registerRoute(
  ({ url }) => url.pathname.startsWith('/web/'),
  new NetworkOnly({
    plugins: [
      {
        requestWillFetch: ({ request, event }) => {
          rememberLanguage(request, event);
          return Promise.resolve(request);
        },
      },
    ],
  }),
);
registerRoute(
  ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/web/'),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin(IMAGES_EXPIRY)],
  }),
);
// Hashed build files outside the precache (player, compressor, other catalogs): immutable.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 60 * DAY_S }),
    ],
  }),
);

async function cacheUrls(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  const wanted = urls
    .map((u) => new URL(u, self.location.origin))
    .filter((u) => u.origin === self.location.origin && u.pathname.startsWith('/assets/'));
  for (const url of wanted) {
    if (await caches.match(url.href)) continue;
    await cache.add(url.href).catch(() => undefined);
  }
}

/**
 * Logout (src/state/deviceWipe.ts): the image cache goes whole, with the expiry records that name
 * its URLs. Its entries are not kept per user, and besides chat pictures it holds the avatars of the
 * user's contacts; badges and logos come back from the network when next shown.
 */
async function forgetImages(): Promise<void> {
  await caches.delete(IMAGES_CACHE);
  await new CacheExpiration(IMAGES_CACHE, IMAGES_EXPIRY).delete();
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as PageToSw | undefined;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'tribune:cache-urls' && Array.isArray(data.urls))
    event.waitUntil(cacheUrls(data.urls.filter((u) => typeof u === 'string').slice(0, 200)));
  if (data?.type === 'tribune:forget-images') {
    const answer = (done: boolean) => event.ports[0]?.postMessage({ done } satisfies ForgetImagesAnswer);
    event.waitUntil(
      forgetImages().then(
        () => answer(true),
        (error: unknown) => {
          console.error('image cache not deleted', error);
          answer(false);
        },
      ),
    );
  }
});

const post = (client: Client, message: SwToPage) => client.postMessage(message);

/** Asks a tab whether it shows the conversation; no answer in time counts as no. */
function asksShows(client: WindowClient, conversationID: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), SHOWS_CONVERSATION_TIMEOUT_MS);
    channel.port1.onmessage = (e: MessageEvent<ShowsAnswer>) => {
      clearTimeout(timer);
      resolve(e.data?.shows === true);
    };
    const question: SwToPage = { type: 'tribune:shows-conversation', conversationID };
    try {
      client.postMessage(question, [channel.port2]);
    } catch {
      clearTimeout(timer);
      resolve(false);
    }
  });
}

/**
 * A visible tab that shows the chat of this push takes it (toast and sound) instead of a popup.
 * `message` is the push as the tab gets it, null when it is no chat push naming its conversation.
 */
async function handledInPage(message: PushMessage | null): Promise<boolean> {
  if (message?.type !== PushType.Chat) return false;
  const conversationID = message.openIMContentDTO.ConversationID;
  const windows = (await self.clients.matchAll({ type: 'window' })).filter(
    (c) => c.visibilityState === 'visible',
  );
  const answers = await Promise.all(windows.map((w) => asksShows(w, conversationID)));
  const taker = windows[answers.indexOf(true)];
  if (!taker) return false;
  post(taker, { type: 'tribune:push-in-page', message });
  return true;
}

/** Asks a tab how long its video is behind a match moment; no answer in time counts as none. */
function asksHold(client: WindowClient, question: SwToPage): Promise<PushHoldAnswer | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), PUSH_HOLD_ASK_TIMEOUT_MS);
    channel.port1.onmessage = (e: MessageEvent<PushHoldAnswer>) => {
      clearTimeout(timer);
      resolve(e.data ?? null);
    };
    try {
      client.postMessage(question, [channel.port2]);
    } catch {
      clearTimeout(timer);
      resolve(null);
    }
  });
}

/**
 * A match status popup waits for the tabs watching that match behind live (issue 21); true when a
 * tab shows it in the page instead (its video is further behind than a popup can wait).
 */
async function heldForVideo(message: IncomingPush): Promise<boolean> {
  const question = holdQuestion(message, Date.now());
  if (!question) return false;
  const windows = await self.clients.matchAll({ type: 'window' });
  const decision = holdDecision(await Promise.all(windows.map((w) => asksHold(w, question))));
  if (decision.inPage) return true;
  if (decision.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, decision.waitMs));
  return false;
}

async function onPush(text: string | null): Promise<void> {
  const message = parsePush(text);
  if (!message) return;
  const popup = popupOf(message, await language.current());
  if (!popup || Notification.permission !== 'granted') return;
  // Asking the tabs must never cost the popup: a failure there counts as "not shown in a page".
  if (await handledInPage(inPageMessage(message, popup, Date.now())).catch(() => false)) return;
  if (await heldForVideo(message).catch(() => false)) return;
  await self.registration.showNotification(popup.title, popup.options);
  // A console push says it was shown (its "delivered" count); a failure there costs nothing.
  const subscription = await self.registration.pushManager.getSubscription().catch(() => null);
  const report = shownReport(message, subscription?.endpoint);
  if (report) await fetch(report.url, report.init).catch(() => undefined);
}

self.addEventListener('push', (event: PushEvent) => {
  let text: string | null = null;
  try {
    text = event.data?.text() ?? null;
  } catch {
    text = null;
  }
  // A push that cannot be shown is dropped, but said in the worker's console (devtools) for whoever looks.
  event.waitUntil(onPush(text).catch((error: unknown) => console.error('push not shown', error)));
});

async function onClick(notification: Notification): Promise<void> {
  const data = readNotificationData(notification.data);
  if (!data) return;
  if (data.target.external) {
    await self.clients.openWindow(data.target.url);
    return;
  }
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const index = pickWindow(windows, self.location.origin);
  const client = windows[index];
  if (!client) {
    await self.clients.openWindow(data.target.url);
    return;
  }
  const focused = await client.focus().catch(() => client);
  post(focused, {
    type: 'tribune:navigate',
    url: data.target.url,
    ...(data.chat ? { chat: data.chat } : {}),
  });
}

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const work = onClick(event.notification).catch(() => undefined);
  try {
    event.waitUntil(work);
  } catch {
    // an event dispatched by script (tests) cannot be extended; the work runs anyway
  }
});
