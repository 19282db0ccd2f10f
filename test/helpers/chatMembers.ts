import type { Locator, Page } from 'playwright-core';

import { FriendSource } from '../../protocol/friend';
import { type BrowserSession, openBrowser } from './browser';

/** Demo members in Chromium for the chat suites: logged in through the API, token put where the app keeps it. */
export async function apiLogin(
  baseUrl: string,
  username: string,
): Promise<{ token: string; uid: string; appNumber: string }> {
  const res = await fetch(`${baseUrl}/web/web_user/web_pwd_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  const body = (await res.json()) as {
    data: { token: string; userInfo: { uid: string; appNumber: string } };
  };
  const { uid, appNumber } = body.data.userInfo;
  return { token: body.data.token, uid, appNumber };
}

/** One call of the site's API as a member (or a visitor without `token`); throws with the code on a refusal. */
export async function apiPost<T>(baseUrl: string, route: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/web${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; code: number; data: T };
  if (!json.success) throw new Error(`${route}: ${json.code}`);
  return json.data;
}

/**
 * Makes two demo members friends through the API, as people do: `asker` sends a request (by ID) and
 * `answerer` approves it. Both are logins of apiLogin.
 */
export async function befriend(
  baseUrl: string,
  asker: { token: string; uid: string },
  answerer: { token: string; appNumber: string },
): Promise<void> {
  await apiPost(
    baseUrl,
    '/manage/userSearch/applyFriend',
    { toUserID: answerer.appNumber, source: FriendSource.Id },
    asker.token,
  );
  const { list } = await apiPost<{ list: { id: number; direction: string; user: { uid: string } }[] }>(
    baseUrl,
    '/friend/application/list',
    {},
    answerer.token,
  );
  const request = list.find((r) => r.direction === 'received' && r.user.uid === asker.uid);
  if (!request) throw new Error('the friend request did not arrive');
  await apiPost(
    baseUrl,
    '/friend/application/response',
    { id: request.id, action: 'approve' },
    answerer.token,
  );
}

export async function openMember(
  baseUrl: string,
  username: string,
  path: string,
  options: { width?: number; language?: string } = {},
): Promise<BrowserSession & { uid: string }> {
  const { token, uid } = await apiLogin(baseUrl, username);
  const b = await openBrowser({ width: options.width });
  await b.page.addInitScript(
    ([t, language]) => {
      // Runs in the page (this file is typed for Node).
      const store = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
        .localStorage;
      store.setItem('zbpcJwt', t!);
      store.setItem('language', language!);
    },
    [token, options.language ?? 'en'],
  );
  await b.page.goto(`${baseUrl}/#${path}`);
  return { ...b, uid };
}

/**
 * The private conversation with `peer` (a nickname) in the page's conversation list, once it is there.
 * Not the list's first item: the demo's group (Lily and Ken are in it) comes first until a private
 * message has arrived, and clicking the first item as soon as the list shows opened the group.
 */
export function privateConversation(page: Page, peer: string): Locator {
  return page
    .getByTestId('chat-conv')
    .filter({ hasNot: page.locator('.group-mark') })
    .filter({ has: page.locator('.chat-conv-name', { hasText: peer }) });
}

export async function sendText(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
}

/** Sets the account's language (it wins over the device's at login, so screenshots per language set it). */
export async function setAccountLanguage(baseUrl: string, token: string, language: string): Promise<void> {
  const res = await fetch(`${baseUrl}/web/web_user/set_language`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ languageType: language }),
  });
  const json = (await res.json()) as { success: boolean; code: number };
  if (!json.success) throw new Error(`set_language: ${json.code}`);
}
