import { eventData, type ImEvent, type ReplyFrame } from '../../protocol/im';
import { markRevoked } from './messageEdits';
import { replyData } from './frames';
import type { SessionSync } from './SessionSync';

/**
 * What a pushed event (errCode 0; the others never get here) does to the cache and which §3 chat
 * client state change it becomes. Returns 'kicked' for OnKickedOffline, which ends the session.
 */
export function handleServerEvent(
  frame: ReplyFrame & { event: ImEvent },
  session: SessionSync,
): 'kicked' | undefined {
  switch (frame.event) {
    case 'OnConnectSuccess':
    case 'OnTotalUnreadMessageCountChanged':
      // The total is derived from the cached read cursors, which also cover reads not yet delivered.
      return;
    case 'OnKickedOffline':
      return 'kicked';
    case 'OnRecvNewMessage': {
      const message = replyData(frame, eventData.OnRecvNewMessage);
      if (message) session.receive(message);
      return;
    }
    case 'OnConversationChanged': {
      const list = replyData(frame, eventData.OnConversationChanged);
      if (list) session.conversationsFromServer(list);
      return;
    }
    case 'OnRecvC2CReadReceipt': {
      const receipt = replyData(frame, eventData.OnRecvC2CReadReceipt);
      if (receipt) session.emit({ type: 'recvC2CReadReceiptList', receipts: [receipt] });
      return;
    }
    case 'OnNewRecvMessageRevoked': {
      const revoked = replyData(frame, eventData.OnNewRecvMessageRevoked);
      if (revoked) void revoke(session, revoked);
      return;
    }
    default:
      // Friends, blacklist, system messages: passed on as they are (protocol/friend describes them).
      session.emit({ type: 'serverEvent', event: frame.event, data: parseData(frame.data) });
  }
}

async function revoke(
  session: SessionSync,
  event: { conversationID: string; clientMsgID: string; revokerID: string; revokeTime: number },
): Promise<void> {
  const message = await markRevoked(session.db, event.clientMsgID, event.revokerID, event.revokeTime).catch(
    () => null,
  );
  if (message) session.emit({ type: 'messageStatusChanged', message });
  session.emit({
    type: 'recvMessageRevokedId',
    conversationID: event.conversationID,
    clientMsgID: event.clientMsgID,
  });
}

function parseData(data: string): unknown {
  try {
    return data === '' ? null : (JSON.parse(data) as unknown);
  } catch {
    return null;
  }
}
