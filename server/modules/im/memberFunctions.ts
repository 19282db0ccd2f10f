import { groupIdOf } from '../../../protocol/groupConstants';
import type { Conversation } from '../../../protocol/im';
import { advanceReadCursor, listConversations, totalUnread, updateMember } from './conversationService';
import type { ImPush, UserSocketCall as UserCall } from '../realtime';
import { sendGroupReceipts } from './groupRead';
import { requireMember } from './messageService';
import { unreadOf } from './present';

/**
 * MarkConversationAsRead: the cursor only moves forward and never past the newest seq (one row
 * written, in a group too). When it moves, the peer hears OnRecvC2CReadReceipt (in a group: the
 * senders of the messages just read hear OnRecvGroupReadReceipt, groupRead.ts) and the caller's
 * other devices get the new counts.
 */
export async function markRead(call: UserCall, data: { conversationID: string; hasReadSeq: number }) {
  const db = call.ctx.database.db;
  const member = await requireMember(db, call.userId, data.conversationID);
  const hasReadSeq = await advanceReadCursor(db, call.userId, data.conversationID, data.hasReadSeq);
  if (hasReadSeq > member.hasReadSeq) {
    const [conversation] = await listConversations(db, call.userId, data.conversationID);
    const total = await totalUnread(db, call.userId);
    const receipt = { conversationID: data.conversationID, userID: call.userID, hasReadSeq };
    await Promise.all([
      member.peerId === null
        ? sendGroupReceipts(call, member, member.hasReadSeq, hasReadSeq)
        : call.ctx.runtimes.realtime.toUser(member.peerId, { event: 'OnRecvC2CReadReceipt', data: receipt }),
      call.ctx.runtimes.realtime.toUser(
        call.userId,
        [
          { event: 'OnConversationChanged', data: [conversation] },
          { event: 'OnTotalUnreadMessageCountChanged', data: { totalUnread: total } },
        ],
        call.socketId,
      ),
    ]);
  }
  return {
    conversationID: data.conversationID,
    hasReadSeq,
    unreadCount: unreadOf(member.maxSeq, hasReadSeq),
  };
}

/** SetConversationRecvOpt and PinConversation: the caller's own view; other devices follow. */
export async function setMemberOption(
  call: UserCall,
  conversationID: string,
  set: { recvMsgOpt?: number; isPinned?: boolean },
): Promise<Conversation> {
  const db = call.ctx.database.db;
  await requireMember(db, call.userId, conversationID);
  await updateMember(db, call.userId, conversationID, set);
  // Every node's cached member list of the group holds the receive option its pushes go by.
  const groupID = groupIdOf(conversationID);
  if (groupID !== undefined && set.recvMsgOpt !== undefined)
    await call.ctx.runtimes.im.groups.membersChanged(Number(groupID));
  const [conversation] = await listConversations(db, call.userId, conversationID);
  const pushes: ImPush[] = [{ event: 'OnConversationChanged', data: [conversation] }];
  if (set.recvMsgOpt !== undefined)
    pushes.push({
      event: 'OnTotalUnreadMessageCountChanged',
      data: { totalUnread: await totalUnread(db, call.userId) },
    });
  await call.ctx.runtimes.realtime.toUser(call.userId, pushes, call.socketId);
  return conversation!;
}

/** The caller's other devices hear that one conversation changed (after a delete for me). */
export async function publishOwnConversation(call: UserCall, conversationID: string): Promise<void> {
  const [conversation] = await listConversations(call.ctx.database.db, call.userId, conversationID);
  if (conversation)
    await call.ctx.runtimes.realtime.toUser(
      call.userId,
      { event: 'OnConversationChanged', data: [conversation] },
      call.socketId,
    );
}
