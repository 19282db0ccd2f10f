/** Calendar arithmetic of the birthday picker, in UTC so the local zone cannot shift a day. */

export interface YearMonth {
  year: number;
  /** 1 = January. */
  month: number;
}

export const MIN_YEAR = 1900;

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * The weeks of a month as rows of seven cells (day number or null), the first column being
 * `firstDay` as Intl weekInfo counts it (1 = Monday ... 7 = Sunday).
 */
export function monthWeeks(ym: YearMonth, firstDay: number): (number | null)[][] {
  const lead = (weekdayOf(ym.year, ym.month, 1) - (firstDay % 7) + 7) % 7;
  const cells: (number | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= daysInMonth(ym); d++) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The date `delta` days away, as year/month/day. */
export function addDays(
  year: number,
  month: number,
  day: number,
  delta: number,
): { year: number; month: number; day: number } {
  const d = new Date(Date.UTC(year, month - 1, day + delta));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The same day `delta` months away, clamped to the last day of the target month. */
export function addMonths(
  year: number,
  month: number,
  day: number,
  delta: number,
): { year: number; month: number; day: number } {
  const index = year * 12 + (month - 1) + delta;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return { ...target, day: Math.min(day, daysInMonth(target)) };
}

/** Compares two dates: negative, zero or positive. */
export function compareDates(
  a: { year: number; month: number; day: number },
  b: { year: number; month: number; day: number },
): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function todayParts(now = new Date()): { year: number; month: number; day: number } {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
