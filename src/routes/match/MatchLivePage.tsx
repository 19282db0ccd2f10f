import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';

import { isBookable } from '../../../protocol/match';
import { showsLineups } from '../../../protocol/matchEvents';
import { BookButton } from '../../components/match/BookButton';
import { ChatSlot } from '../../components/match/ChatSlot';
import { EventTimeline } from '../../components/match/EventTimeline';
import { LineupTable } from '../../components/match/LineupTable';
import { MatchAnchors } from '../../components/match/MatchAnchors';
import { MatchPlayer } from '../../components/match/MatchPlayer';
import { PeriodTable } from '../../components/match/PeriodTable';
import { MatchSyncBar } from '../../components/match/MatchSyncBar';
import { streamFor } from '../../components/match/matchStream';
import { preloadHls } from '../../components/player/hlsModule';
import { ScoreHeader } from '../../components/match/ScoreHeader';
import { useMatchDetail } from '../../components/match/useMatchDetail';
import { useNextLive } from '../../components/match/useNextLive';
import { useAfterFirstPaint } from '../../components/match/useAfterFirstPaint';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError, LoadingBlock } from '../../components/ui/LoadState';
import { useCallQuery } from '../../components/ui/useCallQuery';
import { useSyncedMatch } from '../../state/matchSync';
import { programmeNow } from '../../state/programmeClock';
import { useMarkOpened } from '../../state/spoilerShield';
import { matchIdParam } from '../../app/liveRoute';

const route = getRouteApi('/match/live/$id');

/** The match clock of a synced header: the moment the video shows (the wall clock until it is known). */
const videoNow = () => programmeNow() ?? Date.now();

/**
 * /match/live/{id}: the stream (next item: the next live match of the column), the live score, the
 * period table, the line-ups (football, basketball), the events, the anchors on it, the chat's place.
 * The score, period table, events and the player's event dots follow the video (issue 21: the state
 * of the match at the moment it shows, useSyncedMatch) unless the viewer switches that off.
 */
export function MatchLivePage() {
  const { t } = useLingui();
  useEffect(preloadHls, []);
  const matchId = matchIdParam(route.useParams().id);
  const { match, error, loading, reload } = useMatchDetail(matchId);
  // An opened match's score is shielded on the lists from now on (when the viewer turns the shield on).
  useMarkOpened(matchId);
  const hasPlayer = match !== null && streamFor(match, null) !== null;
  const synced = useSyncedMatch(matchId, match, hasPlayer);
  const next = useNextLive(match);
  const anchors = useCallQuery('anchorRaceList', { matchId: matchId ?? 0 }, { enabled: matchId !== null });
  // What is below the score renders a frame later: the player attaches and paints first.
  const painted = useAfterFirstPaint(true);

  if (matchId === null) return <NotFound />;
  const shown = synced.match;
  if (!match || !shown) {
    if (error) return <LoadError message={error} onRetry={reload} />;
    return loading ? <LoadingBlock rows={4} label={t`Loading the match…`} /> : <NotFound />;
  }
  return (
    <div className="live-layout">
      <div className="live-main">
        <MatchPlayer
          match={match}
          anchors={anchors.data ?? match.anchors}
          next={next}
          markerEvents={shown.events}
        />
        <ScoreHeader
          match={shown}
          sync={{ mode: synced.mode, at: synced.at, now: videoNow }}
          footer={hasPlayer ? <MatchSyncBar mode={synced.mode} /> : null}
        >
          <Link
            to="/match/match/$matchId"
            params={{ matchId: String(match.id) }}
            search={{ sportId: match.sportId }}
            className="btn btn-secondary btn-small"
          >
            <Trans>Match page</Trans>
          </Link>
          {isBookable(match.status) || match.reserved ? <BookButton match={match} small /> : null}
        </ScoreHeader>
        <PeriodTable match={shown} known={match} />
        {painted && showsLineups(match.sportId) && match.lineups ? (
          <LineupTable match={match} lineups={match.lineups} />
        ) : null}
        {painted ? (
          <EventTimeline match={shown} events={shown.events} pending={synced.mode === 'pending'} />
        ) : null}
        {painted ? <MatchAnchors anchors={anchors} /> : null}
      </div>
      {/* With the parts above it: on a phone the chat is below them, and put there first it would be
          pushed down the screen when they come (a layout shift of ~0.37 in Lighthouse's mobile run). */}
      {painted ? <ChatSlot roomID={match.roomID} /> : null}
    </div>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <EmptyState title={t`Match not found`}>
      <p>
        <Link to="/match/$column" params={{ column: '0' }}>
          <Trans>See the hot matches</Trans>
        </Link>
      </p>
    </EmptyState>
  );
}
