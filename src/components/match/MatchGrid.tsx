import type { MatchCard as Card } from '../../../protocol/match';
import { useMatchLive } from '../../state/matchLive';
import { useRememberBookings } from '../../state/spoilerShield';
import { MatchCard } from './MatchCard';

/**
 * Cards of matches, following their live updates while shown (`asAnchor`: an anchor's match library);
 * the bookings among them are remembered for the spoiler shield.
 */
export function MatchGrid({
  matches,
  testId = 'match-list',
  asAnchor = false,
}: {
  matches: readonly Card[];
  testId?: string;
  asAnchor?: boolean;
}) {
  useMatchLive(matches.map((m) => m.id));
  useRememberBookings(matches);
  return (
    <ul className="match-grid" data-testid={testId}>
      {matches.map((m) => (
        <li key={m.id}>
          <MatchCard match={m} asAnchor={asAnchor} />
        </li>
      ))}
    </ul>
  );
}
