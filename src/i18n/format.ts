import { type Language, LANGUAGE_LOCALE } from '../../protocol/language';

/** Locale-aware formatting: dates, numbers and the first day of the week follow the language. */

/**
 * Formatters made once per language and options: building an Intl formatter costs far more than
 * formatting (a list of match cards formats a kick-off time per card; a profile of the home page
 * under Lighthouse's 4x CPU showed formatDate's constructions as its largest self time).
 */
const numberFormats = new Map<Language, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatNumber(lang: Language, value: number): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALE[lang]);
    numberFormats.set(lang, format);
  }
  return format.format(value);
}

export function formatDate(
  lang: Language,
  date: Date | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const key = `${lang} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALE[lang], options);
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/**
 * Makes the first date formatter of the page ahead of the first render that needs one: the first
 * Intl.DateTimeFormat of a page loads the time-zone data, one task of ~65 ms (~260 ms under
 * Lighthouse's 4x CPU) whatever its options; later ones cost ~3 ms. main.tsx calls it while the
 * page waits for its catalog, so the cards' render (a long task after the first paint) does not
 * carry it. Makes the formatter of the cards' kick-off (day and time).
 */
export function warmDateFormatting(lang: Language): void {
  formatDate(lang, 0, KICKOFF_TIME);
}

/** A kick-off this year on a card (components/match/useMatchText.ts); another year adds the year. */
export const KICKOFF_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** 1 = Monday ... 7 = Sunday, as Intl.Locale weekInfo; some locales start on Monday (§9). */
const WEEK_START: Record<Language, number> = { zh: 1, tw: 7, ind: 7, vie: 1, tha: 7, por: 7, hin: 7, en: 7 };

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

export function firstDayOfWeek(lang: Language): number {
  try {
    const locale = new Intl.Locale(LANGUAGE_LOCALE[lang]) as Intl.Locale & WeekInfoLocale;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info) return info.firstDay;
  } catch {
    // older engines: fall back to the table
  }
  return WEEK_START[lang];
}

/** Short weekday names starting at the locale's first day. */
export function weekdayNames(lang: Language): string[] {
  const first = firstDayOfWeek(lang) % 7; // 0 = Sunday
  const fmt = new Intl.DateTimeFormat(LANGUAGE_LOCALE[lang], { weekday: 'narrow' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    fmt.format(new Date(Date.UTC(2023, 0, 1 + ((first + i) % 7), 12))),
  );
}

/** Month names of the language, January first. */
export function monthNames(lang: Language): string[] {
  const fmt = new Intl.DateTimeFormat(LANGUAGE_LOCALE[lang], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => fmt.format(new Date(Date.UTC(2023, m, 15))));
}
