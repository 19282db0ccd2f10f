import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { DEFAULT_PAGE_SIZE } from '../../../protocol/pagination';
import { errorText } from '../../api/client';
import { showToast } from '../../state/toasts';
import { ROOM_LIST_QUERIES } from '../room/moderation';
import { Avatar } from '../ui/Avatar';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { StatePager } from '../ui/StatePager';
import { useActionMutation } from '../ui/useCallMutation';
import type { Loaded } from '../ui/useCallQuery';
import type { Paging } from '../ui/usePaging';

export interface Page<T> {
  list: T[];
  total: number;
}

/** Moderation lists move under the moderator (viewers come and go, others act): asked at every mount. */
export const ROOM_LIST_FRESH = { staleTime: 0 } as const;

/**
 * One moderation list: the loaded page (§9 sizes) with its loading, error and empty states, the
 * rows and the pager. The panel loads it (useCallQuery) with `paging`'s page.
 */
export function PagedList<T>({
  rows,
  paging,
  empty,
  row,
  rowKey,
}: {
  rows: Loaded<Page<T>>;
  paging: Paging;
  empty: string;
  row: (item: T) => ReactNode;
  rowKey: (item: T) => string;
}) {
  const { t } = useLingui();
  const data = rows.data;
  return (
    <div aria-busy={rows.loading}>
      {rows.error ? <LoadError message={rows.error} onRetry={rows.reload} /> : null}
      {!data && rows.loading ? <LoadingBlock rows={2} label={t`Loading the list…`} /> : null}
      {data && data.list.length === 0 && !rows.error ? (
        <p className="mod-empty" data-testid="mod-empty">
          {empty}
        </p>
      ) : null}
      {data && data.list.length > 0 ? (
        <>
          <ul className="mod-list" data-testid="mod-list">
            {data.list.map((item) => (
              <li key={rowKey(item)} className="mod-row">
                {row(item)}
              </li>
            ))}
          </ul>
          {data.total > DEFAULT_PAGE_SIZE || paging.page > 1 ? (
            <StatePager paging={paging} total={data.total} />
          ) : (
            <p className="mod-total muted">
              <Trans>{data.total} in total</Trans>
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}

/** A person on a list row: avatar, nickname and a line of detail. */
export function Person({
  nickname,
  avatar,
  detail,
}: {
  nickname: string;
  avatar: string | null;
  detail: ReactNode;
}) {
  return (
    <div className="mod-person">
      <Avatar src={avatar} name={nickname} size={32} />
      <div>
        <span className="mod-name">{nickname}</span>
        <span className="mod-detail">{detail}</span>
      </div>
    </div>
  );
}

/**
 * Runs moderation calls (callData): a toast with the `done` text or the translated refusal; after
 * a success the room's lists load again.
 */
export function useModerationAction() {
  const action = useActionMutation((job: { run: () => Promise<unknown>; done: string }) => job.run(), {
    invalidates: ROOM_LIST_QUERIES,
    onSuccess: (_data, job) => showToast(job.done, 'success'),
    onError: (error) => showToast(errorText(error), 'error'),
  });
  return {
    run: (run: () => Promise<unknown>, done: string) => action.mutate({ run, done }),
    busy: action.isPending,
  };
}
