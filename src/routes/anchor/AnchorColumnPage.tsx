import { Trans, useLingui } from '@lingui/react/macro';

import { ColumnTabs } from '../../components/layout/ColumnTabs';
import { EmptyState } from '../../components/ui/EmptyState';
import { useStore } from '../../state/store';

/** /anchor/{column}: anchors live in one category (anchorType); the tab text follows the language (§3). */
export function AnchorColumnPage() {
  const { t } = useLingui();
  const { anchorColumns } = useStore();
  return (
    <section>
      <h1 className="page-title">
        <Trans>Anchors live</Trans>
      </h1>
      <ColumnTabs
        kind="anchor"
        label={t`Anchor categories`}
        items={anchorColumns.map((c) => ({ id: c.anchorType, text: c.text }))}
      />
      <EmptyState title={t`No anchor is live in this category right now`}>
        <p>
          <Trans>Follow your favourite anchors to hear when they go live.</Trans>
        </p>
      </EmptyState>
    </section>
  );
}
