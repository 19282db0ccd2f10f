import { groupIdOf } from '../../../protocol/groupConstants';
import { ContentType, type Conversation, type ImMessage, SessionType } from '../../../protocol/im';
import type { conversationMembers, messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type MemberRow = typeof conversationMembers.$inferSelect;

export interface Person {
  nickname: string;
  avatar: string | null;
}

/** A stored message as the socket carries it; a revoked one has kind 2101 and the revoke record as content. */
export function presentMessage(row: MessageRow, sender: Person | undefined): ImMessage {
  const groupID = row.sessionType === SessionType.SuperGroup ? groupIdOf(row.conversationId) : undefined;
  return {
    serverMsgID: String(row.id),
    clientMsgID: row.clientMsgId,
    conversationID: row.conversationId,
    seq: row.seq,
    sendID: String(row.senderId),
    recvID: row.recvId === null ? '' : String(row.recvId),
    sessionType: row.sessionType,
    contentType: row.revoked ? ContentType.Revoked : row.contentType,
    content: row.content,
    sendTime: row.sendTime.getTime(),
    senderNickname: sender?.nickname ?? '',
    senderFaceUrl: sender?.avatar ?? null,
    ...(groupID === undefined ? {} : { groupID }),
  };
}

/** Unread = messages after the read cursor (own sends move the sender's cursor). */
export function unreadOf(maxSeq: number, hasReadSeq: number): number {
  return Math.max(0, maxSeq - hasReadSeq);
}

/** The group of a group conversation, as its list entry shows it. */
export interface GroupView {
  id: number;
  name: string;
  avatar: string | null;
}

/**
 * A conversation as the caller sees it. `conversation.maxSeq` is the caller's newest seq (for a
 * member who left a group, the seq they left at). A group conversation shows the group's name and
 * picture, carries groupID and minSeq, and has no userID.
 */
export function presentConversation(
  member: Pick<MemberRow, 'conversationId' | 'peerId' | 'hasReadSeq' | 'recvMsgOpt' | 'isPinned'> &
    Partial<Pick<MemberRow, 'minSeq'>>,
  conversation: { sessionType: number; maxSeq: number; createdAt: Date },
  peer: Person | undefined,
  latest: ImMessage | null,
  peerReadSeq?: number,
  group?: GroupView,
): Conversation {
  const groupFields = group ? { groupID: String(group.id), minSeq: member.minSeq ?? 0 } : {};
  return {
    conversationID: member.conversationId,
    sessionType: conversation.sessionType,
    userID: member.peerId === null ? '' : String(member.peerId),
    showName: group ? group.name : (peer?.nickname ?? ''),
    faceURL: group ? group.avatar : (peer?.avatar ?? null),
    ...groupFields,
    recvMsgOpt: member.recvMsgOpt,
    isPinned: member.isPinned,
    unreadCount: unreadOf(conversation.maxSeq, member.hasReadSeq),
    maxSeq: conversation.maxSeq,
    hasReadSeq: member.hasReadSeq,
    ...(peerReadSeq === undefined ? {} : { peerReadSeq }),
    latestMsg: latest,
    latestMsgSendTime: latest?.sendTime ?? conversation.createdAt.getTime(),
  };
}
