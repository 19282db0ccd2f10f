import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import { formatDate, formatNumber } from '../../i18n/format';
import { useStore } from '../../state/store';
import { anchorColumnName } from '../anchor/anchorColumnName';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { useCallQuery } from '../ui/useCallQuery';
import { monthChoices, monthDate, monthOf } from './liveFormat';
import { useDurationText } from './useDurationText';

/** Monthly statistics (§3): a month picker and the month's total live time, days, streams, peak, category. */
export function MonthlyStats() {
  const { t } = useLingui();
  const { language, anchorColumns } = useStore();
  const titleId = useId();
  const pickerId = useId();
  const [current] = useState(() => monthOf(new Date()));
  const [month, setMonth] = useState(current);
  const stats = useCallQuery('liveStats', { month });
  const duration = useDurationText();
  const choices = monthChoices([month, ...(stats.data?.months ?? [])], current);
  const monthName = (m: string) => {
    const date = monthDate(m);
    return date ? formatDate(language, date, { year: 'numeric', month: 'long', timeZone: 'UTC' }) : m;
  };
  const data = stats.data?.month === month ? stats.data : null;
  const column = anchorColumns.find((c) => c.anchorType === data?.topAnchorType);

  return (
    <section className="card live-card" aria-labelledby={titleId} data-testid="monthly-stats">
      <header className="live-card-head">
        <h2 id={titleId}>
          <Trans>Monthly statistics</Trans>
        </h2>
        <span className="live-month">
          <label htmlFor={pickerId} className="visually-hidden">
            <Trans>Month</Trans>
          </label>
          <select
            id={pickerId}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            data-testid="stats-month"
          >
            {choices.map((m) => (
              <option key={m} value={m}>
                {monthName(m)}
              </option>
            ))}
          </select>
        </span>
      </header>
      {stats.error ? <LoadError message={stats.error} onRetry={stats.reload} /> : null}
      {!data && !stats.error ? <LoadingBlock rows={2} label={t`Loading the statistics…`} /> : null}
      {data ? (
        <dl className="live-stats" aria-busy={stats.loading}>
          <div className="live-stat live-stat-main">
            <dt>
              <Trans>Total live time</Trans>
            </dt>
            <dd data-testid="stats-duration">{duration(data.liveSeconds)}</dd>
          </div>
          <div className="live-stat">
            <dt>
              <Trans>Days live</Trans>
            </dt>
            <dd>{formatNumber(language, data.days)}</dd>
          </div>
          <div className="live-stat">
            <dt>
              <Trans>Streams</Trans>
            </dt>
            <dd>{formatNumber(language, data.sessions)}</dd>
          </div>
          <div className="live-stat">
            <dt>
              <Trans>Popularity peak</Trans>
            </dt>
            <dd>{formatNumber(language, data.peakViewers)}</dd>
          </div>
          <div className="live-stat">
            <dt>
              <Trans>Most frequent category</Trans>
            </dt>
            <dd className="live-stat-text">{column ? anchorColumnName(column, language) : '—'}</dd>
          </div>
        </dl>
      ) : null}
    </section>
  );
}
