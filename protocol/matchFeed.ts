import { z } from 'zod';

import {
  FEED_STATUSES,
  isSportId,
  localisedNames,
  periodScores,
  streamUrlSchema,
  vbScoresSchema,
} from './match';

/**
 * The match-data feed the importer reads (file or URL), documented in protocol/MATCH_FEED.md.
 * The document is checked as a whole first (version, source, generatedAt, three arrays); then each
 * row on its own, so a broken row is reported and the others are imported.
 */
export const FEED_VERSION = 1;
/** At most this many rows per section (a feed is a snapshot of a few days of fixtures). */
export const FEED_ROWS_MAX = 20_000;

const externalId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/);
/** Epoch milliseconds or an ISO 8601 date-time with an offset; both read as epoch ms. */
export const feedTime = z
  .union([z.number().int().min(0).max(8.64e15), z.iso.datetime({ offset: true })])
  .transform((v) => (typeof v === 'number' ? v : Date.parse(v)));
const sportId = z
  .number()
  .int()
  .refine((v) => isSportId(v), { message: 'sportId' });
const names = localisedNames.refine((n) => Object.keys(n).length > 0, { message: 'names' });

export const feedLeague = z.object({
  id: externalId,
  sportId,
  names,
});
export type FeedLeague = z.output<typeof feedLeague>;

export const feedTeam = z.object({
  id: externalId,
  sportId,
  names,
  /** http(s) URL of the team's logo; without one our server draws a badge. */
  logo: streamUrlSchema.nullable().default(null),
});
export type FeedTeam = z.output<typeof feedTeam>;

export const feedMatch = z
  .object({
    id: externalId,
    sportId,
    leagueId: externalId,
    homeId: externalId,
    awayId: externalId,
    kickoffAt: feedTime,
    status: z.enum(FEED_STATUSES),
    period: z.number().int().min(0).max(20).default(0),
    periodStartedAt: feedTime.nullable().default(null),
    homeScore: periodScores.default([]),
    awayScore: periodScores.default([]),
    vbScores: vbScoresSchema.nullable().default(null),
    hot: z.boolean().default(false),
    trending: z.boolean().default(false),
    viewers: z.number().int().min(0).max(1e9).default(0),
    /** http(s) only (HLS); anything else makes the row broken. */
    streamUrl: streamUrlSchema.nullable().default(null),
    /** When the feed last changed this match; an older row never overwrites a newer one. */
    updatedAt: feedTime,
  })
  .refine((m) => m.homeId !== m.awayId, { message: 'sameTeams', path: ['awayId'] });
export type FeedMatch = z.output<typeof feedMatch>;

export const feedDocument = z.object({
  version: z.literal(FEED_VERSION),
  /** Names the feed; external ids are unique within a source. */
  source: z.string().regex(/^[a-z0-9_-]{1,32}$/),
  generatedAt: feedTime,
  leagues: z.array(z.unknown()).max(FEED_ROWS_MAX).default([]),
  teams: z.array(z.unknown()).max(FEED_ROWS_MAX).default([]),
  matches: z.array(z.unknown()).max(FEED_ROWS_MAX).default([]),
});

export const FEED_SECTIONS = ['leagues', 'teams', 'matches'] as const;
export type FeedSection = (typeof FEED_SECTIONS)[number];

export interface FeedCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface BrokenRow {
  section: FeedSection;
  index: number;
  /** The row's id when it had a readable one. */
  id: string | null;
  issues: { path: string; rule: string }[];
}

/** What one import did. `stale`: the whole document was older than the last one of its source. */
export interface FeedReport {
  source: string;
  generatedAt: number;
  stale: boolean;
  leagues: FeedCounts;
  teams: FeedCounts;
  matches: FeedCounts;
  broken: BrokenRow[];
}
