/**
 * redpacket.open under load: random counts, kinds, currencies and amounts; 1,000 concurrent claims
 * (some users twice) on each envelope → exactly N winners, each user once, the shares sum to the
 * total, the ledger reconciles; an envelope left open is refunded exactly once however many
 * refund runs race, and nothing can be claimed after it.
 */
import { randomInt } from 'node:crypto';

import { and, count as countRows, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COUPON_TIERS, currencyOf, RED_PACKET_REFUND_MS } from '../../../protocol/redPacket';
import { ErrorCode } from '../../../protocol/errors';
import { expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { ledger, redEnvelopeClaims, redEnvelopes } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { anchor, as, type Member, roomOf } from '../room/testKit';
import { grant } from '../wallet/grant';
import { balanceOf, userAccount } from '../wallet/ledger';
import { reconcile } from '../wallet/reconcile';
import { openRedPacket } from './claimService';
import { refundDue } from './refund';
import { bulkUsers, joinAs } from './testKit';

const CLAIMERS = 1000;
const RUNS = 4;

describe.each(BACKENDS)('redpacket.open under concurrency [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let sender: Member;
    let claimers: UserRow[];

    beforeAll(async () => {
      s = await startTestServer({ backend });
      sender = await anchor(s);
      for (const currency of ['coin', 'coupon50', 'coupon60', 'coupon70', 'coupon80'] as const)
        await grant(s.ctx, sender.id, currency, 1_000_000_000);
      claimers = await bulkUsers(s.ctx, CLAIMERS + 100);
      // They watch the room: only users joined to its chat open its envelopes.
      await joinAs(s.ctx, roomOf(sender), claimers);
    });
    afterAll(async () => {
      await s?.close();
    });

    const claim = (user: UserRow, id: number) =>
      openRedPacket(s.ctx, user.id, { id, roomID: roomOf(sender) }).then(
        (r) => ({ user, amount: r.amount, code: 0 }),
        (e: unknown) => {
          if (e instanceof ApiError) return { user, amount: 0, code: e.code };
          throw e;
        },
      );

    it.each(Array.from({ length: RUNS }, (_, i) => i))(
      'gives exactly N shares to N different users under 1,000 concurrent claims (run %i)',
      async (run) => {
        const kind = run % 2 === 0 ? 'lucky' : 'ordinary';
        const content = run % 3 === 0 ? 'coupon' : 'coin';
        const tier = content === 'coupon' ? COUPON_TIERS[randomInt(0, 4)] : undefined;
        const count = run === 0 ? 500 : randomInt(1, 500);
        const total = kind === 'lucky' ? count + randomInt(0, 1_000_000) : undefined;
        const single = kind === 'ordinary' ? randomInt(1, 10_000) : undefined;
        const currency = currencyOf(content, tier);
        const before = await balanceOf(s.ctx.database.db, userAccount(sender.id), currency);
        const sent = expectSuccess(
          await as(s, sender, 'redPacketSend', {
            roomID: roomOf(sender),
            kind,
            content,
            count,
            ...(total === undefined ? {} : { total }),
            ...(single === undefined ? {} : { single }),
            ...(tier === undefined ? {} : { tier }),
            limitHours: 24,
          }),
        );
        const amount = total ?? single! * count;
        expect(before - sent.balance).toBe(amount);
        const id = sent.redPacket.id;
        const crowd = claimers.slice(0, CLAIMERS);
        // The first 100 click twice at once.
        const results = await Promise.all([...crowd, ...crowd.slice(0, 100)].map((u) => claim(u, id)));
        const winners = results.filter((r) => r.code === 0);
        expect(winners).toHaveLength(count);
        expect(new Set(winners.map((w) => w.user.id)).size).toBe(count);
        expect(winners.reduce((n, w) => n + w.amount, 0)).toBe(amount);
        for (const r of results)
          if (r.code !== 0)
            expect([ErrorCode.RedPacketTakenOut, ErrorCode.RedPacketAlreadyOpened]).toContain(r.code);
        const [row] = await s.ctx.database.db.select().from(redEnvelopes).where(eq(redEnvelopes.id, id));
        expect(row).toMatchObject({ claimed: count, claimedAmount: amount });
        const claims = await s.ctx.database.db
          .select()
          .from(redEnvelopeClaims)
          .where(eq(redEnvelopeClaims.envelopeId, id));
        expect(claims.map((c) => c.seq).sort((a, b) => a - b)).toEqual(
          Array.from({ length: count }, (_, i) => i + 1),
        );
        expect(await reconcile(s.ctx.database.db)).toEqual([]);
      },
    );

    it('refunds the unclaimed part exactly once after 24 hours, however many refund runs race', async () => {
      const count = 300;
      const total = 90_000;
      const sent = expectSuccess(
        await as(s, sender, 'redPacketSend', {
          roomID: roomOf(sender),
          kind: 'lucky',
          content: 'coin',
          count,
          total,
          limitHours: 3,
        }),
      );
      const id = sent.redPacket.id;
      const takers = claimers.slice(CLAIMERS, CLAIMERS + 100);
      const taken = (await Promise.all(takers.map((u) => claim(u, id)))).filter((r) => r.code === 0);
      expect(taken).toHaveLength(100);
      const claimedAmount = taken.reduce((n, r) => n + r.amount, 0);
      s.clock.advance(3 * 3600_000);
      expect((await claim(claimers[0]!, id)).code).toBe(ErrorCode.RedPacketExpired);
      expect(await refundDue(s.ctx)).toBe(0);
      const balanceBefore = await balanceOf(s.ctx.database.db, userAccount(sender.id), 'coin');
      s.clock.advance(RED_PACKET_REFUND_MS - 3 * 3600_000);
      // Every envelope now due (the earlier ones too, all taken: nothing to return) is refunded by
      // one run at most (the background job of the app may take some first).
      const [due] = await s.ctx.database.db
        .select({ n: countRows() })
        .from(redEnvelopes)
        .where(isNull(redEnvelopes.refundedAt));
      const runs = await Promise.all(Array.from({ length: 8 }, () => refundDue(s.ctx)));
      expect(runs.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(due!.n);
      const [left] = await s.ctx.database.db
        .select({ n: countRows() })
        .from(redEnvelopes)
        .where(isNull(redEnvelopes.refundedAt));
      expect(left!.n).toBe(0);
      const [row] = await s.ctx.database.db.select().from(redEnvelopes).where(eq(redEnvelopes.id, id));
      expect(row!.refunded).toBe(total - claimedAmount);
      expect(row!.refundedAt).not.toBeNull();
      const refundRows = await s.ctx.database.db
        .select()
        .from(ledger)
        .where(and(eq(ledger.transferId, `envelopeRefund:${id}`), eq(ledger.kind, 'envelopeRefund')));
      expect(refundRows).toHaveLength(2);
      expect(await balanceOf(s.ctx.database.db, userAccount(sender.id), 'coin')).toBe(
        balanceBefore + total - claimedAmount,
      );
      expect(await refundDue(s.ctx)).toBe(0);
      expect((await claim(claimers[1]!, id)).code).toBe(ErrorCode.RedPacketExpired);
      expect(await reconcile(s.ctx.database.db)).toEqual([]);
    });

    it('finds a tampered ledger (the reconcile check itself works)', async () => {
      await s.ctx.database.db.execute(
        sql`update wallets set balance = balance + 1 where account = ${userAccount(claimers[0]!.id)} and currency = 'coin'`,
      );
      expect((await reconcile(s.ctx.database.db)).join('\n')).toContain('wallet differs from its ledger');
      await s.ctx.database.db.execute(
        sql`update wallets set balance = balance - 1 where account = ${userAccount(claimers[0]!.id)} and currency = 'coin'`,
      );
      expect(await reconcile(s.ctx.database.db)).toEqual([]);
    });
  });
});
