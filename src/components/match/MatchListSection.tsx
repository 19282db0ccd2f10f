import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';

import { DEFAULT_PAGE_SIZE } from '../../../protocol/pagination';
import type { MatchListSearch } from '../../routes/match/matchSearch';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { Pager } from '../ui/Pager';
import { useCallQuery } from '../ui/useCallQuery';
import { MatchFilters } from './MatchFilters';
import { MatchGrid } from './MatchGrid';

/** The matches of one column (raceType) by status, hot and trending, paged as §9. */
export function MatchListSection({
  raceType,
  search,
  title,
}: {
  raceType: number;
  search: MatchListSearch;
  title: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const pageSize = search.size ?? DEFAULT_PAGE_SIZE;
  const body = {
    raceType,
    status: search.status ?? 'all',
    ...(search.hot ? { hot: true } : {}),
    ...(search.trending ? { trending: true } : {}),
    page,
    pageSize,
  };
  const { data, error, loading, reload } = useCallQuery('matchList', body);
  const column = String(raceType);
  const go = (next: MatchListSearch) =>
    void navigate({ to: '/match/$column', params: { column }, search: next, resetScroll: false });

  return (
    <section className="match-section" aria-labelledby="match-list-title" aria-busy={loading}>
      <div className="section-head">
        <h2 id="match-list-title" className="section-title">
          {title}
        </h2>
        <MatchFilters column={column} search={search} />
      </div>
      {error ? <LoadError message={error} onRetry={reload} /> : null}
      {!data && loading ? <LoadingBlock rows={4} label={t`Loading matches…`} /> : null}
      {data && data.list.length === 0 && !error ? (
        <EmptyState title={t`No matches here right now`}>
          <p>
            <Trans>Try another status or category, or turn off the hot and trending filters.</Trans>
          </p>
        </EmptyState>
      ) : null}
      {data && data.list.length > 0 ? (
        <>
          <MatchGrid matches={data.list} />
          <Pager
            page={page}
            pageSize={pageSize}
            total={data.total}
            onPage={(p) => go({ ...search, page: p > 1 ? p : undefined })}
            onSize={(size) =>
              go({ ...search, size: size === DEFAULT_PAGE_SIZE ? undefined : size, page: undefined })
            }
          />
        </>
      ) : null}
    </section>
  );
}
