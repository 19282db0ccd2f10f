import { describe, expect, it } from 'vitest';

import { addDays, addMonths, daysInMonth, monthWeeks } from './calendar';

describe('calendar.monthWeeks', () => {
  it('starts the grid on Sunday when the locale week starts on Sunday', () => {
    // 1 June 2025 was a Sunday.
    const weeks = monthWeeks({ year: 2025, month: 6 }, 7);
    expect(weeks[0]?.[0]).toBe(1);
    expect(weeks.flat().filter((d) => d !== null)).toHaveLength(30);
  });

  it('starts the grid on Monday when the locale week starts on Monday', () => {
    const weeks = monthWeeks({ year: 2025, month: 6 }, 1);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});

describe('calendar arithmetic', () => {
  it('knows leap years', () => {
    expect(daysInMonth({ year: 2000, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 1900, month: 2 })).toBe(28);
  });

  it('moves across month and year ends', () => {
    expect(addDays(1999, 12, 31, 1)).toEqual({ year: 2000, month: 1, day: 1 });
    expect(addMonths(2001, 1, 31, 1)).toEqual({ year: 2001, month: 2, day: 28 });
    expect(addMonths(2001, 1, 15, -1)).toEqual({ year: 2000, month: 12, day: 15 });
  });
});
