import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';

import { formatDate, formatNumber } from '../../i18n/format';
import { useStore } from '../../state/store';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { StatePager } from '../ui/StatePager';
import { useCallQuery } from '../ui/useCallQuery';
import { usePaging } from '../ui/usePaging';
import { dayDate } from './liveFormat';
import { useDurationText } from './useDurationText';

/** Live history (§3): one row per day live, newest first: date, popularity peak, live duration; paged (§9). */
export function LiveHistoryTable() {
  const { t } = useLingui();
  const { language } = useStore();
  const titleId = useId();
  const paging = usePaging();
  const { page, pageSize } = paging;
  const history = useCallQuery('liveHistory', { page, pageSize });
  const duration = useDurationText();
  const day = (value: string) => {
    const date = dayDate(value);
    return date ? formatDate(language, date, { dateStyle: 'medium', timeZone: 'UTC' }) : value;
  };

  return (
    <section className="card live-card" aria-labelledby={titleId} data-testid="live-history">
      <header className="live-card-head">
        <h2 id={titleId}>
          <Trans>Live history</Trans>
        </h2>
      </header>
      {history.data?.total === 0 ? null : (
        <p className="live-card-lead">
          <Trans>
            Popularity peak: the most viewers in your room at the same time that day. Updated when a stream
            ends and every night.
          </Trans>
        </p>
      )}
      {history.error ? <LoadError message={history.error} onRetry={history.reload} /> : null}
      {!history.data && history.loading ? (
        <LoadingBlock rows={3} label={t`Loading your live history…`} />
      ) : null}
      {history.data && history.data.total === 0 && !history.error ? (
        <EmptyState title={t`No live streams yet`}>
          <p>
            <Trans>Your days live show here after your first stream.</Trans>
          </p>
          <Link to="/user/configuration" className="btn btn-primary">
            <Trans>Set up your live room</Trans>
          </Link>
        </EmptyState>
      ) : null}
      {history.data && history.data.total > 0 ? (
        <>
          <div className="live-table-wrap">
            <table className="live-table" aria-labelledby={titleId} aria-busy={history.loading}>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Date</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Popularity peak</Trans>
                  </th>
                  <th scope="col" className="num">
                    <Trans>Live duration</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.list.map((row) => (
                  <tr key={row.day} data-testid="history-row">
                    <th scope="row">{day(row.day)}</th>
                    <td className="num">{formatNumber(language, row.peakViewers)}</td>
                    <td className="num">{duration(row.liveSeconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <StatePager paging={paging} total={history.data.total} />
        </>
      ) : null}
    </section>
  );
}
