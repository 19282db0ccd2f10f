import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';

import { isBookable, type MatchDetail } from '../../../protocol/match';
import { showsLineups } from '../../../protocol/matchEvents';
import { ReservationType } from '../../../protocol/matchReservation';
import { BookButton } from '../../components/match/BookButton';
import { EventTimeline } from '../../components/match/EventTimeline';
import { LineupTable } from '../../components/match/LineupTable';
import { MatchAnchors } from '../../components/match/MatchAnchors';
import { watchable } from '../../components/match/matchScoreText';
import { PeriodTable } from '../../components/match/PeriodTable';
import { ScoreHeader } from '../../components/match/ScoreHeader';
import { useMatchDetail } from '../../components/match/useMatchDetail';
import { useMatchText } from '../../components/match/useMatchText';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError, LoadingBlock } from '../../components/ui/LoadState';
import { useCallQuery } from '../../components/ui/useCallQuery';
import { useMarkOpened } from '../../state/spoilerShield';
import { matchIdParam } from '../../app/liveRoute';

const route = getRouteApi('/match/match/$matchId');

/** /match/match/{matchId}: the match page (target of match-status notifications), with booking. */
export function MatchPage() {
  const { t } = useLingui();
  const matchId = matchIdParam(route.useParams().matchId);
  const { sportId } = route.useSearch();
  const { match, error, loading, reload } = useMatchDetail(matchId, sportId);
  const anchors = useCallQuery('anchorRaceList', { matchId: matchId ?? 0 }, { enabled: matchId !== null });
  // Opened: the spoiler shield hides this match's score on the lists from now on.
  useMarkOpened(matchId);

  if (matchId === null) return <EmptyState title={t`Match not found`} />;
  if (!match) {
    if (error) return <LoadError message={error} onRetry={reload} />;
    return loading ? (
      <LoadingBlock rows={4} label={t`Loading the match…`} />
    ) : (
      <EmptyState title={t`Match not found`} />
    );
  }
  return (
    <div className="match-detail-page">
      <ScoreHeader match={match}>
        {watchable(match.status) ? (
          <Link
            to="/match/live/$id"
            params={{ id: String(match.id) }}
            className="btn btn-primary"
            data-testid="watch"
          >
            {match.status === 'ended' ? <Trans>Watch the replay</Trans> : <Trans>Watch live</Trans>}
          </Link>
        ) : null}
        {isBookable(match.status) || match.reserved ? (
          <>
            <BookButton match={match} />
            <BookButton match={match} type={ReservationType.Result} />
          </>
        ) : null}
      </ScoreHeader>
      <div className="match-detail-grid">
        <div>
          <PeriodTable match={match} />
          <MatchFacts match={match} />
          <EventTimeline match={match} events={match.events} />
          {showsLineups(match.sportId) && match.lineups ? (
            <LineupTable match={match} lineups={match.lineups} />
          ) : null}
        </div>
        <MatchAnchors anchors={anchors} />
      </div>
    </div>
  );
}

function MatchFacts({ match }: { match: MatchDetail }) {
  const { t } = useLingui();
  const text = useMatchText();
  return (
    <dl className="info-list card match-facts">
      <div className="info-row">
        <dt>{t`Competition`}</dt>
        <dd>{match.league.name}</dd>
      </div>
      <div className="info-row">
        <dt>{t`Kickoff`}</dt>
        <dd>{text.kickoffAt(match.kickoffAt)}</dd>
      </div>
      <div className="info-row">
        <dt>{t`Status`}</dt>
        <dd>{text.status(match.status)}</dd>
      </div>
      {match.viewers > 0 ? (
        <div className="info-row">
          <dt>{t`Popularity`}</dt>
          <dd>{text.viewers(match.viewers)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
