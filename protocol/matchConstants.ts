/**
 * Matches (§1, §3, §4) without zod, what the page imports: sports, the columns (raceType), the richer
 * feed status kept in data and the seven display statuses of §4, team-image domains. The shapes the
 * match calls answer with are in protocol/match.ts, which re-exports this module.
 */

/** Sports by sportId. 1, 2, 3 and 10 are the §3 sport type codes; baseball and esports are ours. */
export const SportId = {
  Football: 1,
  Basketball: 2,
  Tennis: 3,
  Baseball: 4,
  Esports: 5,
  Volleyball: 10,
} as const;
export type SportId = (typeof SportId)[keyof typeof SportId];
export const SPORT_IDS: readonly SportId[] = Object.values(SportId);

export function isSportId(value: number): value is SportId {
  return (SPORT_IDS as readonly number[]).includes(value);
}

/** Match columns (/match/{column}): raceType 0 is "Hot" (hot matches of every sport), else a sportId. */
export const HOT_RACE_TYPE = 0;
export const RACE_TYPES: readonly number[] = [HOT_RACE_TYPE, ...SPORT_IDS];

export function isRaceType(value: number): boolean {
  return RACE_TYPES.includes(value);
}

/**
 * §3 sport type codes for team-image domains: 1 football, 2 basketball, 3 tennis, 10 volleyball.
 * Other sports share one domain. Generated badges are served by our own server under TEAM_IMAGE_BASE.
 */
export const TEAM_IMAGE_DOMAINS: Readonly<Record<number, string>> = {
  1: 'football',
  2: 'basketball',
  3: 'tennis',
  10: 'volleyball',
};
export const TEAM_IMAGE_OTHER = 'other';
export const TEAM_IMAGE_BASE = '/media/team';

export function teamImageDomain(sportId: number): string {
  return TEAM_IMAGE_DOMAINS[sportId] ?? TEAM_IMAGE_OTHER;
}

/** The logo a team shows: its own http(s) logo, else our generated badge in the sport's domain. */
export function teamLogoUrl(sportId: number, teamId: number, logo: string | null): string {
  if (logo && /^https?:\/\//i.test(logo)) return logo;
  return `${TEAM_IMAGE_BASE}/${teamImageDomain(sportId)}/${teamId}.svg`;
}

/**
 * Statuses seen in feeds (product notes), kept in data. Sports without halves use `inPlay` and
 * `break` with the period number (quarter, set, inning, map) beside the status.
 */
export const FEED_STATUSES = [
  'scheduled',
  'tbd',
  'delayed',
  'firstHalf',
  'halfTime',
  'secondHalf',
  'breakBeforeExtraTime',
  'extraTime',
  'penalties',
  'inPlay',
  'break',
  'interrupted',
  'suspended',
  'finished',
  'finishedAfterExtraTime',
  'finishedAfterPenalties',
  'awarded',
  'postponed',
  'cancelled',
  'abandoned',
] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

/** The seven display statuses of §4. */
export const MATCH_STATUSES = [
  'notStarted',
  'live',
  'ended',
  'postponed',
  'interrupted',
  'abandoned',
  'tbd',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

const DISPLAY: Record<FeedStatus, MatchStatus> = {
  scheduled: 'notStarted',
  delayed: 'notStarted',
  tbd: 'tbd',
  firstHalf: 'live',
  halfTime: 'live',
  secondHalf: 'live',
  breakBeforeExtraTime: 'live',
  extraTime: 'live',
  penalties: 'live',
  inPlay: 'live',
  break: 'live',
  interrupted: 'interrupted',
  suspended: 'interrupted',
  finished: 'ended',
  finishedAfterExtraTime: 'ended',
  finishedAfterPenalties: 'ended',
  awarded: 'ended',
  postponed: 'postponed',
  // A cancelled match is not played at all: shown with the cut-short ones.
  cancelled: 'abandoned',
  abandoned: 'abandoned',
};

/** The §4 display status of a feed status. */
export function displayStatus(feed: FeedStatus): MatchStatus {
  return DISPLAY[feed];
}

/** Tabs of the match lists: which display statuses each shows. */
export const MATCH_LIST_FILTERS = ['all', 'live', 'upcoming', 'finished'] as const;
export type MatchListFilter = (typeof MATCH_LIST_FILTERS)[number];
export const FILTER_STATUSES: Record<MatchListFilter, readonly MatchStatus[]> = {
  all: MATCH_STATUSES,
  live: ['live', 'interrupted'],
  upcoming: ['notStarted', 'tbd', 'postponed'],
  finished: ['ended', 'abandoned'],
};

/** A match can be booked until it starts (§4 reservations); live or over, it cannot. */
export const BOOKABLE_STATUSES: readonly MatchStatus[] = FILTER_STATUSES.upcoming;
/** Over for good: such matches no longer count as held reservations. */
export const FINAL_STATUSES: readonly MatchStatus[] = FILTER_STATUSES.finished;

export function isBookable(status: MatchStatus): boolean {
  return BOOKABLE_STATUSES.includes(status);
}

/** A live match whose feed stalls for longer than this is suspect (product notes: ~30 s). */
export const FEED_STALE_MS = 30_000;

/** True when a feed-driven live match has not been updated for FEED_STALE_MS. */
export function isFeedStale(status: MatchStatus, feedUpdatedAt: number | null, now: number): boolean {
  return status === 'live' && feedUpdatedAt !== null && now - feedUpdatedAt > FEED_STALE_MS;
}

/** Stream URLs are http(s) only (HLS over the web); anything else is refused with rule `httpUrl`. */
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
