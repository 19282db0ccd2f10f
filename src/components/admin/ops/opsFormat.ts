import { useLingui } from '@lingui/react/macro';

import { formatDate, formatNumber } from '../../../i18n/format';
import { useStore } from '../../../state/store';

/** Dates, numbers and ages in the console's language (match data, live monitor, money). */
export function useOpsFormat() {
  const { language } = useStore();
  const { t } = useLingui();
  return {
    when: (ms: number) => formatDate(language, ms, { dateStyle: 'medium', timeStyle: 'short' }),
    day: (isoDay: string) =>
      formatDate(language, Date.parse(`${isoDay}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
    shortDay: (isoDay: string) =>
      formatDate(language, Date.parse(`${isoDay}T12:00:00Z`), {
        month: 'numeric',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    number: (n: number) => formatNumber(language, n),
    /** "12 s", "4 min", "3 h" ago. */
    age: (ms: number) => {
      const s = Math.max(0, Math.round(ms / 1000));
      if (s < 120) return t`${formatNumber(language, s)} s`;
      const min = Math.round(s / 60);
      if (min < 120) return t`${formatNumber(language, min)} min`;
      return t`${formatNumber(language, Math.round(min / 60))} h`;
    },
  };
}
