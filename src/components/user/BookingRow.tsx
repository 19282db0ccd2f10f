import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import type { Reservation } from '../../state/reservations';
import { useLiveCard } from '../../state/matchLive';
import { watchable } from '../match/matchScoreText';
import { MatchStatusBadge } from '../match/MatchStatusBadge';
import { TeamLogo } from '../match/TeamLogo';
import { useMatchText } from '../match/useMatchText';
import { isReminder } from './bookingPage';

/**
 * One booked match: kickoff and status, both teams (opening the match page, or the live page once
 * it is on), what the booking does, and Cancel (asked first by the list).
 */
export function BookingRow({
  booking,
  onCancel,
}: {
  booking: Reservation;
  onCancel: (booking: Reservation, button: HTMLButtonElement) => void;
}) {
  const { t } = useLingui();
  const text = useMatchText();
  const m = useLiveCard(booking.match);
  const teams = `${m.home.name} – ${m.away.name}`;
  const teamsText = (
    <>
      <span className="booking-team">
        <TeamLogo sportId={m.sportId} team={m.home} size={24} />
        <span>{m.home.name}</span>
      </span>
      <span className="booking-vs" aria-hidden="true">
        –
      </span>
      <span className="booking-team">
        <TeamLogo sportId={m.sportId} team={m.away} size={24} />
        <span>{m.away.name}</span>
      </span>
    </>
  );
  return (
    <li className="booking-row" data-testid="booking-row" data-match-id={m.id} data-type={booking.type}>
      <div className="booking-head">
        <span className="booking-league">{m.league.name}</span>
        <MatchStatusBadge match={m} />
      </div>
      {watchable(m.status) ? (
        <Link to="/match/live/$id" params={{ id: String(m.id) }} className="booking-teams">
          {teamsText}
        </Link>
      ) : (
        <Link
          to="/match/match/$matchId"
          params={{ matchId: String(m.id) }}
          search={{ sportId: m.sportId }}
          className="booking-teams"
        >
          {teamsText}
        </Link>
      )}
      <p className="booking-when">
        <time dateTime={new Date(m.kickoffAt).toISOString()}>{text.kickoffAt(m.kickoffAt)}</time>
        <span className="booking-kind">
          {isReminder(booking.type) ? (
            <Trans>Reminder 5 minutes before kickoff</Trans>
          ) : (
            <Trans>Result alert</Trans>
          )}
        </span>
      </p>
      <button
        type="button"
        className="btn btn-danger btn-small booking-cancel"
        aria-label={t`Cancel booking: ${teams}`}
        onClick={(event) => onCancel(booking, event.currentTarget)}
        data-testid="booking-cancel"
      >
        <Trans>Cancel booking</Trans>
      </button>
    </li>
  );
}
