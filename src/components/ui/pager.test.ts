import { describe, expect, it } from 'vitest';

import { pageCountOf, pagerItems } from './pager';

describe('pager of §9 (seven buttons)', () => {
  it('shows every page when there are seven or fewer', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('cuts the far end near the first pages', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'nextMore', 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'nextMore', 20]);
  });

  it('cuts both ends in the middle', () => {
    expect(pagerItems(5, 20)).toEqual([1, 'prevMore', 3, 4, 5, 6, 7, 'nextMore', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'prevMore', 8, 9, 10, 11, 12, 'nextMore', 20]);
  });

  it('cuts the near end close to the last page', () => {
    expect(pagerItems(17, 20)).toEqual([1, 'prevMore', 15, 16, 17, 18, 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'prevMore', 15, 16, 17, 18, 19, 20]);
  });

  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});
