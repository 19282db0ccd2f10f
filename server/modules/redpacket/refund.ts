import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';

import type { Currency } from '../../../protocol/redPacket';
import type { AppContext } from '../../context';
import { redEnvelopes } from '../../db/schema';
import { notifyUser } from '../friend';
import { envelopeAccount, transfer, userAccount } from '../wallet';

/** How often each node looks for envelopes due for their refund (and once at start). */
export const REFUND_SWEEP_MS = 30_000;
const BATCH = 100;

/**
 * Returns the unclaimed part of one envelope to its sender, exactly once: the conditional update
 * (`refunded_at is null`) claims the refund and locks the row, so a claim or another node's
 * refund running at the same time either went first (and is counted) or finds it refunded.
 * True when this call refunded it; the sender then gets a system message of the amount returned.
 */
export async function refundOne(ctx: AppContext, id: number): Promise<boolean> {
  const now = ctx.now();
  const refunded = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(redEnvelopes)
      .set({
        refundedAt: new Date(now),
        refunded: sql`${redEnvelopes.total} - ${redEnvelopes.claimedAmount}`,
      })
      .where(
        and(
          eq(redEnvelopes.id, id),
          isNull(redEnvelopes.refundedAt),
          lte(redEnvelopes.refundAt, new Date(now)),
        ),
      )
      .returning();
    if (!row) return undefined;
    const amount = Number(row.refunded);
    if (amount > 0)
      await transfer(tx, {
        id: `envelopeRefund:${id}`,
        kind: 'envelopeRefund',
        currency: row.currency as Currency,
        now,
        moves: [
          { account: envelopeAccount(id), delta: -amount },
          { account: userAccount(row.senderId), delta: amount },
        ],
      });
    return { senderId: row.senderId, amount, currency: row.currency as Currency };
  });
  if (!refunded) return false;
  // The sender hears of it in a system message (nothing to tell when every share was claimed).
  if (refunded.amount > 0)
    await notifyUser(ctx, refunded.senderId, {
      kind: 'envelopeRefunded',
      amount: refunded.amount,
      currency: refunded.currency,
    });
  return true;
}

/** Refunds every envelope due (RED_PACKET_REFUND_MS after sending); the number this call refunded. */
export async function refundDue(ctx: AppContext): Promise<number> {
  let refunded = 0;
  for (;;) {
    const due = await ctx.database.db
      .select({ id: redEnvelopes.id })
      .from(redEnvelopes)
      .where(and(isNull(redEnvelopes.refundedAt), lte(redEnvelopes.refundAt, new Date(ctx.now()))))
      .orderBy(asc(redEnvelopes.refundAt))
      .limit(BATCH);
    for (const { id } of due) if (await refundOne(ctx, id)) refunded++;
    if (due.length < BATCH) return refunded;
  }
}
