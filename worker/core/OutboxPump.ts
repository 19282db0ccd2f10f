import { ErrorCode } from '../../protocol/errors';
import { type SendMessageData, SessionType, sendMessageReply } from '../../protocol/im';
import type { StoredMessage } from '../../protocol/imWorkerApi';
import type { ImDatabase, OutboxRow } from '../db/ImDatabase';
import { reconnectDelay } from './backoff';
import type { Clock, TimerHandle } from './deps';
import { replyData } from './frames';
import type { ImConnection } from './ImConnection';
import { type Ack, ackOutgoing, type MergeResult } from './messageStore';
import { failOutgoing, pendingOutbox } from './outboxStore';

interface Entry {
  row: OutboxRow;
  inflight: boolean;
}

/**
 * A conversation stopped at a message the server refused for now (1003, 1004, 1007, 4006): nothing after
 * it is sent until its wait is over, then the conversation goes one message at a time until that
 * message has left the outbox (stored, failed for good or deleted), so nothing written after it
 * can be stored before it.
 */
interface Hold {
  clientMsgID: string;
  /** Retryable refusals of that message so far. */
  refusals: number;
  /** True during the wait before the resend (false once over, or the socket dropped: the login waited). */
  waiting: boolean;
  timer: TimerHandle;
}

/** Refusals that say "not now" (an outage of Redis or PostgreSQL, a rate limit): resent, not failed. */
const RETRYABLE: ReadonlySet<number> = new Set([
  ErrorCode.TooManyRequests,
  ErrorCode.Internal,
  ErrorCode.Unavailable,
  ErrorCode.SpeakingInterval,
]);

/** Resends of a message refused for now before it is failed with its code (the user may retry it). */
export const SEND_RETRY_MAX = 8;

/** Longest wait honoured from a refusal's `data.interval`. */
const MAX_INTERVAL_MS = 60_000;

/** The wait a retryable refusal asks for: `data.interval` seconds (1003, 4006), else the back-off. */
function retryDelay(data: string, refusals: number, random: () => number): number {
  let interval: unknown;
  try {
    interval = (JSON.parse(data) as { interval?: unknown } | null)?.interval;
  } catch {
    interval = undefined;
  }
  if (typeof interval === 'number' && Number.isFinite(interval) && interval > 0)
    return Math.min(MAX_INTERVAL_MS, Math.ceil(interval * 1000));
  return reconnectDelay(refusals - 1, random);
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
 *
 * A refusal for now (1003, 1004, 1007, 4006) holds the conversation at that message (see Hold) and resends
 * it after the wait, so the server's seqs follow the written order. Messages already on the wire
 * behind it when it was refused are handled by the server after it and may be stored first: only a
 * window of 1 keeps the order under every fault (the browser's setting, platform.ts).
 */
export class OutboxPump {
  private readonly queues = new Map<string, Entry[]>();
  /** Conversations stopped at a message refused for now, by conversation id. */
  private readonly holds = new Map<string, Hold>();
  private generation = 0;
  /** Acks waiting to be stored; non-empty while storeAcks() runs. */
  private readonly acks: Ack[] = [];

  constructor(
    private readonly conn: ImConnection,
    private readonly db: ImDatabase,
    private readonly me: string,
    private readonly window: number,
    private readonly host: PumpHost,
    private readonly clock: Clock,
    private readonly random: () => number,
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
    // Held conversations stay held (one at a time); the reconnect was the wait.
    for (const hold of this.holds.values()) this.stopTimer(hold);
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
    for (const [conversationID, queue] of this.queues) {
      const hold = this.holds.get(conversationID);
      if (hold?.waiting === true) continue;
      for (const entry of queue.slice(0, hold ? 1 : this.window)) {
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
    const hold = this.holds.get(entry.row.conversationID);
    if (hold?.clientMsgID === entry.row.clientMsgID) {
      this.stopTimer(hold);
      this.holds.delete(entry.row.conversationID);
    }
  }

  /**
   * A refusal for now: the message stays pending and its conversation holds at the oldest message so
   * refused (a later one of the window refused too waits behind it). Past SEND_RETRY_MAX resends
   * the message fails with its code like any refusal. False: failed for good.
   */
  private holdAt(entry: Entry, errCode: number, data: string): boolean {
    if (!RETRYABLE.has(errCode)) return false;
    const { conversationID, clientMsgID } = entry.row;
    const queue = this.queues.get(conversationID) ?? [];
    const held = this.holds.get(conversationID);
    const heldIndex = held ? queue.findIndex((e) => e.row.clientMsgID === held.clientMsgID) : -1;
    if (heldIndex >= 0 && heldIndex < queue.indexOf(entry)) {
      entry.inflight = false; // on the wire behind the held message: resent after it, in order
      return true;
    }
    const refusals = held?.clientMsgID === clientMsgID ? held.refusals + 1 : 1;
    if (refusals > SEND_RETRY_MAX) return false;
    if (held) this.stopTimer(held);
    const generation = this.generation;
    const hold: Hold = {
      clientMsgID,
      refusals,
      waiting: true,
      timer: this.clock.setTimeout(
        () => {
          hold.waiting = false;
          if (generation === this.generation) this.kick();
        },
        retryDelay(data, refusals, this.random),
      ),
    };
    this.holds.set(conversationID, hold);
    entry.inflight = false;
    return true;
  }

  private stopTimer(hold: Hold): void {
    if (hold.waiting) this.clock.clearTimeout(hold.timer);
    hold.waiting = false;
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
      } else if (generation === this.generation && this.holdAt(entry, reply.errCode, reply.data)) {
        return; // refused for now: resent when the hold's wait is over
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
