import { MINUTES_PER_DAY, MINUTES_PER_HOUR, YESTERDAY_END_MINUTES } from './presence';

/**
 * Number, clock and post-time rules of §4, pure and locale-free: the page turns the kinds into
 * translated text. Online status text lives in protocol/presence.ts and shares its thresholds.
 */

const UNITS = [
  { size: 1e9, unit: 'B' },
  { size: 1e6, unit: 'M' },
  { size: 1e3, unit: 'K' },
] as const;

/**
 * Numbers shorten with K, M, B (§4): one decimal, cut (never rounded up, so 999 999 is 999.9K, not
 * 1000K), a trailing .0 dropped. Below 1000 the whole number; negatives, NaN and infinity show 0.
 */
export function shortenNumber(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  for (const { size, unit } of UNITS) {
    if (n >= size) {
      const tenths = Math.floor((n / size) * 10 + 1e-9);
      return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}${unit}`;
    }
  }
  return String(Math.floor(n));
}

/** Video seconds as mm:ss (§4); minutes go past 59 (75:05); negatives and NaN show 00:00. */
export function formatClock(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const mm = Math.floor(s / 60);
  const ss = s % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** Post time kinds of §4. */
export const POST_TIME_KINDS = ['justNow', 'minutes', 'hours', 'yesterday', 'date', 'fullDate'] as const;
export type PostTimeKind = (typeof POST_TIME_KINDS)[number];

/** A year or more after posting, the date shows its year. */
export const FULL_DATE_AFTER_MINUTES = 365 * MINUTES_PER_DAY;

export interface PostTime {
  kind: PostTimeKind;
  /** Whole minutes (minutes), whole hours (hours), else 0. */
  value: number;
}

/**
 * The §4 post time of something posted at `postedAt`, seen at `now` (epoch ms): just now (under a
 * minute), minutes ago (under an hour), hours ago (under 24 h), yesterday with the time (24 h to
 * under 48 h, the thresholds of the online status), the date without year (under a year), the
 * full date with the year after a year or more. A time in the future (clock skew) is "just now".
 */
export function postTime(postedAt: number, now: number): PostTime {
  const minutes = (now - postedAt) / 60_000;
  if (!Number.isFinite(minutes) || minutes < 1) return { kind: 'justNow', value: 0 };
  if (minutes < MINUTES_PER_HOUR) return { kind: 'minutes', value: Math.floor(minutes) };
  if (minutes < MINUTES_PER_DAY) return { kind: 'hours', value: Math.floor(minutes / MINUTES_PER_HOUR) };
  if (minutes < YESTERDAY_END_MINUTES) return { kind: 'yesterday', value: 0 };
  if (minutes < FULL_DATE_AFTER_MINUTES) return { kind: 'date', value: 0 };
  return { kind: 'fullDate', value: 0 };
}
