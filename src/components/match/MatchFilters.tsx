import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';

import { HOT_RACE_TYPE, MATCH_LIST_FILTERS, type MatchListFilter } from '../../../protocol/match';
import type { MatchListSearch } from '../../routes/match/matchSearch';

/** Status tabs (all, live, upcoming, finished) and the hot / trending toggles of a match column. */
export function MatchFilters({ column, search }: { column: string; search: MatchListSearch }) {
  const { t } = useLingui();
  const labels: Record<MatchListFilter, string> = {
    all: t`All`,
    live: t`Live`,
    upcoming: t`Upcoming`,
    finished: t`Finished`,
  };
  const status = search.status ?? 'all';
  const params = { column };
  const navigate = useNavigate();
  const toggle = (change: Partial<MatchListSearch>) =>
    void navigate({
      to: '/match/$column',
      params,
      search: { ...search, ...change, page: undefined },
      resetScroll: false,
    });
  return (
    <div className="match-filters">
      <nav className="segmented" aria-label={t`Match status`}>
        {MATCH_LIST_FILTERS.map((f) => (
          <Link
            key={f}
            to="/match/$column"
            params={params}
            search={{ ...search, status: f === 'all' ? undefined : f, page: undefined }}
            className="segment"
            aria-current={f === status ? 'true' : undefined}
            data-testid={`filter-${f}`}
          >
            {labels[f]}
          </Link>
        ))}
      </nav>
      <div className="toggles">
        {Number(column) !== HOT_RACE_TYPE ? (
          <button
            type="button"
            className="toggle"
            aria-pressed={Boolean(search.hot)}
            onClick={() => toggle({ hot: search.hot ? undefined : true })}
            data-testid="filter-hot"
          >
            {t`Hot`}
          </button>
        ) : null}
        <button
          type="button"
          className="toggle"
          aria-pressed={Boolean(search.trending)}
          onClick={() => toggle({ trending: search.trending ? undefined : true })}
          data-testid="filter-trending"
        >
          {t`Trending`}
        </button>
      </div>
    </div>
  );
}
