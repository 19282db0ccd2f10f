import { useLingui } from '@lingui/react/macro';

import { AdminLayout } from '../../components/admin/AdminLayout';
import { FeedStatusPanel } from '../../components/admin/ops/FeedStatusPanel';
import { MatchTable } from '../../components/admin/ops/MatchTable';

/** /admin/matches: the feed status (import now, stale matches), the simulator, the matches (hot, stream). */
export function MatchDataPage() {
  const { t } = useLingui();
  return (
    <AdminLayout current="/admin/matches" title={t`Match data`} testId="admin-matches">
      {() => (
        <>
          <FeedStatusPanel />
          <MatchTable />
        </>
      )}
    </AdminLayout>
  );
}
