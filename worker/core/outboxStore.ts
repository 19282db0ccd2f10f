import { groupConversationId } from '../../protocol/groupConstants';
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

/** One message to write: what the page sent, its client id and its strictly increasing write time. */
export interface NewOutgoing {
  input: SendInput;
  clientMsgID: string;
  now: number;
}

export interface OutgoingBatch {
  messages: StoredMessage[];
  outbox: OutboxRow[];
  /** Conversations that existed, as they are after the batch. */
  changed: Conversation[];
  /** Conversations the batch created. */
  created: Conversation[];
}

/** Writes the message as 'sending' (messages table) and its outbox row, in one transaction. */
export async function addOutgoing(
  db: ImDatabase,
  input: SendInput,
  me: string,
  clientMsgID: string,
  now: number,
): Promise<Outgoing> {
  const out = await addOutgoingMany(db, [{ input, clientMsgID, now }], me);
  const created = out.created.length > 0;
  return {
    message: out.messages[0]!,
    outbox: out.outbox[0]!,
    conversation: (created ? out.created : out.changed)[0]!,
    created,
  };
}

/**
 * Writes many messages (in the given order) as 'sending' with their outbox rows, and each
 * conversation's newest message, in ONE transaction: a burst of sends costs one IndexedDB commit.
 * Idempotent by client id: a send replayed with a client id already written (a tab re-sending its
 * call to a new leader, which shares the database) writes nothing and answers the message as it is.
 * `messages` follows `writes`; `outbox` holds only the rows written now.
 */
export function addOutgoingMany(
  db: ImDatabase,
  writes: readonly NewOutgoing[],
  me: string,
): Promise<OutgoingBatch> {
  const wanted = writes.map(({ input, clientMsgID, now }): StoredMessage => ({
    serverMsgID: '',
    clientMsgID,
    ...addressOf(input, me),
    seq: 0,
    sendID: me,
    contentType: input.contentType,
    content: input.content,
    sendTime: now,
    senderNickname: '',
    senderFaceUrl: null,
    status: 'sending',
    errCode: 0,
  }));
  return db.transaction('rw', [db.messages, db.outbox, db.conversations], async () => {
    const found = await db.messages.bulkGet(wanted.map((m) => m.clientMsgID));
    const written = new Map<string, StoredMessage>();
    const fresh: StoredMessage[] = [];
    const outbox: OutboxRow[] = [];
    const messages = wanted.map((message, i): StoredMessage => {
      const old = found[i] ?? written.get(message.clientMsgID);
      if (old !== undefined) {
        if (old.sendID !== me || old.conversationID !== message.conversationID)
          throw new Error(`client message id ${message.clientMsgID} is another message's`);
        return old;
      }
      const { input, now } = writes[i]!;
      written.set(message.clientMsgID, message);
      fresh.push(message);
      outbox.push({
        clientMsgID: message.clientMsgID,
        conversationID: message.conversationID,
        recvID: message.recvID,
        ...(message.groupID === undefined ? {} : { groupID: message.groupID }),
        contentType: input.contentType,
        content: input.content,
        createdAt: now,
        state: 'pending',
        errCode: 0,
      });
      return message;
    });
    const out: OutgoingBatch = { messages, outbox, changed: [], created: [] };
    if (fresh.length === 0) return out;
    await db.messages.bulkAdd(fresh);
    await db.outbox.bulkAdd(outbox);
    const ids = [...new Set(fresh.map((m) => m.conversationID))];
    const existing = await db.conversations.bulkGet(ids);
    const rows = ids.map((id, i) => {
      const own = fresh.filter((m) => m.conversationID === id);
      return own.reduce(withLatest, existing[i] ?? conversationFromMessage(own[0]!, me));
    });
    await db.conversations.bulkPut(rows);
    rows.forEach((row, i) => (existing[i] ? out.changed : out.created).push(presentConversation(row)));
    return out;
  });
}

/** Where a send goes: a private conversation with `recvID`, or the conversation of group `groupID`. */
function addressOf(
  input: SendInput,
  me: string,
): Pick<StoredMessage, 'conversationID' | 'recvID' | 'sessionType' | 'groupID'> {
  if (input.groupID !== undefined)
    return {
      conversationID: groupConversationId(input.groupID),
      recvID: '',
      sessionType: SessionType.SuperGroup,
      groupID: input.groupID,
    };
  return {
    conversationID: singleConversationId(me, input.recvID),
    recvID: input.recvID,
    sessionType: SessionType.Single,
  };
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
