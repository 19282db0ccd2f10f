/**
 * The im module's public surface for the group module (the seam): the group's conversation, the
 * members' read cursors, the notices, and delivery to the members on every node. im owns
 * conversations, messages, seqs, read cursors and delivery; it never imports the group module.
 * The transaction functions run inside the caller's transaction; the deliver/publish ones after
 * its commit.
 */
export {
  addMemberCursors,
  clearGroupMessages,
  createGroupConversation,
  deleteMemberMessages,
  markMembersLeft,
  storeGroupNotice,
} from './groupStore';
export {
  deliverGroupMessages,
  deliverGroupRevokes,
  groupMembersChanged,
  publishGroupEvent,
} from './groupDelivery';
export type { MessageRow } from './present';
