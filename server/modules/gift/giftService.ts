import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import {
  type Gift,
  GIFT_BROADCAST_MIN_COINS,
  type sendGiftRequest,
  type sendGiftResponse,
} from '../../../protocol/gift';
import type { Language } from '../../../protocol/language';
import type { BannerItem } from '../../../protocol/room';
import type { AppContext } from '../../context';
import { giftRecords, gifts, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { pickName } from '../match';
import { roomMessage, resolveRoom, roleOf } from '../room';
import { earningAccount, transfer, userAccount } from '../wallet';

const BANNER_MAX = 10;
const BANNER_WINDOW_MS = 24 * 3600_000;

type GiftRow = typeof gifts.$inferSelect;
const present = (g: GiftRow, lang: Language): Gift => ({
  id: g.id,
  name: pickName(g.names, lang),
  icon: g.icon,
  price: g.price,
});

export async function listGifts(ctx: AppContext, lang: Language): Promise<Gift[]> {
  const rows = await ctx.database.db
    .select()
    .from(gifts)
    .where(eq(gifts.enabled, true))
    .orderBy(asc(gifts.sort), asc(gifts.id));
  return rows.map((g) => present(g, lang));
}

async function giftRow(ctx: AppContext, id: number): Promise<GiftRow> {
  const [row] = await ctx.database.db
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, id), eq(gifts.enabled, true)));
  if (!row) throw new ApiError(ErrorCode.NotFound);
  return row;
}

/**
 * send_money_to_one / to_all: the sender pays price × count coins (4022 when short) to the anchor
 * of an anchor room; the record (the anchor's earnings row) and both ledger rows are written in
 * one transaction. The room then shows a gift message; `broadcast` (at least
 * GIFT_BROADCAST_MIN_COINS) also puts it on the banner of every room.
 */
export async function sendGift(
  ctx: AppContext,
  sender: UserRow,
  body: z.output<typeof sendGiftRequest>,
  broadcast: boolean,
): Promise<z.input<typeof sendGiftResponse>> {
  const room = await resolveRoom(ctx, body.roomID);
  if (room.kind !== 'room') throw new ApiError(ErrorCode.NotFound);
  const anchorId = room.anchorId!;
  if (anchorId === sender.id)
    throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'roomID', rule: 'self' }] });
  const gift = await giftRow(ctx, body.giftId);
  const coins = gift.price * body.count;
  if (broadcast && coins < GIFT_BROADCAST_MIN_COINS)
    throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'count', rule: 'broadcastMin' }] });
  const now = ctx.now();
  const { recordId, balance } = await ctx.database.db.transaction(async (tx) => {
    const [record] = await tx
      .insert(giftRecords)
      .values({
        senderId: sender.id,
        anchorId,
        roomKey: room.key,
        giftId: gift.id,
        count: body.count,
        coins,
        broadcast,
        createdAt: new Date(now),
      })
      .returning({ id: giftRecords.id });
    const after = await transfer(tx, {
      id: `gift:${record!.id}`,
      kind: 'gift',
      currency: 'coin',
      now,
      moves: [
        { account: userAccount(sender.id), delta: -coins },
        { account: earningAccount(anchorId), delta: coins },
      ],
    });
    return { recordId: record!.id, balance: after.get(userAccount(sender.id))! };
  });
  const runtime = ctx.runtimes.room;
  const role = await roleOf(ctx.database.db, room, sender);
  const content = { giftId: gift.id, icon: gift.icon, count: body.count, coins, anchorID: String(anchorId) };
  const message = roomMessage('gift', { ...sender, role }, 0, content, now);
  const json = JSON.stringify(message);
  await Promise.all([runtime.history.add(room.key, json), runtime.publish(room.key, { m: json })]);
  if (broadcast) {
    const [anchor] = await ctx.database.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, anchorId));
    const item: BannerItem = {
      id: recordId,
      senderNickname: sender.nickname,
      anchorNickname: anchor?.nickname ?? '',
      roomID: room.key,
      giftId: gift.id,
      icon: gift.icon,
      count: body.count,
      coins,
      at: now,
    };
    await runtime.publishEverywhere({ type: 'banner', roomID: room.key, item });
  }
  return { recordId, coins, balance };
}

const anchorUser = alias(users, 'anchor_user');

/** The chat banner: platform-wide gifts of the last day, newest first. */
export async function banner(ctx: AppContext): Promise<BannerItem[]> {
  const rows = await ctx.database.db
    .select({ record: giftRecords, icon: gifts.icon, sender: users.nickname, anchor: anchorUser.nickname })
    .from(giftRecords)
    .innerJoin(gifts, eq(gifts.id, giftRecords.giftId))
    .innerJoin(users, eq(users.id, giftRecords.senderId))
    .innerJoin(anchorUser, eq(anchorUser.id, giftRecords.anchorId))
    .where(
      and(eq(giftRecords.broadcast, true), gt(giftRecords.createdAt, new Date(ctx.now() - BANNER_WINDOW_MS))),
    )
    .orderBy(desc(giftRecords.id))
    .limit(BANNER_MAX);
  return rows.map((r) => ({
    id: r.record.id,
    senderNickname: r.sender,
    anchorNickname: r.anchor,
    roomID: r.record.roomKey,
    giftId: r.record.giftId,
    icon: r.icon,
    count: r.record.count,
    coins: Number(r.record.coins),
    at: r.record.createdAt.getTime(),
  }));
}
