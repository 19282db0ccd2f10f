import type { EndpointName } from '../../../protocol/endpoints';
import { useChat } from '../../state/chat';
import { useRefetchOnChange } from '../ui/useCallMutation';

/** The address book's loads: friend events of the socket (and our own changes) make them out of date. */
export const FRIEND_QUERIES: readonly EndpointName[] = [
  'friendList',
  'friendApplicationList',
  'blacklistList',
];

/** Friends move under the user (requests, accepts, blocks from elsewhere): asked at every mount. */
export const FRIENDS_FRESH = { staleTime: 0 } as const;

/**
 * Asks the address book's loads again on every friend event the chat state counts (friendsVersion
 * of src/state/chat.ts). Mounted once by the chat page.
 */
export function useFriendEventsRefetch(): void {
  const { friendsVersion } = useChat();
  useRefetchOnChange(friendsVersion, FRIEND_QUERIES);
}
