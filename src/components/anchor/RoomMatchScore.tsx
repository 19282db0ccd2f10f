import '../../styles/matchSync.css';

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import { scoreTexts } from '../match/matchScoreText';
import { ScoreFigures } from '../match/ScoreFigures';
import { MatchStatusBadge } from '../match/MatchStatusBadge';
import { UndatedNotice } from '../match/MatchSyncBar';
import { useGoalPulse } from '../match/useGoalPulse';
import { useMarkOpened } from '../../state/spoilerShield';
import { useMatchDetail } from '../match/useMatchDetail';
import { useSyncedMatch } from '../../state/matchSync';
import { programmeNow } from '../../state/programmeClock';

const videoNow = () => programmeNow() ?? Date.now();

/**
 * The match an anchor room covers, in one line under its player (issue 21): teams, score, status and
 * clock at the moment of the room's video (the viewer's switch "Score follows my video", set on the
 * match's live page, holds here too), and a link to the match's live page. `hasPlayer`: the room's
 * video is on (the line waits for its clock rather than flash the newest score).
 */
export function RoomMatchScore({ matchId, hasPlayer }: { matchId: number; hasPlayer: boolean }) {
  const { t } = useLingui();
  const { match: newest } = useMatchDetail(matchId);
  // Watching a match in a room opens it too (the lists shield its score).
  useMarkOpened(matchId);
  const { match, mode, at } = useSyncedMatch(matchId, newest, hasPlayer);
  const pulse = useGoalPulse(mode === 'pending' ? null : match, mode === 'synced');
  if (!match) return <RoomScoreStandIn />;
  const pending = mode === 'pending';
  const scores = pending ? null : scoreTexts(match);
  const home = match.home.name;
  const away = match.away.name;
  return (
    <section
      className="room-score card"
      aria-label={t`The match: ${home} – ${away}`}
      data-testid="room-score"
      data-sync={mode}
      data-synced-at={at ?? undefined}
    >
      <div className="room-score-teams">
        <span className="room-score-team">{home}</span>
        {pending ? (
          <span className="room-score-big score-pending" data-testid="room-score-pending">
            <span aria-hidden="true">– : –</span>
            <span className="visually-hidden">{t`Syncing with your video…`}</span>
          </span>
        ) : (
          <ScoreFigures scores={scores} pulse={pulse} className="room-score-big" />
        )}
        <span className="room-score-team room-score-team-away">{away}</span>
      </div>
      {pending ? null : (
        <MatchStatusBadge match={match} tick={1000} now={mode === 'synced' ? videoNow : undefined} />
      )}
      <Link
        to="/match/live/$id"
        params={{ id: String(match.id) }}
        className="btn btn-secondary btn-small"
        data-testid="room-score-link"
      >
        <Trans>Match live page</Trans>
      </Link>
      {mode === 'undated' ? <UndatedNotice /> : null}
    </section>
  );
}

/**
 * The line's place while its match loads (and before the room's parts paint): its rows as the line
 * lays them out (the teams' row, a small button's), without text, so nothing under it moves when the
 * match comes.
 */
export function RoomScoreStandIn() {
  return (
    <div className="room-score card" aria-hidden="true" data-testid="room-score-stand-in">
      <div className="room-score-teams">
        <span className="room-score-big">{'\u00a0'}</span>
      </div>
      <span className="btn btn-secondary btn-small room-score-stand-in">{'\u00a0'}</span>
    </div>
  );
}
