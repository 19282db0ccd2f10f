import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue } from 'react';

import { HOT_RACE_TYPE } from '../../../protocol/matchConstants';
import { DEFAULT_PAGE_SIZE } from '../../../protocol/pagination';
import type { MatchListSearch } from '../../routes/match/matchSearch';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { Pager } from '../ui/Pager';
import { useCallQuery } from '../ui/useCallQuery';
import { matchListBody } from './homeLoads';
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
  const body = matchListBody(raceType, search);
  const { page, pageSize } = body;
  const { data: loaded, error, loading, reload } = useCallQuery('matchList', body);
  // Under the home sections on the hot column (/match/0): rendered in a transition, as the sections
  // below the first screen are (see HomeSections); elsewhere the list is the page and comes at once.
  const deferred = useDeferredValue(loaded, null);
  const data = raceType === HOT_RACE_TYPE ? deferred : loaded;
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
      {!data && (loading || loaded) ? <LoadingBlock rows={4} label={t`Loading matches…`} /> : null}
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
