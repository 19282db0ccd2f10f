import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';

import { DEFAULT_PAGE_SIZE } from '../../../protocol/pagination';
import type { MatchListSearch } from '../../routes/match/matchSearch';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { Pager } from '../ui/Pager';
import { useCallQuery } from '../ui/useCallQuery';
import { AnchorList } from './AnchorList';
import { MatchGrid } from './MatchGrid';

/** Results of the header search box: matching anchors, then matching matches (teams, leagues), paged. */
export function SearchResults({ column, search, q }: { column: string; search: MatchListSearch; q: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const pageSize = search.size ?? DEFAULT_PAGE_SIZE;
  const { data, error, loading, reload } = useCallQuery('matchSearch', { keyword: q, page, pageSize });
  const go = (next: MatchListSearch) =>
    void navigate({ to: '/match/$column', params: { column }, search: next });
  const nothing = data && data.matches.list.length === 0 && data.anchors.length === 0;

  return (
    <section
      className="match-section"
      aria-labelledby="search-title"
      aria-busy={loading}
      data-testid="search-results"
    >
      <div className="section-head">
        <h2 id="search-title" className="section-title">
          <Trans>Results for “{q}”</Trans>
        </h2>
        <Link to="/match/$column" params={{ column }} className="see-all">
          <Trans>Clear search</Trans>
        </Link>
      </div>
      {error ? <LoadError message={error} onRetry={reload} /> : null}
      {!data && loading ? <LoadingBlock rows={3} label={t`Searching…`} /> : null}
      {nothing && !error ? (
        <EmptyState title={t`Nothing found`}>
          <p>
            <Trans>Try a team, a league or an anchor's name.</Trans>
          </p>
        </EmptyState>
      ) : null}
      {data && data.anchors.length > 0 ? (
        <>
          <h3 className="subsection-title">
            <Trans>Anchors</Trans>
          </h3>
          <AnchorList anchors={data.anchors} testId="search-anchors" />
        </>
      ) : null}
      {data && data.matches.list.length > 0 ? (
        <>
          <h3 className="subsection-title">
            <Trans>Matches</Trans>
          </h3>
          <MatchGrid matches={data.matches.list} testId="search-matches" />
          <Pager
            page={page}
            pageSize={pageSize}
            total={data.matches.total}
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
