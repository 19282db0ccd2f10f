import { and, desc, eq, gte, inArray, or } from 'drizzle-orm';

import type { MatchMoment } from '../../../protocol/matchLive';
import { momentOf, MOMENTS_MAX } from '../../../protocol/matchTimeline';
import type { Db, Tx } from '../../db/client';
import { matches, matchMoments } from '../../db/schema';

/**
 * The history of a match's states (table match_moments, issue 21): every live update is also a moment,
 * written in the transaction of the change; the details give them to the synced views, which show the
 * state at the moment of the video (protocol/matchTimeline.ts).
 */

/** Moments older than this before kickoff belong to another round (a replayed demo match) or are no news. */
const BEFORE_KICKOFF_MS = 6 * 3600_000;

const INSERT_CHUNK = 2000;

type MomentState = Omit<MatchMoment, 'version' | 'at'>;

/** Writes the moments of `updates` (a version written before, by another node, is kept). */
export async function recordMoments(
  tx: Db | Tx,
  updates: readonly (MatchMoment & { matchId: number })[],
): Promise<void> {
  // A few columns per row: chunks stay far below the 65,535 parameters of one statement.
  for (let i = 0; i < updates.length; i += INSERT_CHUNK) {
    const values = updates.slice(i, i + INSERT_CHUNK).map((u) => {
      const { version, at, ...state } = momentOf(u);
      return { matchId: u.matchId, version, at: new Date(at), state };
    });
    await tx.insert(matchMoments).values(values).onConflictDoNothing();
  }
}

/** The newest MOMENTS_MAX moments of the match's current round, in effect order. */
export async function momentsOf(db: Db, matchId: number, kickoffAt: number): Promise<MatchMoment[]> {
  const rows = await db
    .select()
    .from(matchMoments)
    .where(
      and(eq(matchMoments.matchId, matchId), gte(matchMoments.at, new Date(kickoffAt - BEFORE_KICKOFF_MS))),
    )
    .orderBy(desc(matchMoments.at), desc(matchMoments.version))
    .limit(MOMENTS_MAX);
  return rows.reverse().map((r) => ({ ...(r.state as MomentState), version: r.version, at: r.at.getTime() }));
}

/** Which of `matchIds` have a moment at or after their kickoff. */
export async function withMoments(db: Db, matchIds: readonly number[]): Promise<Set<number>> {
  if (matchIds.length === 0) return new Set();
  const found = await db
    .selectDistinct({ matchId: matchMoments.matchId })
    .from(matchMoments)
    .innerJoin(matches, eq(matches.id, matchMoments.matchId))
    .where(and(inArray(matchMoments.matchId, [...matchIds]), gte(matchMoments.at, matches.kickoffAt)));
  return new Set(found.map((f) => f.matchId));
}

/**
 * When the state each row is in began: the `at` of its version's moment (a match sent "as it is now"
 * is that moment again, not a new one), else `fallback`.
 */
export async function currentMomentTimes(
  db: Db,
  rows: readonly { id: number; version: number }[],
  fallback: number,
): Promise<Map<number, number>> {
  const out = new Map(rows.map((r) => [r.id, fallback]));
  if (rows.length === 0) return out;
  const found = await db
    .select({ matchId: matchMoments.matchId, at: matchMoments.at })
    .from(matchMoments)
    .where(or(...rows.map((r) => and(eq(matchMoments.matchId, r.id), eq(matchMoments.version, r.version)))));
  for (const f of found) out.set(f.matchId, f.at.getTime());
  return out;
}

/** A replayed match starts a new history. */
export async function dropMoments(tx: Tx, matchId: number): Promise<void> {
  await tx.delete(matchMoments).where(eq(matchMoments.matchId, matchId));
}

/** The moment of the stream a change shows: its newest event's, else when it was written. */
export function effectiveAt(eventTimes: readonly number[], now: number): number {
  return eventTimes.length > 0 ? Math.min(now, Math.max(...eventTimes)) : now;
}
