import { randomUUID } from 'node:crypto';

import type { Currency } from '../../../protocol/redPacket';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { MINT, transfer, userAccount } from './ledger';

/** Gives a user coins or coupons from the mint (demo balances, tests, an operator's top-up). */
export async function grantIn(
  tx: Tx,
  userId: number,
  currency: Currency,
  amount: number,
  now: number,
  id = `grant:${randomUUID()}`,
): Promise<number> {
  const after = await transfer(tx, {
    id,
    kind: 'grant',
    currency,
    now,
    moves: [
      { account: MINT, delta: -amount },
      { account: userAccount(userId), delta: amount },
    ],
  });
  return after.get(userAccount(userId))!;
}

export function grant(ctx: AppContext, userId: number, currency: Currency, amount: number): Promise<number> {
  return ctx.database.db.transaction((tx) => grantIn(tx, userId, currency, amount, ctx.now()));
}
