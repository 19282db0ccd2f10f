import { z } from 'zod';

import { anchorTypeField } from './anchor';
import { pageFields, pageOf } from './pagination';

/**
 * Going live (§2 /user/configuration and /user/datas; §3 live room, live history row, monthly stats).
 * An anchor's encoder pushes RTMP to the push address with the live code as the stream name; the
 * ingest checks the code, remuxes to HLS (no transcoding) and the room goes live by itself. The
 * room goes offline when the encoder stops or sends nothing for LIVE_STALL_S seconds.
 */

/** Random bytes of a live code: 192 bits, written as 32 base64url characters. */
export const LIVE_CODE_BYTES = 24;
export const LIVE_CODE_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** RTMP application every push goes to: rtmp://host:port/live/<live code>. */
export const LIVE_APP = 'live';
/** A publish that sends nothing for this long is cut and the room goes offline. */
export const LIVE_STALL_S = 10;

/** Limits of the live room fields (§3 Live room). */
export const LIVE_ROOM_LIMITS = { roomName: 30, title: 40, intro: 500, notice: 200 } as const;

/** How the site ingests streams: in the server (embedded), by a media server's webhooks (external), or not at all. */
export const INGEST_MODES = ['embedded', 'external', 'off'] as const;
export type IngestMode = (typeof INGEST_MODES)[number];
/** Why ingest is unavailable: no ffmpeg found, ingest switched off, or the RTMP port could not be opened. */
export const INGEST_PROBLEMS = ['noFfmpeg', 'disabled', 'portUnavailable'] as const;
export type IngestProblem = (typeof INGEST_PROBLEMS)[number];

export const ingestStatusSchema = z.object({
  mode: z.enum(INGEST_MODES),
  available: z.boolean(),
  problem: z.enum(INGEST_PROBLEMS).nullable(),
});
export type IngestStatus = z.infer<typeof ingestStatusSchema>;

/** anchor_house_config_details: the anchor's own room, push address and live code. */
export const houseConfigSchema = z.object({
  roomName: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  intro: z.string(),
  notice: z.string(),
  anchorType: z.number().int(),
  /** The room's page: /#/anchor/room/<uid> on this site. */
  roomUrl: z.string(),
  /** The HLS playlist viewers play now (null while offline). */
  playUrl: z.string().nullable(),
  /** The encoder's server URL, e.g. rtmp://host:1935/live (null when ingest is unavailable). */
  pushUrl: z.string().nullable(),
  /** The stream key (only ever sent to its anchor). */
  liveCode: z.string(),
  liveCodeCreatedAt: z.number(),
  live: z.boolean(),
  liveSince: z.number().nullable(),
  /** True while the room plays a real stream from the encoder (false for the demo channels). */
  streaming: z.boolean(),
  ingest: ingestStatusSchema,
});
export type HouseConfig = z.infer<typeof houseConfigSchema>;

const text = (max: number) => z.string().trim().max(max);
/** anchor_house_config_details_update: every field of the form at once. */
export const houseConfigUpdateRequest = z.strictObject({
  roomName: text(LIVE_ROOM_LIMITS.roomName).min(1),
  title: text(LIVE_ROOM_LIMITS.title).min(1),
  cover: z.string().max(500).nullable(),
  intro: text(LIVE_ROOM_LIMITS.intro),
  notice: text(LIVE_ROOM_LIMITS.notice),
  anchorType: anchorTypeField.min(1),
});
export type HouseConfigUpdate = z.infer<typeof houseConfigUpdateRequest>;

/** live_code_reset: a new code; the old one stops at once and a stream on it is cut. */
export const liveCodeResetResponse = z.object({
  liveCode: z.string(),
  liveCodeCreatedAt: z.number(),
  /** True when a live stream on the old code was cut. */
  cut: z.boolean(),
});

/** Live history row (§3): one per day the anchor was live. */
export const liveHistoryRowSchema = z.object({
  /** YYYY-MM-DD in the site's time zone. */
  day: z.string(),
  /** Popularity peak: the most viewers in the room at once that day. */
  peakViewers: z.number().int(),
  liveSeconds: z.number().int(),
  sessions: z.number().int(),
});
export type LiveHistoryRow = z.infer<typeof liveHistoryRowSchema>;
export const liveHistoryRequest = z.strictObject({ ...pageFields });
export const liveHistoryPage = pageOf(liveHistoryRowSchema);

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const liveStatsRequest = z.strictObject({
  month: z.string().regex(MONTH_PATTERN, { message: 'month' }),
});
/** Monthly stats (§3): total live duration and the most frequent category. */
export const liveStatsSchema = z.object({
  month: z.string(),
  liveSeconds: z.number().int(),
  days: z.number().int(),
  sessions: z.number().int(),
  peakViewers: z.number().int(),
  /** The anchor column streamed most often that month (null when not live that month). */
  topAnchorType: z.number().int().nullable(),
  /** Months with data, newest first (for the month picker). */
  months: z.array(z.string()),
});
export type LiveStats = z.infer<typeof liveStatsSchema>;

/** The first playlist of a stream: /live/<anchor uid>/<session id>/index.m3u8 on this site. */
export function livePlayPath(anchorId: number, sessionId: number): string {
  return `/live/${anchorId}/${sessionId}/index.m3u8`;
}

/** The live code hidden but for its last four characters. */
export function maskLiveCode(code: string): string {
  return '•'.repeat(Math.max(0, code.length - 4)) + code.slice(-4);
}
