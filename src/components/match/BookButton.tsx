import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';

import { ErrorCode } from '../../../protocol/errors';
import { isBookable, type MatchCard } from '../../../protocol/match';
import { ReservationType } from '../../../protocol/matchReservation';
import type { Envelope } from '../../../protocol/envelope';
import { networkErrorMessage } from '../../i18n/networkError';
import {
  bookMatch,
  cancelBooking,
  heldBookings,
  loadReservations,
  type Reservation,
  useBooking,
} from '../../state/reservations';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';

// Both only after a refusal: the cards of the first page carry neither the code table nor the dialog.
const ReplaceBookingDialog = lazy(() =>
  import('./ReplaceBookingDialog').then((m) => ({ default: m.ReplaceBookingDialog })),
);
const refusalText = async (res: Envelope<unknown>) =>
  (await import('../../i18n/errorMessages')).messageFor(res);

interface Props {
  match: Pick<MatchCard, 'id' | 'status' | 'reserved' | 'kickoffAt'>;
  type?: ReservationType;
  small?: boolean;
  /** An approved anchor reserving a match to cover (the match library): reserve / reserved. */
  asAnchor?: boolean;
}

/**
 * Book or cancel a match (§4). A booking within 2 hours of a held one is refused (5002) with the
 * held ones named: the viewer is asked whether to cancel them, and yes resends with `replace`.
 */
export function BookButton({
  match,
  type = ReservationType.Schedule,
  small = false,
  asAnchor = false,
}: Props) {
  const { t } = useLingui();
  const { userInfo } = useStore();
  const booking = useBooking(match);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<{ message: string; held: Reservation[] } | null>(null);
  const size = small ? ' btn-small' : '';
  const mine = booking.reserved && (booking.type === null || booking.type === type);

  if (!isBookable(match.status) && !mine) return null;
  if (!userInfo)
    return (
      <Link to="/login" className={`btn btn-secondary${size}`} data-testid="book-login">
        <Trans>Log in to book</Trans>
      </Link>
    );

  async function run(job: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await job();
    } catch {
      showToast(networkErrorMessage(), 'error');
    } finally {
      setBusy(false);
    }
  }

  const book = (replace: boolean) =>
    run(async () => {
      const res = await bookMatch(match.id, type, replace, asAnchor);
      if (res.success) {
        setConflict(null);
        showToast(
          res.data.cancelled.length > 0
            ? t`Booked. Your earlier booking was cancelled.`
            : asAnchor
              ? t`Reserved. While you are live on this match, your room is listed on its live page.`
              : type === ReservationType.Schedule
                ? t`Booked. We will remind you 5 minutes before kickoff.`
                : t`Booked. We will tell you the result.`,
          'success',
        );
        return;
      }
      if (res.code === ErrorCode.ReservationInterval) {
        const ids = (res.data as { conflicting?: number[] } | null)?.conflicting ?? [];
        await loadReservations();
        setConflict({ message: await refusalText(res), held: heldBookings(ids) });
        return;
      }
      showToast(await refusalText(res), 'error');
    });

  const cancel = () =>
    run(async () => {
      const res = await cancelBooking(match.id, asAnchor);
      const done = asAnchor ? t`Reservation cancelled` : t`Booking cancelled`;
      showToast(res.success ? done : await refusalText(res), res.success ? 'info' : 'error');
    });

  const schedule = type === ReservationType.Schedule;
  const label = asAnchor ? t`Reserve` : schedule ? t`Book` : t`Result alert`;
  const bookedLabel = asAnchor ? t`Reserved` : schedule ? t`Booked` : t`Alert on`;
  return (
    <>
      {mine ? (
        <button
          type="button"
          className={`btn btn-booked${size}`}
          // Not `disabled`: Chromium moves the focus off a focused button that becomes disabled, and a
          // keyboard user would be left on the page's body while the call runs (run() ignores presses).
          aria-disabled={busy}
          onClick={() => void cancel()}
          // Named by what it shows; the title (what a press does) is its description.
          title={asAnchor ? t`Cancel this reservation` : t`Cancel this booking`}
          data-testid="book-cancel"
        >
          <span aria-hidden="true">✓</span> {bookedLabel}
        </button>
      ) : (
        <button
          type="button"
          className={`btn ${schedule ? 'btn-primary' : 'btn-secondary'}${size}`}
          // Not `disabled`: Chromium moves the focus off a focused button that becomes disabled, and a
          // keyboard user would be left on the page's body while the call runs (run() ignores presses).
          aria-disabled={busy}
          onClick={() => void book(false)}
          data-testid={schedule ? 'book' : 'book-result'}
        >
          {label}
        </button>
      )}
      {conflict ? (
        <Suspense fallback={null}>
          <ReplaceBookingDialog
            message={conflict.message}
            held={conflict.held}
            busy={busy}
            onReplace={() => void book(true)}
            onClose={() => setConflict(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
