import { FINAL_STATUSES, isBookable, type MatchStatus } from './matchConstants';

/**
 * Reservation rules of §4 and §5, pure and without zod, shared by the page (to ask before it calls)
 * and the server (which decides); protocol/matchReservation.ts adds the schema and re-exports them:
 *
 * - A match can be booked until it starts (not live, not over, known).
 * - One match at a time: two booked matches must kick off more than 2 hours apart. Booking a match
 *   within 2 hours of a held one is refused with the held ones named, so the page can ask whether
 *   to cancel the earlier booking; asked again with `replace`, they are cancelled and the new one
 *   booked in one step.
 * - Schedule-type and result-type reservations block each other: a type cannot be booked while any
 *   reservation of the other type is held; cancelling all of them lifts the block.
 * - Held reservations are those whose match is not over (ended or abandoned ones are history).
 * - A reminder shows 5 minutes before kickoff (§9).
 */

/** Schedule: remind me before kickoff. Result: tell me the result. */
export const ReservationType = { Schedule: 1, Result: 2 } as const;
export type ReservationType = (typeof ReservationType)[keyof typeof ReservationType];

/** Booked matches must kick off more than this apart (§5: "interval must exceed 2 hours"). */
export const RESERVATION_GAP_MS = 2 * 3600_000;
/** The reminder of a booked match shows this long before kickoff (§9). */
export const REMINDER_BEFORE_MS = 5 * 60_000;

export interface HeldReservation {
  matchId: number;
  kickoffAt: number;
  type: ReservationType;
}

export interface WantedReservation {
  matchId: number;
  kickoffAt: number;
  type: ReservationType;
  status: MatchStatus;
}

export type ReservationDecision =
  /** Book it, after cancelling `cancel` (empty unless `replace` was asked). */
  | { kind: 'book'; cancel: number[] }
  /** Already booked with this type: nothing changes. */
  | { kind: 'already' }
  | { kind: 'notBookable' }
  /** Reservations of the other type are held: every one must be cancelled first. */
  | { kind: 'typeConflict'; blocking: number[] }
  /** Held bookings within 2 hours: cancel them first, or ask again with `replace`. */
  | { kind: 'interval'; conflicting: number[] };

/** Whether a reservation of a match in this status still counts (its match is not over). */
export function isHeld(status: MatchStatus): boolean {
  return !FINAL_STATUSES.includes(status);
}

/** True when two kickoffs are too close for both to be booked. */
export function tooClose(a: number, b: number): boolean {
  return Math.abs(a - b) <= RESERVATION_GAP_MS;
}

/** What booking `wanted` does, given the caller's held reservations. */
export function decideReservation(
  held: readonly HeldReservation[],
  wanted: WantedReservation,
  replace = false,
): ReservationDecision {
  const same = held.find((h) => h.matchId === wanted.matchId);
  if (same?.type === wanted.type) return { kind: 'already' };
  if (!isBookable(wanted.status)) return { kind: 'notBookable' };
  const blocking = held.filter((h) => h.type !== wanted.type).map((h) => h.matchId);
  if (blocking.length > 0) return { kind: 'typeConflict', blocking };
  const conflicting = held
    .filter((h) => h.matchId !== wanted.matchId && tooClose(h.kickoffAt, wanted.kickoffAt))
    .map((h) => h.matchId);
  if (conflicting.length > 0 && !replace) return { kind: 'interval', conflicting };
  return { kind: 'book', cancel: conflicting };
}

/** When the reminder of a booked match is due. */
export function reminderAt(kickoffAt: number): number {
  return kickoffAt - REMINDER_BEFORE_MS;
}

/** True from 5 minutes before kickoff until kickoff, once (not when already reminded). */
export function isReminderDue(kickoffAt: number, now: number, remindedAt: number | null): boolean {
  return remindedAt === null && now >= reminderAt(kickoffAt) && now < kickoffAt;
}
