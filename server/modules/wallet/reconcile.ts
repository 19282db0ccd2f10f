import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Checks that the books hold (the ledger test and `redpacket.violations` run it): every transfer
 * sums to zero; every wallet equals the sum of its ledger rows and its last `balance_after`; no
 * account but the mint is below zero; every red envelope's shares sum to its total, its claims are
 * its shares in order (one per user, at most `count`), and its escrow holds exactly what is
 * neither claimed nor refunded. Returns the problems found (none when the books reconcile).
 */
export async function reconcile(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const check = async (label: string, query: ReturnType<typeof sql>) => {
    for (const row of rowsOf<Record<string, unknown>>(await db.execute(query)))
      problems.push(`${label}: ${JSON.stringify(row)}`);
  };
  await check(
    'transfer not balanced',
    sql`select transfer_id, currency, sum(delta)::text as sum from ledger
        group by transfer_id, currency having sum(delta) <> 0`,
  );
  await check(
    'wallet differs from its ledger',
    sql`select coalesce(w.account, l.account) as account, coalesce(w.currency, l.currency) as currency,
          w.balance::text as balance, l.sum::text as ledger
        from wallets w
        full join (select account, currency, sum(delta) as sum from ledger group by account, currency) l
          on l.account = w.account and l.currency = w.currency
        where coalesce(w.balance, 0) <> coalesce(l.sum, 0)`,
  );
  await check(
    'last balance_after differs from the wallet',
    sql`select w.account, w.currency, w.balance::text as balance, last.balance_after::text as last
        from wallets w
        join lateral (select balance_after from ledger l
          where l.account = w.account and l.currency = w.currency order by l.id desc limit 1) last on true
        where last.balance_after <> w.balance`,
  );
  await check(
    'negative balance',
    sql`select account, currency from wallets where balance < 0 and account <> 'mint'`,
  );
  await check(
    'envelope shares do not make its total',
    sql`select e.id from red_envelopes e
        where jsonb_array_length(e.shares) <> e.count
           or (select coalesce(sum(s::bigint), 0) from jsonb_array_elements_text(e.shares) s) <> e.total
           or exists (select 1 from jsonb_array_elements_text(e.shares) s where s::bigint < 1)`,
  );
  await check(
    'envelope claims differ from its counters',
    sql`select e.id, e.claimed, c.n, e.claimed_amount::text as claimed_amount, c.sum::text as sum from red_envelopes e
        left join (select envelope_id, count(*)::int as n, sum(amount) as sum, max(seq) as top
          from red_envelope_claims group by envelope_id) c on c.envelope_id = e.id
        where e.claimed <> coalesce(c.n, 0) or e.claimed_amount <> coalesce(c.sum, 0)
           or coalesce(c.top, 0) <> e.claimed or e.claimed > e.count`,
  );
  await check(
    'claim is not its share',
    sql`select c.envelope_id, c.user_id, c.seq from red_envelope_claims c
        join red_envelopes e on e.id = c.envelope_id
        where c.amount <> (e.shares->>(c.seq - 1))::bigint`,
  );
  await check(
    'escrow differs from the unclaimed part',
    sql`select e.id, e.total::text as total, e.claimed_amount::text as claimed, e.refunded::text as refunded,
          w.balance::text as escrow
        from red_envelopes e
        left join wallets w on w.account = 'envelope:' || e.id and w.currency = e.currency
        where coalesce(w.balance, 0) <> e.total - e.claimed_amount - e.refunded
           or (e.refunded_at is not null and e.refunded <> e.total - e.claimed_amount)
           or (e.refunded_at is null and e.refunded <> 0)`,
  );
  return problems;
}
