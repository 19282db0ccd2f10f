import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef, useState } from 'react';

import type { EndpointName } from '../../../protocol/endpoints';
import { DEFAULT_PAGE_SIZE } from '../../../protocol/pagination';
import { invalidateCalls } from '../../api/queryClient';
import type { Reservation } from '../../state/reservations';
import { showToast } from '../../state/toasts';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { Pager } from '../ui/Pager';
import { useCallQuery } from '../ui/useCallQuery';
import { usePaging } from '../ui/usePaging';
import { bookingPage } from './bookingPage';
import { BookingRow } from './BookingRow';
import { CancelBookingDialog } from './CancelBookingDialog';

/** Loads that show my bookings: out of date after a cancel (the match library's reserved state too). */
const BOOKING_QUERIES: readonly EndpointName[] = ['matchReservations', 'raceDataContentListPage'];

/**
 * My bookings (§4): the held ones, soonest first, each cancelled after a confirmation; the rule of
 * §4 as the server applies it. Bookings are made on the match pages (BookButton): asked again at
 * every visit. After a cancel the focus goes to `titleRef` (the cancelled row is gone).
 */
export function BookingList({ titleRef }: { titleRef: RefObject<HTMLElement | null> }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const bookings = useCallQuery('matchReservations', {}, { staleTime: 0 });
  const paging = usePaging();
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const focusAfter = useRef<HTMLElement | null>(null);

  // Runs after the dialog has closed (a modal dialog keeps the focus in itself while open).
  useEffect(() => {
    if (cancelling || !focusAfter.current) return;
    focusAfter.current.focus();
    focusAfter.current = null;
  }, [cancelling]);

  const list = bookings.data;
  if (!list) {
    if (bookings.error) return <LoadError message={bookings.error} onRetry={bookings.reload} />;
    return <LoadingBlock rows={3} label={t`Loading your bookings…`} />;
  }
  const shown = bookingPage(list, paging.page, paging.pageSize);

  function handleCancelled() {
    focusAfter.current = titleRef.current;
    setCancelling(null);
    showToast(t`Booking cancelled`, 'info');
    void invalidateCalls(BOOKING_QUERIES, client);
  }

  return (
    <div className="booking-section" aria-busy={bookings.loading}>
      {bookings.error ? <LoadError message={bookings.error} onRetry={bookings.reload} /> : null}
      <p className="booking-rule" data-testid="booking-rule">
        <Trans>
          Booked matches must kick off more than 2 hours apart: booking a match within 2 hours of one you hold
          asks whether to cancel the earlier one. Kickoff reminders and result alerts cannot be held at the
          same time.
        </Trans>
      </p>
      {list.length === 0 ? (
        <div data-testid="booking-empty">
          <EmptyState title={t`You have no bookings`}>
            <p>
              <Trans>Book a match on its card or page to be reminded 5 minutes before kickoff.</Trans>
            </p>
            <Link to="/match/$column" params={{ column: '0' }} className="btn btn-primary">
              <Trans>Find matches</Trans>
            </Link>
          </EmptyState>
        </div>
      ) : (
        <>
          <p className="user-centre-count" data-testid="booking-total">
            <Plural value={list.length} one="You hold # booking" other="You hold # bookings" />
          </p>
          <ul className="booking-list card" data-testid="booking-list">
            {shown.rows.map((booking) => (
              <BookingRow
                key={booking.matchId}
                booking={booking}
                onCancel={(b, button) => {
                  focusAfter.current = button;
                  setCancelling(b);
                }}
              />
            ))}
          </ul>
          {list.length > DEFAULT_PAGE_SIZE || shown.page > 1 ? (
            <Pager
              page={shown.page}
              pageSize={paging.pageSize}
              total={list.length}
              onPage={paging.setPage}
              onSize={paging.setSize}
            />
          ) : null}
        </>
      )}
      {cancelling ? (
        <CancelBookingDialog
          booking={cancelling}
          onCancelled={handleCancelled}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </div>
  );
}
