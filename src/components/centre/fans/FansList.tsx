import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';

import { DEFAULT_PAGE_SIZE } from '../../../../protocol/paginationConstants';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError, LoadingBlock } from '../../ui/LoadState';
import { Pager } from '../../ui/Pager';
import { useCallQuery } from '../../ui/useCallQuery';
import { FanRow } from './FanRow';
import type { FansSearch } from './fansSearch';
import { FansSearchBox } from './FansSearchBox';

/**
 * /user/fans: the anchor's followers, newest first, searchable by nickname, paged (§9). The search
 * and the page are in the address (`search`); `onSearch` replaces them.
 */
export function FansList({ search, onSearch }: { search: FansSearch; onSearch: (next: FansSearch) => void }) {
  const { t } = useLingui();
  const q = search.q ?? '';
  const page = search.page ?? 1;
  const pageSize = search.size ?? DEFAULT_PAGE_SIZE;
  const fans = useCallQuery('myFans', { ...(q ? { keyword: q } : {}), page, pageSize }, { staleTime: 0 });
  const data = fans.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const sized = pageSize === DEFAULT_PAGE_SIZE ? {} : { size: pageSize };
  const go = (next: { q?: string; page?: number; size?: FansSearch['size'] }) =>
    onSearch({
      ...(next.q ? { q: next.q } : {}),
      ...(next.page && next.page > 1 ? { page: next.page } : {}),
      ...(next.size && next.size !== DEFAULT_PAGE_SIZE ? { size: next.size } : {}),
    });

  // Unfollowed meanwhile: a page past the end shows the last one.
  useEffect(() => {
    if (data && data.list.length === 0 && page > lastPage) onSearch({ ...search, page: lastPage });
  }, [data, page, lastPage, onSearch, search]);

  return (
    <div className="centre-stack" data-testid="fans">
      <FansSearchBox value={q} onSearch={(next) => go({ q: next, ...sized })} />
      <p className="user-centre-count" role="status" data-testid="fans-total">
        {data ? (
          q ? (
            <Plural value={data.total} one="# fan found" other="# fans found" />
          ) : (
            <Plural value={data.total} one="# fan follows you" other="# fans follow you" />
          )
        ) : null}
      </p>
      {fans.error ? <LoadError message={fans.error} onRetry={fans.reload} /> : null}
      {!data && !fans.error ? <LoadingBlock rows={4} label={t`Loading your fans…`} /> : null}
      {data && data.total === 0 && !q ? (
        <div data-testid="fans-empty">
          <EmptyState title={t`No fans yet`}>
            <p>
              <Trans>Viewers who follow you from your room show here, newest first.</Trans>
            </p>
            <Link to="/user/configuration" className="btn btn-primary">
              <Trans>Set up your live room</Trans>
            </Link>
          </EmptyState>
        </div>
      ) : null}
      {data && data.total === 0 && q ? (
        <div data-testid="fans-no-match">
          <EmptyState title={t`No fan's nickname matches “${q}”`}>
            <p>
              <Trans>Check the spelling, or search for part of the nickname.</Trans>
            </p>
            <button type="button" className="btn btn-secondary" onClick={() => go(sized)}>
              <Trans>Show all fans</Trans>
            </button>
          </EmptyState>
        </div>
      ) : null}
      {data && data.list.length > 0 ? (
        <>
          <ul className="fan-list card" aria-busy={fans.loading} aria-label={t`Fans`} data-testid="fan-list">
            {data.list.map((fan) => (
              <FanRow key={fan.uid} fan={fan} />
            ))}
          </ul>
          {data.total > DEFAULT_PAGE_SIZE || page > 1 ? (
            <Pager
              page={page}
              pageSize={pageSize}
              total={data.total}
              onPage={(p) => go({ q, page: p, ...sized })}
              onSize={(size) => go({ q, size })}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
