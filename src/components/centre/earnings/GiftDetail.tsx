import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import type { GiftRecordRow } from '../../../../protocol/space';
import { formatDate } from '../../../i18n/format';
import { useStore } from '../../../state/store';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError, LoadingBlock } from '../../ui/LoadState';
import { StatePager } from '../../ui/StatePager';
import { useCallQuery } from '../../ui/useCallQuery';
import { usePaging } from '../../ui/usePaging';

/** Gifts received (gift_detail), newest first, paged (§9): who sent which gift, how many, for how many coins, when. */
export function GiftDetail() {
  const { t } = useLingui();
  const titleId = useId();
  const paging = usePaging();
  const { page, pageSize } = paging;
  const gifts = useCallQuery('giftDetail', { page, pageSize }, { staleTime: 0 });
  const data = gifts.data;

  return (
    <section className="card live-card" aria-labelledby={titleId} data-testid="gift-detail">
      <header className="live-card-head">
        <h2 id={titleId}>
          <Trans>Gifts received</Trans>
        </h2>
      </header>
      {gifts.error ? <LoadError message={gifts.error} onRetry={gifts.reload} /> : null}
      {!data && !gifts.error ? <LoadingBlock rows={3} label={t`Loading the gifts…`} /> : null}
      {data && data.total === 0 ? (
        <div data-testid="gift-empty">
          <EmptyState title={t`No gifts yet`}>
            <p>
              <Trans>The gifts viewers send you in your room show here, with who sent them and when.</Trans>
            </p>
          </EmptyState>
        </div>
      ) : null}
      {data && data.list.length > 0 ? (
        <>
          <ul className="gift-rows" aria-labelledby={titleId} aria-busy={gifts.loading}>
            {data.list.map((row) => (
              <GiftRow key={row.id} row={row} />
            ))}
          </ul>
          <StatePager paging={paging} total={data.total} />
        </>
      ) : null}
    </section>
  );
}

function GiftRow({ row }: { row: GiftRecordRow }) {
  const { language } = useStore();
  const when = formatDate(language, row.at, { dateStyle: 'medium', timeStyle: 'short' });
  const sender = row.sender.nickname;
  const gift = row.giftName;
  const count = row.count;
  return (
    <li className="gift-row" data-testid="gift-row" data-sender={row.sender.uid} data-coins={row.coins}>
      <Avatar src={row.sender.avatar} name={sender} size={40} />
      <div className="gift-row-text">
        <span className="gift-row-what">
          <Trans>
            <strong data-testid="gift-sender">{sender}</strong> sent{' '}
            <span className="gift-row-gift" data-testid="gift-name">
              <span className="gift-row-icon" aria-hidden="true">
                {row.icon}
              </span>{' '}
              {gift}
            </span>{' '}
            <span className="gift-row-count">× {count}</span>
          </Trans>
        </span>
        <time className="gift-row-time" dateTime={new Date(row.at).toISOString()}>
          {when}
        </time>
      </div>
      <span className="gift-row-coins" data-testid="gift-coins">
        +<Plural value={row.coins} one="# coin" other="# coins" />
      </span>
    </li>
  );
}
