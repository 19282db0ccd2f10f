import { queryClient } from '../api/queryClient';
import { callQueryOptions } from '../components/ui/useCallQuery';
import { matchIdParam } from '../routes/match/matchSearch';

/**
 * The call a live page cannot show its player without (the stream URL is in it), started by the
 * route's loader as the navigation begins, so it runs while the page's chunk and the full catalog
 * load instead of after them (issue 18: the first video frame). The page asks the same query (same
 * key, same options) and finds it loaded or in flight: one call either way.
 */

/** A room's details are asked again on a visit after this (live state, fans, the viewer's role move). */
export const ROOM_DETAILS_FRESH_MS = 5_000;

/** A route id param as an anchor's uid (a positive 32-bit integer, as text), else null. */
export function uidParam(value: string): string | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? value : null;
}

export function roomDetailsQuery(id: string) {
  return callQueryOptions('anchorDetails', { id }, { staleTime: ROOM_DETAILS_FRESH_MS });
}

export function liveMatchQuery(matchId: number) {
  return callQueryOptions('matchDetails', { matchId });
}

/** /anchor/room/$id's loader: never waits, never fails the navigation (the page shows the error). */
export function startRoomLoad(idParam: string): void {
  const id = uidParam(idParam);
  if (id !== null) void queryClient.prefetchQuery(roomDetailsQuery(id));
}

/** /match/live/$id's loader, as startRoomLoad. */
export function startLiveMatchLoad(idParam: string): void {
  const id = matchIdParam(idParam);
  if (id !== null) void queryClient.prefetchQuery(liveMatchQuery(id));
}
