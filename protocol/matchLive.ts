import { z } from 'zod';

import {
  FEED_STATUSES,
  localisedNames,
  MATCH_STATUSES,
  periodScores,
  sideScoreSchema,
  vbScoresSchema,
} from './match';
import { matchEventSchema } from './matchEvents';
import { MATCH_SUBSCRIPTIONS_MAX } from './matchLiveConstants';

export * from './matchLiveConstants';

// The schemas of the live updates; channel, event and limits are in protocol/matchLiveConstants.ts.

/** §3 match status notification, ready for the page and for push type 5 (names keyed by language). */
export const matchNotificationSchema = z.object({
  matchId: z.number().int(),
  /** 1 started (shown 0-0), 2 ended, 3 first half ended (protocol/matchScore.ts MatchNotice). */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  sportId: z.number().int(),
  homeName: localisedNames,
  awayName: localisedNames,
  leagueMatchName: localisedNames,
  homeScore: periodScores,
  awayScore: periodScores,
  vbScores: vbScoresSchema.nullable(),
});
export type MatchNotification = z.infer<typeof matchNotificationSchema>;

export const matchUpdateSchema = z.object({
  matchId: z.number().int(),
  /** Per match, +1 on every change: drop an update whose version is not above the one shown. */
  version: z.number().int(),
  sportId: z.number().int(),
  kickoffAt: z.number(),
  feedStatus: z.enum(FEED_STATUSES),
  status: z.enum(MATCH_STATUSES),
  period: z.number().int(),
  periodStartedAt: z.number().nullable(),
  homeScore: periodScores,
  awayScore: periodScores,
  vbScores: vbScoresSchema.nullable(),
  score: z.tuple([sideScoreSchema, sideScoreSchema]),
  /** Set when the change is one of the §4 notification moments. */
  notification: matchNotificationSchema.nullable(),
  /** Events recorded with this change (goals, cards, period ends...); absent or empty when none. */
  events: z.array(matchEventSchema).optional(),
  /** When the change happened (epoch ms). */
  at: z.number(),
});
export type MatchUpdate = z.infer<typeof matchUpdateSchema>;

/**
 * One state of a match, in force from `at` (epoch ms: the moment of the stream that shows it) until
 * the next one: the history the synced views replay (protocol/matchTimeline.ts). A live update is a
 * moment too (same fields).
 */
export const matchMomentSchema = matchUpdateSchema.pick({
  version: true,
  at: true,
  feedStatus: true,
  status: true,
  period: true,
  periodStartedAt: true,
  homeScore: true,
  awayScore: true,
  vbScores: true,
  score: true,
});
export type MatchMoment = z.infer<typeof matchMomentSchema>;

/** Data of SUBSCRIBE_MATCHES_FUNC (an empty list unsubscribes); guests may call it. */
export const subscribeMatchesData = z.strictObject({
  matchIds: z.array(z.number().int().positive()).max(MATCH_SUBSCRIPTIONS_MAX),
});
export const subscribeMatchesReply = z.object({ matchIds: z.array(z.number().int()) });
