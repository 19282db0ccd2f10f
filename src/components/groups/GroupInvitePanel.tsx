import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import { INVITE_DAYS, type InviteDays } from '../../../protocol/groupConstants';
import { errorText } from '../../api/client';
import { formatDate } from '../../i18n/format';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { useCallMutation } from '../ui/useCallMutation';
import { GroupQr } from './GroupQr';

/**
 * A group's invite link and QR code (§3 share links; used from the group settings): choose how long
 * it lasts (1, 7 or 30 days), generate it, copy the link, read its expiry, show or download the QR
 * code that holds it. Who may invite is the server's to check (the refusal shows here).
 */
export function GroupInvitePanel({ groupID }: { groupID: string }) {
  const { t } = useLingui();
  const { language } = useStore();
  const legendId = useId();
  const [days, setDays] = useState<InviteDays>(7);
  const generate = useCallMutation('groupInviteLink');
  const invite = generate.data;
  const until = invite
    ? formatDate(language, invite.expiresAt, { dateStyle: 'medium', timeStyle: 'short' })
    : '';

  function copy(link: string) {
    navigator.clipboard.writeText(link).then(
      () => showToast(t`Link copied`, 'success'),
      () => showToast(t`Could not copy`, 'error'),
    );
  }

  return (
    <section className="group-invite" aria-labelledby={legendId} data-testid="group-invite-panel">
      <h3 id={legendId} className="group-section-title">
        <Trans>Invite link and QR code</Trans>
      </h3>
      <div className="group-invite-days" role="radiogroup" aria-label={t`Valid for`}>
        {INVITE_DAYS.map((d) => (
          <label key={d} className="group-day">
            <input
              type="radio"
              name={`${legendId}-days`}
              checked={days === d}
              onChange={() => setDays(d)}
              data-testid={`invite-days-${d}`}
            />
            {d === 1 ? t`1 day` : t`${d} days`}
          </label>
        ))}
        <button
          type="button"
          className="btn btn-primary btn-small"
          disabled={generate.isPending}
          onClick={() => generate.mutate({ groupID, days })}
          data-testid="invite-generate"
        >
          {invite ? t`Generate a new link` : t`Generate link`}
        </button>
      </div>
      <div aria-live="polite">
        {generate.error ? (
          <p className="form-error" role="alert">
            {errorText(generate.error)}
          </p>
        ) : null}
        {invite ? (
          <div className="group-invite-result">
            <div className="group-invite-link">
              <code dir="ltr" data-testid="invite-link">
                {invite.link}
              </code>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => copy(invite.link)}
                data-testid="invite-copy"
              >
                <Trans>Copy</Trans>
              </button>
            </div>
            <p className="group-hint" data-testid="invite-expiry">
              <Trans>Valid until {until}</Trans>
            </p>
            <GroupQr
              text={invite.qrText}
              label={t`QR code of the invite link`}
              fileName={`group-${groupID}-qr.png`}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
