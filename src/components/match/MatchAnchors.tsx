import { Trans, useLingui } from '@lingui/react/macro';

import type { AnchorCard } from '../../../protocol/match';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import type { Loaded } from '../ui/useCallQuery';
import { AnchorList } from './AnchorList';

/** The anchors streaming a match (app_anchor_race_list). */
export function MatchAnchors({ anchors }: { anchors: Loaded<AnchorCard[]> }) {
  const { t } = useLingui();
  return (
    <section
      className="match-anchors-section"
      aria-labelledby="match-anchors-title"
      aria-busy={anchors.loading}
    >
      <h2 id="match-anchors-title" className="section-title">
        <Trans>Anchors streaming this match</Trans>
      </h2>
      {anchors.error ? <LoadError message={anchors.error} onRetry={anchors.reload} /> : null}
      {!anchors.data && anchors.loading ? <LoadingBlock rows={1} label={t`Loading anchors…`} /> : null}
      {anchors.data?.length === 0 ? <EmptyState title={t`No anchor streams this match yet`} /> : null}
      {anchors.data && anchors.data.length > 0 ? (
        <AnchorList anchors={anchors.data} testId="match-anchors" />
      ) : null}
    </section>
  );
}
