import { describe, expect, it } from 'vitest';

import { REMINDER_BEFORE_MS } from '../../protocol/matchReservation';
import { MAX_TIMER_MS, planReminders, reminderKey, timerDelay } from './matchReminders';

const MIN = 60_000;
const booking = (matchId: number, kickoffAt: number) => ({
  matchId,
  kickoffAt,
  remindAt: kickoffAt - REMINDER_BEFORE_MS,
});

describe('match reminders', () => {
  const now = 1_000 * MIN;

  it('is due from 5 minutes before kickoff until kickoff', () => {
    const plan = planReminders(
      [booking(1, now + 5 * MIN), booking(2, now + 2 * MIN), booking(3, now)],
      now,
      new Set(),
    );
    expect(plan.due).toEqual([1, 2]);
  });

  it('plans the soonest future reminder', () => {
    const plan = planReminders([booking(1, now + 60 * MIN), booking(2, now + 20 * MIN)], now, new Set());
    expect(plan).toEqual({ due: [], next: now + 15 * MIN });
  });

  it('shows a reminder once per kickoff', () => {
    const b = booking(4, now + 3 * MIN);
    expect(planReminders([b], now, new Set([reminderKey(b)])).due).toEqual([]);
    const replayed = booking(4, now + 4 * MIN);
    expect(planReminders([replayed], now, new Set([reminderKey(b)])).due).toEqual([4]);
  });

  it('caps the timer delay', () => {
    expect(timerDelay(now + 40 * 24 * 60 * MIN, now)).toBe(MAX_TIMER_MS);
    expect(timerDelay(now - 5, now)).toBe(0);
  });
});
