import { z } from 'zod';

import { LINEUP_MAX, MATCH_EVENT_KINDS, MATCH_SIDES } from './matchEventsConstants';

export * from './matchEventsConstants';

// The schemas of match events and line-ups; kinds, sides and the pure helpers are in
// protocol/matchEventsConstants.ts.

const playerName = z.string().trim().min(1).max(60);
const shirtNumber = z.number().int().min(0).max(99);

export const matchEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MATCH_EVENT_KINDS),
  side: z.enum(MATCH_SIDES).nullable(),
  /** Half, quarter, set, inning or map (1-based). */
  period: z.number().int(),
  /** Match clock: football counts on over the halves (a second-half goal is past 45), others per period. */
  minute: z.number().int(),
  second: z.number().int(),
  /** When it happened (epoch ms): the moment of the stream that shows it. */
  at: z.number(),
  player: z.string().nullable(),
  number: z.number().int().nullable(),
  /** Substitution: the player who went off. */
  playerOut: z.string().nullable(),
  /** Points of a `score` event (runs, maps), else null. */
  points: z.number().int().nullable(),
  /** The §4 display score right after the event (home, away). */
  score: z.tuple([z.number().int(), z.number().int()]).nullable(),
});
export type MatchEvent = z.infer<typeof matchEventSchema>;

export const lineupPlayerSchema = z.object({
  name: playerName,
  number: shirtNumber,
  /** Position code: GK DF MF FW (football), PG SG SF PF C (basketball), or the feed's own, up to 4 letters. */
  position: z.string().regex(/^[A-Z]{1,4}$/),
  starter: z.boolean(),
});
export type LineupPlayer = z.infer<typeof lineupPlayerSchema>;

export const lineupSideSchema = z.array(lineupPlayerSchema).min(1).max(LINEUP_MAX);
export const lineupsSchema = z.object({
  home: z.array(lineupPlayerSchema),
  away: z.array(lineupPlayerSchema),
});
export type Lineups = z.infer<typeof lineupsSchema>;
