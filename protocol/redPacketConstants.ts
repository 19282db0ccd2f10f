import type { RedPacketSendRequest } from './redPacket';

/**
 * Red envelopes (§3, §4, §5, §9): the anchor of a room sends N envelopes of gold coins or discount
 * coupons (tier 50/60/70/80 %), ordinary (equal shares) or lucky (random shares, each at least 1,
 * summing to the total). Open for 3, 6 or 24 hours; every user opens one envelope at most once;
 * "too late" (4021) when all are taken, "expired" (4020) after the limit; what is left returns to
 * the sender RED_PACKET_REFUND_MS after sending. No zod here (the page imports it); protocol/redPacket.ts
 * has the schemas and re-exports it.
 */

export const RED_PACKET_KINDS = ['ordinary', 'lucky'] as const;
export const RED_PACKET_CONTENTS = ['coin', 'coupon'] as const;
export const COUPON_TIERS = [50, 60, 70, 80] as const;
export type CouponTier = (typeof COUPON_TIERS)[number];
export const RED_PACKET_LIMIT_HOURS = [3, 6, 24] as const;
export const RED_PACKET_REFUND_MS = 24 * 3600_000;
/** At most this many envelopes in one send. */
export const RED_PACKET_MAX_COUNT = 500;
/** Caps that keep amounts far inside integer range: one share, one whole send. */
export const RED_PACKET_MAX_SINGLE = 1_000_000;
export const RED_PACKET_MAX_TOTAL = 100_000_000;

/** Wallet currencies: gold coins and one coupon kind per tier. */
export const CURRENCIES = ['coin', 'coupon50', 'coupon60', 'coupon70', 'coupon80'] as const;
export type Currency = (typeof CURRENCIES)[number];
export function currencyOf(content: 'coin' | 'coupon', tier: number | null | undefined): Currency {
  return content === 'coin' ? 'coin' : (`coupon${tier ?? 50}` as Currency);
}

/** The whole amount a send takes from the sender's wallet. */
export function redPacketTotal(r: Pick<RedPacketSendRequest, 'kind' | 'count' | 'single' | 'total'>): number {
  return r.kind === 'ordinary' ? (r.single ?? 0) * r.count : (r.total ?? 0);
}
