import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import { type AdminMatchRow, MATCH_FILTERS, type MATCH_SORTS } from '../../../../protocol/adminOps';
import { errorText } from '../../../api/client';
import { showToast } from '../../../state/toasts';
import { useMatchText } from '../../match/useMatchText';
import { Dialog } from '../../ui/Dialog';
import { SearchBox } from '../../ui/SearchBox';
import { useCallMutation } from '../../ui/useCallMutation';
import { type AdminColumn, AdminTable } from '../AdminTable';
import { useAdminList } from '../useAdminList';
import { useOpsFormat } from './opsFormat';

type Filter = (typeof MATCH_FILTERS)[number];
type Sort = (typeof MATCH_SORTS)[number];

/** Sets or clears a match's stream URL (adminMatchStream: http(s) addresses only). */
function StreamDialog({ match, onClose }: { match: AdminMatchRow; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [url, setUrl] = useState(match.streamUrl ?? '');
  const [error, setError] = useState('');
  const save = useCallMutation('adminMatchStream', {
    invalidates: ['adminMatchList'],
    onSuccess: (data) => {
      showToast(data.streamUrl ? t`Stream address saved` : t`Stream address removed`, 'success');
      onClose();
    },
    onError: (e) => setError(errorText(e)),
  });
  const submit = (streamUrl: string | null) => {
    setError('');
    save.mutate({ matchId: match.id, streamUrl });
  };
  return (
    <Dialog
      title={t`Stream of ${match.home} – ${match.away}`}
      onClose={onClose}
      testId="ops-stream-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          {match.streamUrl ? (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={save.isPending}
              onClick={() => submit(null)}
              data-testid="ops-stream-clear"
            >
              <Trans>Remove the stream</Trans>
            </button>
          ) : null}
          <button
            type="submit"
            form="ops-stream-form"
            className="btn btn-primary"
            disabled={save.isPending}
            aria-busy={save.isPending}
            data-testid="ops-stream-save"
          >
            <Trans>Save</Trans>
          </button>
        </>
      }
    >
      <form
        id="ops-stream-form"
        className="admin-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const trimmed = url.trim();
          submit(trimmed === '' ? null : trimmed);
        }}
      >
        <div className={`field${error ? ' field-invalid' : ''}`}>
          <label htmlFor={id}>
            <Trans>Stream address (http or https, HLS .m3u8 or MP4)</Trans>
          </label>
          <input
            id={id}
            type="url"
            inputMode="url"
            value={url}
            maxLength={1000}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid="ops-stream-url"
          />
          {error ? (
            <p className="field-error" role="alert" id={`${id}-error`} data-testid="ops-stream-error">
              {error}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}

/** The matches: search by team or league (or #id), filter, sort, page; hot and stream per row. */
export function MatchTable() {
  const { t } = useLingui();
  const f = useOpsFormat();
  const text = useMatchText();
  const [filter, setFilter] = useState<Filter>('all');
  const list = useAdminList<'adminMatchList', Sort>('adminMatchList', 'kickoff', { filter });
  const [editing, setEditing] = useState<AdminMatchRow | null>(null);
  const hot = useCallMutation('adminMatchHot', {
    invalidates: ['adminMatchList'],
    onSuccess: (data) => showToast(data.hot ? t`Marked hot` : t`No longer hot`, 'success'),
    onError: (e) => showToast(errorText(e), 'error'),
  });
  const filterLabels: Record<Filter, string> = {
    all: t`All`,
    live: t`Live`,
    upcoming: t`Upcoming`,
    over: t`Over`,
    hot: t`Hot`,
    stale: t`Stale`,
  };
  const sourceLabels = { feed: t`Feed`, simulator: t`Simulator`, manual: t`Manual` };
  const columns: AdminColumn<AdminMatchRow, Sort>[] = [
    { key: 'id', label: t`#`, render: (m) => m.id, sortKey: 'id', numeric: true },
    {
      key: 'match',
      label: t`Match`,
      render: (m) => (
        <>
          <strong>
            {m.home} – {m.away}
          </strong>
          <br />
          <span className="ops-muted">{m.league}</span>
        </>
      ),
    },
    { key: 'kickoff', label: t`Kickoff`, render: (m) => f.when(m.kickoffAt), sortKey: 'kickoff' },
    {
      key: 'status',
      label: t`Status`,
      render: (m) => (
        <>
          {text.status(m.status)}
          {m.stale ? (
            <>
              {' '}
              <span className="admin-badge warn">
                <Trans>stale</Trans>
              </span>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'source', label: t`Data`, render: (m) => sourceLabels[m.source] },
    {
      key: 'stream',
      label: t`Stream`,
      render: (m) =>
        m.streamUrl ? (
          <span className="ops-url" title={m.streamUrl}>
            {m.streamUrl}
          </span>
        ) : (
          <span className="ops-muted">
            <Trans>None</Trans>
          </span>
        ),
    },
    {
      key: 'actions',
      label: t`Actions`,
      render: (m) => (
        <div className="admin-actions">
          <button
            type="button"
            className={`btn btn-small ${m.hot ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={m.hot}
            disabled={hot.isPending}
            onClick={() => hot.mutate({ matchId: m.id, hot: !m.hot })}
            data-testid={`ops-hot-${m.id}`}
          >
            {m.hot ? <Trans>Hot</Trans> : <Trans>Mark hot</Trans>}
            <span className="visually-hidden">
              {' '}
              {m.home} – {m.away}
            </span>
          </button>
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => setEditing(m)}
            data-testid={`ops-stream-${m.id}`}
          >
            <Trans>Stream…</Trans>
            <span className="visually-hidden">
              {' '}
              {m.home} – {m.away}
            </span>
          </button>
        </div>
      ),
    },
  ];
  return (
    <section className="admin-panel card ops-section" aria-labelledby="ops-matches-title">
      <h2 id="ops-matches-title">
        <Trans>Matches</Trans>
      </h2>
      <div className="admin-toolbar">
        <SearchBox
          value={list.state.query}
          onSearch={list.setQuery}
          label={t`Search by team, league or #id`}
          maxLength={100}
          testId="ops-match-search"
        />
        <label className="ops-select">
          <span>
            <Trans>Show</Trans>
          </span>
          <select
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as Filter);
              list.setPage(1);
            }}
            data-testid="ops-match-filter"
          >
            {MATCH_FILTERS.map((x) => (
              <option key={x} value={x}>
                {filterLabels[x]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <AdminTable
        caption={t`Matches`}
        columns={columns}
        {...list.table}
        rowKey={(m) => String(m.id)}
        emptyTitle={t`No match found`}
        emptyText={t`Try another search or show all matches.`}
        testId="ops-matches"
      />
      {editing ? <StreamDialog match={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
