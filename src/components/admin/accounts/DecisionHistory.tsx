import { useLingui } from '@lingui/react/macro';

import type { DecisionRow } from '../../../../protocol/adminAccount';
import { SearchBox } from '../../ui/SearchBox';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { useAdminList } from '../useAdminList';
import { ACTION_TEXT, actorName, useDateTime } from './adminAccountText';

/** The anchor decisions of the audit log: who decided, what, about whom, why and when. */
export function DecisionHistory() {
  const { t } = useLingui();
  const when = useDateTime();
  const list = useAdminList('adminReviewDecisions', 'at' as const);
  const columns: AdminColumn<DecisionRow, 'at'>[] = [
    { key: 'at', label: t`When`, sortKey: 'at', render: (r) => when(r.at) },
    { key: 'actor', label: t`Decided by`, render: (r) => actorName(r.actor) },
    {
      key: 'action',
      label: t`Decision`,
      render: (r) => {
        const text = ACTION_TEXT[r.action];
        const tone = r.action === 'anchor.approve' || r.action === 'anchor.unban' ? 'ok' : 'bad';
        return <span className={`admin-badge ${tone}`}>{text ? t(text) : r.action}</span>;
      },
    },
    { key: 'target', label: t`Account`, render: (r) => <strong>{r.target}</strong> },
    { key: 'reason', label: t`Reason`, render: (r) => r.reason || '—' },
  ];
  return (
    <section className="admin-section" aria-labelledby="review-history-title">
      <h2 id="review-history-title" className="admin-section-title">
        {t`Decisions`}
      </h2>
      <div className="admin-toolbar">
        <SearchBox
          value={list.state.query}
          onSearch={list.setQuery}
          label={t`Search by admin, account or reason`}
          maxLength={100}
          testId="decisions-search"
        />
      </div>
      <AdminTable
        caption={t`History of anchor decisions`}
        columns={columns}
        {...list.table}
        rowKey={(r) => String(r.id)}
        emptyTitle={list.state.query ? t`No decision matches` : t`No decision yet`}
        testId="review-decisions"
      />
    </section>
  );
}
