import { type Conversation, SessionType, singleConversationId } from '../../protocol/im';
import type { SendInput, StoredMessage } from '../../protocol/imWorkerApi';
import type { ImDatabase, OutboxRow } from '../db/ImDatabase';
import { conversationFromMessage, presentConversation, withLatest } from './conversationRows';

/** The outbox: a message written here survives reloads and drops until the server acks it. */

export interface Outgoing {
  message: StoredMessage;
  outbox: OutboxRow;
  conversation: Conversation;
  created: boolean;
}

/** Writes the message as 'sending' (messages table) and its outbox row, in one transaction. */
export function addOutgoing(
  db: ImDatabase,
  input: SendInput,
  me: string,
  clientMsgID: string,
  now: number,
): Promise<Outgoing> {
  const conversationID = singleConversationId(me, input.recvID);
  const message: StoredMessage = {
    serverMsgID: '',
    clientMsgID,
    conversationID,
    seq: 0,
    sendID: me,
    recvID: input.recvID,
    sessionType: SessionType.Single,
    contentType: input.contentType,
    content: input.content,
    sendTime: now,
    senderNickname: '',
    senderFaceUrl: null,
    status: 'sending',
    errCode: 0,
  };
  const outbox: OutboxRow = {
    clientMsgID,
    conversationID,
    recvID: input.recvID,
    contentType: input.contentType,
    content: input.content,
    createdAt: now,
    state: 'pending',
    errCode: 0,
  };
  return db.transaction('rw', [db.messages, db.outbox, db.conversations], async () => {
    await db.messages.add(message);
    await db.outbox.add(outbox);
    const existing = await db.conversations.get(conversationID);
    const row = withLatest(existing ?? conversationFromMessage(message, me), message);
    await db.conversations.put(row);
    return { message, outbox, conversation: presentConversation(row), created: existing === undefined };
  });
}

/** What is waiting to be sent, oldest first (the order the user wrote it). */
export async function pendingOutbox(db: ImDatabase): Promise<OutboxRow[]> {
  const rows = await db.outbox.orderBy('createdAt').toArray();
  return rows.filter((row) => row.state === 'pending');
}

/** A refusal (errCode ≠ 0): the message shows as failed with its code until retried. */
export function failOutgoing(
  db: ImDatabase,
  clientMsgID: string,
  errCode: number,
): Promise<StoredMessage | null> {
  return setState(db, clientMsgID, 'failed', errCode);
}

/** Back in the outbox with the same client id (a retry never stores the message twice). */
export function retryOutgoing(db: ImDatabase, clientMsgID: string): Promise<StoredMessage | null> {
  return setState(db, clientMsgID, 'pending', 0);
}

function setState(
  db: ImDatabase,
  clientMsgID: string,
  state: OutboxRow['state'],
  errCode: number,
): Promise<StoredMessage | null> {
  return db.transaction('rw', [db.messages, db.outbox], async () => {
    const row = await db.outbox.get(clientMsgID);
    const message = await db.messages.get(clientMsgID);
    if (row === undefined || message === undefined || message.status === 'succeeded') return null;
    await db.outbox.put({ ...row, state, errCode });
    const updated: StoredMessage = { ...message, status: state === 'failed' ? 'failed' : 'sending', errCode };
    await db.messages.put(updated);
    return updated;
  });
}
