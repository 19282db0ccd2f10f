import { asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';

import type { AdminPushRow, pushHistoryRequest } from '../../../../protocol/adminContent';
import { ErrorCode } from '../../../../protocol/errors';
import type { AppContext } from '../../../context';
import { adminPushes } from '../../../db/schema';
import { ApiError } from '../../../http/apiError';
import type { AdminPushRecord } from '../../push';

/** The pushes of the console and the CLI (admin_pushes), newest first, searched by title or actor. */

export const pushRowOf = (r: AdminPushRecord): AdminPushRow => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

export async function pushHistory(ctx: AppContext, req: z.output<typeof pushHistoryRequest>) {
  const { db } = ctx.database;
  const q = req.query.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where =
    q === '' ? undefined : or(ilike(adminPushes.title, `%${q}%`), ilike(adminPushes.actor, `%${q}%`));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminPushes)
      .where(where)
      .orderBy(
        req.order === 'asc' ? asc(adminPushes.createdAt) : desc(adminPushes.createdAt),
        desc(adminPushes.id),
      )
      .limit(req.pageSize)
      .offset((req.page - 1) * req.pageSize),
    db.select({ n: count() }).from(adminPushes).where(where),
  ]);
  return { list: rows.map(pushRowOf), total: total?.n ?? 0, page: req.page, pageSize: req.pageSize };
}

export async function onePush(ctx: AppContext, id: string): Promise<AdminPushRow> {
  const [row] = await ctx.database.db.select().from(adminPushes).where(eq(adminPushes.id, id));
  if (!row) throw new ApiError(ErrorCode.NotFound);
  return pushRowOf(row);
}
