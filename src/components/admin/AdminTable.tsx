import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import type { SortOrder } from '../../../protocol/adminTable';
import type { PageSize } from '../../../protocol/paginationConstants';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { Pager } from '../ui/Pager';

export interface AdminColumn<R, S extends string = string> {
  /** The column's key; when it is one of the call's sort keys the header sorts by it. */
  key: string;
  label: string;
  render: (row: R) => ReactNode;
  sortKey?: S;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

/**
 * A console table (§9 paging): a caption read by screen readers, sortable headers (buttons with
 * aria-sort), the rows, a loading block, a failed load with "Try again", an empty state, and the
 * pager. The page, search and sort are the caller's (useAdminList).
 */
export function AdminTable<R, S extends string>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  onPage,
  onSize,
  sort,
  order,
  onSort,
  loading,
  error,
  onRetry,
  emptyTitle,
  emptyText,
  testId,
}: {
  caption: string;
  columns: readonly AdminColumn<R, S>[];
  rows: readonly R[] | null;
  rowKey: (row: R) => string;
  total: number;
  page: number;
  pageSize: PageSize;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
  sort?: S;
  order?: SortOrder;
  onSort?: (key: S) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  emptyTitle: string;
  emptyText?: string;
  testId: string;
}) {
  const { t } = useLingui();
  if (error && !rows) return <LoadError message={error} onRetry={onRetry} />;
  if (!rows) return <LoadingBlock rows={5} label={t`Loading…`} />;
  if (rows.length === 0 && total === 0) {
    return (
      <div data-testid={`${testId}-empty`}>
        <EmptyState title={emptyTitle}>{emptyText ? <p>{emptyText}</p> : null}</EmptyState>
      </div>
    );
  }
  return (
    <div className="admin-table-wrap card" data-testid={testId}>
      {error ? <LoadError message={error} onRetry={onRetry} /> : null}
      <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="admin-table" aria-busy={loading}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => {
                const sorted = c.sortKey !== undefined && c.sortKey === sort;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    className={c.numeric ? 'numeric' : undefined}
                    aria-sort={sorted ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sortKey !== undefined && onSort ? (
                      <button
                        type="button"
                        className="admin-sort"
                        onClick={() => onSort(c.sortKey as S)}
                        data-testid={`${testId}-sort-${c.key}`}
                      >
                        {c.label}
                        <span aria-hidden="true" className="admin-sort-mark">
                          {sorted ? (order === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      c.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-testid={`${testId}-row`}>
                {columns.map((c) => (
                  <td key={c.key} className={c.numeric ? 'numeric' : undefined}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? (
        <p className="admin-table-note">
          <Trans>Nothing on this page.</Trans>
        </p>
      ) : null}
      <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} onSize={onSize} />
    </div>
  );
}
