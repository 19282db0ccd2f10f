import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import type { redPacketOpenResponse } from '../../../protocol/redPacket';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { redEnvelopeClaims, redEnvelopes } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { checkMayOpen } from './access';
import { claimBatchStatement, type WonRow } from './claimBatch';
import { tierOf } from './present';

type OpenResponse = z.input<typeof redPacketOpenResponse>;
type Outcome = { won: WonRow } | { refused: ApiError };

/** Claims waiting for the statement of their envelope, at most this many per statement. */
const BATCH_MAX = 500;

/** Deadlock and serialisation failures: PostgreSQL undid the statement, it may run again. */
const RETRYABLE = ['40P01', '40001'];
const RETRIES = 5;

/** The SQLSTATE of a database error, through drizzle's wrapper or not. */
function codeOf(error: unknown): unknown {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

function hasCode(error: unknown, codes: readonly string[]): boolean {
  return codes.includes(codeOf(error) as string);
}

function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, ['23505']);
}

interface Waiting {
  userId: number;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Claims on one envelope that arrive while its statement runs wait and go together in the next
 * one (one statement per batch instead of per claim; claimBatch.ts has the SQL). Each process
 * runs at most one statement per envelope at a time; processes are serialised by the row lock.
 */
export class ClaimBatcher {
  private readonly queues = new Map<string, { id: number; roomKey: string; waiting: Waiting[] }>();

  constructor(private readonly ctx: AppContext) {}

  claim(id: number, roomKey: string, userId: number): Promise<Outcome> {
    const key = `${id}:${roomKey}`;
    return new Promise((resolve, reject) => {
      let queue = this.queues.get(key);
      if (queue) return void queue.waiting.push({ userId, resolve, reject });
      queue = { id, roomKey, waiting: [{ userId, resolve, reject }] };
      this.queues.set(key, queue);
      void this.drain(key, queue);
    });
  }

  private async drain(
    key: string,
    queue: { id: number; roomKey: string; waiting: Waiting[] },
  ): Promise<void> {
    while (queue.waiting.length > 0) {
      // Let the claims already received (socket frames, requests) join first: PGlite runs a
      // statement without yielding, so without this turn each claim would go alone.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.waiting.splice(0, BATCH_MAX);
      try {
        const outcomes = await this.run(
          queue.id,
          queue.roomKey,
          batch.map((w) => w.userId),
        );
        batch.forEach((w, i) => w.resolve(outcomes[i]!));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    this.queues.delete(key);
  }

  /** The outcome of each claim in order; a user twice in one batch gets 4032 the second time. */
  private async run(id: number, roomKey: string, userIds: number[]): Promise<Outcome[]> {
    const distinct = [...new Set(userIds)];
    let won: WonRow[];
    try {
      won = await this.statement(id, roomKey, distinct);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A claim of one of these users committed on another process meanwhile: one by one (that
      // user's own statement fails the same way and is answered 4032 below).
      won = [];
      if (distinct.length > 1)
        for (const userId of distinct)
          won.push(...(await this.statement(id, roomKey, [userId]).catch(unlessDuplicate)));
    }
    const byUser = new Map(won.map((w) => [Number(w.userId), w]));
    const refusals = await this.explain(
      id,
      roomKey,
      distinct.filter((u) => !byUser.has(u)),
    );
    if (won.some((w) => Number(w.seq) === Number(w.count)))
      await this.ctx.runtimes.room.publish(roomKey, { n: { type: 'redPacketDone', roomID: roomKey, id } });
    const seen = new Set<number>();
    return userIds.map((userId) => {
      const first = !seen.has(userId);
      seen.add(userId);
      const mine = byUser.get(userId);
      if (mine && first) return { won: mine };
      if (mine)
        return { refused: new ApiError(ErrorCode.RedPacketAlreadyOpened, { amount: Number(mine.amount) }) };
      return { refused: refusals.get(userId)! };
    });
  }

  /** Runs the claim statement; a deadlock with another batch (PostgreSQL aborts one of them) is retried. */
  private async statement(id: number, roomKey: string, userIds: number[]): Promise<WonRow[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return rowsOf<WonRow>(
          await this.ctx.database.db.execute(claimBatchStatement(id, roomKey, userIds, this.ctx.now())),
        );
      } catch (error) {
        if (attempt >= RETRIES || !hasCode(error, RETRYABLE)) throw error;
      }
    }
  }

  /** Why these users got nothing: no such envelope (1002), another room's (4033), theirs already (4032), all taken (4021), expired (4020). */
  private async explain(id: number, roomKey: string, userIds: number[]): Promise<Map<number, ApiError>> {
    if (userIds.length === 0) return new Map();
    const db = this.ctx.database.db;
    const [row] = await db.select().from(redEnvelopes).where(eq(redEnvelopes.id, id));
    const all = (error: ApiError) => new Map(userIds.map((u) => [u, error]));
    if (!row) return all(new ApiError(ErrorCode.NotFound));
    if (row.roomKey !== roomKey) return all(new ApiError(ErrorCode.RedPacketOtherRoom));
    const theirs = await db
      .select({ userId: redEnvelopeClaims.userId, amount: redEnvelopeClaims.amount })
      .from(redEnvelopeClaims)
      .where(and(eq(redEnvelopeClaims.envelopeId, id), inArray(redEnvelopeClaims.userId, userIds)));
    const had = new Map(theirs.map((c) => [c.userId, Number(c.amount)]));
    const late = new ApiError(
      row.claimed >= row.count ? ErrorCode.RedPacketTakenOut : ErrorCode.RedPacketExpired,
    );
    return new Map(
      userIds.map((u) => [
        u,
        had.has(u) ? new ApiError(ErrorCode.RedPacketAlreadyOpened, { amount: had.get(u) }) : late,
      ]),
    );
  }
}

/** The single claim of a user who claimed meanwhile fails the unique index: nothing won. */
function unlessDuplicate(error: unknown): WonRow[] {
  if (isUniqueViolation(error)) return [];
  throw error;
}

/**
 * /redPacket/open and the socket's OpenRedPacket: the caller's share of envelope `id` in room
 * `roomID` (§4, §5). Only a user joined to the room's chat, not its sender, gets to claim
 * (access.ts: 4035, 1002, 4033, 1006); then the claim's refusals above.
 */
export async function openRedPacket(
  ctx: AppContext,
  userId: number,
  body: { id: number; roomID: string },
): Promise<OpenResponse> {
  await checkMayOpen(ctx, userId, body.id, body.roomID);
  const outcome = await ctx.runtimes.redPacket.claims.claim(body.id, body.roomID, userId);
  if ('refused' in outcome) throw outcome.refused;
  const won = outcome.won;
  const tier = tierOf(won.currency);
  return {
    id: body.id,
    amount: Number(won.amount),
    content: tier === null ? 'coin' : 'coupon',
    tier,
    seq: Number(won.seq),
    balance: Number(won.balance),
  };
}
