import { useNavigate } from '@tanstack/react-router';

import type { MatchCard } from '../../../protocol/match';
import { useCallQuery } from '../ui/useCallQuery';
import { nextLiveMatch } from './matchEvents';

/** The page size of the column's live list the next item is taken from. */
const LIVE_PAGE = 50;

/**
 * The player's next item (§2) on a live page: the next live match of the same column (raceType),
 * in the column's order; undefined while loading or when no other match is live.
 */
export function useNextLive(
  match: Pick<MatchCard, 'id' | 'raceType'> | null,
): { label: string; go: () => void } | undefined {
  const navigate = useNavigate();
  const raceType = match?.raceType ?? 0;
  const { data } = useCallQuery(
    'matchList',
    { raceType, status: 'live', page: 1, pageSize: LIVE_PAGE },
    { enabled: match !== null, keepPrevious: false },
  );
  const next = match && data ? nextLiveMatch(data.list, match.id) : null;
  if (!next) return undefined;
  return {
    label: `${next.home.name} – ${next.away.name}`,
    go: () => void navigate({ to: '/match/live/$id', params: { id: String(next.id) } }),
  };
}
