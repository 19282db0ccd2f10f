import { and, asc, eq, inArray } from 'drizzle-orm';

import type { LineupPlayer, Lineups, MatchEvent, MatchSide } from '../../../protocol/matchEvents';
import type { Db, Tx } from '../../db/client';
import { matchEvents, matchLineups } from '../../db/schema';

/** Reads and writes of match events and line-ups (tables match_events, match_lineups). */

export type EventRow = typeof matchEvents.$inferSelect;
export type EventValues = typeof matchEvents.$inferInsert;

export const sideNumber = (side: MatchSide | null): number | null =>
  side === null ? null : side === 'home' ? 0 : 1;
const sideName = (side: number | null): MatchSide | null =>
  side === null ? null : side === 0 ? 'home' : 'away';

export function presentEvent(row: EventRow): MatchEvent {
  return {
    id: row.id,
    kind: row.kind as MatchEvent['kind'],
    side: sideName(row.side),
    period: row.period,
    minute: row.minute,
    second: row.second,
    at: row.at.getTime(),
    player: row.player,
    number: row.number,
    playerOut: row.playerOut,
    points: row.points,
    score: row.score ?? null,
  };
}

/** The events of a match in time order. */
export async function eventsOf(db: Db, matchId: number): Promise<MatchEvent[]> {
  const rows = await db
    .select()
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.at), asc(matchEvents.id));
  return rows.map(presentEvent);
}

type LineupRow = typeof matchLineups.$inferSelect;

function toLineups(rows: LineupRow[]): Lineups | null {
  if (rows.length === 0) return null;
  const sorted = [...rows].sort((a, b) => a.side - b.side || a.slot - b.slot);
  const player = (r: LineupRow): LineupPlayer => ({
    name: r.name,
    number: r.number,
    position: r.position,
    starter: r.starter,
  });
  return {
    home: sorted.filter((r) => r.side === 0).map(player),
    away: sorted.filter((r) => r.side === 1).map(player),
  };
}

/** The line-ups of each of `matchIds` that has any. */
export async function lineupsOf(db: Db | Tx, matchIds: number[]): Promise<Map<number, Lineups>> {
  const out = new Map<number, Lineups>();
  if (matchIds.length === 0) return out;
  const rows = await db.select().from(matchLineups).where(inArray(matchLineups.matchId, matchIds));
  const byMatch = new Map<number, LineupRow[]>();
  for (const r of rows) byMatch.set(r.matchId, [...(byMatch.get(r.matchId) ?? []), r]);
  for (const [id, list] of byMatch) {
    const lineups = toLineups(list);
    if (lineups) out.set(id, lineups);
  }
  return out;
}

/** Replaces one side's line-up of a match. */
export async function writeLineup(
  tx: Tx,
  matchId: number,
  side: MatchSide,
  players: readonly LineupPlayer[],
): Promise<void> {
  const n = sideNumber(side)!;
  await tx.delete(matchLineups).where(and(eq(matchLineups.matchId, matchId), eq(matchLineups.side, n)));
  if (players.length > 0)
    await tx.insert(matchLineups).values(players.map((p, slot) => ({ matchId, side: n, slot, ...p })));
}
