import { useLingui } from '@lingui/react/macro';

import { EmptyState } from '../../components/ui/EmptyState';

/** /user/attention (my follows): not built yet. */
export function UserSectionPage() {
  const { t } = useLingui();
  return <EmptyState title={t`Nothing here yet`} />;
}
