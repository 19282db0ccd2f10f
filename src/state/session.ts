import type { LoginResponse, UserInfo } from '../../protocol/account';
import { type Language } from '../../protocol/language';
import { CONFIG_POLL_MS, LOGOUT_RELOAD_MS } from '../../protocol/rules';
import { call, installRequest } from '../api/client';
import { currentDeviceId, TOKEN_KEY } from '../api/callHeaders';
import { scheduleDeviceId } from '../api/deviceId';
import { forgetQueries, reloadQueriesForLanguage } from '../api/queryClient';
import { createRequest } from '../api/request';
import { activateLanguage } from '../i18n/i18n';
import { initialLanguage } from '../i18n/initialLanguage';
import { forgetChatUser, setKickedHandler, setLoggedOutHandler } from './chat';
import { browserWipeDeps, wipeDevice } from './deviceWipe';
import { currentNeedsAuth, go } from './navigation';
import { forgetPushAtLogout } from './pwa';
import { store } from './store';

export function isLoggedIn(): boolean {
  return localStorage.getItem(TOKEN_KEY) !== null;
}

/** The last user info, so an offline start still opens this user's cached chats (issue 6). */
const USER_KEY = 'tribune:userInfo';

function cachedUser(): UserInfo | null {
  try {
    return JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as UserInfo | null;
  } catch {
    // Unreadable (written by an older version, edited by hand): as if no user was cached.
    return null;
  }
}

/** Forgets the login on this device; loaded data of the user goes with it (views load again as a visitor). */
function clearLogin(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  store.userInfo = null;
  forgetQueries();
}

/**
 * The login ended for good (logout, or the server says the token is revoked or expired): the device
 * keeps nothing of the user's chats (the chat database, the cached pictures: ./deviceWipe.ts), and
 * every other tab of theirs logs out. A cache can no longer be used with that token anyway; the next
 * login fills it again from the server.
 */
function wipeUser(userID: string | undefined): Promise<void> {
  return userID ? wipeDevice(userID, browserWipeDeps(forgetChatUser)) : Promise.resolve();
}

/** Set while this tab logs out: it reloads itself when done, the worker's 'userLoggedOut' is its own. */
let loggingOut = false;

/** The local end of a login: forget it, leave an auth-only page for '/', reload after ~20 ms. */
function leaveLogin(): void {
  clearLogin();
  if (currentNeedsAuth()) go('/');
  setTimeout(() => location.reload(), LOGOUT_RELOAD_MS);
}

/** Another tab logged this user out (the worker already deleted their chats): this tab follows. */
function loggedOutElsewhere(userID: string): void {
  if (loggingOut || (store.userInfo?.uid ?? cachedUser()?.uid) !== userID) return;
  loggingOut = true;
  leaveLogin();
}

/** Anchor columns and enums follow the language (§4); match columns and the footer too. */
export async function loadLanguageData(): Promise<void> {
  const [anchors, enums, footer, matches] = await Promise.all([
    call('anchorColumn', {}),
    call('allEnums', {}),
    call('footerInfo', {}),
    call('matchColumn', {}),
  ]);
  if (anchors.success) store.anchorColumns = anchors.data;
  if (enums.success) store.enums = enums.data;
  if (footer.success) store.footer = footer.data;
  if (matches.success) store.matchColumns = matches.data;
}

async function pollConfig(): Promise<void> {
  try {
    const res = await call('globalConfig', {});
    if (res.success) store.globalConfig = res.data;
  } catch {
    // offline: keep the last config and try again at the next tick
  }
}

/** Changes the language: catalog, header of later calls, the account's setting, language data. */
export async function changeLanguage(lang: Language): Promise<void> {
  store.language = lang;
  await activateLanguage(lang);
  reloadQueriesForLanguage();
  // Best effort: the device keeps the language either way, the account takes it at the next change.
  if (store.userInfo) await call('setLanguage', { languageType: lang }).catch(() => undefined);
  // Offline: the columns and enums keep the last language until the next start or change.
  await loadLanguageData().catch(() => undefined);
}

async function applyUser(user: UserInfo): Promise<void> {
  const otherAccount = store.userInfo?.uid !== user.uid;
  let otherLanguage = false;
  store.userInfo = user;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  if (user.languageType) {
    if (user.languageType !== store.language) {
      otherLanguage = true;
      store.language = user.languageType;
      await activateLanguage(user.languageType);
    }
  } else {
    // The account has no language yet: keep the one chosen on this device and store it on the account
    // (best effort: it is stored at the next language change otherwise).
    await call('setLanguage', { languageType: store.language }).catch(() => undefined);
  }
  // Data loaded as a visitor or as the last user (follows, roles, lists) is not this user's.
  if (otherAccount) forgetQueries();
  else if (otherLanguage) reloadQueriesForLanguage();
}

/**
 * Start-up (§4): wire the request helper, check the token, load the user, start the columns, poll
 * config. `firstFrame`: what the device hash waits for besides its delay (src/main.tsx: the render gate).
 */
export async function boot(firstFrame?: Promise<void>): Promise<void> {
  installRequest(
    createRequest({
      fetch: (...args) => fetch(...args),
      storage: localStorage,
      language: () => store.language,
      deviceId: currentDeviceId,
      onLoggedOut: () => {
        const userID = store.userInfo?.uid ?? cachedUser()?.uid;
        clearLogin();
        // This tab's own logout revoked the token: it finishes on its own (leaveLogin: '/', not the
        // login page, when the server's answer or the socket's close comes before the wipe is done).
        if (loggingOut) return;
        void wipeUser(userID);
        go('/login');
      },
      onForbidden: (data) => {
        store.forbiddenPage = (data as { region?: string } | null) ?? {};
        go('/403');
      },
    }),
  );
  scheduleDeviceId(firstFrame);
  setLoggedOutHandler(loggedOutElsewhere);
  // The socket was closed for this login: ask the server at once. A revoked token (a platform admin's
  // ban, a logout elsewhere) is refused with 2321 / 403, which logs the tab out (onLoggedOut above);
  // a login that is still good stays as it is.
  setKickedHandler(() => {
    if (isLoggedIn() && !loggingOut) void call('tokenInfo', {}).catch(() => undefined);
  });
  store.language = initialLanguage();
  await activateLanguage(store.language);
  try {
    if (isLoggedIn()) {
      const useful = await call('isUsefulToken', {});
      if (useful.success && useful.data.useful) {
        const info = await call('userInfo', {});
        if (info.success) await applyUser(info.data);
      } else {
        // The server says the token is dead (revoked, expired): the login ended while away.
        const userID = useful.success ? cachedUser()?.uid : undefined;
        clearLogin();
        void wipeUser(userID);
      }
    }
  } catch {
    // offline or server down: views still show (§4), as the last known user (cached chats, outbox)
    if (isLoggedIn() && !store.userInfo) store.userInfo = cachedUser();
  } finally {
    store.booting = false;
  }
  // The columns, enums and footer in the user's language: the first render does not wait for them
  // (the header and the pages that list columns show them when they come). Offline: the next start
  // or language change asks again.
  void loadLanguageData().catch(() => undefined);
  void pollConfig();
  setInterval(() => void pollConfig(), CONFIG_POLL_MS);
}

/** After a successful login call: keep the token, take the user and their language. */
export async function completeLogin(result: LoginResponse): Promise<void> {
  localStorage.setItem(TOKEN_KEY, result.token);
  await applyUser(result.userInfo);
  // Offline right after the login: the columns keep the language they had.
  await loadLanguageData().catch(() => undefined);
}

export async function refreshUser(): Promise<void> {
  const info = await call('userInfo', {});
  if (info.success) store.userInfo = info.data;
}

/**
 * The user's own info changed (a profile edit answers it, an anchor application changes the
 * status): the header, the user menu, chats and the centre show it at once. Changed in place, so
 * what follows the login itself (the chat login, push) sees the same user and does not start again.
 */
export function updateUserInfo(user: UserInfo): void {
  if (!store.userInfo || store.userInfo.uid !== user.uid) return;
  Object.assign(store.userInfo, user);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

/** Asks the server for the user's info again and takes it in place (see updateUserInfo). */
export async function reloadUserInfo(): Promise<void> {
  const info = await call('userInfo', {});
  if (info.success) updateUserInfo(info.data);
}

/**
 * Logout (§4): revoke the token, delete the user's chats from the device (every tab logs out), forget
 * the token, leave an auth-only page for '/', reload after ~20 ms.
 */
export async function logout(): Promise<void> {
  loggingOut = true;
  const userID = store.userInfo?.uid ?? cachedUser()?.uid;
  try {
    // This browser stops getting the user's pushes (while the token still authorises the call).
    await forgetPushAtLogout();
    await call('logout', {});
  } catch {
    // logout errors are swallowed (§4)
  }
  await wipeUser(userID);
  leaveLogin();
}
