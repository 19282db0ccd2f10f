import { Trans, useLingui } from '@lingui/react/macro';

import type { MatchCard } from '../../../protocol/match';
import type { MatchEvent } from '../../../protocol/matchEvents';
import { useEventText } from './useEventText';

const ICON: Record<MatchEvent['kind'], string> = {
  goal: '⚽',
  ownGoal: '⚽',
  goalDisallowed: '🚫',
  yellowCard: '🟨',
  redCard: '🟥',
  substitution: '🔄',
  shootoutScored: '✓',
  shootoutMissed: '✗',
  score: '+',
  periodStart: '▶',
  periodEnd: '⏸',
  matchEnd: '⏹',
};

/**
 * What happened in the match, newest first; home events on the left, away on the right. `pending`:
 * a synced page waits for its video's clock (issue 21), so no event shows yet.
 */
export function EventTimeline({
  match,
  events,
  pending = false,
}: {
  match: MatchCard;
  events: readonly MatchEvent[];
  pending?: boolean;
}) {
  const { t } = useLingui();
  const text = useEventText(match.sportId);
  const newest = [...events].reverse();
  return (
    <section
      className="card event-timeline"
      aria-labelledby="event-timeline-title"
      data-testid="event-timeline"
    >
      <h2 id="event-timeline-title" className="section-title">
        <Trans>Match events</Trans>
      </h2>
      {newest.length === 0 ? (
        <p className="muted" data-testid="event-timeline-empty">
          {pending ? (
            <Trans>Syncing with your video…</Trans>
          ) : match.status === 'notStarted' || match.status === 'tbd' ? (
            <Trans>Events appear here once the match starts.</Trans>
          ) : (
            <Trans>No events yet.</Trans>
          )}
        </p>
      ) : (
        // A long match scrolls the list: focusable, so the keyboard can scroll it.
        <ol className="event-list" aria-labelledby="event-timeline-title" tabIndex={0}>
          {newest.map((e) => {
            const team = e.side === 'home' ? match.home.name : e.side === 'away' ? match.away.name : null;
            return (
              <li
                key={e.id}
                className={`event-row event-${e.side ?? 'neutral'} event-kind-${e.kind}`}
                data-testid="event-row"
                data-kind={e.kind}
              >
                <span className="event-clock">{text.clock(e)}</span>
                <span className="event-icon" aria-hidden="true">
                  {ICON[e.kind]}
                </span>
                <span className="event-text">
                  {text.what(e)}
                  {e.number !== null ? <span className="event-number"> #{e.number}</span> : null}
                  {team ? <span className="event-team">{team}</span> : null}
                </span>
                {e.score && e.kind !== 'substitution' ? (
                  <span className="event-score" aria-label={t`Score ${e.score[0]}-${e.score[1]}`}>
                    {e.score[0]}-{e.score[1]}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
