import { Trans, useLingui } from '@lingui/react/macro';

import { cancelBooking, type Reservation } from '../../state/reservations';
import { ConfirmDialog, useConfirmedCall } from '../ui/ConfirmDialog';
import { useMatchText } from '../match/useMatchText';
import { isReminder } from './bookingPage';

/** Asks before cancelling a booking, and cancels it (the held list and reminders follow). */
export function CancelBookingDialog({
  booking,
  onCancelled,
  onClose,
}: {
  booking: Reservation;
  onCancelled: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const text = useMatchText();
  const { match } = booking;
  const teams = `${match.home.name} – ${match.away.name}`;
  const { busy, error, run } = useConfirmedCall(() => cancelBooking(match.id), onCancelled);
  return (
    <ConfirmDialog
      title={t`Cancel this booking?`}
      testId="booking-cancel-dialog"
      confirmTestId="booking-cancel-confirm"
      errorTestId="booking-cancel-error"
      danger
      busy={busy}
      error={error}
      cancelLabel={<Trans>Keep it</Trans>}
      confirmLabel={<Trans>Cancel booking</Trans>}
      busyLabel={<Trans>Cancelling…</Trans>}
      onConfirm={run}
      onClose={onClose}
    >
      <p>
        <strong>{teams}</strong>
        <br />
        <span className="muted">
          {match.league.name} · {text.kickoffAt(match.kickoffAt)}
        </span>
      </p>
      <p>
        {isReminder(booking.type) ? (
          <Trans>You will no longer be reminded before kickoff.</Trans>
        ) : (
          <Trans>You will no longer be told the result.</Trans>
        )}
      </p>
    </ConfirmDialog>
  );
}
