import { useLingui } from '@lingui/react/macro';

import { AdminLayout } from '../../components/admin/AdminLayout';
import { AccountsTable } from '../../components/admin/accounts/AccountsTable';

/** /admin/accounts: search accounts; restrictions, sessions and security codes (issue 20). */
export function AccountsPage() {
  const { t } = useLingui();
  return (
    <AdminLayout current="/admin/accounts" title={t`Accounts`} testId="admin-accounts">
      {(admin) => <AccountsTable me={admin.username} />}
    </AdminLayout>
  );
}
