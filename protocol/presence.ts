/**
 * Online status text of §4, as a pure function the page and the server share: online; minutes ago
 * (under 60 min); hours ago (under 24 h); yesterday (1440 to under 2880 min); recently (under
 * 43200 min, 30 days); otherwise long offline. The page turns the kind (and its value) into text.
 */
export const ONLINE_STATUS_KINDS = [
  'online',
  'minutes',
  'hours',
  'yesterday',
  'recently',
  'longAgo',
] as const;
export type OnlineStatusKind = (typeof ONLINE_STATUS_KINDS)[number];

export const MINUTES_PER_HOUR = 60;
export const MINUTES_PER_DAY = 1440;
export const YESTERDAY_END_MINUTES = 2880;
export const RECENTLY_END_MINUTES = 43200;

/**
 * The kind of §4 status for a user last active `minutesAgo` minutes ago. 0 (or less) means online
 * now; null, NaN or infinity mean never seen, which reads as long offline.
 */
export function onlineStatusKind(minutesAgo: number | null | undefined): OnlineStatusKind {
  if (minutesAgo === null || minutesAgo === undefined || !Number.isFinite(minutesAgo)) return 'longAgo';
  if (minutesAgo <= 0) return 'online';
  if (minutesAgo < MINUTES_PER_HOUR) return 'minutes';
  if (minutesAgo < MINUTES_PER_DAY) return 'hours';
  if (minutesAgo < YESTERDAY_END_MINUTES) return 'yesterday';
  if (minutesAgo < RECENTLY_END_MINUTES) return 'recently';
  return 'longAgo';
}

/** The kind plus the number its text shows: whole minutes (at least 1) or whole hours; else 0. */
export function onlineStatus(minutesAgo: number | null | undefined): {
  kind: OnlineStatusKind;
  value: number;
} {
  const kind = onlineStatusKind(minutesAgo);
  const m = minutesAgo ?? 0;
  if (kind === 'minutes') return { kind, value: Math.max(1, Math.floor(m)) };
  if (kind === 'hours') return { kind, value: Math.floor(m / MINUTES_PER_HOUR) };
  return { kind, value: 0 };
}

/**
 * Minutes since a user was last active, as the server reports it: 0 when online now, at least 1
 * once offline (a user who left 20 s ago is "1 minute ago", not "online"), null when never seen.
 */
export function minutesSince(lastActiveAt: number | null, now: number, online: boolean): number | null {
  if (online) return 0;
  if (lastActiveAt === null) return null;
  return Math.max(1, Math.floor((now - lastActiveAt) / 60_000));
}
