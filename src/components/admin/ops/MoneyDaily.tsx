import { Trans, useLingui } from '@lingui/react/macro';

import type { MoneyDay } from '../../../../protocol/adminOps';
import { LoadError, LoadingBlock } from '../../ui/LoadState';
import { useCallQuery } from '../../ui/useCallQuery';
import { useOpsFormat } from './opsFormat';

/** Coins per day as bars (gifts and red envelopes side by side); the table below carries the figures. */
function DailyBars({ days }: { days: MoneyDay[] }) {
  const { t } = useLingui();
  const f = useOpsFormat();
  const top = Math.max(1, ...days.map((d) => Math.max(d.giftCoins, d.envelopeCoins)));
  const w = 12;
  const h = 120;
  return (
    <figure className="ops-chart">
      <svg
        viewBox={`0 0 ${days.length * w * 2 + 8} ${h + 4}`}
        role="img"
        aria-label={t`Coins per day: gifts and red envelopes (the figures are in the table below)`}
        preserveAspectRatio="none"
      >
        {days.map((d, i) => {
          const gh = (d.giftCoins / top) * h;
          const eh = (d.envelopeCoins / top) * h;
          const x = 4 + i * w * 2;
          return (
            <g key={d.day}>
              <title>{t`${f.day(d.day)}: ${f.number(d.giftCoins)} coins in gifts, ${f.number(d.envelopeCoins)} in red envelopes`}</title>
              <rect className="ops-bar-gift" x={x} y={h - gh} width={w - 2} height={gh} />
              <rect className="ops-bar-envelope" x={x + w - 2} y={h - eh} width={w - 2} height={eh} />
            </g>
          );
        })}
        <line x1="0" x2={days.length * w * 2 + 8} y1={h} y2={h} className="ops-chart-axis" />
      </svg>
      <figcaption className="ops-legend">
        <span>
          <span className="ops-swatch ops-bar-gift" aria-hidden="true" /> <Trans>Gift coins</Trans>
        </span>
        <span>
          <span className="ops-swatch ops-bar-envelope" aria-hidden="true" />{' '}
          <Trans>Red envelope coins</Trans>
        </span>
        <span className="ops-muted">
          <Trans>
            {f.day(days[0]!.day)} – {f.day(days[days.length - 1]!.day)}, highest day {f.number(top)} coins
          </Trans>
        </span>
      </figcaption>
    </figure>
  );
}

/** Gifts and red envelopes per UTC day over the last 30 days, with totals. */
export function MoneyDaily() {
  const { t } = useLingui();
  const f = useOpsFormat();
  const money = useCallQuery('adminMoneyDaily', {}, { staleTime: 0 });
  if (money.error && !money.data) return <LoadError message={money.error} onRetry={money.reload} />;
  if (!money.data) return <LoadingBlock rows={4} label={t`Loading…`} />;
  const { days, totals } = money.data;
  const newestFirst = [...days].reverse();
  return (
    <section className="admin-panel card" aria-labelledby="ops-money-title" data-testid="ops-money">
      <h2 id="ops-money-title">
        <Trans>Gifts and red envelopes, last 30 days</Trans>
      </h2>
      <dl className="admin-stats">
        <div className="admin-stat card">
          <dt>
            <Trans>Gifts sent</Trans>
          </dt>
          <dd data-testid="ops-money-gifts">{f.number(totals.gifts)}</dd>
        </div>
        <div className="admin-stat card">
          <dt>
            <Trans>Coins in gifts</Trans>
          </dt>
          <dd data-testid="ops-money-gift-coins">{f.number(totals.giftCoins)}</dd>
        </div>
        <div className="admin-stat card">
          <dt>
            <Trans>Red envelopes</Trans>
          </dt>
          <dd>{f.number(totals.envelopes)}</dd>
        </div>
        <div className="admin-stat card">
          <dt>
            <Trans>Coins in red envelopes</Trans>
          </dt>
          <dd>{f.number(totals.envelopeCoins)}</dd>
        </div>
      </dl>
      {totals.gifts + totals.envelopes === 0 ? (
        <p className="ops-note" data-testid="ops-money-none">
          <Trans>No gift was sent and no red envelope was given in these 30 days.</Trans>
        </p>
      ) : (
        <DailyBars days={days} />
      )}
      <div className="admin-table-wrap card">
        <div
          className="admin-table-scroll ops-money-scroll"
          tabIndex={0}
          role="region"
          aria-label={t`Gifts and red envelopes per day`}
        >
          <table className="admin-table" data-testid="ops-money-table">
            <caption className="visually-hidden">
              <Trans>Gifts and red envelopes per day (UTC), newest first</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Day (UTC)</Trans>
                </th>
                <th scope="col" className="numeric">
                  <Trans>Gifts</Trans>
                </th>
                <th scope="col" className="numeric">
                  <Trans>Gift coins</Trans>
                </th>
                <th scope="col" className="numeric">
                  <Trans>Red envelopes</Trans>
                </th>
                <th scope="col" className="numeric">
                  <Trans>Envelope coins</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{f.day(d.day)}</th>
                  <td className="numeric">{f.number(d.gifts)}</td>
                  <td className="numeric">{f.number(d.giftCoins)}</td>
                  <td className="numeric">{f.number(d.envelopes)}</td>
                  <td className="numeric">{f.number(d.envelopeCoins)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  <Trans>Total</Trans>
                </th>
                <td className="numeric">{f.number(totals.gifts)}</td>
                <td className="numeric">{f.number(totals.giftCoins)}</td>
                <td className="numeric">{f.number(totals.envelopes)}</td>
                <td className="numeric">{f.number(totals.envelopeCoins)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
      <p className="ops-note">
        <Trans>Red envelopes of coupons are counted but not added to the coins.</Trans>
      </p>
    </section>
  );
}
