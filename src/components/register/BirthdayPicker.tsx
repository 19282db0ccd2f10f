import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';

import { formatDate, monthNames } from '../../i18n/format';
import { useStore } from '../../state/store';
import { addMonths, compareDates, daysInMonth, MIN_YEAR, todayParts, type YearMonth } from './calendar';
import { CalendarGrid } from './CalendarGrid';
import type { BirthdayValue } from '../profile/profileFieldValues';

interface Props {
  value: BirthdayValue | null;
  onChange: (value: BirthdayValue) => void;
  error?: string | undefined;
}

/** Typical age of a new anchor: where the calendar opens before a date is chosen. */
const DEFAULT_AGE = 20;

/** Year and month selects above a month grid whose week starts on the locale's first day. */
export function BirthdayPicker({ value, onChange, error }: Props) {
  const { t } = useLingui();
  const { language } = useStore();
  const labelId = useId();
  const errorId = useId();
  const today = useMemo(() => todayParts(), []);
  const [view, setView] = useState<YearMonth>(
    () => value ?? { year: today.year - DEFAULT_AGE, month: today.month },
  );
  const [cursor, setCursor] = useState(value?.day ?? 1);
  const [focusRequested, setFocusRequested] = useState(false);
  const months = useMemo(() => monthNames(language), [language]);
  const years = useMemo(
    () => Array.from({ length: today.year - MIN_YEAR + 1 }, (_, i) => today.year - i),
    [today],
  );

  const isCurrentMonth = view.year === today.year && view.month === today.month;
  const lastDay = isCurrentMonth ? today.day : daysInMonth(view);
  const inView = value !== null && value.year === view.year && value.month === view.month;
  const activeDay = inView ? value.day : Math.min(Math.max(cursor, 1), lastDay);

  function show(next: YearMonth) {
    // Never open a month after today's.
    const capped =
      compareDates({ ...next, day: 1 }, { ...today, day: 1 }) > 0
        ? { year: today.year, month: today.month }
        : next;
    setView(capped);
    setFocusRequested(false);
  }

  function step(delta: number) {
    const next = addMonths(view.year, view.month, 1, delta);
    show({ year: next.year, month: next.month });
  }

  function activate(date: BirthdayValue, focus: boolean) {
    setView({ year: date.year, month: date.month });
    setCursor(date.day);
    setFocusRequested(focus);
  }

  function select(date: BirthdayValue) {
    activate(date, false);
    onChange(date);
  }

  const monthLabel = formatDate(language, Date.UTC(view.year, view.month - 1, 15), {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const chosen = value
    ? formatDate(language, Date.UTC(value.year, value.month - 1, value.day, 12), {
        dateStyle: 'long',
        timeZone: 'UTC',
      })
    : '';

  return (
    <fieldset
      className={`field birthday-picker${error ? ' field-invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{t`Birthday`}</legend>
      <div className="calendar">
        <div className="calendar-head">
          <button
            type="button"
            className="calendar-nav"
            onClick={() => step(-1)}
            disabled={view.year === MIN_YEAR && view.month === 1}
            aria-label={t`Previous month`}
          >
            ‹
          </button>
          <select
            name="birthdayYear"
            value={view.year}
            onChange={(e) => show({ ...view, year: Number(e.target.value) })}
            aria-label={t`Year`}
            aria-invalid={error ? true : undefined}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
          <select
            name="birthdayMonth"
            value={view.month}
            onChange={(e) => show({ ...view, month: Number(e.target.value) })}
            aria-label={t`Month`}
          >
            {months.map((name, i) => (
              <option key={name} value={i + 1} disabled={view.year === today.year && i + 1 > today.month}>
                {name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="calendar-nav"
            onClick={() => step(1)}
            disabled={isCurrentMonth}
            aria-label={t`Next month`}
          >
            ›
          </button>
        </div>
        <span id={labelId} className="visually-hidden" aria-live="polite">
          {monthLabel}
        </span>
        <CalendarGrid
          view={view}
          selected={value}
          activeDay={activeDay}
          today={today}
          labelId={labelId}
          onActivate={activate}
          onSelect={select}
          focusRequested={focusRequested}
        />
      </div>
      {value ? (
        <p className="birthday-value" data-testid="birthday-value">
          {t`Birthday: ${chosen}`}
        </p>
      ) : error ? null : (
        <p className="field-hint">{t`Pick the year, the month, then the day`}</p>
      )}
      {error ? (
        <p className="field-error" role="alert" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
