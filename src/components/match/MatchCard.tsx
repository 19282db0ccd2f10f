import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo, useEffect, useId, useRef } from 'react';

import { isBookable, type MatchCard as Card } from '../../../protocol/match';
import { useLiveCard } from '../../state/matchLive';
import { revealScore, shieldedStatus, useScoreShielded } from '../../state/spoilerShield';
import { BookButton } from './BookButton';
import { scoreTexts, watchable } from './matchScoreText';
import { MatchStatusBadge } from './MatchStatusBadge';
import { TeamLogo } from './TeamLogo';
import { useMatchText } from './useMatchText';

/**
 * One match in a list: league, status and clock, both teams with the §4 score, booking or watching.
 * `asAnchor`: in an anchor's match library, the button reserves the match to cover (never shielded:
 * an anchor picks matches by their state).
 * The spoiler shield (src/state/spoilerShield.ts) puts a "Show score" button in place of the score
 * of a match I booked or opened, and keeps the period and clock out of the status (they can tell a
 * level score); the live updates still come, unseen, so a reveal shows the newest score.
 * Memoised: a list loaded again (after every socket connection: RefetchOnReconnect) keeps the card
 * objects that did not change (the query's structural sharing), and their cards do not render again
 * (issue 18: on the home, some forty cards rendered four to six times in the first seconds).
 */
export const MatchCard = memo(function MatchCard({
  match,
  asAnchor = false,
}: {
  match: Card;
  asAnchor?: boolean;
}) {
  const { t } = useLingui();
  const text = useMatchText();
  const m = useLiveCard(match);
  const shieldOn = useScoreShielded(m) && !asAnchor;
  const scores = scoreTexts(m);
  // Nothing to hide before the match has a score.
  const shielded = shieldOn && scores !== null;
  const canWatch = watchable(m.status);
  const teams = `${m.home.name} – ${m.away.name}`;
  const when = m.status === 'ended' ? text.ago(m.kickoffAt) : text.kickoff(m.kickoffAt);
  const actionId = useId();
  const teamsId = useId();
  const revealId = useId();
  const teamsLink = useRef<HTMLAnchorElement>(null);
  // A reveal by keyboard takes the focus to the teams link, which now reads the score.
  const focusAfterReveal = useRef(false);
  useEffect(() => {
    if (shielded || !focusAfterReveal.current) return;
    focusAfterReveal.current = false;
    teamsLink.current?.focus();
  }, [shielded]);
  const reveal = () => {
    focusAfterReveal.current = true;
    revealScore(m.id);
  };

  return (
    <article
      className={`match-card match-card-${m.status}`}
      data-testid="match-card"
      data-match-id={m.id}
      data-status={m.status}
      data-shielded={shielded || undefined}
      aria-label={teams}
    >
      <header className="match-card-head">
        <span className="match-league" title={m.league.name}>
          {m.league.name}
        </span>
        <MatchStatusBadge match={shieldOn ? shieldedStatus(m) : m} />
      </header>
      {/* Named by what it shows (teams and scores), so voice control finds it; Watch describes it. */}
      <div className={shielded ? 'match-card-body match-card-shielded' : 'match-card-body'}>
        {canWatch ? (
          <Link
            ref={teamsLink}
            id={teamsId}
            to="/match/live/$id"
            params={{ id: String(m.id) }}
            className="match-card-teams"
            aria-describedby={actionId}
          >
            <Teams match={m} scores={scores} shielded={shielded} />
          </Link>
        ) : (
          <Link
            ref={teamsLink}
            id={teamsId}
            to="/match/match/$matchId"
            params={{ matchId: String(m.id) }}
            search={{ sportId: m.sportId }}
            className="match-card-teams"
          >
            <Teams match={m} scores={scores} shielded={shielded} />
          </Link>
        )}
        {/* Beside the link, not in it: a button inside a link is neither valid nor operable. Named
            "Show score" and the teams (the link's text: no score while shielded), its visible words first. */}
        {shielded ? (
          <button
            type="button"
            className="btn btn-small btn-secondary score-reveal"
            onClick={reveal}
            aria-labelledby={`${revealId} ${teamsId}`}
            data-testid="score-reveal"
          >
            <span id={revealId}>
              <Trans>Show score</Trans>
            </span>
          </button>
        ) : null}
      </div>
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
});

function Teams({
  match,
  scores,
  shielded,
}: {
  match: Card;
  scores: [string, string] | null;
  shielded: boolean;
}) {
  return (
    <>
      {([match.home, match.away] as const).map((team, i) => (
        <span className="team-row" key={team.id}>
          <TeamLogo sportId={match.sportId} team={team} />
          <span className="team-name">{team.name}</span>
          {shielded ? null : (
            <span className="team-score" data-testid={i === 0 ? 'score-home' : 'score-away'}>
              {scores ? scores[i] : ''}
            </span>
          )}
        </span>
      ))}
    </>
  );
}
