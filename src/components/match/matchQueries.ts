import type { QueryClient } from '@tanstack/react-query';

import type { EndpointName } from '../../../protocol/endpoints';
import { invalidateCalls, invalidateFailedCalls } from '../../api/queryClient';

/** The match loads whose scores and statuses the socket keeps live while it is up. */
export const MATCH_QUERIES: readonly EndpointName[] = [
  'homeDetailsTop',
  'homeDetailsMiddle',
  'homeInfoBottom',
  'matchList',
  'matchSearch',
  'matchDetails',
  'showMatch',
];

/**
 * What the socket coming up for the `ups`-th time asks again. The first time, the tab has just
 * loaded its matches (showing them starts the socket): asking them all again would only repeat each
 * call of the page, so only the loads that failed (a server that was down) are. After a drop every
 * match load is, so no score change made while the socket was down is missed.
 */
export function refetchAfterUp(client: QueryClient, ups: number): Promise<void> {
  return ups > 1 ? invalidateCalls(MATCH_QUERIES, client) : invalidateFailedCalls(MATCH_QUERIES, client);
}
