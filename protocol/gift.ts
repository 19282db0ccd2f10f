import { z } from 'zod';

import { bannerItemSchema, roomIdSchema } from './room';

/**
 * Gifts (§3 gift info, §7 /gift/list, gift_detail, send_money_to_one / to_all): a viewer pays gold
 * coins for a gift to the anchor of a room; the coins go to the anchor's earnings. `to_one` shows
 * the gift in that room; `to_all` (at least GIFT_BROADCAST_MIN_COINS) also puts it on the chat
 * banner of every room.
 */
export const GIFT_COUNT_MAX = 99;
export const GIFT_BROADCAST_MIN_COINS = 100;

export const giftSchema = z.object({
  id: z.number().int(),
  /** In the request language. */
  name: z.string(),
  /** An emoji the page draws large. */
  icon: z.string(),
  /** Gold coins per gift. */
  price: z.number().int(),
});
export type Gift = z.infer<typeof giftSchema>;

export const giftIdField = z.number().int().positive().max(2_147_483_647);
export const giftDetailRequest = z.strictObject({ id: giftIdField });

export const sendGiftRequest = z.strictObject({
  /** An anchor's room (`room_<uid>`): the gift goes to its anchor. */
  roomID: roomIdSchema,
  giftId: giftIdField,
  count: z.number().int().min(1).max(GIFT_COUNT_MAX),
});
export const sendGiftResponse = z.object({
  recordId: z.number().int(),
  coins: z.number().int(),
  /** The sender's coins after the gift. */
  balance: z.number().int(),
});

export const bannerResponse = z.array(bannerItemSchema);
