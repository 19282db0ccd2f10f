import {
  DEFAULT_PAGE_SIZE,
  isPageSize,
  PAGE_MAX,
  type PageSize,
} from '../../../../protocol/paginationConstants';
import { FANS_KEYWORD_MAX } from '../../../../protocol/space';

/**
 * Search params of /user/fans: the nickname searched, the page and its size, so a search survives a
 * reload and the back button. Anything unknown or out of range falls back to the default.
 */
export interface FansSearch {
  q?: string;
  page?: number;
  size?: PageSize;
}

export function parseFansSearch(raw: Record<string, unknown>): FansSearch {
  const out: FansSearch = {};
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim() : '';
  if (q) out.q = [...q].slice(0, FANS_KEYWORD_MAX).join('');
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= PAGE_MAX) out.page = page;
  const size = Number(raw.size);
  if (isPageSize(size) && size !== DEFAULT_PAGE_SIZE) out.size = size;
  return out;
}
