/** The console's money page (issue 20): gifts and red envelopes per day, the reconcile report. */
import { eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MONEY_DAYS } from '../../../../protocol/adminOps';
import { expectSuccess } from '../../../../test/helpers/expectations';
import { startTestServer, type TestServer } from '../../../../test/helpers/testServer';
import { giftRecords, gifts, ledger, redEnvelopes } from '../../../db/schema';
import { anchor, viewer } from '../../room/testKit';
import { RECONCILE_CHECKS } from './moneyOps';

const DAY_MS = 86_400_000;

describe('admin ops: money', () => {
  let s: TestServer;
  let admin: string;

  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite', env: { MATCH_SIMULATOR: '0' } });
    admin = await s.login('admin01');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('sums gifts and red envelopes per UTC day over 30 days, as the rows say', async () => {
    const { db } = s.ctx.database;
    const [a, v] = [await anchor(s), await viewer(s)];
    const [gift] = await db.select().from(gifts).limit(1);
    const now = s.ctx.now();
    await db.insert(giftRecords).values([
      {
        senderId: v.id,
        anchorId: a.id,
        roomKey: `room_${a.id}`,
        giftId: gift!.id,
        count: 2,
        coins: 20,
        createdAt: new Date(now),
      },
      {
        senderId: v.id,
        anchorId: a.id,
        roomKey: `room_${a.id}`,
        giftId: gift!.id,
        count: 1,
        coins: 7,
        createdAt: new Date(now - 2 * DAY_MS),
      },
      // Outside the 30 days.
      {
        senderId: v.id,
        anchorId: a.id,
        roomKey: `room_${a.id}`,
        giftId: gift!.id,
        count: 1,
        coins: 1000,
        createdAt: new Date(now - 40 * DAY_MS),
      },
    ]);
    const envelope = {
      roomKey: `room_${a.id}`,
      senderId: v.id,
      kind: 'ordinary' as const,
      count: 1,
      shares: [5],
      expiresAt: new Date(now),
      refundAt: new Date(now),
    };
    await db.insert(redEnvelopes).values([
      { ...envelope, currency: 'coin', total: 5, createdAt: new Date(now - DAY_MS) },
      { ...envelope, currency: 'coupon50', total: 5, createdAt: new Date(now - DAY_MS) },
    ]);
    const money = expectSuccess(await s.call('adminMoneyDaily', {}, { token: admin }));
    expect(money.days).toHaveLength(MONEY_DAYS);
    expect(money.to).toBe(new Date(now).toISOString().slice(0, 10));
    // What the rows of the 30 days say, summed here without SQL.
    const since = Date.parse(`${money.from}T00:00:00Z`);
    const dayOf = (d: Date) => d.toISOString().slice(0, 10);
    const giftRows = await db
      .select()
      .from(giftRecords)
      .where(gte(giftRecords.createdAt, new Date(since)));
    const envRows = await db
      .select()
      .from(redEnvelopes)
      .where(gte(redEnvelopes.createdAt, new Date(since)));
    for (const d of money.days) {
      const g = giftRows.filter((r) => dayOf(r.createdAt) === d.day);
      const e = envRows.filter((r) => dayOf(r.createdAt) === d.day);
      expect(d).toEqual({
        day: d.day,
        gifts: g.length,
        giftCoins: g.reduce((n, r) => n + r.coins, 0),
        envelopes: e.length,
        envelopeCoins: e.filter((r) => r.currency === 'coin').reduce((n, r) => n + r.total, 0),
      });
    }
    expect(money.totals.gifts).toBe(giftRows.length);
    expect(money.totals.giftCoins).toBe(giftRows.reduce((n, r) => n + r.coins, 0));
    expect(money.totals.giftCoins).toBeGreaterThanOrEqual(27);
    expect(money.totals.giftCoins).toBeLessThan(1000);
    await db.delete(redEnvelopes).where(eq(redEnvelopes.senderId, v.id));
  });

  it('reconciles green on the demo data, red with the rows when a ledger row is broken', async () => {
    const green = expectSuccess(await s.call('adminReconcile', {}, { token: admin }));
    expect(green.ok).toBe(true);
    expect(green.checks.map((c) => c.name)).toEqual([...RECONCILE_CHECKS]);
    expect(green.checks.every((c) => c.ok && c.rows.length === 0)).toBe(true);
    await s.ctx.database.db.insert(ledger).values({
      transferId: 'broken-1',
      account: 'user:999999',
      currency: 'coin',
      delta: 5,
      balanceAfter: 5,
      kind: 'grant',
    });
    const red = expectSuccess(await s.call('adminReconcile', {}, { token: admin }));
    expect(red.ok).toBe(false);
    expect(red.checks.find((c) => c.name === 'transfer not balanced')).toMatchObject({
      ok: false,
      rows: [{ transfer_id: 'broken-1', currency: 'coin', sum: '5' }],
    });
    expect(red.checks.find((c) => c.name === 'wallet differs from its ledger')!.ok).toBe(false);
    expect(red.checks.find((c) => c.name === 'negative balance')!.ok).toBe(true);
  });
});
