import { z } from 'zod';

import {
  RED_PACKET_CONTENTS,
  RED_PACKET_KINDS,
  RED_PACKET_MAX_COUNT,
  RED_PACKET_MAX_SINGLE,
  RED_PACKET_MAX_TOTAL,
} from './redPacketConstants';
import { redPacketSummarySchema, roomIdSchema } from './room';

export * from './redPacketConstants';

// The schemas of red envelopes; kinds, tiers, limits and currencies are in protocol/redPacketConstants.ts.

const amount = (max: number) => z.number().int().min(1).max(max);

/**
 * §5 in order: count required; single amount required for ordinary envelopes, total for lucky
 * ones; coupons need their tier and at least 1 coupon; the total is not below the count (every
 * share at least 1, "count not above coupon count"). Balance ("sufficient", "not above remaining
 * coins") is the server's 4022. Rules named in `issues`: required, belowCount, tierRequired.
 */
export const redPacketSendRequest = z
  .strictObject({
    roomID: roomIdSchema,
    kind: z.enum(RED_PACKET_KINDS),
    content: z.enum(RED_PACKET_CONTENTS),
    count: amount(RED_PACKET_MAX_COUNT),
    /** Ordinary: coins (or coupons) in each envelope. */
    single: amount(RED_PACKET_MAX_SINGLE).optional(),
    /** Lucky: coins (or coupons) shared by all envelopes. */
    total: amount(RED_PACKET_MAX_TOTAL).optional(),
    tier: z.union([z.literal(50), z.literal(60), z.literal(70), z.literal(80)]).optional(),
    limitHours: z.union([z.literal(3), z.literal(6), z.literal(24)]),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'ordinary') {
      if (v.single === undefined) issue('single', 'required');
      if (v.total !== undefined) issue('total', 'notAllowed');
      if (v.single !== undefined && v.single * v.count > RED_PACKET_MAX_TOTAL) issue('single', 'tooLarge');
    } else {
      if (v.total === undefined) issue('total', 'required');
      if (v.single !== undefined) issue('single', 'notAllowed');
      if (v.total !== undefined && v.total < v.count) issue('total', 'belowCount');
    }
    if (v.content === 'coupon' && v.tier === undefined) issue('tier', 'tierRequired');
    if (v.content === 'coin' && v.tier !== undefined) issue('tier', 'notAllowed');
  });
export type RedPacketSendRequest = z.infer<typeof redPacketSendRequest>;

export const redPacketDetailSchema = redPacketSummarySchema.extend({
  total: z.number().int(),
  claimedAmount: z.number().int(),
  /** Returned to the sender (after RED_PACKET_REFUND_MS), else 0. */
  refunded: z.number().int(),
  refundAt: z.number(),
});
export type RedPacketDetail = z.infer<typeof redPacketDetailSchema>;

export const redPacketSendResponse = z.object({
  redPacket: redPacketDetailSchema,
  /** The sender's balance of the envelope's currency after the send. */
  balance: z.number().int(),
});

/** §7 `open/{id}` and `list/{id}`: the id travels in the body (the registry validates JSON bodies). */
export const redPacketIdField = z.number().int().positive().max(2_147_483_647);
export const redPacketOpenRequest = z.strictObject({ id: redPacketIdField, roomID: roomIdSchema });
export const redPacketOpenResponse = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  content: z.enum(RED_PACKET_CONTENTS),
  tier: z.number().int().nullable(),
  /** Which share this was (1..count). */
  seq: z.number().int(),
  balance: z.number().int(),
});
export type RedPacketOpenResponse = z.infer<typeof redPacketOpenResponse>;

export const redPacketListRequest = z.strictObject({ id: redPacketIdField });
export const redPacketClaimSchema = z.object({
  userID: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  amount: z.number().int(),
  at: z.number(),
  /** The largest share of a fully taken lucky envelope. */
  best: z.boolean(),
});
export const redPacketListResponse = z.object({
  redPacket: redPacketDetailSchema,
  claims: z.array(redPacketClaimSchema),
});

/** GET /redPacket/stats: the caller's wallet and envelope totals, for the send dialog and §5 checks. */
export const redPacketStatsResponse = z.object({
  coins: z.number().int(),
  coupons: z.object({
    50: z.number().int(),
    60: z.number().int(),
    70: z.number().int(),
    80: z.number().int(),
  }),
  sent: z.object({ count: z.number().int(), coins: z.number().int() }),
  received: z.object({ count: z.number().int(), coins: z.number().int() }),
});
