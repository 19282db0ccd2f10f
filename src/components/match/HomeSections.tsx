import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDeferredValue } from 'react';

import { shortenNumber } from '../../../protocol/format';
import { roomListItem } from '../anchor/RecommendedRooms';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { useCallQuery } from '../ui/useCallQuery';
import { AnchorList } from './AnchorList';
import { MatchGrid } from './MatchGrid';
import { useAfterFirstPaint } from './useAfterFirstPaint';

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
  const info = useCallQuery('homeInfoBottom', {});
  // The first paint has the headings and loading blocks only, so it never waits for some forty
  // cards: the first screen's cards (counts, popular matches, anchors) come in the render after it,
  // those below in a transition React runs in slices. Their data is often there already (a repeat
  // visit, or loads started before the render: src/app/earlyLoads.ts); until shown, a section shows loading.
  const painted = useAfterFirstPaint();
  const popular = painted ? top.data : null;
  const rooms = painted ? bottom.data : null;
  const counts = painted ? info.data : null;
  const sports = useDeferredValue(painted ? middle.data : null, null);
  const results = useDeferredValue(counts?.results, undefined);
  const anchors = rooms?.map(roomListItem);
  const pending = (shown: unknown, load: { data: unknown; loading: boolean }) =>
    !shown && (load.loading || load.data !== null);

  return (
    <div className="home">
      {counts || pending(counts, info) ? (
        // Its place is held while it loads (a dash for each figure): the row arriving after the
        // sections below would push them down (a layout shift of 0.28 seen under Lighthouse).
        <ul className="home-stats" aria-label={t`Right now`} aria-busy={!counts}>
          <li>
            <strong>{counts ? shortenNumber(counts.liveCount) : '–'}</strong> <Trans>matches live</Trans>
          </li>
          <li>
            <strong>{counts ? shortenNumber(counts.upcomingCount) : '–'}</strong> <Trans>coming up</Trans>
          </li>
          <li>
            <strong>{counts ? shortenNumber(counts.anchorsLive) : '–'}</strong> <Trans>anchors live</Trans>
          </li>
        </ul>
      ) : null}

      <section className="home-section" aria-labelledby="home-popular" aria-busy={top.loading}>
        <h2 id="home-popular" className="section-title">
          <Trans>Popular matches</Trans>
        </h2>
        {top.error ? <LoadError message={top.error} onRetry={top.reload} /> : null}
        {pending(popular, top) ? <LoadingBlock rows={2} label={t`Loading matches…`} /> : null}
        {popular?.length === 0 ? <EmptyState title={t`No popular matches right now`} /> : null}
        {popular && popular.length > 0 ? <MatchGrid matches={popular} testId="home-popular" /> : null}
      </section>

      <section className="home-section" aria-labelledby="home-anchors" aria-busy={bottom.loading}>
        <h2 id="home-anchors" className="section-title">
          <Trans>Recommended anchors</Trans>
        </h2>
        {bottom.error ? <LoadError message={bottom.error} onRetry={bottom.reload} /> : null}
        {pending(rooms, bottom) ? <LoadingBlock rows={1} label={t`Loading anchors…`} /> : null}
        {anchors?.length === 0 ? <EmptyState title={t`No anchor is live right now`} /> : null}
        {anchors && anchors.length > 0 ? <AnchorList anchors={anchors} testId="home-anchors" /> : null}
      </section>

      {middle.error ? <LoadError message={middle.error} onRetry={middle.reload} /> : null}
      {pending(sports, middle) ? <LoadingBlock rows={3} label={t`Loading matches…`} /> : null}
      {sports
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
      {results && results.length > 0 ? (
        <section className="home-section" aria-labelledby="home-results">
          <h2 id="home-results" className="section-title">
            <Trans>Latest results</Trans>
          </h2>
          <MatchGrid matches={results} testId="home-results" />
        </section>
      ) : null}
    </div>
  );
}
