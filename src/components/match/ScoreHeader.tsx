import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { MatchCard } from '../../../protocol/match';
import { scoreTexts } from './matchScoreText';
import { MatchStatusBadge } from './MatchStatusBadge';
import { TeamLogo } from './TeamLogo';
import { useMatchText } from './useMatchText';

/** The big score line of the live and match pages: league, both teams, the §4 score, status and clock. */
export function ScoreHeader({ match, children }: { match: MatchCard; children?: ReactNode }) {
  const { t } = useLingui();
  const text = useMatchText();
  const scores = scoreTexts(match);
  return (
    <div className="score-header card" data-testid="score-header" data-status={match.status}>
      <h1 className="visually-hidden">
        {match.home.name} – {match.away.name}
      </h1>
      <div className="score-header-top">
        <Link to="/match/$column" params={{ column: String(match.raceType) }} className="score-header-league">
          {match.league.name}
        </Link>
        <span className="score-header-when">{text.kickoff(match.kickoffAt)}</span>
      </div>
      <div className="score-line">
        <div className="score-team">
          <TeamLogo sportId={match.sportId} team={match.home} size={56} />
          <span className="score-team-name">{match.home.name}</span>
        </div>
        <div className="score-middle">
          <div className="score-big" aria-live="polite" aria-atomic="true">
            <span data-testid="score-home">{scores ? scores[0] : ''}</span>
            <span className="score-sep" aria-hidden="true">
              {scores ? '–' : t`vs`}
            </span>
            <span data-testid="score-away">{scores ? scores[1] : ''}</span>
          </div>
          <MatchStatusBadge match={match} tick={1000} />
        </div>
        <div className="score-team">
          <TeamLogo sportId={match.sportId} team={match.away} size={56} />
          <span className="score-team-name">{match.away.name}</span>
        </div>
      </div>
      {children ? <div className="score-header-actions">{children}</div> : null}
    </div>
  );
}
