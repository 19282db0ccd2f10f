import { Trans, useLingui } from '@lingui/react/macro';

import { call } from '../../api/client';
import { invalidateCalls } from '../../api/queryClient';
import { showToast } from '../../state/toasts';
import { ConfirmDialog, useConfirmedCall } from '../ui/ConfirmDialog';

/** Asks before a post and its pictures are deleted for good; the lists of posts load again after. */
export function DeleteNoteDialog({ noteId, onClose }: { noteId: number; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useConfirmedCall(
    () => call('deleteNote', { id: noteId }),
    () => {
      void invalidateCalls(['noteList']);
      showToast(t`Post deleted`, 'success');
      onClose();
    },
  );
  return (
    <ConfirmDialog
      title={t`Delete this post?`}
      confirmLabel={<Trans>Delete</Trans>}
      busyLabel={<Trans>Deleting…</Trans>}
      danger
      busy={remove.busy}
      error={remove.error}
      testId="note-delete-dialog"
      confirmTestId="note-delete-confirm"
      onConfirm={remove.run}
      onClose={onClose}
    >
      <p>
        <Trans>The post, its pictures, likes and collections are removed. This cannot be undone.</Trans>
      </p>
    </ConfirmDialog>
  );
}
