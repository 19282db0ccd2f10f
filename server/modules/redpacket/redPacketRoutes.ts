import { and, asc, count, eq, sql } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import { redEnvelopeClaims, redEnvelopes, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { Handlers } from '../../http/registerApi';
import { balancesOf, userAccount } from '../wallet';
import { checkMayList } from './access';
import { openRedPacket } from './claimService';
import { envelopeWithSender, presentDetail } from './present';
import { sendRedPacket } from './sendService';

/**
 * §7 Red packets: stats, send, open/{id}, list/{id} (ids in the body). Every call needs a login;
 * open and list only for those joined to the envelope's room (list: and its sender; access.ts).
 */
export function redPacketHandlers(ctx: AppContext): Handlers {
  const db = ctx.database.db;
  return {
    async redPacketStats({ session }) {
      const me = session.user.id;
      const [balances, [sent], [received]] = await Promise.all([
        balancesOf(db, userAccount(me)),
        db
          .select({ n: count(), coins: sql<string>`coalesce(sum(${redEnvelopes.total}), 0)` })
          .from(redEnvelopes)
          .where(and(eq(redEnvelopes.senderId, me), eq(redEnvelopes.currency, 'coin'))),
        db
          .select({ n: count(), coins: sql<string>`coalesce(sum(${redEnvelopeClaims.amount}), 0)` })
          .from(redEnvelopeClaims)
          .innerJoin(redEnvelopes, eq(redEnvelopes.id, redEnvelopeClaims.envelopeId))
          .where(and(eq(redEnvelopeClaims.userId, me), eq(redEnvelopes.currency, 'coin'))),
      ]);
      const of = (c: string) => balances.get(c) ?? 0;
      return {
        coins: of('coin'),
        coupons: { 50: of('coupon50'), 60: of('coupon60'), 70: of('coupon70'), 80: of('coupon80') },
        sent: { count: Number(sent?.n ?? 0), coins: Number(sent?.coins ?? 0) },
        received: { count: Number(received?.n ?? 0), coins: Number(received?.coins ?? 0) },
      };
    },
    redPacketSend: ({ body, session }) => sendRedPacket(ctx, session.user, body),
    redPacketOpen: ({ body, session }) => openRedPacket(ctx, session.user.id, body),
    async redPacketList({ body, session }) {
      await checkMayList(ctx, session.user.id, body.id);
      const found = await envelopeWithSender(ctx, body.id);
      if (!found) throw new ApiError(ErrorCode.NotFound);
      const claims = await db
        .select({ claim: redEnvelopeClaims, nickname: users.nickname, avatar: users.avatar })
        .from(redEnvelopeClaims)
        .innerJoin(users, eq(users.id, redEnvelopeClaims.userId))
        .where(eq(redEnvelopeClaims.envelopeId, body.id))
        .orderBy(asc(redEnvelopeClaims.seq));
      const full = found.envelope.claimed >= found.envelope.count && found.envelope.kind === 'lucky';
      const best = Math.max(0, ...claims.map((c) => Number(c.claim.amount)));
      let bestGiven = false;
      return {
        redPacket: presentDetail(found.envelope, found.nickname, ctx.now()),
        claims: claims.map((c) => {
          const amount = Number(c.claim.amount);
          const isBest = full && !bestGiven && amount === best;
          if (isBest) bestGiven = true;
          return {
            userID: String(c.claim.userId),
            nickname: c.nickname,
            avatar: c.avatar,
            amount,
            at: c.claim.at.getTime(),
            best: isBest,
          };
        }),
      };
    },
  };
}
