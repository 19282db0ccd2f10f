import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { FeedRun } from '../../../../protocol/adminOps';
import type { FeedSection } from '../../../../protocol/matchFeed';
import { errorText } from '../../../api/client';
import { showToast } from '../../../state/toasts';
import { LoadError, LoadingBlock } from '../../ui/LoadState';
import { useCallMutation } from '../../ui/useCallMutation';
import { useCallQuery } from '../../ui/useCallQuery';
import { useOpsFormat } from './opsFormat';

/** The rows a run wrote and refused, and why each refused row was refused. */
function RunReport({ run }: { run: FeedRun }) {
  const { t } = useLingui();
  const f = useOpsFormat();
  const sections: Record<FeedSection, string> = {
    leagues: t`Leagues`,
    teams: t`Teams`,
    matches: t`Matches`,
    events: t`Events`,
    lineups: t`Line-ups`,
  };
  if (!run.ok || !run.report) {
    return (
      <p className="admin-badge bad ops-run-error" role="status" data-testid="ops-feed-run-error">
        <Trans>
          The import of {f.when(run.at)} failed: {run.error}
        </Trans>
      </p>
    );
  }
  const report = run.report;
  const imported = (Object.keys(sections) as FeedSection[]).reduce(
    (n, s) => n + report[s].inserted + report[s].updated + report[s].unchanged,
    0,
  );
  return (
    <div className="ops-run" data-testid="ops-feed-run">
      <dl className="admin-stats">
        <div className="admin-stat card">
          <dt>
            <Trans>Last import</Trans>
          </dt>
          <dd className="ops-stat-small" data-testid="ops-feed-last">
            {f.when(run.at)}
          </dd>
        </div>
        <div className="admin-stat card">
          <dt>
            <Trans>Rows imported</Trans>
          </dt>
          <dd data-testid="ops-feed-imported">{f.number(imported)}</dd>
        </div>
        <div className="admin-stat card">
          <dt>
            <Trans>Rows refused</Trans>
          </dt>
          <dd data-testid="ops-feed-refused">{f.number(report.broken.length)}</dd>
        </div>
      </dl>
      {report.stale ? (
        <p className="admin-badge warn">
          <Trans>The document was older than the last one of its source: nothing was written.</Trans>
        </p>
      ) : null}
      <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={t`Rows per section`}>
        <table className="admin-table">
          <caption className="visually-hidden">
            <Trans>Rows per section of source {report.source}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Section</Trans>
              </th>
              <th scope="col" className="numeric">
                <Trans>New</Trans>
              </th>
              <th scope="col" className="numeric">
                <Trans>Updated</Trans>
              </th>
              <th scope="col" className="numeric">
                <Trans>Unchanged</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {(Object.keys(sections) as FeedSection[]).map((s) => (
              <tr key={s}>
                <th scope="row">{sections[s]}</th>
                <td className="numeric">{f.number(report[s].inserted)}</td>
                <td className="numeric">{f.number(report[s].updated)}</td>
                <td className="numeric">{f.number(report[s].unchanged)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.broken.length > 0 ? (
        <details className="ops-broken" open={report.broken.length <= 10}>
          <summary>
            <Plural value={report.broken.length} one="# refused row and why" other="# refused rows and why" />
          </summary>
          <ul data-testid="ops-feed-broken">
            {report.broken.slice(0, 100).map((b) => (
              <li key={`${b.section}-${b.index}`}>
                <Trans>
                  {sections[b.section]}, row {b.index + 1}
                  {b.id ? ` (${b.id})` : ''}:
                </Trans>{' '}
                <code>{b.issues.map((i) => `${i.path}: ${i.rule}`).join(', ')}</code>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** Feed status: the feeds, the last import, stale matches, Import now and the simulator switch. */
export function FeedStatusPanel() {
  const { t } = useLingui();
  const f = useOpsFormat();
  const status = useCallQuery('adminFeedStatus', {}, { staleTime: 0 });
  const [importError, setImportError] = useState('');
  const importNow = useCallMutation('adminFeedImport', {
    invalidates: ['adminFeedStatus', 'adminMatchList'],
    onSuccess: (data) => {
      setImportError('');
      showToast(
        data.run?.ok ? t`Feed imported` : t`The import failed: see the status`,
        data.run?.ok ? 'success' : 'error',
      );
    },
    onError: (e) => setImportError(errorText(e)),
  });
  const simulator = useCallMutation('adminMatchSimulator', {
    invalidates: ['adminFeedStatus'],
    onSuccess: (data) =>
      showToast(
        data.on ? t`The simulator is on for every node` : t`The simulator is off for every node`,
        'success',
      ),
    onError: (e) => showToast(errorText(e), 'error'),
  });
  if (status.error && !status.data) return <LoadError message={status.error} onRetry={status.reload} />;
  if (!status.data) return <LoadingBlock rows={3} label={t`Loading…`} />;
  const s = status.data;
  return (
    <>
      <section className="admin-panel card" aria-labelledby="ops-feed-title" data-testid="ops-feed">
        <div className="ops-panel-head">
          <h2 id="ops-feed-title">
            <Trans>Feed status</Trans>
          </h2>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!s.configured || importNow.isPending}
            aria-busy={importNow.isPending}
            onClick={() => importNow.mutate({})}
            data-testid="ops-feed-import"
          >
            {importNow.isPending ? <Trans>Importing…</Trans> : <Trans>Import now</Trans>}
          </button>
        </div>
        {!s.configured ? (
          <p className="ops-note" data-testid="ops-feed-none">
            <Trans>
              No match feed is configured on this server (MATCH_FEED): the demo matches are played by the
              simulator.
            </Trans>
          </p>
        ) : null}
        {importError ? (
          <p className="form-error" role="alert">
            {importError}
          </p>
        ) : null}
        {s.feeds.length > 0 ? (
          <ul className="ops-feeds">
            {s.feeds.map((feed) => (
              <li key={feed.source}>
                <Trans>
                  Source <strong>{feed.source}</strong>: document of {f.when(feed.generatedAt)}, imported{' '}
                  {f.when(feed.importedAt)}
                </Trans>
              </li>
            ))}
          </ul>
        ) : null}
        {s.lastRun ? (
          <RunReport run={s.lastRun} />
        ) : s.configured ? (
          <p className="ops-note">
            <Trans>No import has run yet.</Trans>
          </p>
        ) : null}
      </section>
      <section className="admin-panel card" aria-labelledby="ops-stale-title" data-testid="ops-stale">
        <h2 id="ops-stale-title">
          <Trans>Stale matches</Trans>
        </h2>
        <p className="ops-note">
          <Trans>
            Live matches of the feed without an update for more than {f.age(s.staleAfterMs)}: their score may
            be behind.
          </Trans>
        </p>
        {s.stale.length === 0 ? (
          <p className="admin-badge ok" data-testid="ops-stale-none">
            <Trans>No stale match</Trans>
          </p>
        ) : (
          <ul data-testid="ops-stale-list">
            {s.stale.map((m) => (
              <li key={m.id}>
                <Trans>
                  {m.name} (#{m.id}), last update {f.when(m.feedUpdatedAt)}
                </Trans>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="admin-panel card" aria-labelledby="ops-sim-title" data-testid="ops-simulator">
        <div className="ops-panel-head">
          <h2 id="ops-sim-title">
            <Trans>Match simulator</Trans>
          </h2>
          <span className={`admin-badge ${s.simulator.on ? 'ok' : 'warn'}`} data-testid="ops-simulator-state">
            {s.simulator.on ? <Trans>On</Trans> : <Trans>Off</Trans>}
          </span>
        </div>
        <p className="ops-note">
          <Plural
            value={s.simulator.simulatedMatches}
            one="The simulator plays # demo match in real time. The switch is kept and every node follows it."
            other="The simulator plays # demo matches in real time. The switch is kept and every node follows it."
          />
        </p>
        <div className="admin-actions">
          <button
            type="button"
            className={`btn ${s.simulator.on ? 'btn-secondary' : 'btn-primary'}`}
            disabled={simulator.isPending}
            aria-busy={simulator.isPending}
            onClick={() => simulator.mutate({ state: s.simulator.on ? 'off' : 'on' })}
            data-testid="ops-simulator-toggle"
          >
            {s.simulator.on ? <Trans>Turn the simulator off</Trans> : <Trans>Turn the simulator on</Trans>}
          </button>
        </div>
      </section>
    </>
  );
}
