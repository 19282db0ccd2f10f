import { z } from 'zod';

/** List pagination of §9: page size 10 by default, these size choices, a pager of 7 page buttons. */
export const PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
export const PAGER_COUNT = 7;
/** Deeper pages are refused: a list is browsed, not dumped. */
export const PAGE_MAX = 1000;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** `page` from 1; `pageSize` one of PAGE_SIZES (anything else is refused with rule `pageSize`). */
export const pageFields = {
  page: z.number().int().min(1).max(PAGE_MAX).default(1),
  pageSize: z.number().int().refine(isPageSize, { message: 'pageSize' }).default(DEFAULT_PAGE_SIZE),
};

/** A page of `item`: the rows, the total over every page, and the page that was asked for. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** Row offset of a page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
