import { describe, expect, it, vi } from 'vitest';

import { LANGUAGES } from '../../protocol/language';
import {
  firstDayOfWeek,
  formatDate,
  formatNumber,
  KICKOFF_TIME,
  monthNames,
  warmDateFormatting,
  weekdayNames,
} from './format';

// Intl receives the BCP 47 tags of protocol/language.ts (zh-Hans, id, pt...), not the region-bound
// locales it was given before (zh-CN, id-ID, pt-BR...): the formats must not have moved.
describe('format: Intl with the BCP 47 tag of each language', () => {
  it.each([
    ['zh', 1],
    ['tw', 7],
    ['ind', 7],
    ['vie', 1],
    ['tha', 7],
    ['por', 7],
    ['hin', 7],
    ['en', 7],
  ] as const)('starts the week of %s on day %i (1 Monday, 7 Sunday)', (lang, day) => {
    expect(firstDayOfWeek(lang)).toBe(day);
  });

  it.each([
    ['zh', '1,234,567.5'],
    ['ind', '1.234.567,5'],
    ['por', '1.234.567,5'],
    ['hin', '12,34,567.5'],
    ['en', '1,234,567.5'],
  ] as const)('formats numbers of %s as %s', (lang, text) => {
    expect(formatNumber(lang, 1234567.5)).toBe(text);
  });

  it('formats dates as the regional locales did', () => {
    const day = Date.UTC(2024, 0, 15, 12);
    const opts = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(formatDate('en', day, opts)).toBe('Jan 15, 2024');
    expect(formatDate('zh', day, opts)).toBe('2024年1月15日');
    expect(formatDate('tha', day, opts)).toBe(new Intl.DateTimeFormat('th-TH', opts).format(day));
    expect(formatDate('por', day, opts)).toBe(new Intl.DateTimeFormat('pt-BR', opts).format(day));
  });

  it('keeps one formatter per language and options, never mixing them', () => {
    const day = Date.UTC(2024, 0, 15, 12, 5);
    const date = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    const time = { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' } as const;
    for (let i = 0; i < 2; i++) {
      expect(formatDate('en', day, date)).toBe('Jan 15, 2024');
      expect(formatDate('en', day, time)).toBe('12:05');
      expect(formatDate('zh', day, date)).toBe('2024年1月15日');
      expect(formatNumber('ind', 1.5)).toBe('1,5');
      expect(formatNumber('en', 1.5)).toBe('1.5');
    }
  });

  it.each(LANGUAGES)('names seven weekdays and twelve months in %s', (lang) => {
    expect(weekdayNames(lang)).toHaveLength(7);
    expect(new Set(monthNames(lang)).size).toBe(12);
  });
});

describe('warmDateFormatting', () => {
  it("makes the cards' kick-off formatter, so their render constructs none", () => {
    warmDateFormatting('vie');
    const construct = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatDate('vie', Date.UTC(2026, 10, 27, 12), KICKOFF_TIME)).toMatch(/27/);
      expect(construct).not.toHaveBeenCalled();
    } finally {
      construct.mockRestore();
    }
  });
});
