import { hashKey, type QueryClient } from '@tanstack/react-query';

import type { RequestOf, ResponseOf } from '../../../protocol/api';
import type { EndpointName } from '../../../protocol/endpoints';
import { HOT_RACE_TYPE } from '../../../protocol/matchConstants';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../../protocol/paginationConstants';
import { CallError, endpointOf } from '../../api/client';
import type { Request } from '../../api/request';
import type { MatchListSearch } from '../../routes/match/matchSearch';
import { callKey } from '../ui/useCallQuery';

/**
 * The home page's loads (/match/0: HomeSections and the hot column's list) outside React, so they
 * can start before the page has rendered and show at once on a later visit:
 * - startHomeLoads: the five calls, in the query cache under the keys the views use, started by
 *   src/app/earlyLoads.ts while boot runs, so they do not wait for its render and the route's chunk.
 * - rememberHomeLists / seedHomeLists: a visitor's last answers, kept in local storage, shown on the
 *   next visit while the same calls go to the network (stale data, so they are always asked again).
 * A visitor's only: a logged-in start checks its token first, its answers carry its bookings, and
 * the boot drops what was loaded before it knew the user.
 */

/** The body the column list asks for (MatchListSection), from the route's search. */
export function matchListBody(
  raceType: number,
  search: MatchListSearch,
): RequestOf<'matchList'> & { page: number; pageSize: PageSize } {
  return {
    raceType,
    status: search.status ?? 'all',
    ...(search.hot ? { hot: true } : {}),
    ...(search.trending ? { trending: true } : {}),
    page: search.page ?? 1,
    pageSize: search.size ?? DEFAULT_PAGE_SIZE,
  };
}

export type HomeLoad = { [N in EndpointName]: readonly [N, RequestOf<N>] }[EndpointName];

/** What /match/0 loads, first on screen first (HomeSections top to bottom, then the hot list). */
export const HOME_LOADS: readonly HomeLoad[] = [
  ['homeInfoBottom', {}],
  ['homeDetailsTop', {}],
  ['recommendAnchor', {}],
  ['homeDetailsMiddle', {}],
  ['matchList', matchListBody(HOT_RACE_TYPE, {})],
];

/** The home route as the hash says it (the root redirects to it), without search words or filters. */
export function isHomeHash(hash: string): boolean {
  return ['', '#', '#/', `#/match/${HOT_RACE_TYPE}`].includes(hash);
}

/** As callData (src/api/client.ts), through the given request helper: boot installs the app's later. */
async function dataOf<N extends EndpointName>(
  request: Request,
  name: N,
  body: RequestOf<N>,
): Promise<ResponseOf<N>> {
  const { path, method } = endpointOf(name);
  let envelope;
  try {
    envelope = await request<ResponseOf<N>>(path, body, { method });
  } catch (error) {
    throw CallError.network(error);
  }
  if (!envelope.success) throw await CallError.refusal(envelope);
  return envelope.data;
}

/**
 * Starts `loads` (some of HOME_LOADS) in `client`, over a stale answer if there is one (see
 * seedHomeLists). The views find them under their own keys, so each call is made once; their later
 * loads go through the app's request helper.
 */
export function startHomeLoads(
  client: QueryClient,
  request: Request,
  loads: readonly HomeLoad[] = HOME_LOADS,
): void {
  for (const [name, body] of loads)
    void client.prefetchQuery({
      queryKey: callKey(name, body),
      queryFn: () => dataOf(request, name, body),
      // Asked even over a seed saved a moment ago: a reload wants what the network says now.
      staleTime: 0,
    });
}

/** Local storage key of the last home lists (a visitor's). */
export const HOME_LISTS_KEY = 'tribune:homeLists';
/** Older answers are not shown: what they say has moved on too much to be worth a flash of it. */
export const HOME_LISTS_MAX_AGE_MS = 24 * 3600_000;
/** Writes are gathered: the five loads of a visit end within a moment of each other. */
const SAVE_DELAY_MS = 1_000;

interface SavedLists {
  language: string;
  /** By endpoint name: the answer and when the network gave it. */
  entries: Partial<Record<EndpointName, { at: number; data: unknown }>>;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function readSaved(storage: Storage): SavedLists | null {
  try {
    const saved = JSON.parse(storage.getItem(HOME_LISTS_KEY) ?? 'null') as SavedLists | null;
    return saved && typeof saved.language === 'string' && typeof saved.entries === 'object' ? saved : null;
  } catch {
    // Unreadable (an older shape, edited by hand): as if nothing was saved.
    return null;
  }
}

/**
 * Puts the last saved answers of `language` into `client`, each as loaded when it was saved: the
 * views show them at once and, the data being stale, ask the network again (startHomeLoads does
 * first). Nothing older than HOME_LISTS_MAX_AGE_MS, nothing of another language, nothing over an
 * answer already there. True when something was put.
 */
export function seedHomeLists(client: QueryClient, storage: Storage, language: string, now: number): boolean {
  const saved = readSaved(storage);
  if (saved?.language !== language) return false;
  let seeded = false;
  for (const [name, body] of HOME_LOADS) {
    const key = callKey(name, body);
    const entry = saved.entries[name];
    if (!entry || !(now - entry.at <= HOME_LISTS_MAX_AGE_MS) || client.getQueryData(key) !== undefined)
      continue;
    client.setQueryData(key, entry.data, { updatedAt: entry.at });
    seeded = true;
  }
  return seeded;
}

export interface RememberDeps {
  storage: Storage;
  /** The language the answers are in (the `language` header of the calls). */
  language: () => string;
  /** A visitor: a logged-in user's answers are not kept. */
  visitor: () => boolean;
}

/**
 * Keeps a visitor's home answers in local storage each time the network gives one (writes gathered
 * over SAVE_DELAY_MS), for seedHomeLists on the next visit. Returns the unsubscribe.
 */
export function rememberHomeLists(client: QueryClient, deps: RememberDeps): () => void {
  const names = new Map(HOME_LOADS.map(([name, body]) => [hashKey(callKey(name, body)), name]));
  const fresh = new Set<EndpointName>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const language = deps.language();
    const old = readSaved(deps.storage);
    const entries = old?.language === language ? { ...old.entries } : {};
    for (const [name, body] of HOME_LOADS) {
      const state = client.getQueryState(callKey(name, body));
      if (fresh.has(name) && state?.status === 'success')
        entries[name] = { at: state.dataUpdatedAt, data: state.data };
    }
    fresh.clear();
    if (!deps.visitor()) return;
    try {
      deps.storage.setItem(HOME_LISTS_KEY, JSON.stringify({ language, entries } satisfies SavedLists));
    } catch {
      // Storage full or refused: the next visit loads from the network, as without it.
    }
  };
  const stop = client.getQueryCache().subscribe((event) => {
    // Answers of the network only: a seed or a view's own change (setData) is `manual`.
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const name = names.get(event.query.queryHash);
    if (!name) return;
    fresh.add(name);
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}
