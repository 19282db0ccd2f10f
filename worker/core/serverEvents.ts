import { eventData, type ImEvent } from '../../protocol/im';
import type { EventFrame, FrameHandlers } from './frameRouter';
import { eventPayload, replyData } from './frames';
import { groupEvents } from './groupEvents';
import { markRevoked } from './messageEdits';
import type { SessionSync } from './SessionSync';

/**
 * The chat part of the core's frame routing: what each chat event (errCode 0) does to the cache of
 * the current session and which §3 chat client state change it becomes.
 */
type ChatHandler = (frame: EventFrame, session: SessionSync) => void;

const ignore: ChatHandler = () => undefined;

const chatEvents: Partial<Record<ImEvent, ChatHandler>> = {
  // The total is derived from the cached read cursors, which also cover reads not yet delivered.
  OnConnectSuccess: ignore,
  OnTotalUnreadMessageCountChanged: ignore,
  OnRecvNewMessage: (frame, session) => {
    const message = replyData(frame, eventData.OnRecvNewMessage);
    if (message) session.receive(message);
  },
  OnConversationChanged: (frame, session) => {
    const list = replyData(frame, eventData.OnConversationChanged);
    if (list) session.conversationsFromServer(list);
  },
  OnRecvC2CReadReceipt: (frame, session) => {
    const receipt = replyData(frame, eventData.OnRecvC2CReadReceipt);
    if (receipt) session.emit({ type: 'recvC2CReadReceiptList', receipts: [receipt] });
  },
  OnNewRecvMessageRevoked: (frame, session) => {
    const revoked = replyData(frame, eventData.OnNewRecvMessageRevoked);
    if (revoked) void revoke(session, revoked);
  },
  ...groupEvents,
};

/**
 * The chat events for the core's router, against the current session (none: ignored), and
 * `passOn` for the kinds no part claims (friends, blacklist, system messages, group members'
 * changes and applications): handed to the tabs as they are (protocol/friend and protocol/group
 * describe them). OnKickedOffline ends the session: `kicked`.
 */
export function chatFrames(
  session: () => SessionSync | null,
  kicked: () => void,
): { handlers: FrameHandlers; passOn: (frame: EventFrame) => void } {
  const handlers: FrameHandlers = {
    OnKickedOffline: () => {
      if (session()) kicked();
    },
  };
  for (const [kind, handle] of Object.entries(chatEvents) as [ImEvent, ChatHandler][])
    handlers[kind] = (frame) => {
      const current = session();
      if (current) handle(frame, current);
    };
  const passOn = (frame: EventFrame) =>
    session()?.emit({ type: 'serverEvent', event: frame.event, data: eventPayload(frame) });
  return { handlers, passOn };
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
