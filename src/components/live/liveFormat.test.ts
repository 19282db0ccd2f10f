import { describe, expect, it } from 'vitest';

import { dayDate, monthChoices, monthDate, monthOf, splitDuration } from './liveFormat';

describe('liveFormat', () => {
  it('splits a duration into hours and minutes, rounded to the minute', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0, underAMinute: false });
    expect(splitDuration(20)).toEqual({ hours: 0, minutes: 0, underAMinute: true });
    expect(splitDuration(45 * 60 + 31)).toEqual({ hours: 0, minutes: 46, underAMinute: false });
    expect(splitDuration(3 * 3600 + 5 * 60)).toEqual({ hours: 3, minutes: 5, underAMinute: false });
  });

  it('offers the current month and every month with data, newest first, once each', () => {
    expect(monthChoices(['2026-10', '2026-08'], '2026-11')).toEqual(['2026-11', '2026-10', '2026-08']);
    expect(monthChoices(['2026-11', '2026-09'], '2026-11')).toEqual(['2026-11', '2026-09']);
    expect(monthChoices([], '2026-01')).toEqual(['2026-01']);
  });

  it('reads months and days without moving them across time zones', () => {
    expect(monthOf(new Date(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(monthDate('2026-02')?.toISOString()).toBe('2026-02-15T00:00:00.000Z');
    expect(monthDate('Feb')).toBeNull();
    expect(dayDate('2026-11-03')?.toISOString()).toBe('2026-11-03T00:00:00.000Z');
    expect(dayDate('3 Nov')).toBeNull();
  });
});
