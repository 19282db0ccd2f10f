import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import { ALL_ANCHOR_TYPE } from '../../../protocol/anchorConstants';
import { DEFAULT_PAGE_SIZE } from '../../../protocol/pagination';
import { useStore } from '../../state/store';
import type { FollowValue } from '../anchor/FollowButton';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { StatePager } from '../ui/StatePager';
import { useCallQuery } from '../ui/useCallQuery';
import { usePaging } from '../ui/usePaging';
import { FollowedAnchorRow } from './FollowedAnchorRow';

/**
 * /user/attention: the anchors I follow, live first (the server's order), paged (§9). Follows
 * change on the room pages: asked again at every visit. An anchor unfollowed here stays on the
 * page, with Follow to undo it, until the next load.
 */
export function FollowedAnchors() {
  const { t } = useLingui();
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const follows = useCallQuery('myFollows', { page, pageSize }, { staleTime: 0 });
  const [changed, setChanged] = useState<Record<string, FollowValue>>({});
  const data = follows.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  // Unfollowed elsewhere since: a page past the end shows the last one.
  useEffect(() => {
    if (data && data.list.length === 0 && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage, setPage]);

  if (!data) {
    if (follows.error) return <LoadError message={follows.error} onRetry={follows.reload} />;
    return <LoadingBlock rows={4} label={t`Loading the anchors you follow…`} />;
  }
  if (data.total === 0) return <NoFollows />;
  return (
    <div className="follow-section" aria-busy={follows.loading}>
      {follows.error ? <LoadError message={follows.error} onRetry={follows.reload} /> : null}
      <p className="user-centre-count" data-testid="follow-total">
        <Plural value={data.total} one="You follow # anchor" other="You follow # anchors" />
      </p>
      <ul className="follow-list card" data-testid="follow-list">
        {data.list.map((room) => (
          <FollowedAnchorRow
            key={room.uid}
            room={room}
            follow={changed[room.uid] ?? { followed: true, fans: room.fans }}
            onFollow={(value) => setChanged((c) => ({ ...c, [room.uid]: value }))}
          />
        ))}
      </ul>
      {data.total > DEFAULT_PAGE_SIZE || page > 1 ? <StatePager paging={paging} total={data.total} /> : null}
    </div>
  );
}

/** No follows: what following does, and where to find anchors. */
function NoFollows() {
  const { t } = useLingui();
  const { anchorColumns } = useStore();
  const column = anchorColumns[0]?.anchorType ?? ALL_ANCHOR_TYPE;
  return (
    <div data-testid="follow-empty">
      <EmptyState title={t`You do not follow any anchors yet`}>
        <p>
          <Trans>
            Follow anchors from their rooms to find them here, live ones first. With notifications on, you are
            told when they go live.
          </Trans>
        </p>
        <Link
          to="/anchor/$column"
          params={{ column: String(column) }}
          className="btn btn-primary"
          data-testid="discover-anchors"
        >
          <Trans>Discover anchors</Trans>
        </Link>
      </EmptyState>
    </div>
  );
}
