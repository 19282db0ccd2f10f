import { describe, expect, it } from 'vitest';

import { bookingPage, isReminder } from './bookingPage';

const list = Array.from({ length: 23 }, (_, i) => i + 1);

describe('bookingPage', () => {
  it('pages the held bookings by the chosen size', () => {
    expect(bookingPage(list, 1, 10)).toEqual({ rows: list.slice(0, 10), page: 1, pages: 3 });
    expect(bookingPage(list, 3, 10)).toEqual({ rows: [21, 22, 23], page: 3, pages: 3 });
  });

  it('shows the last page when a cancel emptied the one asked for', () => {
    expect(bookingPage(list.slice(0, 20), 3, 10)).toEqual({ rows: list.slice(10, 20), page: 2, pages: 2 });
    expect(bookingPage([], 2, 10)).toEqual({ rows: [], page: 1, pages: 1 });
    expect(bookingPage(list, 0, 10).page).toBe(1);
  });

  it('tells a kickoff reminder from a result alert', () => {
    expect(isReminder(1)).toBe(true);
    expect(isReminder(2)).toBe(false);
  });
});
