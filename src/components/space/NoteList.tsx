import { Trans, useLingui } from '@lingui/react/macro';

import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { StatePager } from '../ui/StatePager';
import { usePaging } from '../ui/usePaging';
import { NoteCard } from './NoteCard';
import { useNotes } from './spaceQueries';

/**
 * An anchor's posts, newest first, paged as every list (§9); the caller's own without `anchorId`
 * (`owner`: with delete instead of the toggles).
 */
export function NoteList({ anchorId, owner }: { anchorId?: string; owner: boolean }) {
  const { t } = useLingui();
  const paging = usePaging();
  const notes = useNotes(anchorId, paging.page, paging.pageSize);
  if (!notes.data) {
    if (notes.error) return <LoadError message={notes.error} onRetry={notes.reload} />;
    return <LoadingBlock rows={3} label={t`Loading the posts…`} />;
  }
  const { list, total } = notes.data;
  if (total === 0)
    return (
      <EmptyState title={owner ? t`You have not posted yet` : t`No posts yet`}>
        <p className="muted" data-testid="notes-empty">
          {owner ? (
            <Trans>Write your first post above: your viewers see it in your room.</Trans>
          ) : (
            <Trans>This anchor has not posted anything yet.</Trans>
          )}
        </p>
      </EmptyState>
    );
  return (
    <>
      <ol className="note-list" aria-busy={notes.loading} data-testid="note-list">
        {list.map((note) => (
          <li key={note.id}>
            <NoteCard note={note} owner={owner} />
          </li>
        ))}
      </ol>
      {notes.error ? <LoadError message={notes.error} onRetry={notes.reload} /> : null}
      {total > paging.pageSize || paging.page > 1 ? <StatePager paging={paging} total={total} /> : null}
    </>
  );
}
