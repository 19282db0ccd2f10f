import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';

import { LANGUAGE_LOCALE } from '../../../protocol/language';
import { firstDayOfWeek, formatDate, weekdayNames } from '../../i18n/format';
import { useStore } from '../../state/store';
import { addDays, addMonths, compareDates, MIN_YEAR, monthWeeks, type YearMonth } from './calendar';
import type { BirthdayValue } from '../profile/profileFieldValues';

interface Props {
  view: YearMonth;
  selected: BirthdayValue | null;
  /** The one day of the view that takes the Tab stop (roving tabindex). */
  activeDay: number;
  today: BirthdayValue;
  labelId: string;
  /** Moves the active day (possibly into another month); `focus` puts keyboard focus on it. */
  onActivate: (date: BirthdayValue, focus: boolean) => void;
  onSelect: (date: BirthdayValue) => void;
  /** Set by the picker when the last move came from the keyboard. */
  focusRequested: boolean;
}

const FIRST: BirthdayValue = { year: MIN_YEAR, month: 1, day: 1 };

/** A month of day buttons; arrows move by day and week, Home/End to the week's ends, PageUp/PageDown by month. */
export function CalendarGrid({
  view,
  selected,
  activeDay,
  today,
  labelId,
  onActivate,
  onSelect,
  focusRequested,
}: Props) {
  const { t } = useLingui();
  const { language } = useStore();
  const tableRef = useRef<HTMLTableElement>(null);
  const firstDay = firstDayOfWeek(language);
  const weeks = useMemo(() => monthWeeks(view, firstDay), [view, firstDay]);
  const narrow = useMemo(() => weekdayNames(language), [language]);
  const long = useMemo(() => {
    const fmt = new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], { weekday: 'long', timeZone: 'UTC' });
    return Array.from({ length: 7 }, (_, i) =>
      fmt.format(new Date(Date.UTC(2023, 0, 1 + ((firstDay + i) % 7), 12))),
    );
  }, [language, firstDay]);

  useEffect(() => {
    if (focusRequested)
      tableRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${activeDay}"]`)?.focus();
  }, [focusRequested, activeDay, view]);

  function clamp(date: BirthdayValue): BirthdayValue {
    if (compareDates(date, today) > 0) return today;
    if (compareDates(date, FIRST) < 0) return FIRST;
    return date;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: number) {
    const { year, month } = view;
    const row = weeks.findIndex((w) => w.includes(day));
    const pos = weeks[row]?.indexOf(day) ?? 0;
    const moves: Record<string, () => BirthdayValue> = {
      ArrowLeft: () => addDays(year, month, day, -1),
      ArrowRight: () => addDays(year, month, day, 1),
      ArrowUp: () => addDays(year, month, day, -7),
      ArrowDown: () => addDays(year, month, day, 7),
      Home: () => addDays(year, month, day, -pos),
      End: () => addDays(year, month, day, 6 - pos),
      PageUp: () => addMonths(year, month, day, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(year, month, day, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onActivate(clamp(move()), true);
  }

  return (
    <table className="calendar-grid" role="grid" aria-labelledby={labelId} ref={tableRef}>
      <thead>
        <tr>
          {narrow.map((name, i) => (
            <th key={long[i]} scope="col" abbr={long[i]}>
              <span aria-hidden="true">{name}</span>
              <span className="visually-hidden">{long[i]}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((day, i) => {
              if (day === null) return <td key={`x${i}`} />;
              const date = { ...view, day };
              const isSelected = selected !== null && compareDates(selected, date) === 0;
              const isToday = compareDates(today, date) === 0;
              return (
                <td key={day} role="gridcell" aria-selected={isSelected}>
                  <button
                    type="button"
                    className={`calendar-day${isSelected ? ' selected' : ''}${isToday ? ' today' : ''}`}
                    data-day={day}
                    data-testid={`birthday-day-${day}`}
                    tabIndex={day === activeDay ? 0 : -1}
                    disabled={compareDates(date, today) > 0}
                    // The whole date, with the day as the button shows it ("1", not "01": Indonesian's
                    // full date style pads it, and a name must hold the visible text).
                    aria-label={formatDate(language, Date.UTC(view.year, view.month - 1, day, 12), {
                      weekday: 'long',
                      day: 'numeric',
                      month: 'long',
                      year: 'numeric',
                      timeZone: 'UTC',
                    })}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={() => onSelect(date)}
                    onFocus={() => day !== activeDay && onActivate(date, false)}
                    onKeyDown={(e) => handleKeyDown(e, day)}
                    title={isToday ? t`Today` : undefined}
                  >
                    {day}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
