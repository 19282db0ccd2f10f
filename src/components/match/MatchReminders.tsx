import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import { dismissReminder, useReservations } from '../../state/reservations';
import { useMatchNoticeToasts } from './useMatchNoticeToasts';

/**
 * The in-page reminders of my bookings, 5 minutes before kickoff (§4), with a link to the live
 * page; and the status notices (started, half time, ended) of the matches I booked or watch.
 */
export function MatchReminders() {
  const { t } = useLingui();
  const { reminders } = useReservations();
  useMatchNoticeToasts();
  if (reminders.length === 0) return null;
  return (
    <div className="match-reminders" role="alert" data-testid="match-reminders">
      {reminders.map((m) => (
        <div key={m.id} className="match-reminder" data-testid="match-reminder">
          <span>
            <strong>
              {m.home.name} – {m.away.name}
            </strong>{' '}
            <Trans>kicks off in 5 minutes.</Trans>
          </span>
          <Link
            to="/match/live/$id"
            params={{ id: String(m.id) }}
            className="btn btn-primary btn-small"
            onClick={() => dismissReminder(m.id)}
          >
            <Trans>Watch live</Trans>
          </Link>
          <button
            type="button"
            className="toast-close"
            onClick={() => dismissReminder(m.id)}
            aria-label={t`Close the reminder`}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
