import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { AccountRow, RestrictionKind } from '../../../../protocol/adminAccount';
import { callData } from '../../../api/client';
import { invalidateCalls } from '../../../api/queryClient';
import { showToast } from '../../../state/toasts';
import { Dialog } from '../../ui/Dialog';
import { AccountSessions } from './AccountSessions';
import { actorName, ANCHOR_STATUS_TEXT, RESTRICTION_TEXT, ROLE_TEXT, useDateTime } from './adminAccountText';
import { ReasonDialog } from '../ReasonDialog';

type Mode = RestrictionKind | 'unban' | 'securityCode';

/** The restriction in force, as a badge with its end and reason. */
export function RestrictionBadge({ account }: { account: AccountRow }) {
  const { t } = useLingui();
  const when = useDateTime();
  const r = account.restriction;
  if (!r && account.disabled)
    return (
      <span className="admin-restriction" data-testid="account-restriction" data-kind="disabled">
        <span className="admin-badge bad">{t`Login forbidden`}</span> <span>{t`until lifted`}</span>
      </span>
    );
  if (!r) return <span className="admin-badge ok">{t`Active`}</span>;
  return (
    <span className="admin-restriction" data-testid="account-restriction" data-kind={r.kind}>
      <span className="admin-badge bad">{t(RESTRICTION_TEXT[r.kind])}</span>{' '}
      <span>
        {r.until ? t`until ${when(r.until)}` : r.kind === 'permaBanned' ? t`for good` : t`until lifted`}
      </span>
      {r.reason ? <span className="admin-muted"> · {r.reason}</span> : null}
    </span>
  );
}

/**
 * One account: its state, the restriction in force, the actions (forbid login, ban until a date,
 * ban for good, unban, new security code: each with a reason) and its sessions.
 */
export function AccountDialog({
  account,
  me,
  onClose,
}: {
  account: AccountRow;
  me: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const client = useQueryClient();
  const when = useDateTime();
  const [current, setCurrent] = useState(account);
  const [mode, setMode] = useState<Mode | null>(null);
  const protectedAccount = current.role === 'admin' || current.username === me;

  const refresh = () => void invalidateCalls(['adminAccountSearch', 'adminAccountSessions'], client);

  const restrict = async (kind: RestrictionKind, reason: string, until: number | null) => {
    const { account: next, revokedSessions } = await callData('adminAccountRestrict', {
      username: current.username,
      kind,
      reason,
      until,
    });
    setCurrent(next);
    refresh();
    showToast(t`${next.username} is restricted. ${revokedSessions} session(s) were closed.`, 'success');
  };
  const unban = async (reason: string) => {
    const { account: next } = await callData('adminAccountUnrestrict', {
      username: current.username,
      reason,
    });
    setCurrent(next);
    refresh();
    showToast(t`Every restriction of ${next.username} is lifted.`, 'success');
  };
  const resetCode = async (reason: string) => {
    const { sentTo } = await callData('adminAccountResetSecurityCode', {
      username: current.username,
      reason,
    });
    setCurrent({ ...current, hasSecurityCode: true });
    refresh();
    showToast(t`A new security code was sent by SMS to ${sentTo}.`, 'success');
  };

  const name = current.username;
  const dialogs: Record<Mode, { title: string; confirm: string; body: string }> = {
    loginForbidden: {
      title: t`Forbid ${name} to log in`,
      confirm: t`Forbid login`,
      body: t`Every session of the account ends now and its open pages are disconnected.`,
    },
    banned: {
      title: t`Ban ${name} until a date`,
      confirm: t`Ban`,
      body: t`Every session ends now, open pages are disconnected and an anchor's live stream is cut.`,
    },
    permaBanned: {
      title: t`Ban ${name} permanently`,
      confirm: t`Ban permanently`,
      body: t`The account can no longer log in until an admin unbans it. A live stream is cut.`,
    },
    unban: {
      title: t`Unban ${name}`,
      confirm: t`Unban`,
      body: t`Lifts every restriction in force. The account can log in again.`,
    },
    securityCode: {
      title: t`Send ${name} a new security code`,
      confirm: t`Send the new code`,
      body: t`A new six-digit code goes by SMS to the account's phone; the old code stops working now.`,
    },
  };

  if (mode) {
    const d = dialogs[mode];
    return (
      <ReasonDialog
        title={d.title}
        confirmLabel={d.confirm}
        danger={mode !== 'unban' && mode !== 'securityCode'}
        withDate={mode === 'banned' ? 'required' : mode === 'loginForbidden' ? 'optional' : 'none'}
        testId={`account-${mode}-dialog`}
        run={({ reason, until }) =>
          mode === 'unban'
            ? unban(reason)
            : mode === 'securityCode'
              ? resetCode(reason)
              : restrict(mode, reason, until)
        }
        onClose={() => setMode(null)}
      >
        <p>{d.body}</p>
      </ReasonDialog>
    );
  }

  return (
    <Dialog title={t`Account ${name}`} onClose={onClose} testId="account-dialog">
      <dl className="admin-details">
        <dt>{t`Nickname`}</dt>
        <dd>{current.nickname}</dd>
        <dt>{t`Phone`}</dt>
        <dd>
          +{current.areaCode} {current.phone}
        </dd>
        <dt>{t`Role`}</dt>
        <dd>
          {t(ROLE_TEXT[current.role])} · {t(ANCHOR_STATUS_TEXT[current.anchorStatus])}
        </dd>
        <dt>{t`Registered`}</dt>
        <dd>{when(current.createdAt)}</dd>
        <dt>{t`Security code`}</dt>
        <dd>{current.hasSecurityCode ? t`Set` : t`Not set`}</dd>
        <dt>{t`Restriction`}</dt>
        <dd>
          <RestrictionBadge account={current} />
          {current.restriction ? (
            <div className="admin-muted">
              {t`By ${actorName(current.restriction.actor)} on ${when(current.restriction.createdAt)}`}
            </div>
          ) : null}
        </dd>
      </dl>
      {protectedAccount ? (
        <p className="admin-note" data-testid="account-protected">
          <Trans>Platform admin accounts, yours included, cannot be restricted here.</Trans>
        </p>
      ) : null}
      <div className="admin-actions" role="group" aria-label={t`Actions on ${name}`}>
        {(['loginForbidden', 'banned', 'permaBanned'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="btn btn-danger btn-small"
            disabled={protectedAccount}
            onClick={() => setMode(kind)}
            data-testid={`account-${kind}`}
          >
            {kind === 'loginForbidden' ? (
              <Trans>Forbid login</Trans>
            ) : kind === 'banned' ? (
              <Trans>Ban until…</Trans>
            ) : (
              <Trans>Ban permanently</Trans>
            )}
          </button>
        ))}
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={!current.restriction && !current.disabled}
          onClick={() => setMode('unban')}
          data-testid="account-unban"
        >
          <Trans>Unban</Trans>
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => setMode('securityCode')}
          data-testid="account-security-code"
        >
          <Trans>Reset security code</Trans>
        </button>
      </div>
      <AccountSessions username={current.username} />
    </Dialog>
  );
}
