import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installRequest } from '../../api/client';
import { createQueryClient, STALE_MS } from '../../api/queryClient';
import { createRequest } from '../../api/request';
import { i18n } from '../../i18n/i18n';
import { callKey, callQueryOptions } from '../ui/useCallQuery';
import {
  HOME_LISTS_KEY,
  HOME_LISTS_MAX_AGE_MS,
  HOME_LOADS,
  isHomeHash,
  matchListBody,
  rememberHomeLists,
  seedHomeLists,
  startHomeLoads,
} from './homeLoads';

i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });

/** The server of the test: every call answers its path and the language it was asked in. */
function fakeServer() {
  const calls: string[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    const language = (init.headers as Record<string, string>).language ?? '';
    calls.push(`${url} ${typeof init.body === 'string' ? init.body : ''}`);
    return Promise.resolve(Response.json({ success: true, code: 0, data: { url, language } }));
  });
  const request = createRequest({
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: memoryStorage(),
    language: () => 'en',
    deviceId: () => 'device',
    onLoggedOut: () => undefined,
    onForbidden: () => undefined,
  });
  return { calls, request };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const client = createQueryClient();
const stops: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  client.clear();
  vi.useRealTimers();
});

/** A view showing the load, as useCallQuery runs it (its own loads through the installed request helper). */
function show<N extends (typeof HOME_LOADS)[number][0]>(name: N, body: object) {
  const observer = new QueryObserver(client, callQueryOptions(name, body as never));
  stops.push(observer.subscribe(() => undefined));
  return observer;
}

describe('home loads', () => {
  it('asks for the column list with the defaults of the page and the filters of the search', () => {
    expect(matchListBody(0, {})).toEqual({ raceType: 0, status: 'all', page: 1, pageSize: 10 });
    expect(matchListBody(2, { status: 'live', hot: true, trending: true, page: 3, size: 20 })).toEqual({
      raceType: 2,
      status: 'live',
      hot: true,
      trending: true,
      page: 3,
      pageSize: 20,
    });
  });

  it('knows the home route by its hash, not a column, a filter or a search', () => {
    for (const hash of ['', '#', '#/', '#/match/0']) expect(isHomeHash(hash), hash).toBe(true);
    for (const hash of ['#/match/1', '#/match/0?status=live', '#/match/0?q=ab', '#/anchor/0', '#/login'])
      expect(isHomeHash(hash), hash).toBe(false);
  });

  it('starts each home call once: the views shown later find them under their own keys', async () => {
    const server = fakeServer();
    // The app's helper counts as the same server: a view asking again would show as a second call.
    installRequest(server.request);
    startHomeLoads(client, server.request);
    for (const [name, body] of HOME_LOADS) show(name, body);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(server.calls).toHaveLength(HOME_LOADS.length);
    expect(new Set(server.calls).size).toBe(HOME_LOADS.length);
    expect(client.getQueryData(callKey('matchList', matchListBody(0, {})))).toEqual({
      url: '/web/web_race/match_list',
      language: 'en',
    });
  });

  it('shows the last saved answers of a visitor at once, asks the network again, and keeps what it says', async () => {
    const storage = memoryStorage();
    const first = fakeServer();
    stops.push(rememberHomeLists(client, { storage, language: () => 'en', visitor: () => true }));
    startHomeLoads(client, first.request);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(JSON.parse(storage.items.get(HOME_LISTS_KEY) ?? '{}')).toMatchObject({ language: 'en' });

    // The next visit: a new page, the saved answers in the cache before any load.
    stops.splice(0).forEach((stop) => stop());
    client.clear();
    vi.advanceTimersByTime(60_000);
    expect(seedHomeLists(client, storage, 'en', Date.now())).toBe(true);
    const again = fakeServer();
    installRequest(again.request);
    const top = show('homeDetailsTop', {});
    expect(top.getCurrentResult().data).toEqual({ url: '/web/web_home/home_details_top', language: 'en' });
    expect(top.getCurrentResult().isStale).toBe(true);
    startHomeLoads(client, again.request);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(again.calls).toHaveLength(HOME_LOADS.length);
  });

  it('asks the network even over answers saved a moment ago (a reload wants what is true now)', async () => {
    const storage = memoryStorage();
    storage.setItem(
      HOME_LISTS_KEY,
      JSON.stringify({ language: 'en', entries: { homeDetailsTop: { at: Date.now(), data: ['saved'] } } }),
    );
    expect(seedHomeLists(client, storage, 'en', Date.now() + 1_000)).toBe(true);
    expect(client.getQueryState(callKey('homeDetailsTop', {}))?.isInvalidated).toBe(false);
    expect(
      Date.now() + 1_000 - client.getQueryState(callKey('homeDetailsTop', {}))!.dataUpdatedAt,
    ).toBeLessThan(STALE_MS);
    const server = fakeServer();
    startHomeLoads(client, server.request);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(server.calls.some((c) => c.startsWith('/web/web_home/home_details_top'))).toBe(true);
  });

  it('shows no saved answer of another language, older than a day, unreadable, or over a loaded one', () => {
    const storage = memoryStorage();
    const now = Date.now();
    const save = (language: string, at: number) =>
      storage.setItem(
        HOME_LISTS_KEY,
        JSON.stringify({ language, entries: { homeDetailsTop: { at, data: ['saved'] } } }),
      );
    save('tha', now);
    expect(seedHomeLists(client, storage, 'en', now)).toBe(false);
    save('en', now - HOME_LISTS_MAX_AGE_MS - 1);
    expect(seedHomeLists(client, storage, 'en', now)).toBe(false);
    storage.setItem(HOME_LISTS_KEY, '{not json');
    expect(seedHomeLists(client, storage, 'en', now)).toBe(false);
    save('en', now);
    client.setQueryData(callKey('homeDetailsTop', {}), ['loaded']);
    expect(seedHomeLists(client, storage, 'en', now)).toBe(false);
    expect(client.getQueryData(callKey('homeDetailsTop', {}))).toEqual(['loaded']);
  });

  it("keeps no logged-in user's answers, and saves nothing for a seed or a view's own change", async () => {
    const storage = memoryStorage();
    let visitor = false;
    stops.push(rememberHomeLists(client, { storage, language: () => 'en', visitor: () => visitor }));
    startHomeLoads(client, fakeServer().request);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(storage.items.has(HOME_LISTS_KEY)).toBe(false);

    visitor = true;
    client.setQueryData(callKey('homeDetailsTop', {}), ['changed by a view']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(storage.items.has(HOME_LISTS_KEY)).toBe(false);
  });
});
