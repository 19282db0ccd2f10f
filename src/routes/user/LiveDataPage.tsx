import { useLingui } from '@lingui/react/macro';

import { LiveHistoryTable } from '../../components/live/LiveHistoryTable';
import { LiveLayout } from '../../components/live/LiveLayout';
import { MonthlyStats } from '../../components/live/MonthlyStats';

/** /user/datas (§2): an approved anchor's monthly statistics and live history by day. */
export function LiveDataPage() {
  const { t } = useLingui();
  return (
    <LiveLayout current="/user/datas">
      {() => (
        <>
          <h1 className="page-title anchor-centre-title">{t`Live data`}</h1>
          <MonthlyStats />
          <LiveHistoryTable />
        </>
      )}
    </LiveLayout>
  );
}
