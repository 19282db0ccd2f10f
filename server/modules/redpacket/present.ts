import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';

import type { RedPacketDetail } from '../../../protocol/redPacket';
import type { RedPacketSummary } from '../../../protocol/room';
import type { AppContext } from '../../context';
import { redEnvelopes, users } from '../../db/schema';

export type EnvelopeRow = typeof redEnvelopes.$inferSelect;

const ACTIVE_SHOWN = 20;

export function tierOf(currency: string): number | null {
  return currency.startsWith('coupon') ? Number(currency.slice('coupon'.length)) : null;
}

/** §4 states: available, then taken out (every share claimed) or expired (its limit passed). */
export function stateOf(row: EnvelopeRow, now: number): RedPacketSummary['state'] {
  if (row.claimed >= row.count) return 'takenOut';
  if (row.refundedAt !== null || row.expiresAt.getTime() <= now) return 'expired';
  return 'available';
}

export function presentSummary(row: EnvelopeRow, senderNickname: string, now: number): RedPacketSummary {
  const tier = tierOf(row.currency);
  return {
    id: row.id,
    roomID: row.roomKey,
    senderID: String(row.senderId),
    senderNickname,
    kind: row.kind,
    content: tier === null ? 'coin' : 'coupon',
    tier,
    count: row.count,
    claimed: row.claimed,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    state: stateOf(row, now),
  };
}

export function presentDetail(row: EnvelopeRow, senderNickname: string, now: number): RedPacketDetail {
  return {
    ...presentSummary(row, senderNickname, now),
    total: Number(row.total),
    claimedAmount: Number(row.claimedAmount),
    refunded: Number(row.refunded),
    refundAt: row.refundAt.getTime(),
  };
}

/** Envelopes of a room that can still be opened, newest first (JoinRoom shows them to a late joiner). */
export async function activeRedPackets(ctx: AppContext, roomKey: string): Promise<RedPacketSummary[]> {
  const now = ctx.now();
  const rows = await ctx.database.db
    .select({ envelope: redEnvelopes, nickname: users.nickname })
    .from(redEnvelopes)
    .innerJoin(users, eq(users.id, redEnvelopes.senderId))
    .where(
      and(
        eq(redEnvelopes.roomKey, roomKey),
        lt(redEnvelopes.claimed, redEnvelopes.count),
        gt(redEnvelopes.expiresAt, new Date(now)),
        isNull(redEnvelopes.refundedAt),
      ),
    )
    .orderBy(desc(redEnvelopes.id))
    .limit(ACTIVE_SHOWN);
  return rows.map((r) => presentSummary(r.envelope, r.nickname, now));
}

export async function envelopeWithSender(
  ctx: AppContext,
  id: number,
): Promise<{ envelope: EnvelopeRow; nickname: string } | undefined> {
  const [row] = await ctx.database.db
    .select({ envelope: redEnvelopes, nickname: users.nickname })
    .from(redEnvelopes)
    .innerJoin(users, eq(users.id, redEnvelopes.senderId))
    .where(eq(redEnvelopes.id, id));
  return row;
}
