import { Trans, useLingui } from '@lingui/react/macro';

import type { EarningsDay } from '../../../../protocol/space';
import { formatDate, formatNumber } from '../../../i18n/format';
import { useStore } from '../../../state/store';

/** 'YYYY-MM-DD' as a UTC noon (formatted with timeZone UTC, it stays that day everywhere). */
function dayDate(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12)) : null;
}

/**
 * Gifts received per day as a table whose coin cells hold a bar as long as the day's share of the
 * best day: the numbers are text (screen readers read the table), the bars only draw them.
 * Newest day first.
 */
export function EarningsChart({ days, timeZone }: { days: readonly EarningsDay[]; timeZone: string }) {
  const { t } = useLingui();
  const { language } = useStore();
  const best = Math.max(1, ...days.map((d) => d.coins));
  const rows = [...days].reverse();
  const label = (day: string) => {
    const date = dayDate(day);
    return date
      ? formatDate(language, date, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
      : day;
  };
  return (
    <div className="live-table-wrap">
      <table className="live-table earnings-chart" data-testid="earnings-chart">
        <caption className="earnings-caption">
          <Trans>Gifts received per day, in coins. Days are counted in the {timeZone} time zone.</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t`Day`}</th>
            <th scope="col" className="earnings-bar-col">
              {t`Coins`}
            </th>
            <th scope="col" className="num">
              {t`Gifts`}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.day} data-testid="earnings-day" data-day={d.day} data-coins={d.coins}>
              <th scope="row">{label(d.day)}</th>
              <td>
                <div className="earnings-bar-cell">
                  <span className="earnings-bar" aria-hidden="true">
                    <span style={{ width: `${(d.coins / best) * 100}%` }} />
                  </span>
                  <span className="earnings-coins">{formatNumber(language, d.coins)}</span>
                </div>
              </td>
              <td className="num">{formatNumber(language, d.gifts)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
