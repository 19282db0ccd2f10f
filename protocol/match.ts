import { z } from 'zod';

import { LANGUAGES } from './language';
import { FEED_STATUSES, HTTP_URL_PATTERN, MATCH_STATUSES } from './matchConstants';

export * from './matchConstants';

// The shapes the match calls answer with (§3, §4); sports, columns, statuses and team images are in
// protocol/matchConstants.ts.

/** Names keyed by language (league names, team names); the shown one follows the language, else en. */
export const localisedNames = z.partialRecord(z.enum(LANGUAGES), z.string().min(1).max(100));
export type LocalisedNames = z.infer<typeof localisedNames>;

/** Period scores (§3: JSON arrays); the layout per sport is described in protocol/matchScore.ts. */
export const periodScores = z.array(z.number().int().min(0).max(9999)).max(20);
/** Volleyball: `pt` holds the two point values the score shows (sets won, home then away). */
export const vbScoresSchema = z.object({
  pt: z.tuple([z.number().int().min(0).max(99), z.number().int().min(0).max(99)]),
});
export type VbScores = z.infer<typeof vbScoresSchema>;

export const teamSchema = z.object({ id: z.number().int(), name: z.string(), logo: z.string() });
export const leagueSchema = z.object({ id: z.number().int(), name: z.string() });
/** One side's shown score: the number and, for football after penalties, the bracketed value. */
export const sideScoreSchema = z.object({ value: z.number().int(), bracket: z.number().int().nullable() });

/** A match as every list shows it. Times are epoch milliseconds. */
export const matchCardSchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  raceType: z.number().int(),
  league: leagueSchema,
  home: teamSchema,
  away: teamSchema,
  kickoffAt: z.number(),
  status: z.enum(MATCH_STATUSES),
  feedStatus: z.enum(FEED_STATUSES),
  /** Half, quarter, set, inning or map in play (0 before the start). */
  period: z.number().int(),
  /** When the current period started (the page counts the match clock from it), else null. */
  periodStartedAt: z.number().nullable(),
  homeScore: periodScores,
  awayScore: periodScores,
  vbScores: vbScoresSchema.nullable(),
  /** The §4 score display, computed with protocol/matchScore.ts. */
  score: z.tuple([sideScoreSchema, sideScoreSchema]),
  hot: z.boolean(),
  trending: z.boolean(),
  /** Viewers (popularity); the page shortens it with K/M/B. */
  viewers: z.number().int(),
  /** Anchors streaming this match. */
  anchorCount: z.number().int(),
  hasStream: z.boolean(),
  /** A live match whose feed has not updated for FEED_STALE_MS: its score may be behind. */
  stale: z.boolean(),
  /** The caller booked it (false for guests). */
  reserved: z.boolean(),
  /** Grows with every change; a live update older than what the page holds is dropped. */
  version: z.number().int(),
});
export type MatchCard = z.infer<typeof matchCardSchema>;

/** An anchor streaming a match, or recommended on the home page. */
export const anchorCardSchema = z.object({
  uid: z.string(),
  appNumber: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** The live match this anchor streams now, if any. */
  liveMatchId: z.number().int().nullable(),
  viewers: z.number().int(),
});
export type AnchorCard = z.infer<typeof anchorCardSchema>;

/** The match page and the live page: the card plus the period table and the stream. */
export const matchDetailSchema = matchCardSchema.extend({
  leagueNames: localisedNames,
  /** The stream to play (http(s) HLS), or null when the match has none (yet). */
  streamUrl: z.string().nullable(),
  anchors: z.array(anchorCardSchema),
  /** Chat room of the match (rooms arrive with their issue). */
  roomID: z.string(),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

/** Stream URLs: http(s) only, refused with rule `httpUrl` (HTTP_URL_PATTERN). */
export const streamUrlSchema = z
  .string()
  .max(1000)
  .refine((v) => HTTP_URL_PATTERN.test(v), { message: 'httpUrl' });
