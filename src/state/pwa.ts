import { proxy, useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';

import { ErrorCode } from '../../protocol/errors';
import { type OpenImContent, PUSH_TOKEN_KEY, type PushMessage } from '../../protocol/push';
import type { ShowsAnswer, SwToPage } from '../../protocol/swMessages';
import { call } from '../api/client';
import { playMessageSound } from '../pwa/messageSound';
import { currentFacts, currentPushPlatform, needsIosGuide, pushSupport } from '../pwa/platform';
import { currentSubscription, subscribe } from '../pwa/pushSubscription';
import { acceptUpdate, registerServiceWorker } from '../pwa/registerServiceWorker';
import { openConversation, openConversationID } from './chat';
import { showToast } from './toasts';
import { store } from './store';

/**
 * The installable app (§1, issue 6): online state, the waiting new version, the browser's install
 * offer, and web push for this browser (turned on only from a button the user presses).
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

const pwa = proxy<PwaState>({
  online: true,
  updateReady: false,
  canInstall: false,
  iosGuide: false,
  push: 'off',
  chatNotificationData: null,
});

let installEvent: InstallPromptEvent | null = null;

/** Per user and browser: this user turned notifications on here (their next login resumes them). */
const wantKey = (uid: string) => `tribune:push:${uid}`;

function initialPushStatus(): PushStatus {
  const support = pushSupport(currentFacts());
  if (support !== 'supported') return support;
  if (Notification.permission === 'denied') return 'blocked';
  return 'off';
}

/** Registers this browser's subscription for the logged-in user (§7 pushToken, platform by engine). */
async function register(fresh = false): Promise<boolean> {
  const key = await call('pushVapidKey', {});
  if (!key.success) return false;
  let subscription = await subscribe(key.data.publicKey, fresh);
  const send = () =>
    call('pushToken', { platform: currentPushPlatform(), pushToken: JSON.stringify(subscription) });
  let res = await send();
  if (!res.success && res.code === ErrorCode.SubscriptionOfOtherUser) {
    // Another account registered this browser's endpoint and never logged out: take a new one.
    subscription = await subscribe(key.data.publicKey, true);
    res = await send();
  }
  if (res.success) localStorage.setItem(PUSH_TOKEN_KEY, JSON.stringify(subscription));
  return res.success;
}

/** The button "Turn on notifications": asks for permission (only here), subscribes, registers. */
export async function enableNotifications(): Promise<PushStatus> {
  const uid = store.userInfo?.uid;
  if (!uid || pwa.push === 'unsupported' || pwa.push === 'homeScreenFirst') return pwa.push;
  pwa.push = 'working';
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return (pwa.push = permission === 'denied' ? 'blocked' : 'off');
    const ok = await register();
    if (ok) localStorage.setItem(wantKey(uid), '1');
    return (pwa.push = ok ? 'on' : 'off');
  } catch {
    // The browser's push service refused or is unreachable: the toggle shows off, the user may retry.
    return (pwa.push = 'off');
  }
}

/** Removes this browser's subscription (server and browser); errors are swallowed (logout, §4). */
async function dropSubscription(): Promise<void> {
  const token = localStorage.getItem(PUSH_TOKEN_KEY);
  localStorage.removeItem(PUSH_TOKEN_KEY);
  try {
    const endpoint = token ? (JSON.parse(token) as { endpoint?: unknown }).endpoint : undefined;
    if (typeof endpoint === 'string') await call('pushTokenRemove', { endpoint });
  } catch {
    // offline: the logout itself also drops the subscriptions of the session on the server
  }
  // Best effort: a subscription the browser cannot drop now is no longer known to the server.
  await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => undefined);
}

export async function disableNotifications(): Promise<void> {
  const uid = store.userInfo?.uid;
  if (uid) localStorage.removeItem(wantKey(uid));
  await dropSubscription();
  if (pwa.push === 'on') pwa.push = 'off';
}

/** Logout (src/state/session.ts): this browser stops receiving the user's pushes. */
export async function forgetPushAtLogout(): Promise<void> {
  if (localStorage.getItem(PUSH_TOKEN_KEY)) await dropSubscription();
}

/** A logged-in user who turned notifications on here, with permission still granted: register again. */
async function resume(): Promise<void> {
  const uid = store.userInfo?.uid;
  if (!uid || localStorage.getItem(wantKey(uid)) !== '1') return;
  if (pushSupport(currentFacts()) !== 'supported' || Notification.permission !== 'granted') return;
  pwa.push = 'working';
  pwa.push = (await register().catch(() => false)) ? 'on' : 'off';
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

export { acceptUpdate };

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
  registerServiceWorker({ onUpdate: () => (pwa.updateReady = true) });
  openChatFromUrl();
  void resume();
  subscribeKey(store, 'userInfo', (user) => {
    if (user) void resume();
    else if (pwa.push === 'on') pwa.push = 'off';
  });
  // Popups are written in the language the browser registered with: keep it current.
  subscribeKey(store, 'language', () => {
    // Offline: the popups keep the old language until the next registration.
    if (pwa.push === 'on') void register().catch(() => undefined);
  });
}

export function usePwa(): Readonly<PwaState> {
  return useSnapshot(pwa);
}
