import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';

import { isBookable, type MatchCard as Card } from '../../../protocol/match';
import { useLiveCard } from '../../state/matchLive';
import { BookButton } from './BookButton';
import { scoreTexts, watchable } from './matchScoreText';
import { MatchStatusBadge } from './MatchStatusBadge';
import { TeamLogo } from './TeamLogo';
import { useMatchText } from './useMatchText';

/**
 * One match in a list: league, status and clock, both teams with the §4 score, booking or watching.
 * `asAnchor`: in an anchor's match library, the button reserves the match to cover.
 */
export function MatchCard({ match, asAnchor = false }: { match: Card; asAnchor?: boolean }) {
  const { t } = useLingui();
  const text = useMatchText();
  const m = useLiveCard(match);
  const scores = scoreTexts(m);
  const canWatch = watchable(m.status);
  const teams = `${m.home.name} – ${m.away.name}`;
  const when = m.status === 'ended' ? text.ago(m.kickoffAt) : text.kickoff(m.kickoffAt);
  const actionId = useId();

  return (
    <article
      className={`match-card match-card-${m.status}`}
      data-testid="match-card"
      data-match-id={m.id}
      data-status={m.status}
      aria-label={teams}
    >
      <header className="match-card-head">
        <span className="match-league" title={m.league.name}>
          {m.league.name}
        </span>
        <MatchStatusBadge match={m} />
      </header>
      {/* Named by what it shows (teams and scores), so voice control finds it; Watch describes it. */}
      {canWatch ? (
        <Link
          to="/match/live/$id"
          params={{ id: String(m.id) }}
          className="match-card-teams"
          aria-describedby={actionId}
        >
          <Teams match={m} scores={scores} />
        </Link>
      ) : (
        <Link
          to="/match/match/$matchId"
          params={{ matchId: String(m.id) }}
          search={{ sportId: m.sportId }}
          className="match-card-teams"
        >
          <Teams match={m} scores={scores} />
        </Link>
      )}
      <footer className="match-card-foot">
        <span className="match-when">{when}</span>
        {m.viewers > 0 && m.status === 'live' ? (
          <span className="match-viewers">{text.viewers(m.viewers)}</span>
        ) : null}
        {m.anchorCount > 0 ? (
          <span className="match-anchors" title={t`Anchors streaming this match`}>
            <Plural value={m.anchorCount} one="# anchor" other="# anchors" />
          </span>
        ) : null}
        <span className="match-card-action">
          {canWatch ? (
            <Link
              to="/match/live/$id"
              params={{ id: String(m.id) }}
              id={actionId}
              className="btn btn-small btn-primary"
              tabIndex={-1}
            >
              {m.status === 'ended' ? t`Replay` : t`Watch`}
            </Link>
          ) : isBookable(m.status) || m.reserved ? (
            <BookButton match={m} small asAnchor={asAnchor} />
          ) : null}
        </span>
      </footer>
    </article>
  );
}

function Teams({ match, scores }: { match: Card; scores: [string, string] | null }) {
  return (
    <>
      {([match.home, match.away] as const).map((team, i) => (
        <span className="team-row" key={team.id}>
          <TeamLogo sportId={match.sportId} team={team} />
          <span className="team-name">{team.name}</span>
          <span className="team-score" data-testid={i === 0 ? 'score-home' : 'score-away'}>
            {scores ? scores[i] : ''}
          </span>
        </span>
      ))}
    </>
  );
}
