import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { type GroupApplicationState, GroupRole } from '../../../protocol/groupConstants';

/** The words of a role (§6), for badges; a plain member has none. */
export const ROLE_LABELS: Record<GroupRole, MessageDescriptor | null> = {
  [GroupRole.Owner]: msg`Owner`,
  [GroupRole.Admin]: msg`Admin`,
  [GroupRole.Member]: null,
};

/** The words of a join request's state (§4). */
export const APPLICATION_STATE_LABELS: Record<GroupApplicationState, MessageDescriptor> = {
  pending: msg`Waiting for review`,
  agreed: msg`Agreed`,
  rejected: msg`Rejected`,
  expired: msg`Expired`,
  processed: msg`Handled by another admin`,
};

/** The owner and admins review joins and see the join requests entry (an admin with `reviewJoins`). */
export function reviewsJoins(role: GroupRole): boolean {
  return role === GroupRole.Owner || role === GroupRole.Admin;
}
