import { conversationSchema, type ImFunc, type ReplyFrame, SdkCode } from '../../protocol/im';
import type { ImActionResult } from '../../protocol/imWorkerApi';
import { type FuncInput, replyData } from './frames';
import { markRevoked, removeMessages } from './messageEdits';
import type { SessionSync } from './SessionSync';

/**
 * What a tab asks the server to do to existing messages and conversations. Each needs the socket:
 * offline they answer 113 (SdkCode.NetworkError) and change nothing; a refusal answers its code.
 */

/** deleteData accepts at most this many client ids per call. */
const DELETE_MAX = 100;

const OFFLINE: ImActionResult = { errCode: SdkCode.NetworkError };

/** The reply, or null when there is no logged-in socket (or it dropped before answering). */
async function ask<F extends ImFunc>(
  session: SessionSync,
  func: F,
  data: FuncInput<F>,
): Promise<ReplyFrame | null> {
  if (session.conn.state !== 'loggedIn') return null;
  return session.conn.request(func, data).catch(() => null);
}

export async function revokeMessage(
  session: SessionSync,
  conversationID: string,
  clientMsgID: string,
): Promise<ImActionResult> {
  const reply = await ask(session, 'RevokeMessage', { conversationID, clientMsgID });
  if (reply === null) return OFFLINE;
  if (reply.errCode !== 0) return { errCode: reply.errCode };
  const message = await markRevoked(session.db, clientMsgID, session.me, session.now());
  if (message) session.emit({ type: 'messageStatusChanged', message });
  session.emit({ type: 'recvMessageRevokedId', conversationID, clientMsgID });
  return { errCode: 0 };
}

export async function deleteMessages(
  session: SessionSync,
  conversationID: string,
  clientMsgIDs: string[],
): Promise<ImActionResult> {
  const rows = await session.db.messages.bulkGet(clientMsgIDs);
  const numbered = clientMsgIDs.filter((_, i) => (rows[i]?.seq ?? 0) > 0);
  for (let i = 0; i < numbered.length; i += DELETE_MAX) {
    const reply = await ask(session, 'DeleteMessage', {
      conversationID,
      clientMsgIDs: numbered.slice(i, i + DELETE_MAX),
    });
    if (reply === null) return OFFLINE;
    if (reply.errCode !== 0) return { errCode: reply.errCode };
  }
  session.pump.forget(clientMsgIDs);
  await removeMessages(session.db, clientMsgIDs);
  session.emit({ type: 'messagesDeleted', conversationID, clientMsgIDs });
  return { errCode: 0 };
}

/** PinConversation / SetConversationRecvOpt answer the updated conversation, applied like a push. */
export async function updateConversation(
  session: SessionSync,
  change: { conversationID: string; isPinned: boolean } | { conversationID: string; recvMsgOpt: 0 | 1 | 2 },
): Promise<ImActionResult> {
  const reply =
    'isPinned' in change
      ? await ask(session, 'PinConversation', change)
      : await ask(session, 'SetConversationRecvOpt', change);
  if (reply === null) return OFFLINE;
  if (reply.errCode !== 0) return { errCode: reply.errCode };
  const conversation = replyData(reply, conversationSchema);
  if (conversation) session.conversationsFromServer([conversation]);
  return { errCode: 0 };
}
