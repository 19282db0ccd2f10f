import type { Language } from '../../../protocol/language';
import { formatDate } from '../../i18n/format';

const DAY_MS = 86_400_000;

/** Conversation list time: the hour today, the day this year, the full date before. */
export function listTime(lang: Language, at: number, now = Date.now()): string {
  if (at <= 0) return '';
  const date = new Date(at);
  const today = new Date(now);
  if (date.toDateString() === today.toDateString())
    return formatDate(lang, date, { hour: '2-digit', minute: '2-digit' });
  if (date.getFullYear() === today.getFullYear())
    return formatDate(lang, date, { month: 'short', day: 'numeric' });
  return formatDate(lang, date, { dateStyle: 'short' });
}

/** A separator above a message sent more than five minutes after the previous one. */
export function needsTimeSeparator(previous: number | undefined, current: number): boolean {
  return previous === undefined || current - previous > 5 * 60_000;
}

export function messageTime(lang: Language, at: number, now = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  if (sameDay) return formatDate(lang, at, { hour: '2-digit', minute: '2-digit' });
  const options: Intl.DateTimeFormatOptions =
    now - at < 365 * DAY_MS
      ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }
      : { dateStyle: 'medium', timeStyle: 'short' };
  return formatDate(lang, at, options);
}
