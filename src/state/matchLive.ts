import { useEffect } from 'react';
import { proxy, ref, useSnapshot } from 'valtio';

import type { ConnectionState } from '../../protocol/imWorkerApi';
import type { MatchCard } from '../../protocol/match';
import type { MatchEvent } from '../../protocol/matchEvents';
import { MATCH_SUBSCRIPTIONS_MAX, type MatchUpdate } from '../../protocol/matchLive';
import { ensureChat, useChatConnection } from './chat';
import { cameUp, followList, newerUpdate, withUpdate } from './matchMerge';
import { imClient, onImEvent } from './realtime';

/**
 * Live scores of the tab (issue 4: no polling). The worker's one socket follows the matches the
 * tab shows (`followMatches`) and forwards their updates as 'matchUpdate' events through the
 * realtime core's event bus (src/state/realtime.ts); the latest update per match is kept here and
 * laid over the fetched cards.
 */
const live = proxy<{ updates: Record<number, MatchUpdate>; events: Record<number, MatchEvent[]> }>({
  updates: {},
  events: {},
});

type Listener = (update: MatchUpdate) => void;
const listeners = new Set<Listener>();

/** Keeps `update` when it is newer than the one held, and tells the listeners. */
export function applyMatchUpdate(update: MatchUpdate): void {
  const held = live.updates[update.matchId];
  if (newerUpdate(held, update) === held) return;
  live.updates[update.matchId] = ref(update);
  // Events ride on the update that recorded them: keep them all, a later update may carry none.
  if (update.events?.length)
    live.events[update.matchId] = ref([...(live.events[update.matchId] ?? []), ...update.events]);
  for (const listener of listeners) listener(update);
}

// The matches part of the realtime core.
onImEvent('matchUpdate', ({ update }) => applyMatchUpdate(update));

/** Calls `listener` with every kept update (e.g. a notification toast); returns the unsubscribe. */
export function onMatchUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many mounted views follow each match: the tab follows the union. */
const followed = new Map<number, number>();
let syncQueued = false;

function syncFollows(): void {
  if (syncQueued) return;
  syncQueued = true;
  // One call per render pass, however many views mounted or left in it; in a task after the pass, so
  // starting the socket (and loading its worker bridge) does not hold up the pass's first paint.
  setTimeout(() => {
    syncQueued = false;
    const ids = followList(followed.keys(), MATCH_SUBSCRIPTIONS_MAX);
    if (ids.length > 0) ensureChat();
    void imClient()
      ?.followMatches(ids)
      .catch(() => undefined);
  });
}

/** Follows `matchIds` while the calling view is mounted (starting the tab's socket, as a guest if need be). */
export function useMatchLive(matchIds: readonly number[]): void {
  const key = matchIds.join(',');
  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    if (ids.length === 0) return;
    for (const id of ids) followed.set(id, (followed.get(id) ?? 0) + 1);
    syncFollows();
    return () => {
      for (const id of ids) {
        const n = (followed.get(id) ?? 1) - 1;
        if (n > 0) followed.set(id, n);
        else followed.delete(id);
      }
      syncFollows();
    };
  }, [key]);
}

/** The card with its latest live update laid over it (re-renders only when that match changes). */
export function useLiveCard<T extends MatchCard>(card: T): T {
  const update = useSnapshot(live).updates[card.id] as MatchUpdate | undefined;
  return withUpdate(card, update);
}

const NO_EVENTS: readonly MatchEvent[] = [];

/** Events of a match that arrived with live updates since the tab started (merge with the fetched ones). */
export function useLiveEvents(matchId: number | null): readonly MatchEvent[] {
  const events = useSnapshot(live).events;
  return (matchId === null ? undefined : (events[matchId] as MatchEvent[] | undefined)) ?? NO_EVENTS;
}

/** Matches whose live or match page is open in this tab (their status notices show as toasts). */
const watching = new Map<number, number>();

export function watchedMatches(): ReadonlySet<number> {
  return new Set(watching.keys());
}

/** Marks `matchId` as watched while the calling page is mounted. */
export function useWatchMatch(matchId: number | null): void {
  useEffect(() => {
    if (matchId === null) return;
    watching.set(matchId, (watching.get(matchId) ?? 0) + 1);
    return () => {
      const n = (watching.get(matchId) ?? 1) - 1;
      if (n > 0) watching.set(matchId, n);
      else watching.delete(matchId);
    };
  }, [matchId]);
}

/**
 * How many times the worker's socket came up (connecting or idle -> open or logged in), the first
 * time included: RefetchOnReconnect asks the match loads again after every drop, so no score change
 * made while the socket was down is missed.
 */
const connection = proxy<{ state: ConnectionState; ups: number }>({ state: 'idle', ups: 0 });

export function useSocketUps(): number {
  const { state } = useChatConnection();
  // Every view that loads by it runs this; the first to see a change counts it, once.
  useEffect(() => {
    if (state === connection.state) return;
    if (cameUp(connection.state, state)) connection.ups++;
    connection.state = state;
  }, [state]);
  return useSnapshot(connection).ups;
}
