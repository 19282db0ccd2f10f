import { useLingui } from '@lingui/react/macro';

import { AdminLayout } from '../../components/admin/AdminLayout';
import { MoneyDaily } from '../../components/admin/ops/MoneyDaily';
import { ReconcilePanel } from '../../components/admin/ops/ReconcilePanel';

/** /admin/money: gifts and red envelopes per day (30 days) and the ledger's reconcile report. */
export function MoneyPage() {
  const { t } = useLingui();
  return (
    <AdminLayout current="/admin/money" title={t`Money`} testId="admin-money">
      {() => (
        <>
          <MoneyDaily />
          <ReconcilePanel />
        </>
      )}
    </AdminLayout>
  );
}
