import { Plural, Trans, useLingui } from '@lingui/react/macro';

import type { ReconcileReport } from '../../../../protocol/adminOps';
import { errorText } from '../../../api/client';
import { useCallMutation } from '../../ui/useCallMutation';
import { useOpsFormat } from './opsFormat';

/** The checks of the ledger (server/modules/wallet/reconcile.ts), named for a person. */
function useCheckNames(): Record<string, string> {
  const { t } = useLingui();
  return {
    'transfer not balanced': t`Every transfer sums to zero`,
    'wallet differs from its ledger': t`Every wallet equals the sum of its ledger rows`,
    'last balance_after differs from the wallet': t`Every wallet equals its last ledger balance`,
    'negative balance': t`No account but the mint is below zero`,
    'envelope shares do not make its total': t`Every red envelope's shares make its total`,
    'envelope claims differ from its counters': t`Every red envelope's claims match its counters`,
    'claim is not its share': t`Every claim is its share`,
    'escrow differs from the unclaimed part': t`Every red envelope's escrow holds what is unclaimed`,
  };
}

const cell = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : JSON.stringify(v ?? '');

function Report({ report }: { report: ReconcileReport }) {
  const f = useOpsFormat();
  const names = useCheckNames();
  return (
    <div data-testid="ops-reconcile-report">
      <p
        className={`admin-badge ${report.ok ? 'ok' : 'bad'} ops-verdict`}
        role="status"
        data-testid="ops-reconcile-verdict"
        data-ok={report.ok}
      >
        {report.ok ? (
          <Trans>The books reconcile: every check is green ({f.when(report.at)})</Trans>
        ) : (
          <Trans>The books do not reconcile ({f.when(report.at)})</Trans>
        )}
      </p>
      <ul className="ops-checks">
        {report.checks.map((c) => (
          <li key={c.name} data-testid="ops-reconcile-check" data-ok={c.ok}>
            <span className={`admin-badge ${c.ok ? 'ok' : 'bad'}`}>
              {c.ok ? <Trans>OK</Trans> : <Trans>Broken</Trans>}
            </span>{' '}
            {names[c.name] ?? c.name}
            {!c.ok ? (
              <details open>
                <summary>
                  <Plural value={c.rows.length + c.more} one="# row breaks it" other="# rows break it" />
                </summary>
                <div
                  className="admin-table-scroll"
                  tabIndex={0}
                  role="region"
                  aria-label={names[c.name] ?? c.name}
                >
                  <table className="admin-table">
                    <thead>
                      <tr>
                        {Object.keys(c.rows[0] ?? {}).map((k) => (
                          <th key={k} scope="col">
                            {k}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {c.rows.map((r, i) => (
                        <tr key={i}>
                          {Object.keys(c.rows[0] ?? {}).map((k) => (
                            <td key={k}>{cell(r[k])}</td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {c.more > 0 ? (
                  <p className="ops-note">
                    <Plural value={c.more} one="and # more row" other="and # more rows" />
                  </p>
                ) : null}
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The ledger's reconcile report, run on demand. */
export function ReconcilePanel() {
  const run = useCallMutation('adminReconcile');
  return (
    <section className="admin-panel card" aria-labelledby="ops-reconcile-title" data-testid="ops-reconcile">
      <div className="ops-panel-head">
        <h2 id="ops-reconcile-title">
          <Trans>Ledger reconcile</Trans>
        </h2>
        <button
          type="button"
          className="btn btn-primary"
          disabled={run.isPending}
          aria-busy={run.isPending}
          onClick={() => run.mutate({})}
          data-testid="ops-reconcile-run"
        >
          {run.isPending ? <Trans>Checking…</Trans> : <Trans>Run reconcile</Trans>}
        </button>
      </div>
      <p className="ops-note">
        <Trans>
          Checks that every coin movement balances, that wallets match their ledger rows and that red
          envelopes hold what they owe.
        </Trans>
      </p>
      {run.error ? (
        <p className="form-error" role="alert">
          {errorText(run.error)}
        </p>
      ) : null}
      {run.data ? <Report report={run.data} /> : null}
    </section>
  );
}
