import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import {
  currencyOf,
  RED_PACKET_REFUND_MS,
  type RedPacketSendRequest,
  type redPacketSendResponse,
  redPacketTotal,
} from '../../../protocol/redPacket';
import { mayDo } from '../../../protocol/room';
import type { AppContext } from '../../context';
import { redEnvelopes } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { resolveRoom, roleOf } from '../room';
import { envelopeAccount, transfer, userAccount } from '../wallet';
import { presentDetail, presentSummary } from './present';
import { drawShares } from './shares';

const HOUR_MS = 3600_000;

/**
 * /redPacket/send: only the anchor of the room (§6). The schema already holds §5's field rules;
 * here the balance (4022): the envelope and its escrow are written, and the sender debited, in one
 * transaction, so a refused send writes nothing. The room hears OnRoomNotice `redPacket` after commit.
 */
export async function sendRedPacket(
  ctx: AppContext,
  user: UserRow,
  body: RedPacketSendRequest,
): Promise<z.input<typeof redPacketSendResponse>> {
  const room = await resolveRoom(ctx, body.roomID);
  if (!mayDo(await roleOf(ctx.database.db, room, user), 'redPacket'))
    throw new ApiError(ErrorCode.NoPermission);
  const total = redPacketTotal(body);
  const currency = currencyOf(body.content, body.tier);
  const shares = drawShares(body.kind, body.count, total);
  const now = ctx.now();
  const { envelope, balance } = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(redEnvelopes)
      .values({
        roomKey: room.key,
        senderId: user.id,
        kind: body.kind,
        currency,
        count: body.count,
        total,
        shares,
        expiresAt: new Date(now + body.limitHours * HOUR_MS),
        refundAt: new Date(now + RED_PACKET_REFUND_MS),
        createdAt: new Date(now),
      })
      .returning();
    const after = await transfer(tx, {
      id: `envelopeSend:${row!.id}`,
      kind: 'envelopeSend',
      currency,
      now,
      moves: [
        { account: userAccount(user.id), delta: -total },
        { account: envelopeAccount(row!.id), delta: total },
      ],
    });
    return { envelope: row!, balance: after.get(userAccount(user.id))! };
  });
  await ctx.runtimes.room.publish(room.key, {
    n: { type: 'redPacket', roomID: room.key, redPacket: presentSummary(envelope, user.nickname, now) },
  });
  return { redPacket: presentDetail(envelope, user.nickname, now), balance };
}
