import { and, eq, not, like } from 'drizzle-orm';

import type { Lineups } from '../../../protocol/matchEvents';
import type { Db, Tx } from '../../db/client';
import { matchEvents } from '../../db/schema';
import { type EventRow, lineupsOf, sideNumber } from './eventStore';
import { type EventDraft, simulatedEvents } from './simulation/events';
import { seedOf } from './simulation/random';
import { timelineOf } from './simulation/timeline';

/**
 * The events of simulated matches: derived from (seed, round, line-ups) once per round and kept
 * here; the simulator records those that became due since its last tick, keyed `sim:<round>:<n>`
 * so a second node or a restart never records one twice.
 */
interface SimMatch {
  id: number;
  sportId: number;
  simSeed: number | null;
}

const CACHE_MAX = 5000;

export class SimEventBook {
  private readonly drafts = new Map<string, EventDraft[]>();
  private readonly lineups = new Map<number, Lineups | null>();

  /** Loads the line-ups of matches not seen yet (one query per tick at most). */
  async prepare(db: Db, rows: readonly SimMatch[]): Promise<void> {
    const missing = rows.filter((r) => !this.lineups.has(r.id)).map((r) => r.id);
    if (missing.length === 0) return;
    const found = await lineupsOf(db, missing);
    for (const id of missing) this.lineups.set(id, found.get(id) ?? null);
  }

  /** Every event of round `round` of the match, in time order. */
  draftsOf(row: SimMatch, round: number): EventDraft[] {
    const key = `${row.id}:${round}`;
    let list = this.drafts.get(key);
    if (!list) {
      const seed = seedOf(row.simSeed ?? 0, round);
      list = simulatedEvents(
        row.sportId,
        seed,
        timelineOf(row.sportId, seed),
        this.lineups.get(row.id) ?? null,
      );
      if (this.drafts.size >= CACHE_MAX) this.drafts.delete(this.drafts.keys().next().value!);
      this.drafts.set(key, list);
    }
    return list;
  }
}

/** Events due at `toMs` after kickoff: all of them so far (`fromMs` null), else those after `fromMs`. */
export function dueEvents(drafts: readonly EventDraft[], fromMs: number | null, toMs: number): EventDraft[] {
  return drafts.filter((d) => d.offsetMs <= toMs && (fromMs === null || d.offsetMs > fromMs));
}

/** The row values of simulated events of a round. */
export function simEventValues(
  matchId: number,
  round: number,
  kickoffAt: number,
  drafts: readonly EventDraft[],
) {
  return drafts.map((d) => ({
    matchId,
    key: `sim:${round}:${d.n}`,
    kind: d.kind,
    side: sideNumber(d.side),
    period: d.period,
    minute: d.minute,
    second: d.second,
    at: new Date(kickoffAt + d.offsetMs),
    player: d.player,
    number: d.number,
    playerOut: d.playerOut,
    points: d.points,
    score: d.score,
  }));
}

/** Records the events not recorded yet; answers those this call wrote. */
export async function recordSimEvents(
  tx: Tx,
  matchId: number,
  round: number,
  kickoffAt: number,
  drafts: readonly EventDraft[],
): Promise<EventRow[]> {
  if (drafts.length === 0) return [];
  return tx
    .insert(matchEvents)
    .values(simEventValues(matchId, round, kickoffAt, drafts))
    .onConflictDoNothing()
    .returning();
}

/** A replay is the next fixture: the events of earlier rounds are history. */
export async function dropOtherRounds(tx: Tx, matchId: number, round: number): Promise<void> {
  await tx
    .delete(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), not(like(matchEvents.key, `sim:${round}:%`))));
}
