import { useLingui } from '@lingui/react/macro';

import { AdminLayout } from '../../components/admin/AdminLayout';
import { LiveRoomsTable } from '../../components/admin/ops/LiveRoomsTable';
import { RoomAuditSearch } from '../../components/admin/ops/RoomAuditSearch';

/** /admin/live: the rooms live now (viewers, stream health, cut, live code reset) and the room moderation audit. */
export function LiveMonitorPage() {
  const { t } = useLingui();
  return (
    <AdminLayout current="/admin/live" title={t`Live monitor`} testId="admin-live">
      {() => (
        <>
          <LiveRoomsTable />
          <RoomAuditSearch />
        </>
      )}
    </AdminLayout>
  );
}
