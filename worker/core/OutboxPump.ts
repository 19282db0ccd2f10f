import { ErrorCode } from '../../protocol/errors';
import { type SendMessageData, SessionType, sendMessageReply } from '../../protocol/im';
import type { StoredMessage } from '../../protocol/imWorkerApi';
import type { ImDatabase, OutboxRow } from '../db/ImDatabase';
import { replyData } from './frames';
import type { ImConnection } from './ImConnection';
import { type Ack, ackOutgoing, type MergeResult } from './messageStore';
import { failOutgoing, pendingOutbox } from './outboxStore';

interface Entry {
  row: OutboxRow;
  inflight: boolean;
}

export interface PumpHost {
  ack(result: MergeResult): void;
  failed(message: StoredMessage): void;
}

/** The SendMessage data of an outbox row: to its recipient, or to its group. */
function sendData(row: OutboxRow): SendMessageData {
  const { clientMsgID, contentType, content } = row;
  return row.groupID === undefined
    ? { clientMsgID, recvID: row.recvID, sessionType: SessionType.Single, contentType, content }
    : { clientMsgID, groupID: row.groupID, sessionType: SessionType.SuperGroup, contentType, content };
}

/**
 * Sends the outbox: per conversation, in the order written, at most `window` messages in flight.
 * A drop leaves every unacknowledged row pending; after the next login the same rows go again with
 * the SAME clientMsgID, and the server answers a resend with the seq it stored the first time.
 */
export class OutboxPump {
  private readonly queues = new Map<string, Entry[]>();
  private generation = 0;
  /** Acks waiting to be stored; non-empty while storeAcks() runs. */
  private readonly acks: Ack[] = [];

  constructor(
    private readonly conn: ImConnection,
    private readonly db: ImDatabase,
    private readonly me: string,
    private readonly window: number,
    private readonly host: PumpHost,
  ) {}

  /** After (re)login: everything pending in IndexedDB, oldest first, then send. */
  async reload(): Promise<void> {
    const generation = ++this.generation;
    const rows = await pendingOutbox(this.db);
    if (generation !== this.generation) return;
    this.queues.clear();
    for (const row of rows) this.enqueue(row);
    this.kick();
  }

  /** Messages just written (already in IndexedDB), in the order written. */
  add(...rows: OutboxRow[]): void {
    for (const row of rows) this.enqueue(row);
    this.kick();
  }

  /** The socket dropped: nothing is in flight any more (late answers are ignored). */
  reset(): void {
    this.generation++;
    for (const queue of this.queues.values()) for (const entry of queue) entry.inflight = false;
  }

  /** Messages deleted before they were sent: not sent again (one already in flight may still arrive). */
  forget(clientMsgIDs: readonly string[]): void {
    const ids = new Set(clientMsgIDs);
    for (const queue of this.queues.values())
      for (const entry of queue.filter((e) => ids.has(e.row.clientMsgID))) this.remove(entry);
  }

  get size(): number {
    let n = 0;
    for (const queue of this.queues.values()) n += queue.length;
    return n;
  }

  kick(): void {
    if (this.conn.state !== 'loggedIn') return;
    for (const queue of this.queues.values()) {
      for (const entry of queue.slice(0, this.window)) {
        if (entry.inflight) continue;
        entry.inflight = true;
        void this.sendOne(entry, this.generation);
      }
    }
  }

  private enqueue(row: OutboxRow): void {
    const queue = this.queues.get(row.conversationID) ?? [];
    if (queue.some((e) => e.row.clientMsgID === row.clientMsgID)) return;
    queue.push({ row, inflight: false });
    this.queues.set(row.conversationID, queue);
  }

  private remove(entry: Entry): void {
    const queue = this.queues.get(entry.row.conversationID);
    const index = queue?.indexOf(entry) ?? -1;
    if (queue === undefined || index < 0) return;
    queue.splice(index, 1);
    if (queue.length === 0) this.queues.delete(entry.row.conversationID);
  }

  private async sendOne(entry: Entry, generation: number): Promise<void> {
    const { row } = entry;
    try {
      const reply = await this.conn.request('SendMessage', sendData(row));
      const data = reply.errCode === 0 ? replyData(reply, sendMessageReply) : null;
      if (data !== null) {
        // The window moves on at once; acks are stored in batches (a drop before that only resends).
        this.remove(entry);
        this.acks.push({ clientMsgID: row.clientMsgID, reply: data });
        if (this.acks.length === 1) void this.storeAcks();
      } else {
        // A refusal, or an ack that does not parse: failed with its code, retried on demand.
        const code = reply.errCode === 0 ? ErrorCode.MessageSendFailed : reply.errCode;
        const failed = await failOutgoing(this.db, row.clientMsgID, code);
        this.remove(entry);
        if (failed) this.host.failed(failed);
      }
    } catch {
      // Dropped or timed out: the row stays pending and goes again after the next login.
      if (generation === this.generation) entry.inflight = false;
      return;
    }
    this.kick();
  }

  private async storeAcks(): Promise<void> {
    while (this.acks.length > 0) {
      const batch = [...this.acks];
      try {
        this.host.ack(await ackOutgoing(this.db, batch, this.me));
      } catch {
        // Database closed (user switch): the rows stay in the outbox and are resent, then merged.
      }
      this.acks.splice(0, batch.length);
    }
  }
}
