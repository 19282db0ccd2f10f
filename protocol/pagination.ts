import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, isPageSize, PAGE_MAX } from './paginationConstants';

export * from './paginationConstants';

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
