import { queryClient } from '../api/queryClient';
import { callQueryOptions } from '../components/ui/useCallQuery';
import { matchIdParam, uidParam } from './liveRoute';

/**
 * The call a live page cannot show its player without (the stream URL is in it), started by the
 * route's loader as the navigation begins, so it runs while the page's chunk and the full catalog
 * load instead of after them (issue 18: the first video frame). The page asks the same query (same
 * key, same options) and finds it loaded or in flight: one call either way.
 */

/** A room's details are asked again on a visit after this (live state, fans, the viewer's role move). */
export const ROOM_DETAILS_FRESH_MS = 5_000;

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

/**
 * The first route (/match/$column, where / leads): its messages are in the boot catalog
 * (scripts/bootCatalog.ts); any other first page needs the full one.
 */
export function isFirstRouteHash(hash: string): boolean {
  return ['', '#', '#/'].includes(hash) || /^#\/match\/[^/?#]+\/?(\?.*)?$/.test(hash);
}
