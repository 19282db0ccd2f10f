import { groupIdOf } from '../../protocol/groupConstants';
import type { Conversation, ImMessage } from '../../protocol/im';
import type { ConversationRow, CursorRow } from '../db/ImDatabase';

/** Pure helpers shared by the stores: rows made from messages and cursors, rows shown to tabs. */

export function emptyCursor(conversationID: string): CursorRow {
  return { conversationID, syncedSeq: 0, maxSeq: 0, hasReadSeq: 0, readDirty: 0 };
}

/** Seqs at or below a group member's `minSeq` are not theirs, so never unread. */
export function unreadOf(cursor: CursorRow): number {
  return Math.max(0, cursor.maxSeq - Math.max(cursor.hasReadSeq, cursor.minSeq ?? 0));
}

/**
 * A conversation first seen through one of its messages; GetConversationList fills in the rest (a
 * group's name and face: a group conversation made here has an empty `showName` until then).
 */
export function conversationFromMessage(message: ImMessage, me: string): ConversationRow {
  const groupID = message.groupID ?? groupIdOf(message.conversationID);
  if (groupID !== undefined) return { ...blank(message), userID: '', groupID, showName: '', faceURL: null };
  const peerIsSender = message.sendID !== me;
  return {
    ...blank(message),
    userID: peerIsSender ? message.sendID : message.recvID,
    showName: peerIsSender ? message.senderNickname : message.recvID,
    faceURL: peerIsSender ? message.senderFaceUrl : null,
  };
}

function blank(message: ImMessage): ConversationRow {
  return {
    conversationID: message.conversationID,
    sessionType: message.sessionType,
    userID: '',
    showName: '',
    faceURL: null,
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

/** Seqs, unread count and, for a group, `atMe` (an @-mention above the read cursor) from the cursor. */
export function withCursor(row: ConversationRow, cursor: CursorRow): ConversationRow {
  const next: ConversationRow = {
    ...row,
    maxSeq: cursor.maxSeq,
    hasReadSeq: cursor.hasReadSeq,
    unreadCount: unreadOf(cursor),
  };
  if (cursor.minSeq !== undefined) next.minSeq = cursor.minSeq;
  if (row.groupID !== undefined)
    next.atMe = (row.atSeq ?? 0) > Math.max(cursor.hasReadSeq, cursor.minSeq ?? 0);
  return next;
}

/** The row as tabs see it (protocol Conversation), without the worker's own fields. */
export function presentConversation(row: ConversationRow): Conversation {
  const { pinned, atSeq, ...conversation } = row;
  void pinned; // the index helper stays in IndexedDB
  void atSeq;
  return conversation;
}
