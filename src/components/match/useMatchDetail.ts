import type { MatchDetail } from '../../../protocol/match';
import { call } from '../../api/client';
import { useLiveCard, useMatchLive } from '../../state/matchLive';
import { useStore } from '../../state/store';
import { type Loaded, useLoad } from './useLoad';

/**
 * One match for the live and match pages, with its live updates laid over: the match page asks
 * show/match with the sport when its link carries one (a notification), else the match details.
 */
export function useMatchDetail(
  matchId: number | null,
  sportId?: number,
): Loaded<MatchDetail> & { match: MatchDetail | null } {
  const { language } = useStore();
  const loaded = useLoad(
    () =>
      sportId !== undefined
        ? call('showMatch', { sportId, matchId: matchId ?? 0 })
        : call('matchDetails', { matchId: matchId ?? 0 }),
    `${matchId}|${sportId}|${language}`,
    matchId !== null,
  );
  useMatchLive(matchId === null ? [] : [matchId]);
  const data = loaded.data?.id === matchId ? loaded.data : null;
  return { ...loaded, data, match: useLiveOrNull(data) };
}

const PLACEHOLDER = { id: -1, version: Number.MAX_SAFE_INTEGER } as MatchDetail;

/** useLiveCard for a detail that may not be loaded yet (hooks run either way). */
function useLiveOrNull(detail: MatchDetail | null): MatchDetail | null {
  const card = useLiveCard(detail ?? PLACEHOLDER);
  return detail ? card : null;
}
