import { isReminderDue } from '../../protocol/matchReservation';

/**
 * When the in-page reminders of my bookings show (§4, §9: 5 minutes before kickoff), pure. The
 * server gives `remindAt` with each held booking; a reminder shows once per kickoff.
 */
export interface Remindable {
  matchId: number;
  kickoffAt: number;
  remindAt: number;
}

export interface ReminderPlan {
  /** Bookings whose reminder is due now and was not shown yet. */
  due: number[];
  /** When the next reminder falls due, or null when none is left. */
  next: number | null;
}

/** The key a shown reminder is remembered under: a replayed fixture (new kickoff) reminds again. */
export function reminderKey(r: Pick<Remindable, 'matchId' | 'kickoffAt'>): string {
  return `${r.matchId}:${r.kickoffAt}`;
}

export function planReminders(
  list: readonly Remindable[],
  now: number,
  shown: ReadonlySet<string>,
): ReminderPlan {
  const due: number[] = [];
  let next: number | null = null;
  for (const r of list) {
    const seen = shown.has(reminderKey(r));
    if (isReminderDue(r.kickoffAt, now, seen ? now : null)) due.push(r.matchId);
    else if (!seen && r.remindAt > now) next = next === null ? r.remindAt : Math.min(next, r.remindAt);
  }
  return { due, next };
}

/** Timers cannot wait longer than ~24.8 days; a far reminder is planned again after a day. */
export const MAX_TIMER_MS = 24 * 3600_000;

export function timerDelay(next: number, now: number): number {
  return Math.min(MAX_TIMER_MS, Math.max(0, next - now));
}
