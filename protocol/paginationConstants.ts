/**
 * List pagination of §9 without zod (the page imports this; protocol/pagination.ts adds the request
 * fields and the page schema, and re-exports it): page size 10 by default, these size choices, a
 * pager of 7 page buttons.
 */
export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
export const PAGER_COUNT = 7;
/** Deeper pages are refused: a list is browsed, not dumped. */
export const PAGE_MAX = 1000;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** Row offset of a page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
