import { useMemo } from 'react';

import type { MatchDetails } from '../../../protocol/matchApi';
import { mergeEvents } from '../../../protocol/matchEvents';
import { call } from '../../api/client';
import {
  useLiveCard,
  useLiveEvents,
  useMatchLive,
  useReconnects,
  useWatchMatch,
} from '../../state/matchLive';
import { useStore } from '../../state/store';
import { type Loaded, useLoad } from './useLoad';

/**
 * One match for the live and match pages, with its live updates laid over (score, status, and the
 * events they carried): the match page asks show/match with the sport when its link carries one (a
 * notification), else the match details. Fetched again whenever the socket comes back up.
 */
export function useMatchDetail(
  matchId: number | null,
  sportId?: number,
): Loaded<MatchDetails> & { match: MatchDetails | null } {
  const { language } = useStore();
  const reconnects = useReconnects();
  const loaded = useLoad(
    () =>
      sportId !== undefined
        ? call('showMatch', { sportId, matchId: matchId ?? 0 })
        : call('matchDetails', { matchId: matchId ?? 0 }),
    `${matchId}|${sportId}|${language}|${reconnects}`,
    matchId !== null,
  );
  useMatchLive(matchId === null ? [] : [matchId]);
  useWatchMatch(matchId);
  const data = loaded.data?.id === matchId ? loaded.data : null;
  const card = useLiveOrNull(data);
  const incoming = useLiveEvents(matchId);
  const match = useMemo(
    () => (card ? { ...card, events: mergeEvents(card.events, incoming, card.kickoffAt) } : null),
    [card, incoming],
  );
  return { ...loaded, data, match };
}

const PLACEHOLDER = { id: -1, version: Number.MAX_SAFE_INTEGER } as MatchDetails;

/** useLiveCard for a detail that may not be loaded yet (hooks run either way). */
function useLiveOrNull(detail: MatchDetails | null): MatchDetails | null {
  const card = useLiveCard(detail ?? PLACEHOLDER);
  return detail ? card : null;
}
