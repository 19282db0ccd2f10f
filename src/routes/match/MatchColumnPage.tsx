import { Trans, useLingui } from '@lingui/react/macro';

import { ColumnTabs } from '../../components/layout/ColumnTabs';
import { EmptyState } from '../../components/ui/EmptyState';
import { useStore } from '../../state/store';

/** /match/{column}: live matches of one category (raceType). The match list itself arrives with the matches feature. */
export function MatchColumnPage() {
  const { t } = useLingui();
  const { matchColumns } = useStore();
  return (
    <section>
      <h1 className="page-title">
        <Trans>Live matches</Trans>
      </h1>
      <ColumnTabs
        kind="match"
        label={t`Match categories`}
        items={matchColumns.map((c) => ({ id: c.raceType, text: c.name }))}
      />
      <EmptyState title={t`No live matches in this category right now`}>
        <p>
          <Trans>Matches appear here as soon as they are scheduled. Try another category.</Trans>
        </p>
      </EmptyState>
    </section>
  );
}
