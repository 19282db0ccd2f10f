import { z } from 'zod';

import { ADMIN_REASON_MAX, adminListRequest, pageOf } from './adminTable';
import { FEED_STALE_MS, MATCH_STATUSES } from './matchConstants';
import { FEED_SECTIONS } from './matchFeed';
import { AUDIT_ACTIONS } from './roomModeration';

/**
 * The console's match data, live monitor and money (issue 20): feed status and import, the match
 * table (hot, stream URL through adminMatchStream), the simulator switch; the rooms live now with
 * their ingest, cutting a stream and resetting a live code, the room moderation audit; gifts and
 * red envelopes per day and the ledger's reconcile report.
 */

/** A live feed-driven match with no update for this long is listed as stale (the viewers' rule too). */
export const STALE_MATCH_MS = FEED_STALE_MS;
/** How many days the money page sums (today included). */
export const MONEY_DAYS = 30;

const username = z.string().trim().min(1).max(64);
const reason = z.string().trim().min(1).max(ADMIN_REASON_MAX);
/** A day as YYYY-MM-DD (UTC). */
const day = z.iso.date();

// ---- Match data ----

const counts = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export const feedRunSchema = z.object({
  at: z.number(),
  ok: z.boolean(),
  /** Why the run failed (the feed could not be read, or the document was refused). */
  error: z.string().nullable(),
  report: z
    .object({
      source: z.string(),
      generatedAt: z.number(),
      stale: z.boolean(),
      leagues: counts,
      teams: counts,
      matches: counts,
      events: counts,
      lineups: counts,
      broken: z.array(
        z.object({
          section: z.enum(FEED_SECTIONS),
          index: z.number().int(),
          id: z.string().nullable(),
          issues: z.array(z.object({ path: z.string(), rule: z.string() })),
        }),
      ),
    })
    .nullable(),
});
export type FeedRun = z.infer<typeof feedRunSchema>;

export const staleMatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(MATCH_STATUSES),
  feedUpdatedAt: z.number(),
});

export const feedStatusResponse = z.object({
  /** MATCH_FEED is set on this node. */
  configured: z.boolean(),
  staleAfterMs: z.number().int(),
  feeds: z.array(z.object({ source: z.string(), generatedAt: z.number(), importedAt: z.number() })),
  lastRun: feedRunSchema.nullable(),
  stale: z.array(staleMatchSchema),
  simulator: z.object({
    /** The switch every node follows. */
    on: z.boolean(),
    /** This node's simulator is ticking now. */
    runningHere: z.boolean(),
    simulatedMatches: z.number().int(),
  }),
});
export type FeedStatus = z.infer<typeof feedStatusResponse>;

export const feedImportResponse = z.object({ configured: z.boolean(), run: feedRunSchema.nullable() });

export const MATCH_SORTS = ['kickoff', 'id', 'updated'] as const;
export const MATCH_FILTERS = ['all', 'live', 'upcoming', 'over', 'hot', 'stale'] as const;
export const adminMatchListRequest = adminListRequest(MATCH_SORTS, {
  filter: z.enum(MATCH_FILTERS).default('all'),
});
export const adminMatchRow = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.number(),
  status: z.enum(MATCH_STATUSES),
  hot: z.boolean(),
  streamUrl: z.string().nullable(),
  /** Where its data comes from: the feed (external id), the simulator, or neither. */
  source: z.enum(['feed', 'simulator', 'manual']),
  stale: z.boolean(),
  updatedAt: z.number(),
});
export type AdminMatchRow = z.infer<typeof adminMatchRow>;
export const adminMatchListResponse = pageOf(adminMatchRow);

export const matchHotRequest = z.strictObject({ matchId: z.number().int().min(1), hot: z.boolean() });
export const matchHotResponse = z.object({ matchId: z.number().int(), hot: z.boolean() });

/** 'on' or 'off' (words, so that no stray boolean switches it). */
export const SIMULATOR_STATES = ['on', 'off'] as const;
export const simulatorRequest = z.strictObject({ state: z.enum(SIMULATOR_STATES) });
export const simulatorResponse = z.object({ on: z.boolean() });

// ---- Live monitor ----

export const LIVE_SORTS = ['viewers', 'liveSince'] as const;
export const liveRoomsRequest = adminListRequest(LIVE_SORTS);
export const ingestHealth = z.object({
  sessionId: z.number().int(),
  /** embedded (this site's RTMP ingest) or external (a media server). */
  source: z.string(),
  startedAt: z.number(),
  /** The ingest's last heartbeat (data received). */
  lastDataAt: z.number(),
  /** How long ago that was, when answered. */
  lastDataAgeMs: z.number(),
  /** Age of the newest HLS segment, null when the files are not on this node. */
  lastSegmentAgeMs: z.number().nullable(),
  /** From the newest segment's size and length, null when unknown. */
  bitrateKbps: z.number().nullable(),
  peakViewers: z.number().int(),
});
export const liveRoomRow = z.object({
  anchorId: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  roomID: z.string(),
  title: z.string(),
  liveSince: z.number(),
  viewers: z.number().int(),
  /** The demo channel played when the room has no stream of its own. */
  channel: z.string(),
  streamUrl: z.string().nullable(),
  /** Null for a room without ingest data (a demo channel, a manual sign). */
  ingest: ingestHealth.nullable(),
});
export type LiveRoomRow = z.infer<typeof liveRoomRow>;
export const liveRoomsResponse = pageOf(liveRoomRow);

export const liveCutRequest = z.strictObject({ username, reason });
export const liveCutResponse = z.object({ anchorId: z.number().int(), cut: z.boolean() });
export const liveCodeResetRequest = z.strictObject({ username, reason });
export const liveCodeResetResponse = z.object({
  anchorId: z.number().int(),
  createdAt: z.number(),
  cut: z.boolean(),
});

export const ROOM_AUDIT_SORTS = ['at'] as const;
export const roomAuditRequest = adminListRequest(ROOM_AUDIT_SORTS, {
  /** The room's anchor (username), empty for every room. */
  room: z.string().trim().max(64).default(''),
  /** Who acted (username), empty for anyone. */
  actor: z.string().trim().max(64).default(''),
  action: z.enum(AUDIT_ACTIONS).nullable().default(null),
  from: day.nullable().default(null),
  to: day.nullable().default(null),
}).refine((b) => !b.from || !b.to || b.from <= b.to, { message: 'dateRange', path: ['to'] });
const person = z.object({ id: z.number().int(), username: z.string(), nickname: z.string() });
export const roomAuditRow = z.object({
  id: z.number().int(),
  roomID: z.string(),
  /** The room's anchor, null for a match room. */
  room: person.nullable(),
  actor: person.nullable(),
  target: person.nullable(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: z.number(),
});
export type RoomAuditRow = z.infer<typeof roomAuditRow>;
export const roomAuditResponse = pageOf(roomAuditRow);

// ---- Money ----

export const moneyDailyRequest = z.strictObject({});
export const moneyDay = z.object({
  day: z.string(),
  gifts: z.number().int(),
  giftCoins: z.number(),
  envelopes: z.number().int(),
  envelopeCoins: z.number(),
});
export type MoneyDay = z.infer<typeof moneyDay>;
export const moneyDailyResponse = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(moneyDay),
  totals: moneyDay.omit({ day: true }),
});

export const reconcileCheck = z.object({
  name: z.string(),
  ok: z.boolean(),
  /** The rows that break it (at most RECONCILE_ROWS_MAX). */
  rows: z.array(z.record(z.string(), z.unknown())),
  more: z.number().int(),
});
export const reconcileResponse = z.object({
  ok: z.boolean(),
  at: z.number(),
  checks: z.array(reconcileCheck),
});
export type ReconcileReport = z.infer<typeof reconcileResponse>;
export const RECONCILE_ROWS_MAX = 50;
