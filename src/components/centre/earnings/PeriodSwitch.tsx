import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export const EARNINGS_PERIODS = [7, 30] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];

/** The window of the recent earnings: the last 7 or 30 days (radio buttons: arrows move between them). */
export function PeriodSwitch({
  value,
  onChange,
}: {
  value: EarningsPeriod;
  onChange: (days: EarningsPeriod) => void;
}) {
  const { t } = useLingui();
  const name = useId();
  const labels: Record<EarningsPeriod, string> = { 7: t`Last 7 days`, 30: t`Last 30 days` };
  return (
    <fieldset className="centre-period">
      <legend className="visually-hidden">{t`Period`}</legend>
      <div className="choices">
        {EARNINGS_PERIODS.map((days) => (
          <label key={days} className="choice">
            <input
              type="radio"
              name={name}
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
              data-testid={`earnings-days-${days}`}
            />
            <span>{labels[days]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
