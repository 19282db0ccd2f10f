import type { Conversation, ImMessage } from '../../protocol/im';
import type { ConversationRow, CursorRow } from '../db/ImDatabase';

/** Pure helpers shared by the stores: rows made from messages and cursors, rows shown to tabs. */

export function emptyCursor(conversationID: string): CursorRow {
  return { conversationID, syncedSeq: 0, maxSeq: 0, hasReadSeq: 0, readDirty: 0 };
}

export function unreadOf(cursor: CursorRow): number {
  return Math.max(0, cursor.maxSeq - cursor.hasReadSeq);
}

/** A conversation first seen through one of its messages; GetConversationList fills in the rest. */
export function conversationFromMessage(message: ImMessage, me: string): ConversationRow {
  const peerIsSender = message.sendID !== me;
  return {
    conversationID: message.conversationID,
    sessionType: message.sessionType,
    userID: peerIsSender ? message.sendID : message.recvID,
    showName: peerIsSender ? message.senderNickname : message.recvID,
    faceURL: peerIsSender ? message.senderFaceUrl : null,
    recvMsgOpt: 0,
    isPinned: false,
    pinned: 0,
    unreadCount: 0,
    maxSeq: 0,
    hasReadSeq: 0,
    latestMsg: null,
    latestMsgSendTime: 0,
  };
}

/** The newer of the stored latest message and `message` becomes the preview. */
export function withLatest(row: ConversationRow, message: ImMessage): ConversationRow {
  const current = row.latestMsg;
  const newer =
    current === null ||
    current.clientMsgID === message.clientMsgID ||
    (message.seq > 0 && current.seq > 0 ? message.seq >= current.seq : message.sendTime >= current.sendTime);
  if (!newer) return row;
  return { ...row, latestMsg: message, latestMsgSendTime: Math.max(row.latestMsgSendTime, message.sendTime) };
}

export function withCursor(row: ConversationRow, cursor: CursorRow): ConversationRow {
  return { ...row, maxSeq: cursor.maxSeq, hasReadSeq: cursor.hasReadSeq, unreadCount: unreadOf(cursor) };
}

/** The row as tabs see it (protocol Conversation), without the index helper field. */
export function presentConversation(row: ConversationRow): Conversation {
  const { pinned, ...conversation } = row;
  void pinned; // the index helper stays in IndexedDB
  return conversation;
}
