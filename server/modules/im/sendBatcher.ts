import { inArray } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import { messages } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { batchChecks, totalsUnread } from './batchStore';
import { type NewMessage, type Stored, storeMany } from './messageStore';
import type { MemberRow, MessageRow, Person } from './present';
import { admitSend } from './sendRules';

/** Messages stored per transaction at most. */
const MAX_BATCH = 256;

export type PendingSend = Omit<NewMessage, 'sendTime'> & { text: string | undefined };

export type SendOutcome =
  | { kind: 'duplicate'; message: MessageRow }
  | {
      kind: 'stored';
      message: MessageRow;
      sender: Person;
      recv: Person;
      members: MemberRow[];
      createdAt: Date;
      recvTotal: number;
    };

interface Entry {
  item: PendingSend;
  resolve: (outcome: SendOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for SendMessage: what arrives while a batch is being stored waits and goes into
 * the next one, so under load one transaction stores many messages (and one query checks them),
 * while a lone message is stored at once. Each message keeps every rule of a single send.
 */
export class SendBatcher {
  private queue: Entry[] = [];
  private running = false;
  private scheduled = false;

  constructor(private readonly ctx: AppContext) {}

  submit(item: PendingSend): Promise<SendOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Flushes on a macrotask: the frames read in the same I/O turn join the batch first (an embedded
   * database answers within microtasks, so flushing at once would store every message alone).
   */
  private schedule(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.run();
    });
  }

  private async run(): Promise<void> {
    this.running = true;
    const batch = this.queue.splice(0, MAX_BATCH);
    try {
      await this.flush(batch);
    } catch (error) {
      batch.forEach((e) => e.reject(error));
    } finally {
      this.running = false;
      if (this.queue.length > 0) this.schedule();
    }
  }

  private async flush(batch: Entry[]): Promise<void> {
    const db = this.ctx.database.db;
    const checks = await batchChecks(
      db,
      batch.map((e) => e.item),
    );
    const firstOf = new Map<string, Entry>();
    const followers: [Entry, Entry][] = [];
    const existing: [Entry, number][] = [];
    const refused = new Map<Entry, unknown>();
    const admitted: { entry: Entry; index: number; dupKey: string | undefined }[] = [];
    await Promise.all(
      batch.map(async (entry, index) => {
        const key = `${entry.item.senderId}:${entry.item.clientMsgId}`;
        const first = firstOf.get(key);
        if (first) return followers.push([entry, first]);
        firstOf.set(key, entry);
        const c = checks[index]!;
        if (c.existingId !== null) return existing.push([entry, c.existingId]);
        try {
          admitted.push({ entry, index, dupKey: await admitSend(this.ctx, entry.item, c) });
        } catch (error) {
          refused.set(entry, error);
          entry.reject(error);
        }
      }),
    );
    admitted.sort((x, y) => x.index - y.index);
    const news: NewMessage[] = admitted.map(({ entry: { item } }) => ({
      conversationId: item.conversationId,
      senderId: item.senderId,
      recvId: item.recvId,
      clientMsgId: item.clientMsgId,
      contentType: item.contentType,
      content: item.content,
      sendTime: new Date(this.ctx.now()),
    }));
    const results = new Map<Entry, SendOutcome>();
    let stored: Stored[] = [];
    let totals: Map<number, number> | null = new Map();
    try {
      ({ stored, recvTotals: totals } = await storeMany(db, news));
    } catch (error) {
      await Promise.all(admitted.flatMap((a) => (a.dupKey ? [this.ctx.counters.reset(a.dupKey)] : [])));
      admitted.forEach((a) => a.entry.reject(error));
      admitted.length = 0;
    }
    // Stored one by one (a client id was taken meanwhile): the totals take their own query.
    totals ??= await totalsUnread(db, [
      ...new Set(stored.filter((s) => !s.duplicate).map((s) => s.message.recvId!)),
    ]);
    admitted.forEach(({ entry, index }, i) => {
      const s = stored[i]!;
      const c = checks[index]!;
      results.set(
        entry,
        s.duplicate
          ? { kind: 'duplicate', message: s.message }
          : {
              kind: 'stored',
              message: s.message,
              members: s.members,
              createdAt: s.createdAt,
              sender: { nickname: c.senderNickname, avatar: c.senderAvatar },
              recv: { nickname: c.recvNickname, avatar: c.recvAvatar },
              recvTotal: totals.get(s.message.recvId!) ?? 0,
            },
      );
    });
    if (existing.length > 0) {
      const rows = await db
        .select()
        .from(messages)
        .where(
          inArray(
            messages.id,
            existing.map(([, id]) => id),
          ),
        );
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const [entry, id] of existing) results.set(entry, { kind: 'duplicate', message: byId.get(id)! });
    }
    for (const [entry, outcome] of results) entry.resolve(outcome);
    for (const [entry, first] of followers) {
      const outcome = results.get(first);
      if (outcome) entry.resolve({ kind: 'duplicate', message: outcome.message });
      else entry.reject(refused.get(first) ?? new ApiError(ErrorCode.MessageSendFailed));
    }
  }
}
