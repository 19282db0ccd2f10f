import type { EndpointName } from '../../../protocol/endpoints';
import { useReconnects } from '../../state/matchLive';
import { useRefetchOnChange } from '../ui/useCallMutation';

/** The match loads whose scores and statuses the socket keeps live while it is up. */
const MATCH_QUERIES: readonly EndpointName[] = [
  'homeDetailsTop',
  'homeDetailsMiddle',
  'homeInfoBottom',
  'matchList',
  'matchSearch',
  'matchDetails',
  'showMatch',
];

/**
 * Every time the worker's socket comes (back) up, the match loads are asked again: no score change
 * made while it was down (or not yet following) is missed. Mounted once, in the layout.
 */
export function RefetchOnReconnect() {
  useRefetchOnChange(useReconnects(), MATCH_QUERIES);
  return null;
}
