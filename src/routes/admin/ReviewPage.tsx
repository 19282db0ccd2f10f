import { useLingui } from '@lingui/react/macro';

import { AdminLayout } from '../../components/admin/AdminLayout';
import { DecisionHistory } from '../../components/admin/accounts/DecisionHistory';
import { ReviewQueue } from '../../components/admin/accounts/ReviewQueue';

/** /admin/review: the pending anchor applications, approve or reject, and the decisions taken (issue 20). */
export function ReviewPage() {
  const { t } = useLingui();
  return (
    <AdminLayout current="/admin/review" title={t`Anchor review`} testId="admin-review">
      {() => (
        <>
          <ReviewQueue />
          <DecisionHistory />
        </>
      )}
    </AdminLayout>
  );
}
