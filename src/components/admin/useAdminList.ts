import { useState } from 'react';

import type { SortOrder } from '../../../protocol/adminTable';
import type { RequestOf, ResponseOf } from '../../../protocol/api';
import type { EndpointName } from '../../../protocol/endpoints';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../../protocol/paginationConstants';
import { useCallQuery } from '../ui/useCallQuery';

/** The state of a console table: page, size, search, sort; a new search, size or sort starts at page 1. */
export interface AdminListState<S extends string> {
  page: number;
  pageSize: PageSize;
  query: string;
  sort: S;
  order: SortOrder;
}

/** The row of a console list call (its answer is a page: `{ list, total, page, pageSize }`). */
export type RowOf<N extends EndpointName> = ResponseOf<N> extends { list: readonly (infer R)[] } ? R : never;

/**
 * A console table's call (protocol/adminTable.ts adminListRequest) with its paging, search and sort
 * kept in the page's state, plus the table's own `filters`; the answer is `{ list, total, page,
 * pageSize }`. Asked again at every mount (`staleTime` 0): an admin sees the list as it is now.
 */
export function useAdminList<N extends EndpointName, S extends string>(
  name: N,
  initialSort: S,
  filters: Record<string, unknown> = {},
  initialOrder: SortOrder = 'desc',
) {
  const [state, setState] = useState<AdminListState<S>>({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    query: '',
    sort: initialSort,
    order: initialOrder,
  });
  const body = { ...filters, ...state } as unknown as RequestOf<N>;
  const result = useCallQuery(name, body, { staleTime: 0 });
  const data = result.data as { list: RowOf<N>[]; total: number } | null;
  const setPage = (page: number) => setState((s) => ({ ...s, page }));
  const setSize = (pageSize: PageSize) => setState((s) => ({ ...s, pageSize, page: 1 }));
  /** A click on the sorted column turns its order; on another column sorts by it, descending. */
  const setSort = (sort: S) =>
    setState((s) => ({
      ...s,
      sort,
      order: s.sort === sort ? (s.order === 'desc' ? 'asc' : 'desc') : 'desc',
      page: 1,
    }));
  return {
    state,
    result,
    setPage,
    setSize,
    setQuery: (query: string) => setState((s) => ({ ...s, query, page: 1 })),
    setSort,
    /** What AdminTable takes of the list: `<AdminTable {...list.table} columns=... />`. */
    table: {
      rows: data?.list ?? null,
      total: data?.total ?? 0,
      page: state.page,
      pageSize: state.pageSize,
      onPage: setPage,
      onSize: setSize,
      sort: state.sort,
      order: state.order,
      onSort: setSort,
      loading: result.loading,
      error: result.error,
      onRetry: result.reload,
    },
  };
}
