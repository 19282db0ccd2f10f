import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import type { ROOM_AUDIT_SORTS, RoomAuditRow } from '../../../../protocol/adminOps';
import { AUDIT_ACTIONS } from '../../../../protocol/roomModeration';
import { SearchBox } from '../../ui/SearchBox';
import { type AdminColumn, AdminTable } from '../AdminTable';
import { useAdminList } from '../useAdminList';
import { useOpsFormat } from './opsFormat';

type Sort = (typeof ROOM_AUDIT_SORTS)[number];
type Action = (typeof AUDIT_ACTIONS)[number];

interface Filters {
  room: string;
  actor: string;
  action: Action | null;
  from: string | null;
  to: string | null;
}
const NONE: Filters = { room: '', actor: '', action: null, from: null, to: null };

function Person({ p }: { p: RoomAuditRow['actor'] }) {
  if (!p) return <span className="ops-muted">—</span>;
  return (
    <>
      {p.nickname} <span className="ops-muted">@{p.username}</span>
    </>
  );
}

/** Who did what to whom in which room, when: filters applied with Search, the table paged and sorted by time. */
export function RoomAuditSearch() {
  const { t } = useLingui();
  const f = useOpsFormat();
  const id = useId();
  const [draft, setDraft] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const [rangeError, setRangeError] = useState('');
  const list = useAdminList<'adminRoomAudit', Sort>('adminRoomAudit', 'at', { ...filters });
  const actions: Record<Action, string> = {
    mute: t`Muted`,
    unmute: t`Unmuted`,
    muteAll: t`Muted everyone`,
    unmuteAll: t`Unmuted everyone`,
    blacklist: t`Removed from chat`,
    unblacklist: t`Let back into chat`,
    clear: t`Cleared the chat`,
    delete: t`Deleted a message`,
    appoint: t`Appointed staff`,
    revoke: t`Revoked staff`,
  };
  const columns: AdminColumn<RoomAuditRow, Sort>[] = [
    { key: 'at', label: t`When`, render: (r) => f.when(r.at), sortKey: 'at' },
    {
      key: 'room',
      label: t`Room`,
      render: (r) => (r.room ? <Person p={r.room} /> : <code>{r.roomID}</code>),
    },
    { key: 'actor', label: t`Who`, render: (r) => <Person p={r.actor} /> },
    {
      key: 'action',
      label: t`Did`,
      render: (r) => actions[r.action as Action] ?? r.action,
    },
    { key: 'target', label: t`To whom`, render: (r) => <Person p={r.target} /> },
  ];
  const apply = () => {
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(t`The first day must be on or before the last day`);
      return;
    }
    setRangeError('');
    setFilters({ ...draft, room: draft.room.trim(), actor: draft.actor.trim() });
    list.setPage(1);
  };
  return (
    <section className="admin-panel card ops-section" aria-labelledby="ops-audit-title">
      <h2 id="ops-audit-title">
        <Trans>Room moderation audit</Trans>
      </h2>
      <form
        className="ops-filters"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        data-testid="ops-audit-filters"
      >
        <label htmlFor={`${id}-room`}>
          <Trans>Room (anchor's username)</Trans>
          <input
            id={`${id}-room`}
            value={draft.room}
            maxLength={64}
            onChange={(e) => setDraft({ ...draft, room: e.target.value })}
            data-testid="ops-audit-room"
          />
        </label>
        <label htmlFor={`${id}-actor`}>
          <Trans>Who (username)</Trans>
          <input
            id={`${id}-actor`}
            value={draft.actor}
            maxLength={64}
            onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
            data-testid="ops-audit-actor"
          />
        </label>
        <label htmlFor={`${id}-action`}>
          <Trans>Action</Trans>
          <select
            id={`${id}-action`}
            value={draft.action ?? ''}
            onChange={(e) => setDraft({ ...draft, action: (e.target.value || null) as Action | null })}
            data-testid="ops-audit-action"
          >
            <option value="">{t`Any action`}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {actions[a]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-from`}>
          <Trans>From (UTC day)</Trans>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => setDraft({ ...draft, from: e.target.value || null })}
            data-testid="ops-audit-from"
          />
        </label>
        <label htmlFor={`${id}-to`}>
          <Trans>To (UTC day)</Trans>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to ?? ''}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? `${id}-range` : undefined}
            onChange={(e) => setDraft({ ...draft, to: e.target.value || null })}
            data-testid="ops-audit-to"
          />
        </label>
        <div className="ops-filter-actions">
          <button type="submit" className="btn btn-primary" data-testid="ops-audit-apply">
            <Trans>Search</Trans>
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setDraft(NONE);
              setFilters(NONE);
              setRangeError('');
              list.setPage(1);
            }}
          >
            <Trans>Clear filters</Trans>
          </button>
        </div>
        {rangeError ? (
          <p className="form-error ops-filter-error" role="alert" id={`${id}-range`}>
            {rangeError}
          </p>
        ) : null}
      </form>
      <div className="admin-toolbar">
        <SearchBox
          value={list.state.query}
          onSearch={list.setQuery}
          label={t`Search who or to whom (name)`}
          maxLength={100}
          testId="ops-audit-search"
        />
      </div>
      <AdminTable
        caption={t`Room moderation audit`}
        columns={columns}
        {...list.table}
        rowKey={(r) => String(r.id)}
        emptyTitle={t`No moderation action found`}
        emptyText={t`Try other filters.`}
        testId="ops-audit"
      />
    </section>
  );
}
