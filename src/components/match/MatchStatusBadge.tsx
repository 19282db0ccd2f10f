import type { MatchCard } from '../../../protocol/match';
import { matchClock, periodOf } from './matchDisplay';
import { useMatchText } from './useMatchText';
import { useNow } from './useNow';

/** The §4 display status; a live match adds its period and clock (minute or mm:ss). */
export function MatchStatusBadge({
  match,
  tick = 15_000,
  now: nowOf,
}: {
  match: Pick<MatchCard, 'sportId' | 'status' | 'feedStatus' | 'period' | 'periodStartedAt' | 'stale'>;
  /** How often the clock moves (the live page ticks every second). */
  tick?: number;
  /** Where the clock counts from, read at every tick (a synced view: the moment its video shows); else the wall clock. */
  now?: (() => number) | undefined;
}) {
  const text = useMatchText();
  const live = match.status === 'live';
  const wall = useNow(tick, live && match.periodStartedAt !== null);
  const now = nowOf ? nowOf() : wall;
  const period = live ? periodOf(match.sportId, match.feedStatus, match.period) : null;
  const clock = live ? matchClock(match.sportId, match.feedStatus, match.periodStartedAt, now) : null;
  return (
    <span className={`match-status match-status-${match.status}`} data-testid="match-status">
      <span className="match-status-label">{text.status(match.status)}</span>
      {period ? <span className="match-status-period">{text.period(period)}</span> : null}
      {clock ? (
        <span className="match-status-clock" data-testid="match-clock">
          {clock}
        </span>
      ) : null}
      {match.stale && live ? (
        <span className="match-status-stale" title={text.staleHint} role="img" aria-label={text.staleHint}>
          !
        </span>
      ) : null}
    </span>
  );
}
