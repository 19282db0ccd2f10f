import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import { HOT_RACE_TYPE, isRaceType } from '../../../protocol/match';
import { ColumnTabs } from '../../components/layout/ColumnTabs';
import { HomeSections } from '../../components/match/HomeSections';
import { MatchListSection } from '../../components/match/MatchListSection';
import { SpoilerShieldSwitch } from '../../components/match/SpoilerShieldSwitch';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadingBlock } from '../../components/ui/LoadState';
import { useStore } from '../../state/store';

// Only with the header search's `?q=`: the first page (the hot column) carries none of it.
const SearchResults = lazy(() =>
  import('../../components/match/SearchResults').then((m) => ({ default: m.SearchResults })),
);

const route = getRouteApi('/match/$column');

/**
 * /match/{column}: matches of one category (raceType) by status, hot and trending. The root redirects
 * to /match/0 (§2), so column 0 (hot) is also the home page; `?q=` shows the header search's results.
 * The spoiler shield's switch is at the top, over every list of the page.
 */
export function MatchColumnPage() {
  const { t } = useLingui();
  const { matchColumns } = useStore();
  const { column } = route.useParams();
  const search = route.useSearch();
  const raceType = /^\d{1,3}$/.test(column) ? Number(column) : NaN;
  const known = isRaceType(raceType);
  const name = matchColumns.find((c) => c.raceType === raceType)?.name ?? '';
  const home = raceType === HOT_RACE_TYPE && !search.q;

  return (
    <section className="match-page">
      <h1 className={home ? 'visually-hidden' : 'page-title'}>
        {home ? (
          <Trans>Tribune: live sports</Trans>
        ) : search.q ? (
          <Trans>Search</Trans>
        ) : (
          name || <Trans>Live matches</Trans>
        )}
      </h1>
      <ColumnTabs
        kind="match"
        label={t`Match categories`}
        items={matchColumns.map((c) => ({ id: c.raceType, text: c.name }))}
      />
      {known ? <SpoilerShieldSwitch /> : null}
      {!known ? (
        <EmptyState title={t`This match category does not exist`}>
          <p>
            <Link to="/match/$column" params={{ column: '0' }}>
              <Trans>See the hot matches</Trans>
            </Link>
          </p>
        </EmptyState>
      ) : search.q ? (
        <Suspense fallback={<LoadingBlock rows={3} label={t`Searching…`} />}>
          <SearchResults column={column} search={search} q={search.q} />
        </Suspense>
      ) : (
        <>
          {home ? <HomeSections /> : null}
          <MatchListSection
            raceType={raceType}
            search={search}
            title={home ? t`All hot matches` : t`${name} matches`}
          />
        </>
      )}
    </section>
  );
}
