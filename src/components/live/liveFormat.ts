/** Pure helpers of the live data page: durations in hours and minutes, months of the picker. */

/** A duration as whole hours and minutes (rounded to the minute); `underAMinute` for 1-29 s. */
export function splitDuration(seconds: number): { hours: number; minutes: number; underAMinute: boolean } {
  const total = Math.round(Math.max(0, seconds) / 60);
  return { hours: Math.floor(total / 60), minutes: total % 60, underAMinute: total === 0 && seconds > 0 };
}

/** 'YYYY-MM' of a date in the browser's time zone. */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The months of the picker, newest first: those with data and the current one. */
export function monthChoices(months: readonly string[], current: string): string[] {
  return [...new Set([current, ...months])].sort().reverse();
}

/** The middle of a 'YYYY-MM' month in UTC (to name it in any language and time zone), or null. */
export function monthDate(month: string): Date | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 15)) : null;
}

/** A 'YYYY-MM-DD' day at UTC midnight (shown with timeZone UTC so it never moves a day). */
export function dayDate(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
