import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { MatchUpdate } from '../../../protocol/matchLive';
import type { AppContext } from '../../context';
import { matches, reservations } from '../../db/schema';
import { presentEvent, type EventRow } from './eventStore';
import { dropMoments, effectiveAt, recordMoments, withMoments } from './momentStore';
import { simulatedMoments } from './simMoments';
import { dropOtherRounds, dueEvents, recordSimEvents, SimEventBook } from './simEvents';
import type { EventDraft } from './simulation/events';
import { seedOf } from './simulation/random';
import { SIM_MAX_DURATION_MS, simulatedSince, simulatedState, timelineOf } from './simulation/timeline';
import {
  type MatchRow,
  type MatchState,
  publishUpdates,
  stateChanged,
  stateColumns,
  updateOf,
  withNames,
} from './updates';

/**
 * The built-in match-data source of the demo: every match with a `simSeed` is played in real time
 * by its sport's script (server/modules/match/simulation), driven by `ctx.now`, so the state at any
 * moment follows from (seed, round, kickoff) alone: a restart, a second node or a test that moves
 * the clock all see the same match. A match over for SIM_KEEP_FINISHED_MS is replayed one cycle
 * later as the next round (new events from the next seed), so the demo site stays alive.
 */
export const SIM_CYCLE_MS = 12 * 3600_000;
export const SIM_KEEP_FINISHED_MS = 3 * 3600_000;
export const SIM_TICK_MS = 1000;

export interface SimPosition {
  round: number;
  kickoffAt: number;
  state: MatchState;
  /** When that state began (epoch ms), the moment of the stream that shows it; kickoff before it. */
  since: number;
}

type SimRow = Pick<MatchRow, 'sportId' | 'simSeed' | 'simRound' | 'kickoffAt'>;

/** Round, kickoff and state of a simulated match at `now`. */
export function simulatedPosition(row: SimRow, now: number): SimPosition {
  const seed = row.simSeed ?? 0;
  let round = row.simRound;
  let kickoffAt = row.kickoffAt.getTime();
  const behind = now - kickoffAt - SIM_MAX_DURATION_MS - SIM_KEEP_FINISHED_MS;
  if (behind > 0) {
    const cycles = Math.floor(behind / SIM_CYCLE_MS);
    round += cycles;
    kickoffAt += cycles * SIM_CYCLE_MS;
  }
  while (now > kickoffAt + timelineOf(row.sportId, seedOf(seed, round)).durationMs + SIM_KEEP_FINISHED_MS) {
    round++;
    kickoffAt += SIM_CYCLE_MS;
  }
  const state = simulatedState(row.sportId, seedOf(seed, round), now - kickoffAt);
  // The script counts from kickoff; the row keeps the period's start as a time.
  const periodStartedAt = state.periodStartedAt === null ? null : kickoffAt + state.periodStartedAt;
  const since = simulatedSince(row.sportId, seedOf(seed, round), now - kickoffAt);
  return { round, kickoffAt, state: { ...state, periodStartedAt }, since: kickoffAt + (since ?? 0) };
}

interface Change {
  row: MatchRow;
  position: SimPosition;
  replay: boolean;
  /** Status, period or score moved (else only events fell due). */
  changed: boolean;
  due: EventDraft[];
}

export class MatchSimulator {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<MatchUpdate[]> | undefined;
  private readonly book = new SimEventBook();
  /** `ctx.now()` of the last tick: events after it are due (all so far on the first tick). */
  private lastNow: number | undefined;

  constructor(
    private readonly ctx: AppContext,
    /** Called with the updates of every tick that changed something (the list cache listens). */
    private readonly onUpdates: (updates: MatchUpdate[]) => void = () => undefined,
  ) {}

  /** Brings every simulated match to `ctx.now()`; writes and publishes what changed. */
  tick(): Promise<MatchUpdate[]> {
    // Ticks never overlap: a slow one is joined, not doubled.
    this.running ??= this.step().finally(() => (this.running = undefined));
    return this.running;
  }

  private async step(): Promise<MatchUpdate[]> {
    const { db } = this.ctx.database;
    const now = this.ctx.now();
    const since = this.lastNow;
    this.lastNow = now;
    const rows = await db.select().from(matches).where(isNotNull(matches.simSeed));
    await this.book.prepare(db, rows);
    if (since === undefined) await this.backfill(rows, now);
    const changes: Change[] = [];
    for (const row of rows) {
      const position = simulatedPosition(row, now);
      const replay = position.round !== row.simRound;
      const changed = replay || stateChanged(row, position.state);
      const from = replay || since === undefined ? null : since - position.kickoffAt;
      const due = dueEvents(this.book.draftsOf(row, position.round), from, now - position.kickoffAt);
      if (changed || due.length > 0) changes.push({ row, position, replay, changed, due });
    }
    if (changes.length === 0) return [];
    const written: {
      row: MatchRow;
      before: MatchState['feedStatus'] | null;
      events: EventRow[];
      at: number;
    }[] = [];
    await db.transaction(async (tx) => {
      for (const { row, position, replay, changed, due } of changes) {
        if (replay) {
          await dropOtherRounds(tx, row.id, position.round);
          await dropMoments(tx, row.id);
        }
        const events = await recordSimEvents(tx, row.id, position.round, position.kickoffAt, due);
        // Events another node (or an earlier run) already recorded are no news.
        if (!changed && events.length === 0) continue;
        // Conditional on the version read: with several nodes, one writes and publishes each change.
        const [updated] = await tx
          .update(matches)
          .set({
            ...stateColumns(position.state),
            kickoffAt: new Date(position.kickoffAt),
            simRound: position.round,
            version: sql`${matches.version} + 1`,
            updatedAt: new Date(now),
          })
          .where(and(eq(matches.id, row.id), eq(matches.version, row.version)))
          .returning();
        if (!updated) continue;
        // A replay is the next fixture: bookings of the one that was played are history.
        if (replay) await tx.delete(reservations).where(eq(reservations.matchId, row.id));
        // The script knows when its state began; a tick only finds it up to SIM_TICK_MS later.
        const at = effectiveAt(
          changed
            ? [position.since, ...events.map((e) => e.at.getTime())]
            : events.map((e) => e.at.getTime()),
          now,
        );
        written.push({
          row: updated,
          before: replay ? null : (row.feedStatus as MatchState['feedStatus']),
          events,
          at,
        });
      }
      // The history the synced views replay (issue 21), in the change's transaction.
      await recordMoments(
        tx,
        written.map((w) => updateOf(w.row, w.before, w.at)),
      );
    });
    const updates = await withNames(
      db,
      written.map((w) => w.row),
      written.map((w) => ({
        ...updateOf(w.row, w.before, w.at),
        ...(w.events.length > 0 ? { events: w.events.map(presentEvent) } : {}),
      })),
    );
    if (updates.length > 0) {
      this.onUpdates(updates);
      await publishUpdates(this.ctx, updates);
    }
    return updates;
  }

  /**
   * First tick: matches in play without a recorded history (a site that ran before match_moments
   * existed) get theirs from the script, so their synced views can replay them (issue 21).
   */
  private async backfill(rows: readonly MatchRow[], now: number): Promise<void> {
    const started = rows.filter((r) => r.kickoffAt.getTime() <= now);
    const have = await withMoments(
      this.ctx.database.db,
      started.map((r) => r.id),
    );
    const missing = started
      .filter((r) => !have.has(r.id))
      .flatMap((r) => simulatedMoments(r, now).map((m) => ({ ...m, matchId: r.id })));
    await recordMoments(this.ctx.database.db, missing);
  }

  /** The simulator ticks on this node. */
  get ticking(): boolean {
    return this.timer !== undefined;
  }

  start(intervalMs = SIM_TICK_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) =>
        this.ctx.log.error({ err: error }, 'match simulator tick failed'),
      );
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
