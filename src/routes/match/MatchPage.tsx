import { useLingui } from '@lingui/react/macro';

import { EmptyState } from '../../components/ui/EmptyState';

/** /match/match/{matchId}: the match page (target of match-status notifications). */
export function MatchPage() {
  const { t } = useLingui();
  return <EmptyState title={t`Match not found`} />;
}
