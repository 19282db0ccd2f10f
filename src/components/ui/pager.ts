import { PAGER_COUNT } from '../../../protocol/pagination';

export type PagerItem = number | 'prevMore' | 'nextMore';

/**
 * The page buttons of §9's pager (count 7): the first and last page always, up to five around the
 * current one, and a gap on the side where pages were left out.
 */
export function pagerItems(page: number, pageCount: number, pagerCount: number = PAGER_COUNT): PagerItem[] {
  if (pageCount <= 0) return [];
  if (pageCount <= pagerCount) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const half = (pagerCount - 1) / 2;
  const prevMore = page > pagerCount - half;
  const nextMore = page < pageCount - half;
  const inner = pagerCount - 2;
  let from: number;
  if (prevMore && !nextMore) from = pageCount - inner;
  else if (!prevMore && nextMore) from = 2;
  else from = page - Math.floor(inner / 2);
  const middle = Array.from({ length: inner }, (_, i) => from + i);
  return [
    1,
    ...(prevMore ? ['prevMore' as const] : []),
    ...middle,
    ...(nextMore ? ['nextMore' as const] : []),
    pageCount,
  ];
}

/** Number of pages of `total` rows (at least 1 so an empty list still shows page 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
