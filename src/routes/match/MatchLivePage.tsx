import { useLingui } from '@lingui/react/macro';

import { EmptyState } from '../../components/ui/EmptyState';

/** /match/live/{id}: a live match and its stream. */
export function MatchLivePage() {
  const { t } = useLingui();
  return <EmptyState title={t`This match is not live`} />;
}
