import type { QueryClient } from '@tanstack/react-query';

import type { ImEvent } from '../../../protocol/imConstants';
import { queryClient } from '../../api/queryClient';
import { onImEvent } from '../../state/realtime';
import { useCallQuery } from '../ui/useCallQuery';

/**
 * The group loads every group view shares (the address book's Groups tab, the join page, the group
 * chat's header, members panel and settings), and the one place that makes them out of date: the
 * group events of the messaging socket (forwarded by the worker as `serverEvent`) and our own
 * changes (`invalidateGroup`). One cache entry per call and body, so the views never load twice.
 */

/** Groups move under the user (joins, removals, reviews from elsewhere): asked at every mount. */
const FRESH = { staleTime: 0 } as const;

/** The groups I am in, with my role and mute end in each. */
export function useGroupList() {
  return useCallQuery('groupList', {}, FRESH);
}

/** A group and my place in it (`self` null once I left or was removed); nothing loads without an id. */
export function useGroupDetail(groupID: string | undefined) {
  return useCallQuery('groupConfig', { groupID: groupID ?? '' }, { ...FRESH, enabled: Boolean(groupID) });
}

/** A page of a group's members (owner, admins, then members by join time), searched by `keyword`. */
export function useGroupMembers(groupID: string, keyword: string, page: number, pageSize: number) {
  const word = keyword.trim();
  return useCallQuery('groupMembers', {
    groupID,
    ...(word ? { keyword: word } : {}),
    page,
    pageSize,
  });
}

/** Join requests to review (in `groupID`, or in every group I review) and my own requests. */
export function useGroupApplications(groupID?: string) {
  return useCallQuery('groupApplicationList', groupID ? { groupID } : {}, FRESH);
}

/** The calls whose answers name one group (their body has `groupID`). */
const PER_GROUP = new Set(['groupConfig', 'groupMembers', 'groupJoinInfo', 'groupInviteAble', 'groupMsgMax']);

/**
 * Asks again everything loaded about `groupID` (its detail, members, card, invitable friends), my
 * group list and the join requests. Without an id: every group load. Called after our own changes
 * and on each group event.
 */
export function invalidateGroup(groupID?: string, client: QueryClient = queryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [name, body] = queryKey as [string, { groupID?: string } | undefined];
      if (name === 'groupList' || name === 'groupApplicationList' || name === 'groupCodeInfo') return true;
      if (!PER_GROUP.has(name)) return false;
      return groupID === undefined || body?.groupID === groupID;
    },
  });
}

const GROUP_EVENTS: ReadonlySet<ImEvent> = new Set<ImEvent>([
  'OnGroupInfoChanged',
  'OnGroupMemberAdded',
  'OnGroupMemberDeleted',
  'OnGroupMemberInfoChanged',
  'OnGroupApplicationAdded',
  'OnGroupApplicationAccepted',
  'OnGroupApplicationRejected',
]);

/**
 * The group a group event is about: `groupID` of its data (every group event carries it), or
 * undefined for any other event (read receipts are not about the group's loads).
 */
export function groupOfEvent(event: ImEvent, data: unknown): string | undefined {
  if (!GROUP_EVENTS.has(event) || typeof data !== 'object' || data === null) return undefined;
  const id = (data as { groupID?: unknown }).groupID;
  return typeof id === 'string' ? id : undefined;
}

let watching: (() => void) | undefined;

/**
 * Invalidates the group loads of the group an event is about, for as long as the page lives
 * (idempotent: the first group view starts it; loads that no view shows are only marked stale).
 */
export function watchGroupEvents(client: QueryClient = queryClient): () => void {
  watching ??= onImEvent('serverEvent', ({ event, data }) => {
    const groupID = groupOfEvent(event, data);
    if (groupID) void invalidateGroup(groupID, client);
  });
  return watching;
}
watchGroupEvents();
