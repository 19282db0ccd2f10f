/** Gifts: the list in the request language, sending (balance, earnings row, ledger), the banner, refusals. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { GIFT_BROADCAST_MIN_COINS } from '../../../protocol/gift';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  tableDigest,
  type TestServer,
} from '../../../test/helpers/testServer';
import { giftRecords } from '../../db/schema';
import { anchor, as, type Member, roomOf, viewer } from '../room/testKit';
import { grant } from '../wallet/grant';
import { balanceOf, earningAccount } from '../wallet/ledger';
import { reconcile } from '../wallet/reconcile';

describe.each(BACKENDS)('gifts [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let owner: Member;
    let fan: Member;

    beforeAll(async () => {
      s = await startTestServer({ backend });
      owner = await anchor(s);
      fan = await viewer(s);
      await grant(s.ctx, fan.id, 'coin', 2000);
    });
    afterAll(async () => {
      await s?.close();
    });

    it('lists the gifts cheapest first, named in the request language', async () => {
      const en = expectSuccess(await s.call('giftList', {}, { headers: { language: 'en' } }));
      expect(en.map((g) => g.name).slice(0, 2)).toEqual(['Rose', 'Applause']);
      const prices = en.map((g) => g.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const th = expectSuccess(await s.call('giftList', {}, { headers: { language: 'tha' } }));
      expect(th[0]).toMatchObject({ id: en[0]!.id, name: 'กุหลาบ', price: 1 });
    });

    it("sends a gift: the sender pays price × count, the anchor's earnings get it, one record, books reconcile", async () => {
      const sent = expectSuccess(
        await as(s, fan, 'sendMoneyToOne', { roomID: roomOf(owner), giftId: 3, count: 4 }),
      );
      expect(sent).toMatchObject({ coins: 40, balance: 1960 });
      expect(await balanceOf(s.ctx.database.db, earningAccount(owner.id), 'coin')).toBe(40);
      const [record] = await s.ctx.database.db
        .select()
        .from(giftRecords)
        .where(eq(giftRecords.id, sent.recordId));
      expect(record).toMatchObject({
        senderId: fan.id,
        anchorId: owner.id,
        count: 4,
        coins: 40,
        broadcast: false,
      });
      expect(await reconcile(s.ctx.database.db)).toEqual([]);
    });

    it('puts platform-wide gifts on the banner; refuses small ones there', async () => {
      expectRefusal(
        await as(s, fan, 'sendMoneyToAll', {
          roomID: roomOf(owner),
          giftId: 1,
          count: GIFT_BROADCAST_MIN_COINS - 1,
        }),
        ErrorCode.InvalidInput,
      );
      const big = expectSuccess(
        await as(s, fan, 'sendMoneyToAll', { roomID: roomOf(owner), giftId: 4, count: 2 }),
      );
      const banner = expectSuccess(await s.call('chatBanner', {}));
      expect(banner[0]).toMatchObject({ id: big.recordId, roomID: roomOf(owner), coins: 104, count: 2 });
    });

    it('refuses without coins, to oneself, outside anchor rooms and unknown gifts, writing nothing', async () => {
      const poor = await viewer(s);
      const before = await tableDigest(s.ctx);
      expectRefusal(
        await as(s, poor, 'sendMoneyToOne', { roomID: roomOf(owner), giftId: 1, count: 1 }),
        ErrorCode.BalanceInsufficient,
      );
      expectRefusal(
        await as(s, owner, 'sendMoneyToOne', { roomID: roomOf(owner), giftId: 1, count: 1 }),
        ErrorCode.InvalidInput,
      );
      expectRefusal(
        await as(s, fan, 'sendMoneyToOne', { roomID: 'match_1', giftId: 1, count: 1 }),
        ErrorCode.NotFound,
      );
      expectRefusal(
        await as(s, fan, 'sendMoneyToOne', { roomID: roomOf(owner), giftId: 999, count: 1 }),
        ErrorCode.NotFound,
      );
      expectRefusal(
        await as(s, fan, 'sendMoneyToOne', { roomID: roomOf(owner), giftId: 1, count: 100 }),
        ErrorCode.InvalidInput,
      );
      expectRefusal(
        await as(s, undefined, 'sendMoneyToOne', { roomID: roomOf(owner), giftId: 1, count: 1 }),
        ErrorCode.LoginRequired,
      );
      expect(await tableDigest(s.ctx)).toBe(before);
    });
  });
});
