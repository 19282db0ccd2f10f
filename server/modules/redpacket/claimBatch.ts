import { sql } from 'drizzle-orm';

/**
 * SQL of the claims. One claim or a batch of claims on one envelope is one statement, so the
 * envelope's row lock serialises all claims on it across server processes, and nothing is written
 * unless all of it is: the next shares go to the users who have none yet (in arrival order, while
 * shares are left and the envelope is open and of this room); the claim rows (unique per user and
 * per share), the escrow debit, each user's credit and both ledger rows of each claim.
 *
 * PostgreSQL re-reads a row a concurrent claim committed while we waited for its lock (`claimed`,
 * the escrow), so the shares never overlap; only the "has none yet" test reads the statement's
 * snapshot, and a claim by the same user committed meanwhile fails the unique index (the caller
 * then answers 4032 or retries one by one). Users' wallets are locked in uid order, so two
 * batches on different envelopes rarely deadlock (the caller retries when they do). PGlite runs
 * one statement at a time.
 */
export interface WonRow {
  userId: number;
  seq: number;
  count: number;
  amount: string;
  currency: string;
  balance: string;
}

export function claimBatchStatement(
  envelopeId: number,
  roomKey: string,
  userIds: readonly number[],
  now: number,
) {
  const at = new Date(now).toISOString();
  const ids = `{${userIds.join(',')}}`;
  return sql`
    with input as (
      select u.user_id, u.ord from unnest(${ids}::int[]) with ordinality as u(user_id, ord)
    ), cur as (
      select id, currency, count, claimed, shares from red_envelopes
       where id = ${envelopeId}::int and room_key = ${roomKey}::text and claimed < count
         and expires_at > ${at}::timestamptz and refunded_at is null
       for update
    ), fresh as (
      select i.user_id, row_number() over (order by i.ord) as rn from input i
       where not exists (select 1 from red_envelope_claims c
                          where c.envelope_id = ${envelopeId}::int and c.user_id = i.user_id)
    ), taken as (
      select f.user_id, cur.id, cur.currency, cur.count, (cur.claimed + f.rn)::int as seq,
             (cur.shares->>((cur.claimed + f.rn - 1)::int))::bigint as amount
        from fresh f cross join cur
       where cur.claimed + f.rn <= cur.count
    ), totals as (
      select count(*)::int as n, coalesce(sum(amount), 0)::bigint as total from taken
    ), env as (
      update red_envelopes e set claimed = e.claimed + t.n, claimed_amount = e.claimed_amount + t.total
        from totals t, cur where e.id = cur.id and t.n > 0
      returning e.id
    ), claims as (
      insert into red_envelope_claims (envelope_id, user_id, seq, amount, at)
      select id, user_id, seq, amount, ${at}::timestamptz from taken
    ), escrow as (
      update wallets w set balance = w.balance - t.total, updated_at = ${at}::timestamptz
        from totals t, cur
       where w.account = 'envelope:' || cur.id and w.currency = cur.currency and t.n > 0
      returning w.balance
    ), mine as (
      insert into wallets (account, currency, balance, updated_at)
      select 'user:' || user_id, currency, amount, ${at}::timestamptz from taken order by user_id
      on conflict (account, currency)
        do update set balance = wallets.balance + excluded.balance, updated_at = excluded.updated_at
      returning account, balance
    ), book as (
      insert into ledger (transfer_id, account, currency, delta, balance_after, kind, at)
      select x.transfer_id, x.account, x.currency, x.delta, x.balance_after, 'envelopeClaim', ${at}::timestamptz
        from (
          select 'envelopeClaim:' || t.id || ':' || t.user_id as transfer_id, 'envelope:' || t.id as account,
                 t.currency, -t.amount as delta, t.seq, 0 as side,
                 (select balance from escrow) + (select total from totals)
                   - sum(t.amount) over (order by t.seq) as balance_after
            from taken t
          union all
          select 'envelopeClaim:' || t.id || ':' || t.user_id, m.account, t.currency, t.amount, t.seq, 1, m.balance
            from taken t join mine m on m.account = 'user:' || t.user_id
        ) x
       order by x.seq, x.side
    )
    select t.user_id as "userId", t.seq as "seq", t.count as "count", t.amount::text as "amount",
           t.currency as "currency", m.balance::text as "balance"
      from taken t join mine m on m.account = 'user:' || t.user_id`;
}
