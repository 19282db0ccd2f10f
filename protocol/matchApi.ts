import { z } from 'zod';

import {
  anchorCardSchema,
  isRaceType,
  isSportId,
  MATCH_LIST_FILTERS,
  matchCardSchema,
  matchDetailSchema,
  streamUrlSchema,
} from './match';
import { matchEndpoints as e } from './matchEndpoints';
import { lineupsSchema, matchEventSchema } from './matchEvents';
import { matchMomentSchema } from './matchLive';
import { reservationTypeSchema } from './matchReservation';
import { pageFields, pageOf } from './pagination';

/** Summaries and schemas of the calls of protocol/matchEndpoints.ts, spread into protocol/api.ts. */
const empty = z.strictObject({});
export const matchIdField = z.number().int().positive().max(2_147_483_647);
/** A known column (protocol/match.ts RACE_TYPES); anything else is refused with rule `raceType`. */
export const raceTypeField = z
  .number()
  .int()
  .refine((v) => isRaceType(v), { message: 'raceType' });

export const matchListRequest = z.strictObject({
  raceType: raceTypeField,
  status: z.enum(MATCH_LIST_FILTERS).default('all'),
  /** Only hot matches (the Hot column, raceType 0, always is). */
  hot: z.boolean().optional(),
  trending: z.boolean().optional(),
  ...pageFields,
});
export const matchPage = pageOf(matchCardSchema);

export const appointRequest = z.strictObject({
  matchId: matchIdField,
  type: reservationTypeSchema.default(1),
  action: z.enum(['book', 'cancel']).default('book'),
  /** The caller agreed to cancel the held bookings within 2 hours (refusal 5002 named them). */
  replace: z.boolean().default(false),
});
export const appointResponse = z.object({
  matchId: z.number().int(),
  reserved: z.boolean(),
  type: z.number().int().nullable(),
  /** Matches whose booking this call cancelled (with `replace`). */
  cancelled: z.array(z.number().int()),
});

export const reservationSchema = z.object({
  matchId: z.number().int(),
  type: z.number().int(),
  createdAt: z.number(),
  /** When the in-page reminder shows: 5 minutes before kickoff. */
  remindAt: z.number(),
  match: matchCardSchema,
});

export const libraryColumnSchema = z.object({
  raceType: z.number().int(),
  name: z.string(),
  num: z.number().int(),
});
export const libraryRequest = z.strictObject({ raceType: raceTypeField, ...pageFields });
export const libraryItemSchema = matchCardSchema.extend({ reservationType: z.number().int().nullable() });

export const showMatchRequest = z.strictObject({
  sportId: z
    .number()
    .int()
    .refine((v) => isSportId(v), { message: 'sportId' }),
  matchId: matchIdField,
});
export const matchIdRequest = z.strictObject({ matchId: matchIdField });
export const raceImInfoResponse = z.object({ wsUrl: z.string(), roomID: z.string() });

/**
 * web_match_details and show/match: the detail plus what happened (events in time order) and the
 * line-ups (football and basketball when known, else null).
 */
export const matchDetailsResponse = matchDetailSchema.extend({
  events: z.array(matchEventSchema),
  lineups: lineupsSchema.nullable(),
  /**
   * The match's states since before kickoff, in effect order (protocol/matchTimeline.ts, at most
   * MOMENTS_MAX, the newest): the synced views show the one in force at the moment of the video.
   */
  moments: z.array(matchMomentSchema),
});
export type MatchDetails = z.infer<typeof matchDetailsResponse>;

export const homeColumnSchema = z.object({
  raceType: z.number().int(),
  name: z.string(),
  matches: z.array(matchCardSchema),
});
export const homeInfoSchema = z.object({
  results: z.array(matchCardSchema),
  liveCount: z.number().int(),
  upcomingCount: z.number().int(),
  anchorsLive: z.number().int(),
});

export const searchRequest = z.strictObject({ keyword: z.string().trim().min(1).max(50), ...pageFields });
export const searchResponse = z.object({ matches: matchPage, anchors: z.array(anchorCardSchema) });

export const matchStreamRequest = z.strictObject({
  matchId: matchIdField,
  streamUrl: streamUrlSchema.nullable(),
});
export const matchStreamResponse = z.object({ matchId: z.number().int(), streamUrl: z.string().nullable() });

export const matchApi = {
  matchList: {
    ...e.matchList,
    summary: 'Matches of a column by status, hot and trending, paged',
    request: matchListRequest,
    response: matchPage,
  },
  matchAppoint: {
    ...e.matchAppoint,
    summary: 'Book or cancel a match (reservation rules of §4)',
    request: appointRequest,
    response: appointResponse,
  },
  matchReservations: {
    ...e.matchReservations,
    summary: 'My held reservations, soonest first',
    request: empty,
    response: z.array(reservationSchema),
  },
  raceDataColumnWithNum: {
    ...e.raceDataColumnWithNum,
    summary: 'Match library columns with their number of bookable matches',
    request: empty,
    response: z.array(libraryColumnSchema),
  },
  raceDataContentListPage: {
    ...e.raceDataContentListPage,
    summary: 'Match library: bookable matches of a column with my reserved state, paged',
    request: libraryRequest,
    response: pageOf(libraryItemSchema),
  },
  raceDataAppoint: {
    ...e.raceDataAppoint,
    summary: 'An anchor books a match to stream, or cancels',
    request: appointRequest,
    response: appointResponse,
  },
  showMatch: {
    ...e.showMatch,
    summary: 'Match page (target of match-status notifications)',
    request: showMatchRequest,
    response: matchDetailsResponse,
  },
  raceImInfo: {
    ...e.raceImInfo,
    summary: 'Chat-room socket address of a match',
    request: matchIdRequest,
    response: raceImInfoResponse,
  },
  matchDetails: {
    ...e.matchDetails,
    summary: 'Live match: scores, stream, anchors',
    request: matchIdRequest,
    response: matchDetailsResponse,
  },
  anchorRaceList: {
    ...e.anchorRaceList,
    summary: 'Anchors streaming a match',
    request: matchIdRequest,
    response: z.array(anchorCardSchema),
  },
  homeDetailsTop: {
    ...e.homeDetailsTop,
    summary: 'Home: popular matches',
    request: empty,
    response: z.array(matchCardSchema),
  },
  homeDetailsMiddle: {
    ...e.homeDetailsMiddle,
    summary: 'Home: live and upcoming matches per sport',
    request: empty,
    response: z.array(homeColumnSchema),
  },
  homeDetailsBottom: {
    ...e.homeDetailsBottom,
    summary: 'Home: recommended anchors',
    request: empty,
    response: z.array(anchorCardSchema),
  },
  homeInfoBottom: {
    ...e.homeInfoBottom,
    summary: 'Home: latest results and live counts',
    request: empty,
    response: homeInfoSchema,
  },
  matchSearch: {
    ...e.matchSearch,
    summary: 'Search matches (teams, leagues) and anchors',
    request: searchRequest,
    response: searchResponse,
  },
  adminMatchStream: {
    ...e.adminMatchStream,
    summary: 'Set or clear the stream URL of a match',
    request: matchStreamRequest,
    response: matchStreamResponse,
  },
} as const;
