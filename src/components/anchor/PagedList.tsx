import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import type { Envelope } from '../../../protocol/envelope';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../../protocol/pagination';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { showToast } from '../../state/toasts';
import { useLoad } from '../match/useLoad';
import { Avatar } from '../ui/Avatar';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { StatePager } from '../ui/StatePager';
import { usePaging } from '../ui/usePaging';

interface Page<T> {
  list: T[];
  total: number;
}

/**
 * One moderation list: loads a page (§9 sizes), shows loading, error and empty states, the rows
 * and the pager. `load` gets the page asked for; `version` reloads it (after an action).
 */
export function PagedList<T>({
  load,
  loadKey,
  empty,
  row,
  rowKey,
}: {
  load: (page: number, pageSize: PageSize) => Promise<Envelope<Page<T>>>;
  loadKey: string;
  empty: string;
  row: (item: T, reload: () => void) => ReactNode;
  rowKey: (item: T) => string;
}) {
  const { t } = useLingui();
  const paging = usePaging();
  const { page, pageSize } = paging;
  const rows = useLoad(() => load(page, pageSize), `${loadKey}|${page}|${pageSize}`);
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
                {row(item, rows.reload)}
              </li>
            ))}
          </ul>
          {data.total > DEFAULT_PAGE_SIZE || page > 1 ? (
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

/** Runs a moderation call: a toast with `done` or the translated refusal, then `after` (a reload). */
export async function runAction(
  job: () => Promise<Envelope<unknown>>,
  done: string,
  after: () => void,
): Promise<void> {
  try {
    const res = await job();
    if (!res.success) {
      showToast(messageFor(res), 'error');
      return;
    }
    showToast(done, 'success');
    after();
  } catch {
    showToast(networkErrorMessage(), 'error');
  }
}
