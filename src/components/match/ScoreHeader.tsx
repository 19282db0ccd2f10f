import '../../styles/matchSync.css';

import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { MatchCard } from '../../../protocol/match';
import type { SyncMode } from '../../state/matchSync';
import { scoreTexts } from './matchScoreText';
import { ScoreFigures } from './ScoreFigures';
import { MatchStatusBadge } from './MatchStatusBadge';
import { TeamLogo } from './TeamLogo';
import { useGoalPulse } from './useGoalPulse';
import { useMatchText } from './useMatchText';

interface Props {
  match: MatchCard;
  children?: ReactNode;
  /** How the header follows the page's video (issue 21); absent: the newest state, as on the match page. */
  sync?:
    | {
        mode: SyncMode;
        /** The programme time the shown state was read at (synced: useSyncedMatch's `at`), for tests and benchmarks. */
        at: number | null;
        /** The match clock counts from the moment of the video. */
        now?: (() => number) | undefined;
      }
    | undefined;
  /** Under the actions: the sync switch and its notices. */
  footer?: ReactNode;
}

/** The big score line of the live and match pages: league, both teams, the §4 score, status and clock. */
export function ScoreHeader({ match, children, sync, footer }: Props) {
  const text = useMatchText();
  const pending = sync?.mode === 'pending';
  const scores = pending ? null : scoreTexts(match);
  // A goal animates when the synced score goes up (the video reached it), not on a rewind or a live jump.
  const pulse = useGoalPulse(pending ? null : match, sync?.mode === 'synced');
  return (
    <div
      className="score-header card"
      data-testid="score-header"
      data-status={match.status}
      data-sync={sync?.mode}
      data-synced-at={sync?.at ?? undefined}
    >
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
          {pending ? (
            // Nothing the video has not shown yet: neutral dashes until its clock is known.
            <div className="score-big score-pending" data-testid="score-pending">
              <span data-testid="score-home" aria-hidden="true">
                –
              </span>
              <span className="score-sep" aria-hidden="true">
                :
              </span>
              <span data-testid="score-away" aria-hidden="true">
                –
              </span>
            </div>
          ) : (
            <ScoreFigures scores={scores} pulse={pulse} className="score-big" />
          )}
          {pending ? (
            <span className="score-sync-wait muted" role="status">
              <Trans>Syncing with your video…</Trans>
            </span>
          ) : (
            <MatchStatusBadge
              match={match}
              tick={1000}
              now={sync?.mode === 'synced' ? sync.now : undefined}
            />
          )}
        </div>
        <div className="score-team">
          <TeamLogo sportId={match.sportId} team={match.away} size={56} />
          <span className="score-team-name">{match.away.name}</span>
        </div>
      </div>
      {children ? <div className="score-header-actions">{children}</div> : null}
      {footer}
    </div>
  );
}
