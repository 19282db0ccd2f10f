import { z } from 'zod';

import {
  FEED_STATUSES,
  isSportId,
  localisedNames,
  periodScores,
  streamUrlSchema,
  vbScoresSchema,
} from './match';
import { lineupSideSchema, MATCH_EVENT_KINDS, MATCH_SIDES, NEUTRAL_EVENT_KINDS } from './matchEvents';

/**
 * The match-data feed the importer reads (file or URL), documented in protocol/MATCH_FEED.md.
 * The document is checked as a whole first (version, source, generatedAt, five arrays); then each
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

/**
 * What happened in a match (protocol/matchEvents.ts). `at`: when it happened (the moment of the
 * stream); without it, kickoff + minute:second. Goals, cards, subs, kicks and scores need a side.
 */
export const feedEvent = z
  .object({
    id: externalId,
    matchId: externalId,
    kind: z.enum(MATCH_EVENT_KINDS),
    side: z.enum(MATCH_SIDES).nullable().default(null),
    period: z.number().int().min(1).max(20).default(1),
    minute: z.number().int().min(0).max(300),
    second: z.number().int().min(0).max(59).default(0),
    at: feedTime.nullable().default(null),
    player: z.string().trim().min(1).max(60).nullable().default(null),
    number: z.number().int().min(0).max(99).nullable().default(null),
    playerOut: z.string().trim().min(1).max(60).nullable().default(null),
    points: z.number().int().min(1).max(99).nullable().default(null),
  })
  .refine((e) => NEUTRAL_EVENT_KINDS.includes(e.kind) || e.side !== null, {
    message: 'sideRequired',
    path: ['side'],
  });
export type FeedEvent = z.output<typeof feedEvent>;

/** One side's line-up of a match; a later document replaces it whole. */
export const feedLineup = z.object({
  matchId: externalId,
  side: z.enum(MATCH_SIDES),
  players: lineupSideSchema,
});
export type FeedLineup = z.output<typeof feedLineup>;

export const feedDocument = z.object({
  version: z.literal(FEED_VERSION),
  /** Names the feed; external ids are unique within a source. */
  source: z.string().regex(/^[a-z0-9_-]{1,32}$/),
  generatedAt: feedTime,
  leagues: z.array(z.unknown()).max(FEED_ROWS_MAX).default([]),
  teams: z.array(z.unknown()).max(FEED_ROWS_MAX).default([]),
  matches: z.array(z.unknown()).max(FEED_ROWS_MAX).default([]),
  events: z.array(z.unknown()).max(FEED_ROWS_MAX).default([]),
  lineups: z.array(z.unknown()).max(FEED_ROWS_MAX).default([]),
});

export const FEED_SECTIONS = ['leagues', 'teams', 'matches', 'events', 'lineups'] as const;
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
  events: FeedCounts;
  lineups: FeedCounts;
  broken: BrokenRow[];
}
