import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import { LoadError, LoadingBlock } from '../../ui/LoadState';
import { useCallQuery } from '../../ui/useCallQuery';
import { EarningsChart } from './EarningsChart';
import { type EarningsPeriod, PeriodSwitch } from './PeriodSwitch';

function Coins({ value }: { value: number }) {
  return <Plural value={value} one="# coin" other="# coins" />;
}

/**
 * Recent earnings: coins received in the last 7 or 30 days, in all, since the start, the earning
 * balance and the wallet's spendable coins (the ledger), and the days as a bar table.
 */
export function EarningsSummary() {
  const { t } = useLingui();
  const titleId = useId();
  const [days, setDays] = useState<EarningsPeriod>(7);
  const earnings = useCallQuery('recentEarnings', { days }, { staleTime: 0 });
  // While another window loads, the last one stays shown (marked busy).
  const data = earnings.data;

  return (
    <section className="card live-card" aria-labelledby={titleId} data-testid="earnings-summary">
      <header className="live-card-head">
        <h2 id={titleId}>
          <Trans>Recent earnings</Trans>
        </h2>
        <PeriodSwitch value={days} onChange={setDays} />
      </header>
      {earnings.error ? <LoadError message={earnings.error} onRetry={earnings.reload} /> : null}
      {!data && !earnings.error ? <LoadingBlock rows={3} label={t`Loading your earnings…`} /> : null}
      {data ? (
        <div className="centre-stack" aria-busy={earnings.loading}>
          <dl className="live-stats earnings-stats">
            <div className="live-stat live-stat-main">
              <dt>{days === 7 ? t`Received in the last 7 days` : t`Received in the last 30 days`}</dt>
              <dd data-testid="earnings-total" data-value={data.total}>
                <Coins value={data.total} />
              </dd>
            </div>
            <div className="live-stat">
              <dt>{t`Received in all`}</dt>
              <dd data-testid="earnings-all-time" data-value={data.allTime}>
                <Coins value={data.allTime} />
              </dd>
            </div>
            <div className="live-stat">
              <dt>{t`Earning balance`}</dt>
              <dd data-testid="earnings-balance" data-value={data.earningBalance}>
                <Coins value={data.earningBalance} />
              </dd>
            </div>
            <div className="live-stat">
              <dt>{t`Wallet balance`}</dt>
              <dd data-testid="wallet-balance" data-value={data.balance}>
                <Coins value={data.balance} />
              </dd>
            </div>
          </dl>
          {data.total > 0 ? (
            <EarningsChart days={data.days} timeZone={data.timeZone} />
          ) : (
            <p className="earnings-quiet" data-testid="earnings-quiet">
              {days === 7 ? t`No gifts in the last 7 days.` : t`No gifts in the last 30 days.`}
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}
