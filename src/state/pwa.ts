import { proxy, useSnapshot } from 'valtio';

import type { OpenImContent, PushMessage } from '../../protocol/push';
import type { PushHoldAnswer, ShowsAnswer, SwToPage } from '../../protocol/swMessages';
import { firstLoadsSettled } from '../api/firstLoads';
import { playMessageSound } from '../pwa/messageSound';
import { currentFacts, needsIosGuide, pushSupport } from '../pwa/platform';
import { openConversation, openConversationID } from './chat';
import { showToast } from './toasts';
import { store } from './store';

/**
 * The installable app (§1, issue 6): online state, the waiting new version, the browser's install
 * offer, and web push for this browser (turned on only from a button the user presses). The service
 * worker's registration and push live in ./pwaServices.ts, loaded once the first page has shown
 * what it loads (they are not needed for first paint).
 */
export type PushStatus = 'unsupported' | 'homeScreenFirst' | 'off' | 'blocked' | 'working' | 'on';

interface PwaState {
  online: boolean;
  updateReady: boolean;
  /** The browser offered installation (`beforeinstallprompt`). */
  canInstall: boolean;
  /** iOS Safari outside the home-screen app: the guide is offered instead. */
  iosGuide: boolean;
  push: PushStatus;
  /** §3 chatNotificationData: the message of the chat push the user clicked last. */
  chatNotificationData: OpenImContent | null;
}

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The state itself, for ./pwaServices.ts (views read it with usePwa). */
export const pwa = proxy<PwaState>({
  online: true,
  updateReady: false,
  canInstall: false,
  iosGuide: false,
  push: 'off',
  chatNotificationData: null,
});

let installEvent: InstallPromptEvent | null = null;

function initialPushStatus(): PushStatus {
  const support = pushSupport(currentFacts());
  if (support !== 'supported') return support;
  if (Notification.permission === 'denied') return 'blocked';
  return 'off';
}

const services = () => import('./pwaServices');

/** The button "Turn on notifications" (see ./pwaServices.ts); 'off' when its code cannot be loaded. */
export function enableNotifications(): Promise<PushStatus> {
  return services().then(
    (m) => m.enableNotifications(),
    () => 'off' as const,
  );
}

export function disableNotifications(): Promise<void> {
  return services().then(
    (m) => m.disableNotifications(),
    () => undefined,
  );
}

/** Logout (src/state/session.ts): this browser stops receiving the user's pushes. */
export function forgetPushAtLogout(): Promise<void> {
  return services().then(
    (m) => m.forgetPushAtLogout(),
    () => undefined,
  );
}

/** Activates the waiting version (offered once ./pwaServices.ts found it); the page reloads into it. */
export function acceptUpdate(): void {
  void services().then((m) => m.acceptUpdate());
}

export async function promptInstall(): Promise<void> {
  const event = installEvent;
  if (!event) return;
  installEvent = null;
  pwa.canInstall = false;
  await event.prompt();
  // The choice only matters to the browser: the offer is gone either way.
  await event.userChoice.catch(() => undefined);
}

/** A hash route of ours (`/#/...`) as the path the app shows. */
function go(url: string): void {
  const hash = url.startsWith('/#') ? url.slice(1) : url.startsWith('#') ? url : null;
  if (hash) location.hash = hash;
}

function openChatOf(chat: OpenImContent): void {
  pwa.chatNotificationData = chat;
  void openConversation(chat.ConversationID, {
    userID: chat.SendID,
    showName: chat.SenderName,
    faceURL: chat.ImageURL || null,
  });
}

function showInPage(message: PushMessage): void {
  showToast(message.body ? `${message.title}: ${message.body}` : message.title);
  if (!message.silent) playMessageSound();
}

/** The tab shows that conversation: visible, on the chat page, with it open (not merely last opened). */
function showsConversation(conversationID: string): boolean {
  const path = location.hash.replace(/^#/, '').split('?')[0];
  return (
    document.visibilityState === 'visible' &&
    path === '/chat/message' &&
    openConversationID() === conversationID
  );
}

let started = false;
const early: MessageEvent[] = [];

function onWorkerMessage(event: MessageEvent): void {
  const data = event.data as SwToPage | undefined;
  // A click that opened or focused this tab during boot is handled once the user is known.
  // Answered at once, boot or not (the worker waits for it); its code loads with the question, so the
  // first route does not carry the match timeline.
  if (data?.type === 'tribune:push-hold') {
    const port = event.ports[0];
    void import('./pushHold').then(
      ({ pushHoldAnswer }) => port?.postMessage(pushHoldAnswer(data)),
      () => port?.postMessage({ holdMs: 0, inPage: false } satisfies PushHoldAnswer),
    );
    return;
  }
  if (!started && data?.type !== 'tribune:shows-conversation') {
    early.push(event);
    return;
  }
  if (data?.type === 'tribune:shows-conversation') {
    const answer: ShowsAnswer = { shows: showsConversation(data.conversationID) };
    event.ports[0]?.postMessage(answer);
  } else if (data?.type === 'tribune:push-in-page') {
    showInPage(data.message);
  } else if (data?.type === 'tribune:navigate') {
    go(data.url);
    if (data.chat) openChatOf(data.chat);
  }
}

/** A window opened by a chat notification click: /#/chat/message?conversationID=... */
function openChatFromUrl(): void {
  const [path, query] = location.hash.replace(/^#/, '').split('?');
  const id = new URLSearchParams(query ?? '').get('conversationID');
  if (path === '/chat/message' && id && store.userInfo) void openConversation(id);
}

/** Hears the service worker from the first moment (main.tsx, before boot): nothing it says is lost. */
export function listenToWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', onWorkerMessage);
  navigator.serviceWorker.startMessages();
}

/** Starts the PWA side of the page (after boot): worker, install offer, online state, push. */
export function initPwa(): void {
  pwa.online = navigator.onLine;
  window.addEventListener('online', () => (pwa.online = true));
  window.addEventListener('offline', () => (pwa.online = false));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installEvent = event as InstallPromptEvent;
    pwa.canInstall = true;
  });
  window.addEventListener('appinstalled', () => {
    installEvent = null;
    pwa.canInstall = false;
  });
  pwa.iosGuide = needsIosGuide(currentFacts());
  pwa.push = initialPushStatus();
  started = true;
  for (const event of early.splice(0)) onWorkerMessage(event);
  openChatFromUrl();
  void firstLoadsSettled()
    .then(services)
    .then((m) => m.startPwaServices())
    .catch(() => undefined);
}

export function usePwa(): Readonly<PwaState> {
  return useSnapshot(pwa);
}
