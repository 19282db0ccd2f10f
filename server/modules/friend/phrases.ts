import { and, asc, eq } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import { type Phrase, PHRASE_MAX_COUNT } from '../../../protocol/messageCenter';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { phrases, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { Q } from './people';

/** Common phrases (§5 at most 10, §7 appUserFrequently), in the caller's order. */
export async function listPhrases(q: Q, userId: number): Promise<Phrase[]> {
  return q
    .select({ id: phrases.id, text: phrases.text, sort: phrases.sort })
    .from(phrases)
    .where(eq(phrases.userId, userId))
    .orderBy(asc(phrases.sort), asc(phrases.id));
}

/** Locks the user's row so two concurrent adds (or sorts) of one user run one after the other. */
async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function addPhrase(ctx: AppContext, userId: number, text: string): Promise<Phrase> {
  return ctx.database.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await listPhrases(tx, userId);
    if (existing.length >= PHRASE_MAX_COUNT) throw new ApiError(ErrorCode.PhraseLimit);
    const sort = existing.reduce((m, p) => Math.max(m, p.sort + 1), 0);
    const [row] = await tx
      .insert(phrases)
      .values({ userId, text, sort })
      .returning({ id: phrases.id, text: phrases.text, sort: phrases.sort });
    return row!;
  });
}

export async function editPhrase(ctx: AppContext, userId: number, id: number, text: string): Promise<Phrase> {
  const [row] = await ctx.database.db
    .update(phrases)
    .set({ text })
    .where(and(eq(phrases.id, id), eq(phrases.userId, userId)))
    .returning({ id: phrases.id, text: phrases.text, sort: phrases.sort });
  if (!row) throw new ApiError(ErrorCode.NotFound);
  return row;
}

export async function deletePhrase(ctx: AppContext, userId: number, id: number): Promise<void> {
  const removed = await ctx.database.db
    .delete(phrases)
    .where(and(eq(phrases.id, id), eq(phrases.userId, userId)))
    .returning({ id: phrases.id });
  if (removed.length === 0) throw new ApiError(ErrorCode.NotFound);
}

/** New order: `ids` must be exactly the caller's phrase ids, each once (else 1000, nothing changes). */
export async function sortPhrases(ctx: AppContext, userId: number, ids: number[]): Promise<Phrase[]> {
  return ctx.database.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const mine = (await listPhrases(tx, userId)).map((p) => p.id);
    const same =
      new Set(ids).size === ids.length && ids.length === mine.length && mine.every((id) => ids.includes(id));
    if (!same) throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'ids', rule: 'exactIds' }] });
    for (const [sort, id] of ids.entries()) {
      await tx.update(phrases).set({ sort }).where(eq(phrases.id, id));
    }
    return listPhrases(tx, userId);
  });
}
