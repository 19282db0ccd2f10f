import { subscribeKey } from 'valtio/utils';

import { ErrorCode } from '../../protocol/errors';
import { PUSH_TOKEN_KEY } from '../../protocol/push';
import { call } from '../api/client';
import { currentFacts, currentPushPlatform, pushSupport } from '../pwa/platform';
import { currentSubscription, subscribe } from '../pwa/pushSubscription';
import { registerServiceWorker } from '../pwa/registerServiceWorker';
import { pwa, type PushStatus } from './pwa';
import { store } from './store';

/**
 * The PWA's services (issue 6), a chunk of its own that ./pwa.ts loads once the first page has shown
 * what it loads: the service worker's registration (workbox-window) and web push for this browser.
 */

export { acceptUpdate } from '../pwa/registerServiceWorker';

/** Per user and browser: this user turned notifications on here (their next login resumes them). */
const wantKey = (uid: string) => `tribune:push:${uid}`;

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

/** The service worker, and push resumed for the user (again at each login, in the current language). */
export function startPwaServices(): void {
  registerServiceWorker({ onUpdate: () => (pwa.updateReady = true) });
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
