import { Trans, useLingui } from '@lingui/react/macro';

import { PAGE_SIZES, type PageSize } from '../../../protocol/pagination';
import { pageCountOf, pagerItems } from './pager';

/** The list pager of §9: page size 10 by default with the six choices, seven page buttons. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  onSize,
}: {
  page: number;
  pageSize: PageSize;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
}) {
  const { t } = useLingui();
  const pages = pageCountOf(total, pageSize);
  const jump = 5;
  return (
    <nav className="pager" aria-label={t`Pages`} data-testid="pager">
      <span className="pager-total">
        <Trans>{total} in total</Trans>
      </span>
      <button
        type="button"
        className="pager-btn"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t`Previous page`}
      >
        ‹
      </button>
      {pagerItems(page, pages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className="pager-btn"
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
            aria-label={t`Page ${item}`}
          >
            {item}
          </button>
        ) : (
          <button
            key={item}
            type="button"
            className="pager-btn pager-more"
            onClick={() =>
              onPage(item === 'prevMore' ? Math.max(1, page - jump) : Math.min(pages, page + jump))
            }
            aria-label={item === 'prevMore' ? t`Five pages back` : t`Five pages on`}
          >
            …
          </button>
        ),
      )}
      <button
        type="button"
        className="pager-btn"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label={t`Next page`}
      >
        ›
      </button>
      <label className="pager-size">
        <span className="visually-hidden">
          <Trans>Rows per page</Trans>
        </span>
        <select value={pageSize} onChange={(e) => onSize(Number(e.target.value) as PageSize)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t`${size} / page`}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
