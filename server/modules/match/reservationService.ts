import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import type { Language } from '../../../protocol/language';
import { FINAL_STATUSES, type MatchStatus } from '../../../protocol/match';
import {
  decideReservation,
  type HeldReservation,
  reminderAt,
  type ReservationType,
} from '../../../protocol/matchReservation';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { matchAnchors, matches, reservations, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { presentCard, selectCards } from './present';

export interface AppointInput {
  matchId: number;
  type: ReservationType;
  action: 'book' | 'cancel';
  replace: boolean;
}

export interface AppointResult {
  matchId: number;
  reserved: boolean;
  type: number | null;
  cancelled: number[];
}

/** The caller's reservations whose match is not over. */
async function held(tx: Tx, userId: number): Promise<HeldReservation[]> {
  const rows = await tx
    .select({ matchId: reservations.matchId, type: reservations.type, kickoffAt: matches.kickoffAt })
    .from(reservations)
    .innerJoin(matches, eq(matches.id, reservations.matchId))
    .where(and(eq(reservations.userId, userId), notInArray(matches.status, [...FINAL_STATUSES])));
  return rows.map((r) => ({
    matchId: r.matchId,
    type: r.type as ReservationType,
    kickoffAt: r.kickoffAt.getTime(),
  }));
}

/**
 * Books or cancels a match under the §4 rules (protocol/matchReservation.ts). One transaction that
 * first locks the caller's user row, so two bookings of one user never both pass the interval
 * check; a refusal writes nothing. `asAnchor`: the anchor will stream the match (match library).
 */
export async function appoint(
  ctx: AppContext,
  user: UserRow,
  input: AppointInput,
  asAnchor: boolean,
): Promise<AppointResult> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [match] = await tx
      .select({ id: matches.id, status: matches.status, kickoffAt: matches.kickoffAt })
      .from(matches)
      .where(eq(matches.id, input.matchId))
      .limit(1);
    if (!match) throw new ApiError(ErrorCode.NotFound);
    // A cancelled booking also ends streaming that match (whichever call cancelled it).
    const unlist = (ids: number[]) =>
      ids.length > 0
        ? tx
            .delete(matchAnchors)
            .where(and(eq(matchAnchors.userId, user.id), inArray(matchAnchors.matchId, ids)))
        : Promise.resolve();

    if (input.action === 'cancel') {
      const removed = await tx
        .delete(reservations)
        .where(and(eq(reservations.userId, user.id), eq(reservations.matchId, match.id)))
        .returning({ matchId: reservations.matchId });
      await unlist([match.id]);
      return { matchId: match.id, reserved: false, type: null, cancelled: removed.map((r) => r.matchId) };
    }

    const decision = decideReservation(
      await held(tx, user.id),
      {
        matchId: match.id,
        kickoffAt: match.kickoffAt.getTime(),
        type: input.type,
        status: match.status as MatchStatus,
      },
      input.replace,
    );
    switch (decision.kind) {
      case 'notBookable':
        throw new ApiError(ErrorCode.MatchNotBookable);
      case 'typeConflict':
        throw new ApiError(ErrorCode.ReservationTypeConflict, { blocking: decision.blocking });
      case 'interval':
        throw new ApiError(ErrorCode.ReservationInterval, { conflicting: decision.conflicting });
      case 'already':
        break;
      case 'book':
        if (decision.cancel.length > 0) {
          await tx
            .delete(reservations)
            .where(and(eq(reservations.userId, user.id), inArray(reservations.matchId, decision.cancel)));
          await unlist(decision.cancel);
        }
        await tx
          .insert(reservations)
          .values({ userId: user.id, matchId: match.id, type: input.type, createdAt: new Date(ctx.now()) });
    }
    if (asAnchor)
      await tx.insert(matchAnchors).values({ matchId: match.id, userId: user.id }).onConflictDoNothing();
    return {
      matchId: match.id,
      reserved: true,
      type: input.type,
      cancelled: decision.kind === 'book' ? decision.cancel : [],
    };
  });
}

/** The caller's held reservations, soonest first, with when each reminder shows. */
export async function listReservations(ctx: AppContext, user: UserRow, lang: Language) {
  const rows = await selectCards(ctx.database.db)
    .innerJoin(reservations, eq(reservations.matchId, matches.id))
    .where(and(eq(reservations.userId, user.id), notInArray(matches.status, [...FINAL_STATUSES])))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
  const now = ctx.now();
  const mine = await ctx.database.db.select().from(reservations).where(eq(reservations.userId, user.id));
  const byMatch = new Map(mine.map((r) => [r.matchId, r]));
  return rows.map((row) => {
    const r = byMatch.get(row.match.id)!;
    return {
      matchId: row.match.id,
      type: r.type,
      createdAt: r.createdAt.getTime(),
      remindAt: reminderAt(row.match.kickoffAt.getTime()),
      match: presentCard(row, lang, now, true),
    };
  });
}
