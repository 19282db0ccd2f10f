import { type Conversation, type ImMessage, RecvOpt } from '../../protocol/im';
import type { ChatClientEvent, SendInput, StoredMessage } from '../../protocol/imWorkerApi';
import type { ImDatabase } from '../db/ImDatabase';
import {
  applyConversationList,
  listConversations,
  markReadLocally,
  readDelivered,
  unsentReads,
} from './conversationStore';
import type { Clock, TimerHandle } from './deps';
import { clearsHistory } from './groupMessages';
import type { ImConnection } from './ImConnection';
import { type MergeResult, mergeMessages } from './messageStore';
import { OutboxPump } from './OutboxPump';
import { addOutgoingMany, type NewOutgoing, type OutgoingBatch, retryOutgoing } from './outboxStore';
import { pullUpTo, syncAll } from './sync';

interface PendingWrite {
  write: NewOutgoing;
  resolve(message: StoredMessage): void;
  reject(error: unknown): void;
}

/** A hole seen in live traffic is pulled after this long (usually it fills itself first). */
export const IM_GAP_FILL_MS = 1_000;

/**
 * Everything tied to one logged-in chat user (or guest) and its database: live messages merged in
 * batches, gap fill, the outbox, unread counts and the events tabs receive. Thrown away on switch.
 */
export class SessionSync {
  readonly pump: OutboxPump;
  private incoming: ImMessage[] = [];
  /** Sends waiting to be written; non-empty while writeOutgoing() runs. */
  private readonly writes: PendingWrite[] = [];
  private readonly serverViews = new Map<string, Conversation>();
  private draining = false;
  private closed = false;
  private readonly unread = new Map<string, number>();
  private total = 0;
  private lastWrite = 0;
  private readonly gapTimers = new Map<string, TimerHandle>();
  /** Private conversations whose name was asked of the server's list (learnPeers). */
  private readonly naming = new Set<string>();
  private syncing = false;
  private syncAgain = false;

  constructor(
    readonly conn: ImConnection,
    readonly db: ImDatabase,
    readonly me: string,
    private readonly clock: Clock,
    private readonly host: { emit(event: ChatClientEvent): void; totalChanged(total: number): void },
    window: number,
    random: () => number,
  ) {
    this.pump = new OutboxPump(
      conn,
      db,
      me,
      window,
      {
        ack: (result) => this.merged(result, false),
        failed: (message) => this.emit({ type: 'messageStatusChanged', message }),
      },
      clock,
      random,
    );
  }

  /** The cached conversation list, before the socket is up. */
  async loadCache(): Promise<void> {
    const conversations = await listConversations(this.db);
    this.conversationsChanged(conversations, []);
  }

  loggedIn(): void {
    if (this.me !== '') this.pump.reload().catch(() => undefined);
    this.resync();
  }

  /**
   * Newest seqs, conversation list and pulls now, or once more after the sync in progress: after each
   * login, and when a group was joined or left (its conversation appears, or stops at leftSeq).
   */
  resync(): void {
    if (this.closed) return;
    if (this.syncing) {
      this.syncAgain = true;
      return;
    }
    this.syncing = true;
    void (async () => {
      do {
        this.syncAgain = false;
        await this.syncAll();
      } while (this.syncAgain && !this.closed);
      this.syncing = false;
    })();
  }

  dropped(): void {
    this.pump.reset();
  }

  close(): void {
    this.closed = true;
    this.pump.reset();
    for (const timer of this.gapTimers.values()) this.clock.clearTimeout(timer);
    this.db.close();
  }

  /** A live message: merged with others that arrive while a merge is running (one transaction). */
  receive(message: ImMessage): void {
    this.incoming.push(message);
    if (!this.draining) void this.drain();
  }

  /** OnConversationChanged: coalesced like messages (only the newest view of each conversation). */
  conversationsFromServer(list: Conversation[]): void {
    for (const conversation of list) this.serverViews.set(conversation.conversationID, conversation);
    if (!this.draining) void this.drain();
  }

  /**
   * Writes the message to the outbox, then the pump sends it. Sends made while a write is running
   * (or in the same tick) are written together in one transaction, in the order they were made.
   */
  send(input: SendInput, clientMsgID: string): Promise<StoredMessage> {
    // Strictly increasing, so messages written within one millisecond keep their order.
    this.lastWrite = Math.max(this.clock.now(), this.lastWrite + 1);
    const now = this.lastWrite;
    return new Promise((resolve, reject) => {
      this.writes.push({ write: { input, clientMsgID, now }, resolve, reject });
      if (this.writes.length === 1) queueMicrotask(() => void this.writeOutgoing());
    });
  }

  async retry(clientMsgID: string): Promise<void> {
    const message = await retryOutgoing(this.db, clientMsgID);
    if (message === null) return;
    this.emit({ type: 'messageStatusChanged', message });
    const row = await this.db.outbox.get(clientMsgID);
    if (row) this.pump.add(row);
  }

  async markRead(conversationID: string): Promise<void> {
    const read = await markReadLocally(this.db, conversationID);
    if (read === null) return;
    this.conversationsChanged([read.conversation], []);
    if (this.conn.state === 'loggedIn') await this.deliverRead(conversationID, read.hasReadSeq);
  }

  now(): number {
    return this.clock.now();
  }

  emit(event: ChatClientEvent): void {
    if (!this.closed) this.host.emit(event);
  }

  private async writeOutgoing(): Promise<void> {
    while (this.writes.length > 0) {
      const batch = [...this.writes];
      // One bad write does not fail the others: after a failed batch each is written alone, in order.
      if (!(await this.write(batch, batch.length === 1))) for (const w of batch) await this.write([w], true);
      this.writes.splice(0, batch.length);
    }
  }

  /** One transaction for `batch`; false when it failed (its sends are refused if `last`). Never throws. */
  private async write(batch: PendingWrite[], last: boolean): Promise<boolean> {
    let out: OutgoingBatch;
    try {
      out = await addOutgoingMany(
        this.db,
        batch.map((w) => w.write),
        this.me,
      );
    } catch (error) {
      if (last) for (const w of batch) w.reject(error);
      return false;
    }
    batch.forEach((w, i) => w.resolve(out.messages[i]!));
    this.pump.add(...out.outbox);
    try {
      for (const message of out.messages) this.emit({ type: 'messageStatusChanged', message });
      this.conversationsChanged(out.changed, out.created);
      this.learnGroups(out.created);
    } catch {
      // A tab's listener failed: the messages are written and sent all the same.
    }
    return true;
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while ((this.incoming.length > 0 || this.serverViews.size > 0) && !this.closed) {
        if (this.incoming.length > 0)
          this.merged(await mergeMessages(this.db, this.incoming.splice(0), this.me), true);
        const views = [...this.serverViews.values()];
        this.serverViews.clear();
        if (views.length === 0) continue;
        const { changed, created } = await applyConversationList(this.db, views);
        this.conversationsChanged(changed, created);
      }
    } catch {
      // Only when the database closed under us (user switch): that session is gone anyway.
    } finally {
      this.draining = false;
    }
  }

  private async syncAll(): Promise<void> {
    try {
      await syncAll(
        this.conn,
        this.db,
        this.me,
        (r) => this.merged(r, false),
        (r) => this.conversationsChanged(r.changed, r.created),
      );
      for (const cursor of await unsentReads(this.db))
        await this.deliverRead(cursor.conversationID, cursor.hasReadSeq);
    } catch {
      // Dropped or refused: the next login syncs again.
    }
  }

  private async deliverRead(conversationID: string, hasReadSeq: number): Promise<void> {
    const reply = await this.conn
      .request('MarkConversationAsRead', { conversationID, hasReadSeq })
      .catch(() => null);
    if (reply?.errCode === 0) await readDelivered(this.db, conversationID, hasReadSeq);
  }

  private merged(result: MergeResult, live: boolean): void {
    for (const message of result.inserted) this.emit({ type: 'recvNewMessageObj', message });
    for (const message of result.acked) this.emit({ type: 'messageStatusChanged', message });
    this.conversationsChanged(result.conversations, result.created);
    this.learnGroups(result.created);
    if (result.acked.length > 0) this.learnPeers([...result.conversations, ...result.created]);
    // A cleared group history moved my minSeq: the list has it (listMessages starts above it).
    if (result.inserted.some(clearsHistory)) this.resync();
    for (const id of result.gaps) this.scheduleGap(id);
    if (!live) return;
    // One sound / popup per batch, for a message of someone else in a conversation that notifies.
    const options = new Map(
      [...result.conversations, ...result.created].map((c) => [c.conversationID, c.recvMsgOpt]),
    );
    const loud = result.inserted.filter(
      (m) => m.sendID !== this.me && options.get(m.conversationID) === RecvOpt.Normal,
    );
    const last = loud.at(-1);
    if (last) this.emit({ type: 'notify', message: last });
  }

  /**
   * A group conversation first seen through a message (a group joined on another device, or before
   * OnGroupMemberAdded): the server's list names it and gives its minSeq.
   */
  private learnGroups(created: Conversation[]): void {
    if (created.some((c) => c.groupID !== undefined && c.showName === '')) this.resync();
  }

  /**
   * A private conversation this device started is named by the peer's ID (conversationFromMessage):
   * the sending socket gets the ack, not the OnConversationChanged that names it on the user's other
   * devices. Once the server has the first message, its list names it (nickname, face); asked once
   * per conversation, so a peer the server cannot name either costs one list, not one per message.
   */
  private learnPeers(rows: Conversation[]): void {
    const unnamed = rows.filter(
      (c) =>
        c.groupID === undefined &&
        (c.showName === '' || c.showName === c.userID) &&
        !this.naming.has(c.conversationID),
    );
    for (const c of unnamed) this.naming.add(c.conversationID);
    if (unnamed.length > 0) this.resync();
  }

  /** Tells the tabs and recounts the total unread (conversations set to "not received" excluded). */
  conversationsChanged(changed: Conversation[], created: Conversation[]): void {
    if (changed.length > 0) this.emit({ type: 'conversationChanagedList', conversations: changed });
    if (created.length > 0) this.emit({ type: 'newConversationList', conversations: created });
    for (const c of [...changed, ...created]) {
      const counted = c.recvMsgOpt === RecvOpt.NotReceive ? 0 : c.unreadCount;
      this.total += counted - (this.unread.get(c.conversationID) ?? 0);
      this.unread.set(c.conversationID, counted);
    }
    if (changed.length + created.length > 0) this.host.totalChanged(this.total);
  }

  private scheduleGap(conversationID: string): void {
    if (this.gapTimers.has(conversationID) || this.closed) return;
    const timer = this.clock.setTimeout(() => {
      this.gapTimers.delete(conversationID);
      void this.fillGap(conversationID);
    }, IM_GAP_FILL_MS);
    this.gapTimers.set(conversationID, timer);
  }

  private async fillGap(conversationID: string): Promise<void> {
    const cursor = await this.db.cursors.get(conversationID);
    if (cursor === undefined || cursor.syncedSeq >= cursor.maxSeq || this.conn.state !== 'loggedIn') return;
    await pullUpTo(this.conn, this.db, this.me, conversationID, cursor.maxSeq, (r) =>
      this.merged(r, false),
    ).catch(() => undefined);
  }
}
