import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';

import type { Language } from '../../../protocol/language';
import type { SystemMessage } from '../../../protocol/messageCenter';
import { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import { systemMessages } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { emitTo } from './events';
import type { Q } from './people';
import { localise } from './systemMessageText';

type Row = typeof systemMessages.$inferSelect;

function present(row: Row, lang: Language): SystemMessage {
  return {
    id: row.id,
    type: row.type,
    title: localise(row.title, lang),
    body: localise(row.body, lang),
    read: row.readAt !== null,
    createdAt: row.createdAt.getTime(),
  };
}

/** Stores a system message for a user (title and body as in systemMessageText.ts). */
export async function addSystemMessage(
  q: Q,
  message: { userId: number; type: number; title: string; body: string; createdAt: Date },
): Promise<Row> {
  const [row] = await q.insert(systemMessages).values(message).returning();
  return row!;
}

/** After commit: the user's sockets refresh their count (socket types 31 and 32, §4). */
export async function announceSystemMessage(ctx: AppContext, appNumber: string, row: Row): Promise<void> {
  await emitTo(ctx, appNumber, 'OnSystemMessage', { id: row.id, type: row.type });
}

export async function countSystemMessages(ctx: AppContext, userId: number) {
  const [row] = await ctx.database.db
    .select({ total: count(), unread: count(systemMessages.readAt) })
    .from(systemMessages)
    .where(eq(systemMessages.userId, userId));
  const total = row?.total ?? 0;
  return { total, unread: total - (row?.unread ?? 0) };
}

export async function listSystemMessages(
  ctx: AppContext,
  userId: number,
  page: { page: number; pageSize: number },
  lang: Language,
): Promise<{ total: number; list: SystemMessage[] }> {
  const { total } = await countSystemMessages(ctx, userId);
  const rows = await ctx.database.db
    .select()
    .from(systemMessages)
    .where(eq(systemMessages.userId, userId))
    .orderBy(desc(systemMessages.createdAt), desc(systemMessages.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { total, list: rows.map((r) => present(r, lang)) };
}

/** One of the caller's messages, marked read. */
export async function systemMessageDetail(
  ctx: AppContext,
  userId: number,
  id: number,
  lang: Language,
): Promise<SystemMessage> {
  const mine = and(eq(systemMessages.id, id), eq(systemMessages.userId, userId));
  const [marked] = await ctx.database.db
    .update(systemMessages)
    .set({ readAt: new Date(ctx.now()) })
    .where(and(mine, isNull(systemMessages.readAt)))
    .returning();
  const row = marked ?? (await ctx.database.db.select().from(systemMessages).where(mine).limit(1))[0];
  if (!row) throw new ApiError(ErrorCode.NotFound);
  return present(row, lang);
}

/** Deletes those of `ids` that are the caller's; 1002 when none is. */
export async function deleteSystemMessages(ctx: AppContext, userId: number, ids: number[]) {
  const removed = await ctx.database.db
    .delete(systemMessages)
    .where(and(eq(systemMessages.userId, userId), inArray(systemMessages.id, ids)))
    .returning({ id: systemMessages.id });
  if (removed.length === 0) throw new ApiError(ErrorCode.NotFound);
  return { deleted: removed.length };
}
