import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import { shortenNumber } from '../../../protocol/format';
import { roomListItem } from '../anchor/RecommendedRooms';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { useCallQuery } from '../ui/useCallQuery';
import { AnchorList } from './AnchorList';
import { MatchGrid } from './MatchGrid';

/** Matches shown per sport on the home page (one row on wide screens); the column has the rest. */
const PER_SPORT = 3;

/** Home (§2): counts, popular matches, recommended anchors, live and upcoming per sport, results. */
export function HomeSections() {
  const { t } = useLingui();
  // Asked again after every reconnect of the socket (RefetchOnReconnect): no score change is missed.
  const top = useCallQuery('homeDetailsTop', {});
  const middle = useCallQuery('homeDetailsMiddle', {});
  // Recommended anchors (§7 recommend_anchor): live rooms first, live as the room is, not only on a match.
  const bottom = useCallQuery('recommendAnchor', {});
  const anchors = bottom.data?.map(roomListItem);
  const info = useCallQuery('homeInfoBottom', {});

  return (
    <div className="home">
      {info.data ? (
        <ul className="home-stats" aria-label={t`Right now`}>
          <li>
            <strong>{shortenNumber(info.data.liveCount)}</strong> <Trans>matches live</Trans>
          </li>
          <li>
            <strong>{shortenNumber(info.data.upcomingCount)}</strong> <Trans>coming up</Trans>
          </li>
          <li>
            <strong>{shortenNumber(info.data.anchorsLive)}</strong> <Trans>anchors live</Trans>
          </li>
        </ul>
      ) : null}

      <section className="home-section" aria-labelledby="home-popular" aria-busy={top.loading}>
        <h2 id="home-popular" className="section-title">
          <Trans>Popular matches</Trans>
        </h2>
        {top.error ? <LoadError message={top.error} onRetry={top.reload} /> : null}
        {!top.data && top.loading ? <LoadingBlock rows={2} label={t`Loading matches…`} /> : null}
        {top.data?.length === 0 ? <EmptyState title={t`No popular matches right now`} /> : null}
        {top.data && top.data.length > 0 ? <MatchGrid matches={top.data} testId="home-popular" /> : null}
      </section>

      <section className="home-section" aria-labelledby="home-anchors" aria-busy={bottom.loading}>
        <h2 id="home-anchors" className="section-title">
          <Trans>Recommended anchors</Trans>
        </h2>
        {bottom.error ? <LoadError message={bottom.error} onRetry={bottom.reload} /> : null}
        {!bottom.data && bottom.loading ? <LoadingBlock rows={1} label={t`Loading anchors…`} /> : null}
        {anchors?.length === 0 ? <EmptyState title={t`No anchor is live right now`} /> : null}
        {anchors && anchors.length > 0 ? <AnchorList anchors={anchors} testId="home-anchors" /> : null}
      </section>

      {middle.error ? <LoadError message={middle.error} onRetry={middle.reload} /> : null}
      {!middle.data && middle.loading ? <LoadingBlock rows={3} label={t`Loading matches…`} /> : null}
      {middle.data
        ?.filter((c) => c.matches.length > 0)
        .map((c) => (
          <section key={c.raceType} className="home-section" aria-labelledby={`home-sport-${c.raceType}`}>
            <div className="section-head">
              <h2 id={`home-sport-${c.raceType}`} className="section-title">
                {c.name}
              </h2>
              <Link to="/match/$column" params={{ column: String(c.raceType) }} className="see-all">
                <Trans>All {c.name} matches</Trans>
              </Link>
            </div>
            <MatchGrid matches={c.matches.slice(0, PER_SPORT)} testId={`home-sport-${c.raceType}`} />
          </section>
        ))}

      {info.error ? <LoadError message={info.error} onRetry={info.reload} /> : null}
      {info.data && info.data.results.length > 0 ? (
        <section className="home-section" aria-labelledby="home-results">
          <h2 id="home-results" className="section-title">
            <Trans>Latest results</Trans>
          </h2>
          <MatchGrid matches={info.data.results} testId="home-results" />
        </section>
      ) : null}
    </div>
  );
}
