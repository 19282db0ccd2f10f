import { Trans, useLingui } from '@lingui/react/macro';

import type { Reservation } from '../../state/reservations';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { useMatchText } from './useMatchText';

/** Refusal 5002: the held bookings within 2 hours, and the choice to cancel them for this match. */
export function ReplaceBookingDialog({
  message,
  held,
  busy,
  onReplace,
  onClose,
}: {
  message: string;
  held: readonly Reservation[];
  busy: boolean;
  onReplace: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const text = useMatchText();
  return (
    <ConfirmDialog
      title={t`Cancel the earlier booking?`}
      testId="book-replace-dialog"
      confirmTestId="book-replace"
      cancelLabel={<Trans>Keep it</Trans>}
      confirmLabel={<Trans>Cancel it and book this match</Trans>}
      busy={busy}
      onConfirm={onReplace}
      onClose={onClose}
    >
      <p className="form-error" data-testid="book-refusal">
        {message}
      </p>
      {held.length > 0 ? (
        <>
          <p>
            <Trans>You already booked:</Trans>
          </p>
          <ul className="held-bookings">
            {held.map((r) => (
              <li key={r.matchId}>
                <strong>
                  {r.match.home.name} – {r.match.away.name}
                </strong>{' '}
                <span className="muted">
                  {r.match.league.name} · {text.kickoff(r.match.kickoffAt)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
