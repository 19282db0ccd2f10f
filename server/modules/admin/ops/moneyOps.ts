import { sql } from 'drizzle-orm';

import {
  MONEY_DAYS,
  type MoneyDay,
  RECONCILE_ROWS_MAX,
  type ReconcileReport,
} from '../../../../protocol/adminOps';
import type { AppContext } from '../../../context';
import { rowsOf } from '../../../db/rows';
import { reconcile } from '../../wallet';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Gifts (gift_records: rows and coins) and red envelopes (rows, and the coins of coin envelopes)
 * per UTC day over the last MONEY_DAYS days, today included; days without any are zeros.
 */
export async function moneyDaily(ctx: AppContext) {
  const now = ctx.now();
  const to = dayOf(now);
  const from = dayOf(now - (MONEY_DAYS - 1) * DAY_MS);
  const since = new Date(`${from}T00:00:00Z`);
  const { db } = ctx.database;
  const [gifts, envelopes] = await Promise.all([
    db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n,
        coalesce(sum(coins), 0)::text as coins
      from gift_records where created_at >= ${since} group by 1`),
    db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n,
        coalesce(sum(total) filter (where currency = 'coin'), 0)::text as coins
      from red_envelopes where created_at >= ${since} group by 1`),
  ]);
  type Row = { day: string; n: number; coins: string };
  const giftBy = new Map(rowsOf<Row>(gifts).map((r) => [r.day, r]));
  const envBy = new Map(rowsOf<Row>(envelopes).map((r) => [r.day, r]));
  const days: MoneyDay[] = [];
  for (let i = MONEY_DAYS - 1; i >= 0; i--) {
    const day = dayOf(now - i * DAY_MS);
    const g = giftBy.get(day);
    const e = envBy.get(day);
    days.push({
      day,
      gifts: g?.n ?? 0,
      giftCoins: Number(g?.coins ?? 0),
      envelopes: e?.n ?? 0,
      envelopeCoins: Number(e?.coins ?? 0),
    });
  }
  const totals = days.reduce(
    (t, d) => ({
      gifts: t.gifts + d.gifts,
      giftCoins: t.giftCoins + d.giftCoins,
      envelopes: t.envelopes + d.envelopes,
      envelopeCoins: t.envelopeCoins + d.envelopeCoins,
    }),
    { gifts: 0, giftCoins: 0, envelopes: 0, envelopeCoins: 0 },
  );
  return { from, to, days, totals };
}

/** The checks of wallet/reconcile.ts by their labels, in its order (a label it adds later is shown too). */
export const RECONCILE_CHECKS = [
  'transfer not balanced',
  'wallet differs from its ledger',
  'last balance_after differs from the wallet',
  'negative balance',
  'envelope shares do not make its total',
  'envelope claims differ from its counters',
  'claim is not its share',
  'escrow differs from the unclaimed part',
] as const;

/** Runs the reconcile and answers every check: green, or the rows (at most RECONCILE_ROWS_MAX) that break it. */
export async function runReconcile(ctx: AppContext): Promise<ReconcileReport> {
  const problems = await reconcile(ctx.database.db);
  const byCheck = new Map<string, Record<string, unknown>[]>(RECONCILE_CHECKS.map((c) => [c, []]));
  for (const problem of problems) {
    const at = problem.indexOf(': ');
    const label = at < 0 ? problem : problem.slice(0, at);
    let row: Record<string, unknown>;
    try {
      row = at < 0 ? {} : (JSON.parse(problem.slice(at + 2)) as Record<string, unknown>);
    } catch {
      row = { text: problem.slice(at + 2) };
    }
    if (!byCheck.has(label)) byCheck.set(label, []);
    byCheck.get(label)!.push(row);
  }
  const checks = [...byCheck].map(([name, rows]) => ({
    name,
    ok: rows.length === 0,
    rows: rows.slice(0, RECONCILE_ROWS_MAX),
    more: Math.max(0, rows.length - RECONCILE_ROWS_MAX),
  }));
  return { ok: problems.length === 0, at: ctx.now(), checks };
}
