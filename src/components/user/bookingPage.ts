import { ReservationType } from '../../../protocol/matchReservation';
import { pageCountOf } from '../ui/pager';

/**
 * My bookings are one short list (held bookings only: a match that is over drops out), paged in the
 * page (§9) rather than by the server: the rows of `page`, and the page to show when `page` is past
 * the end (after a cancel emptied the last page).
 */
export function bookingPage<T>(list: readonly T[], page: number, pageSize: number) {
  const pages = Math.max(1, pageCountOf(list.length, pageSize));
  const shown = Math.min(Math.max(1, page), pages);
  return { rows: list.slice((shown - 1) * pageSize, shown * pageSize), page: shown, pages };
}

/** A booking of the schedule type reminds before kickoff; the result type tells the result. */
export function isReminder(type: number): boolean {
  return type === ReservationType.Schedule;
}
