import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import type { Role } from '../../../../protocol/account';
import { ACCOUNT_ROLE_FILTERS, type AccountRow } from '../../../../protocol/adminAccount';
import { Avatar } from '../../ui/Avatar';
import { SearchBox } from '../../ui/SearchBox';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { useAdminList } from '../useAdminList';
import { AccountDialog, RestrictionBadge } from './AccountDialog';
import { ANCHOR_STATUS_TEXT, ROLE_TEXT, useDateTime } from './adminAccountText';

type Sort = 'createdAt' | 'username';
type RoleFilter = (typeof ACCOUNT_ROLE_FILTERS)[number];

/** Accounts by username, nickname or phone; each opens its dialog (restrictions, sessions). */
export function AccountsTable({ me }: { me: string }) {
  const { t } = useLingui();
  const roleId = useId();
  const when = useDateTime();
  const [role, setRole] = useState<RoleFilter>('all');
  const list = useAdminList<'adminAccountSearch', Sort>('adminAccountSearch', 'createdAt', { role });
  const [open, setOpen] = useState<AccountRow | null>(null);

  const columns: AdminColumn<AccountRow, Sort>[] = [
    {
      key: 'username',
      label: t`Account`,
      sortKey: 'username',
      render: (a) => (
        <div className="admin-person">
          <Avatar src={a.avatar} name={a.nickname || a.username} size={36} />
          <div>
            <strong data-testid="account-username">{a.username}</strong>
            <div className="admin-muted">{a.nickname}</div>
          </div>
        </div>
      ),
    },
    { key: 'phone', label: t`Phone`, render: (a) => `+${a.areaCode} ${a.phone}` },
    {
      key: 'role',
      label: t`Role`,
      render: (a) => (
        <>
          <div>{t(ROLE_TEXT[a.role])}</div>
          {a.anchorStatus !== 'none' ? (
            <div className="admin-muted">{t(ANCHOR_STATUS_TEXT[a.anchorStatus])}</div>
          ) : null}
        </>
      ),
    },
    { key: 'restriction', label: t`Restriction`, render: (a) => <RestrictionBadge account={a} /> },
    { key: 'createdAt', label: t`Registered`, sortKey: 'createdAt', render: (a) => when(a.createdAt) },
    {
      key: 'actions',
      label: t`Manage`,
      render: (a) => (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => setOpen(a)}
          aria-label={t`Manage ${a.username}`}
          data-testid="account-manage"
        >
          <Trans>Manage</Trans>
        </button>
      ),
    },
  ];

  const roleText: Record<RoleFilter, string> = {
    all: t`Every role`,
    viewer: t(ROLE_TEXT.viewer),
    anchor: t(ROLE_TEXT.anchor),
    admin: t(ROLE_TEXT.admin),
  };

  return (
    <section className="admin-section admin-cards-narrow" aria-label={t`Accounts`}>
      <div className="admin-toolbar">
        <SearchBox
          value={list.state.query}
          onSearch={list.setQuery}
          label={t`Search by username, nickname or phone`}
          maxLength={100}
          testId="accounts-search"
        />
        <label className="admin-inline-field" htmlFor={roleId}>
          <span>
            <Trans>Role</Trans>
          </span>
          <select
            id={roleId}
            value={role}
            onChange={(e) => {
              setRole(e.target.value as Role | 'all');
              list.setPage(1);
            }}
            data-testid="accounts-role"
          >
            {ACCOUNT_ROLE_FILTERS.map((r) => (
              <option key={r} value={r}>
                {roleText[r]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <AdminTable<AccountRow, Sort>
        caption={t`Accounts`}
        columns={columns}
        {...list.table}
        rowKey={(a) => a.uid}
        emptyTitle={t`No account matches`}
        emptyText={t`Search by a part of the username, the nickname or the phone number.`}
        testId="accounts-table"
      />
      {open ? <AccountDialog account={open} me={me} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
