import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

import type { SortOrder } from '../../../../protocol/adminTable';

/** An ILIKE pattern that finds `text` anywhere, its own % _ and \ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** ORDER BY the column asked, then by `tie` the same way so pages never overlap. */
export function orderOf(column: AnyColumn, tie: AnyColumn, order: SortOrder): SQL[] {
  const by = order === 'asc' ? asc : desc;
  return [by(column), by(tie)];
}

/** The offset of a page of the §9 paging. */
export function offsetOf(body: { page: number; pageSize: number }): number {
  return (body.page - 1) * body.pageSize;
}
