import { isSportId, MATCH_LIST_FILTERS, type MatchListFilter } from '../../../protocol/match';
import { DEFAULT_PAGE_SIZE, isPageSize, PAGE_MAX, type PageSize } from '../../../protocol/pagination';

/**
 * Search params of the match pages, so filters, pages and searches survive a reload and the back
 * button: anything unknown or out of range falls back to the default (never an error page).
 */
export interface MatchListSearch {
  /** Search words from the header search box. */
  q?: string;
  status?: MatchListFilter;
  hot?: boolean;
  trending?: boolean;
  page?: number;
  size?: PageSize;
}

const SEARCH_MAX = 50;

export function parseMatchListSearch(raw: Record<string, unknown>): MatchListSearch {
  const out: MatchListSearch = {};
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim() : '';
  if (q) out.q = q.slice(0, SEARCH_MAX);
  if (typeof raw.status === 'string' && (MATCH_LIST_FILTERS as readonly string[]).includes(raw.status))
    out.status = raw.status as MatchListFilter;
  if (raw.hot === true || raw.hot === 'true') out.hot = true;
  if (raw.trending === true || raw.trending === 'true') out.trending = true;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= PAGE_MAX) out.page = page;
  const size = Number(raw.size);
  if (isPageSize(size) && size !== DEFAULT_PAGE_SIZE) out.size = size;
  return out;
}

/** /match/match/{matchId}?sportId=: the sport, when the link (a notification) carries it. */
export function parseMatchPageSearch(raw: Record<string, unknown>): { sportId?: number } {
  const sportId = Number(raw.sportId);
  return isSportId(sportId) ? { sportId } : {};
}
