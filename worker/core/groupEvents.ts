import { type GroupInfo, groupConversationId } from '../../protocol/group';
import { type Conversation, eventData, type ImEvent } from '../../protocol/im';
import type { ImDatabase } from '../db/ImDatabase';
import { presentConversation } from './conversationRows';
import type { EventFrame } from './frameRouter';
import { eventPayload, replyData } from './frames';
import type { SessionSync } from './SessionSync';

/**
 * The group events of the socket (protocol/group.ts groupEventData) in the chat part of the core.
 * The server tells members of a group message only by OnRecvNewMessage (merged like any message);
 * these events say what else changed. Every one but the read receipt also reaches the tabs as it is
 * (`serverEvent`), as the events no part claims do.
 */
export type GroupHandler = (frame: EventFrame, session: SessionSync) => void;

function passOn(frame: EventFrame, session: SessionSync): void {
  session.emit({ type: 'serverEvent', event: frame.event, data: eventPayload(frame) });
}

export const groupEvents: Partial<Record<ImEvent, GroupHandler>> = {
  /** The conversation shows the group's new name and avatar. */
  OnGroupInfoChanged: (frame, session) => {
    passOn(frame, session);
    const info = replyData(frame, eventData.OnGroupInfoChanged);
    if (info === null) return;
    void groupInfoChanged(session.db, info)
      .then((row) => row && session.conversationsChanged([row], []))
      .catch(() => undefined);
  },
  /** I joined (or was invited into) a group: its conversation appears at once. */
  OnGroupMemberAdded: (frame, session) => {
    passOn(frame, session);
    const added = replyData(frame, eventData.OnGroupMemberAdded);
    if (added?.members.some((m) => m.userID === session.me)) session.resync();
  },
  /** I left or was removed: the conversation stays, readable up to where I left (the server cuts pulls). */
  OnGroupMemberDeleted: (frame, session) => {
    passOn(frame, session);
    const deleted = replyData(frame, eventData.OnGroupMemberDeleted);
    if (deleted?.userIDs.includes(session.me)) session.resync();
  },
  /** Tabs showing the conversation mark my messages read by that member. */
  OnRecvGroupReadReceipt: (frame, session) => {
    const receipt = replyData(frame, eventData.OnRecvGroupReadReceipt);
    if (receipt) session.emit({ type: 'recvGroupMessageReadReceiptList', receipts: [receipt] });
  },
};

/** The group's name and avatar on its conversation, when this device has it; the row as tabs see it. */
export function groupInfoChanged(db: ImDatabase, info: GroupInfo): Promise<Conversation | null> {
  const conversationID = groupConversationId(info.groupID);
  return db.transaction('rw', db.conversations, async () => {
    const row = await db.conversations.get(conversationID);
    if (row === undefined) return null;
    if (row.showName === info.name && row.faceURL === info.avatar) return null;
    const updated = { ...row, showName: info.name, faceURL: info.avatar };
    await db.conversations.put(updated);
    return presentConversation(updated);
  });
}
