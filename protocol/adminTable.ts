import { z } from 'zod';

import { pageFields } from './pagination';

export { pageOf } from './pagination';

/** A reason an admin gives for an action (kept in the audit log): plain text, at most this long. */
export const ADMIN_REASON_MAX = 200;

/** The orders a console table sorts by. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The request of a console table (src/components/admin/AdminTable.tsx): the §9 page fields, a search
 * text (trimmed, empty for everything), the column to sort by (the first of `sortKeys` by default)
 * and its order, plus the table's own filters.
 */
export function adminListRequest<
  const K extends readonly [string, ...string[]],
  const E extends z.ZodRawShape = Record<never, never>,
>(sortKeys: K, extra?: E) {
  return z.strictObject({
    ...pageFields,
    query: z.string().trim().max(100).default(''),
    sort: z.enum(sortKeys).default(sortKeys[0] as K[number] as never),
    order: z.enum(SORT_ORDERS).default('desc'),
    ...(extra ?? ({} as E)),
  });
}
