import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { SessionRow } from '../../../../protocol/adminAccount';
import { callData, errorText } from '../../../api/client';
import { showToast } from '../../../state/toasts';
import { LoadError, LoadingBlock } from '../../ui/LoadState';
import { useCallQuery } from '../../ui/useCallQuery';
import { useDateTime } from './adminAccountText';

/**
 * The logins of an account, the newest first: created, expiry, device; revoke one, or all at once
 * (their sockets close on every node). The sessions table keeps no IP address nor last use.
 */
export function AccountSessions({ username }: { username: string }) {
  const { t } = useLingui();
  const when = useDateTime();
  const sessions = useCallQuery('adminAccountSessions', { username }, { staleTime: 0 });
  const [busy, setBusy] = useState<string | null>(null);

  const revoke = async (id?: string) => {
    setBusy(id ?? 'all');
    try {
      const { revoked } = await callData('adminAccountRevokeSessions', {
        username,
        ...(id ? { id } : {}),
        reason: '',
      });
      showToast(t`${revoked} session(s) revoked. Their connections were closed.`, 'success');
    } catch (error) {
      showToast(errorText(error), 'error');
    } finally {
      setBusy(null);
      sessions.reload();
    }
  };

  const data = sessions.data;
  if (!data) {
    if (sessions.error) return <LoadError message={sessions.error} onRetry={sessions.reload} />;
    return <LoadingBlock rows={2} label={t`Loading the sessions…`} />;
  }
  const device = (s: SessionRow) => s.device || t`Unknown device`;
  return (
    <section
      className="admin-sessions"
      aria-labelledby="account-sessions-title"
      data-testid="account-sessions"
    >
      <div className="admin-sessions-head">
        <h3 id="account-sessions-title">
          <Trans>Sessions ({data.active} active)</Trans>
        </h3>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={data.active === 0 || busy !== null}
          onClick={() => void revoke()}
          data-testid="sessions-revoke-all"
        >
          <Trans>Revoke all</Trans>
        </button>
      </div>
      {data.list.length === 0 ? (
        <p className="admin-muted">
          <Trans>This account has never logged in.</Trans>
        </p>
      ) : (
        <ul className="admin-session-list">
          {data.list.map((s) => (
            <li key={s.id} data-testid="session-row" data-active={s.active}>
              <div>
                <strong className="admin-device">{device(s)}</strong>
                <div className="admin-muted">
                  {t`Logged in ${when(s.createdAt)}`} ·{' '}
                  {s.revokedAt
                    ? t`revoked ${when(s.revokedAt)}`
                    : s.active
                      ? t`expires ${when(s.expiresAt)}`
                      : t`expired ${when(s.expiresAt)}`}
                </div>
              </div>
              {s.active ? (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={busy !== null}
                  onClick={() => void revoke(s.id)}
                  aria-label={t`Revoke the session of ${device(s)} from ${when(s.createdAt)}`}
                  data-testid="session-revoke"
                >
                  <Trans>Revoke</Trans>
                </button>
              ) : (
                <span className="admin-badge">{s.revokedAt ? t`Revoked` : t`Expired`}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
