import { describe, expect, it } from 'vitest';

import { parseMatchListSearch, parseMatchPageSearch } from './matchSearch';

describe('match page search params', () => {
  it('keeps known filters, pages and sizes', () => {
    expect(
      parseMatchListSearch({ q: ' united ', status: 'live', hot: true, trending: 'true', page: 3, size: 20 }),
    ).toEqual({ q: 'united', status: 'live', hot: true, trending: true, page: 3, size: 20 });
  });

  it('drops defaults and anything out of range', () => {
    expect(parseMatchListSearch({ q: '  ', status: 'soon', hot: 'yes', page: 1, size: 10 })).toEqual({});
    expect(parseMatchListSearch({ page: -2, size: 15 })).toEqual({});
    expect(parseMatchListSearch({ page: 2.5, size: 1000 })).toEqual({});
    expect(parseMatchListSearch({ q: 'x'.repeat(80) }).q).toHaveLength(50);
  });

  it('reads the sport of a match page link only when it is a known sport', () => {
    expect(parseMatchPageSearch({ sportId: 2 })).toEqual({ sportId: 2 });
    expect(parseMatchPageSearch({ sportId: 99 })).toEqual({});
    expect(parseMatchPageSearch({})).toEqual({});
  });
});
