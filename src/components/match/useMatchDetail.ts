import { useMemo } from 'react';

import type { MatchDetails } from '../../../protocol/matchApi';
import { mergeEvents } from '../../../protocol/matchEvents';
import { useLiveCard, useLiveEvents, useMatchLive, useWatchMatch } from '../../state/matchLive';
import { type Loaded, useCallQuery } from '../ui/useCallQuery';

/**
 * One match for the live and match pages, with its live updates laid over (score, status, and the
 * events they carried): the match page asks show/match with the sport when its link carries one (a
 * notification), else the match details. Asked again whenever the socket comes back up
 * (RefetchOnReconnect).
 */
export function useMatchDetail(
  matchId: number | null,
  sportId?: number,
): Loaded<MatchDetails> & { match: MatchDetails | null } {
  const id = matchId ?? 0;
  const shown = useCallQuery(
    'showMatch',
    { sportId: sportId ?? 0, matchId: id },
    {
      enabled: matchId !== null && sportId !== undefined,
    },
  );
  const details = useCallQuery(
    'matchDetails',
    { matchId: id },
    { enabled: matchId !== null && sportId === undefined },
  );
  const { error, errorCode, loading, reload, ...picked } = sportId !== undefined ? shown : details;
  useMatchLive(matchId === null ? [] : [matchId]);
  useWatchMatch(matchId);
  const data = picked.data?.id === matchId ? picked.data : null;
  const card = useLiveOrNull(data);
  const incoming = useLiveEvents(matchId);
  const match = useMemo(
    () => (card ? { ...card, events: mergeEvents(card.events, incoming, card.kickoffAt) } : null),
    [card, incoming],
  );
  return { data, error, errorCode, loading, reload, match };
}

const PLACEHOLDER = { id: -1, version: Number.MAX_SAFE_INTEGER } as MatchDetails;

/** useLiveCard for a detail that may not be loaded yet (hooks run either way). */
function useLiveOrNull(detail: MatchDetails | null): MatchDetails | null {
  const card = useLiveCard(detail ?? PLACEHOLDER);
  return detail ? card : null;
}
