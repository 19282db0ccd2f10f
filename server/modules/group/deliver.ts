import type { AppContext } from '../../context';
import {
  deliverGroupMessages,
  deliverGroupRevokes,
  groupMembersChanged,
  type MessageRow,
  publishGroupEvent,
} from '../im';
import type { ImPush } from '../realtime';

/** What a committed change of a group tells the members and others; every part is optional. */
export interface Aftermath {
  /** The membership changed: every node drops its cached member list first. */
  membersChanged?: boolean;
  /** Notices (contentType 888) stored by the change. */
  notices?: readonly MessageRow[];
  /** Messages the change revoked, and who revoked them. */
  revoked?: { rows: readonly MessageRow[]; by: number };
  /** Group events to every current member. */
  events?: readonly ImPush[];
  /** Who hears the notices and events besides the current members (those who just left or were removed). */
  alsoTo?: readonly number[];
  /** Events to particular users only (an applicant, the reviewers). */
  toUsers?: readonly { userId: number; pushes: readonly ImPush[] }[];
}

/**
 * Tells everyone concerned about a change once its transaction committed. A delivery that fails is
 * logged and never fails the call: the change is made, and the members' clients catch up on their
 * next sync (seqs have no holes).
 */
export async function afterCommit(ctx: AppContext, groupId: number, out: Aftermath): Promise<void> {
  try {
    const alsoTo = out.alsoTo ?? [];
    if (out.membersChanged) await groupMembersChanged(ctx, groupId);
    if (out.revoked && out.revoked.rows.length > 0)
      await deliverGroupRevokes(ctx, groupId, out.revoked.rows, out.revoked.by);
    if (out.notices && out.notices.length > 0) await deliverGroupMessages(ctx, groupId, out.notices, alsoTo);
    if (out.events && out.events.length > 0) await publishGroupEvent(ctx, groupId, out.events, alsoTo);
    for (const { userId, pushes } of out.toUsers ?? []) await ctx.runtimes.realtime.toUser(userId, pushes);
  } catch (error) {
    ctx.log.warn({ err: error, groupId }, 'group delivery failed');
  }
}
