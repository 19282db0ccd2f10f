import { and, eq, gte, sql } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import type { Currency } from '../../../protocol/redPacket';
import type { Db, Tx } from '../../db/client';
import { ledger, wallets } from '../../db/schema';
import { ApiError } from '../../http/apiError';

/**
 * The coin ledger (double entry). Accounts: `user:<id>` (spendable coins and coupons),
 * `earning:<id>` (an anchor's gift income), `envelope:<id>` (a red envelope's escrow) and `mint`
 * (the source of grants, the only account allowed below zero). A transfer moves one currency
 * between accounts; its deltas sum to zero; each account's wallet row changes in the same
 * transaction as its ledger row, which records the balance after.
 */
export const MINT = 'mint';
export const userAccount = (userId: number) => `user:${userId}`;
export const earningAccount = (anchorId: number) => `earning:${anchorId}`;
export const envelopeAccount = (envelopeId: number) => `envelope:${envelopeId}`;

export type LedgerKind = 'grant' | 'gift' | 'envelopeSend' | 'envelopeClaim' | 'envelopeRefund';

export interface Transfer {
  /** Unique per transfer (e.g. `gift:12`), so a retried transfer can never be booked twice. */
  id: string;
  kind: LedgerKind;
  currency: Currency;
  /** Accounts and their deltas; debits first (a debit below zero refuses the whole transfer: 4022). */
  moves: { account: string; delta: number }[];
  now: number;
}

/** Moves one account by `delta`; a debit of a non-mint account only when the balance covers it. */
async function move(tx: Tx, account: string, currency: string, delta: number, at: Date): Promise<number> {
  if (delta < 0 && account !== MINT) {
    const [row] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${delta}`, updatedAt: at })
      .where(and(eq(wallets.account, account), eq(wallets.currency, currency), gte(wallets.balance, -delta)))
      .returning({ balance: wallets.balance });
    if (!row) throw new ApiError(ErrorCode.BalanceInsufficient);
    return Number(row.balance);
  }
  const [row] = await tx
    .insert(wallets)
    .values({ account, currency, balance: delta, updatedAt: at })
    .onConflictDoUpdate({
      target: [wallets.account, wallets.currency],
      set: { balance: sql`${wallets.balance} + ${delta}`, updatedAt: at },
    })
    .returning({ balance: wallets.balance });
  return Number(row!.balance);
}

/** Books a transfer inside `tx`; returns each account's balance after it. Throws 4022 when a debit fails. */
export async function transfer(tx: Tx, t: Transfer): Promise<Map<string, number>> {
  const sum = t.moves.reduce((n, m) => n + m.delta, 0);
  if (sum !== 0 || t.moves.some((m) => !Number.isSafeInteger(m.delta)))
    throw new Error(`transfer ${t.id} is not balanced`);
  const at = new Date(t.now);
  const after = new Map<string, number>();
  const ordered = [...t.moves].sort((a, b) => a.delta - b.delta);
  for (const m of ordered) after.set(m.account, await move(tx, m.account, t.currency, m.delta, at));
  await tx.insert(ledger).values(
    ordered.map((m) => ({
      transferId: t.id,
      account: m.account,
      currency: t.currency,
      delta: m.delta,
      balanceAfter: after.get(m.account)!,
      kind: t.kind,
      at,
    })),
  );
  return after;
}

export async function balanceOf(db: Db | Tx, account: string, currency: Currency): Promise<number> {
  const [row] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.account, account), eq(wallets.currency, currency)));
  return Number(row?.balance ?? 0);
}

/** Every balance of an account, by currency (absent currencies are 0). */
export async function balancesOf(db: Db, account: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: wallets.currency, balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.account, account));
  return new Map(rows.map((r) => [r.currency, Number(r.balance)]));
}
