import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';

import { ALL_ANCHOR_TYPE } from '../../../protocol/anchorConstants';
import { anchorColumnName } from '../../components/anchor/anchorColumnName';
import { RecommendedRooms } from '../../components/anchor/RecommendedRooms';
import { RoomCardGrid } from '../../components/anchor/RoomCardGrid';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError, LoadingBlock } from '../../components/ui/LoadState';
import { StatePager } from '../../components/ui/StatePager';
import { useCallQuery } from '../../components/ui/useCallQuery';
import { usePaging } from '../../components/ui/usePaging';
import { useStore } from '../../state/store';

const route = getRouteApi('/anchor/$column');

/** Room order: live first by fans (anchor_content_list) or newest live first (anchor_content_list_new). */
type Order = 'hot' | 'new';

/** /anchor/{column}: anchor rooms of one category (anchorType), live first, paged (§2, §9). */
export function AnchorColumnPage() {
  const { t } = useLingui();
  const { anchorColumns, language } = useStore();
  const { column } = route.useParams();
  const anchorType = /^\d{1,4}$/.test(column) ? Number(column) : NaN;
  const known =
    Number.isInteger(anchorType) &&
    (anchorColumns.length === 0 || anchorColumns.some((c) => c.anchorType === anchorType));
  const counts = useCallQuery('anchorColumnNum', {});
  const num = new Map(counts.data?.map((c) => [c.anchorType, c.num]) ?? []);
  const current = anchorColumns.find((c) => c.anchorType === anchorType);
  const name = current ? anchorColumnName(current, language) : '';

  return (
    <section className="anchor-page">
      <h1 className="page-title">{name ? <Trans>{name} anchors</Trans> : <Trans>Anchors live</Trans>}</h1>
      <nav className="tabs anchor-tabs" aria-label={t`Anchor categories`}>
        {anchorColumns.map((c) => {
          const count = num.get(c.anchorType);
          return (
            <Link
              key={c.anchorType}
              to="/anchor/$column"
              params={{ column: String(c.anchorType) }}
              className="tab"
              data-testid={`anchor-tab-${c.anchorType}`}
            >
              {anchorColumnName(c, language)}
              {count !== undefined ? (
                <span className="tab-count" aria-label={t`${count} live`}>
                  {count}
                </span>
              ) : null}
            </Link>
          );
        })}
      </nav>
      {known ? (
        <RoomList key={anchorType} anchorType={anchorType} />
      ) : (
        <EmptyState title={t`This anchor category does not exist`}>
          <p>
            <Link to="/anchor/$column" params={{ column: String(ALL_ANCHOR_TYPE) }}>
              <Trans>See all anchors</Trans>
            </Link>
          </p>
        </EmptyState>
      )}
      <RecommendedRooms />
    </section>
  );
}

function RoomList({ anchorType }: { anchorType: number }) {
  const { t } = useLingui();
  const [order, setOrder] = useState<Order>('hot');
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const rooms = useCallQuery(order === 'hot' ? 'anchorContentList' : 'anchorContentListNew', {
    anchorType,
    page,
    pageSize,
  });
  const data = rooms.data;
  const liveCount = data?.list.filter((r) => r.live).length ?? 0;

  return (
    <section className="match-section" aria-labelledby="anchor-rooms" aria-busy={rooms.loading}>
      <div className="section-head">
        <h2 id="anchor-rooms" className="section-title">
          <Trans>Rooms</Trans>
        </h2>
        <div className="segmented" role="group" aria-label={t`Order`}>
          <button
            type="button"
            className="segment"
            aria-current={order === 'hot'}
            onClick={() => {
              setOrder('hot');
              setPage(1);
            }}
          >
            <Trans>Popular</Trans>
          </button>
          <button
            type="button"
            className="segment"
            aria-current={order === 'new'}
            onClick={() => {
              setOrder('new');
              setPage(1);
            }}
          >
            <Trans>Newest</Trans>
          </button>
        </div>
      </div>
      {rooms.error ? <LoadError message={rooms.error} onRetry={rooms.reload} /> : null}
      {!data && rooms.loading ? <LoadingBlock rows={3} label={t`Loading rooms…`} /> : null}
      {data && data.list.length === 0 && !rooms.error ? (
        <EmptyState title={t`No anchor is live in this category right now`}>
          <p>
            <Trans>Follow your favourite anchors to hear when they go live.</Trans>
          </p>
        </EmptyState>
      ) : null}
      {data && data.list.length > 0 ? (
        <>
          {liveCount === 0 && page === 1 ? (
            <p className="muted">
              <Trans>No anchor is live in this category right now. These rooms open when they go live.</Trans>
            </p>
          ) : null}
          <RoomCardGrid rooms={data.list} testId="anchor-rooms" />
          <StatePager paging={paging} total={data.total} />
        </>
      ) : null}
    </section>
  );
}
