import { useState } from 'react';

import { DEFAULT_PAGE_SIZE, type PageSize } from '../../../protocol/pagination';

/** Page and page size of a list paged in component state (§9): a new page size starts at page 1 again. */
export function usePaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const setSize = (size: PageSize) => {
    setPageSize(size);
    setPage(1);
  };
  return { page, pageSize, setPage, setSize };
}

export type Paging = ReturnType<typeof usePaging>;
