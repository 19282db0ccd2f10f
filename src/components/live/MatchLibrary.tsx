import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import { MatchGrid } from '../match/MatchGrid';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { StatePager } from '../ui/StatePager';
import { useCallQuery } from '../ui/useCallQuery';
import { usePaging } from '../ui/usePaging';
import { LibraryTabs, tabId } from './LibraryTabs';

/**
 * "Match library" (§2 /user/configuration): the match columns with their number of bookable
 * matches, and a column's matches, paged, each with Reserve / Reserved (cancel) for the anchor.
 */
export function MatchLibrary() {
  const { t } = useLingui();
  const titleId = useId();
  const idBase = useId().replace(/:/g, '');
  const panelId = `${idBase}-panel`;
  const columns = useCallQuery('raceDataColumnWithNum', {});
  const [chosen, setChosen] = useState<number | null>(null);
  const paging = usePaging();
  const raceType = chosen ?? columns.data?.[0]?.raceType ?? null;
  const body = { raceType: raceType ?? 0, page: paging.page, pageSize: paging.pageSize };
  const list = useCallQuery('raceDataContentListPage', body, { enabled: raceType !== null });

  function select(next: number) {
    setChosen(next);
    paging.setPage(1);
  }

  return (
    <section className="card live-card" aria-labelledby={titleId} data-testid="match-library">
      <header className="live-card-head">
        <h2 id={titleId}>
          <Trans>Match library</Trans>
        </h2>
      </header>
      <p className="live-card-lead">
        <Trans>
          Reserve the matches you will cover. While you are live on a reserved match, your room is listed on
          that match&apos;s live page.
        </Trans>
      </p>
      {columns.error ? <LoadError message={columns.error} onRetry={columns.reload} /> : null}
      {!columns.data && columns.loading ? <LoadingBlock rows={2} label={t`Loading matches…`} /> : null}
      {columns.data && raceType !== null ? (
        <>
          <LibraryTabs
            columns={columns.data}
            selected={raceType}
            onSelect={select}
            idBase={idBase}
            panelId={panelId}
          />
          <div
            id={panelId}
            role="tabpanel"
            aria-labelledby={tabId(idBase, raceType)}
            aria-busy={list.loading}
            className="library-panel"
          >
            {list.error ? <LoadError message={list.error} onRetry={list.reload} /> : null}
            {!list.data && list.loading ? <LoadingBlock rows={3} label={t`Loading matches…`} /> : null}
            {list.data && list.data.list.length === 0 && !list.error ? (
              <EmptyState title={t`No upcoming matches in this category`}>
                <p>
                  <Trans>Try another category: new matches are added every day.</Trans>
                </p>
              </EmptyState>
            ) : null}
            {list.data && list.data.list.length > 0 ? (
              <>
                <MatchGrid matches={list.data.list} testId="library-list" asAnchor />
                <StatePager paging={paging} total={list.data.total} />
              </>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
