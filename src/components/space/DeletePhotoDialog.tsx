import { Trans, useLingui } from '@lingui/react/macro';

import type { Photo } from '../../../protocol/space';
import { call } from '../../api/client';
import { invalidateCalls } from '../../api/queryClient';
import { showToast } from '../../state/toasts';
import { ConfirmDialog, useConfirmedCall } from '../ui/ConfirmDialog';
import { Thumb } from './Thumb';

/** Asks before a photo and its file are deleted for good; the walls load again after. */
export function DeletePhotoDialog({ photo, onClose }: { photo: Photo; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useConfirmedCall(
    () => call('deleteImage', { id: photo.id }),
    () => {
      void invalidateCalls(['imageList']);
      showToast(t`Photo deleted`, 'success');
      onClose();
    },
  );
  return (
    <ConfirmDialog
      title={t`Delete this photo?`}
      confirmLabel={<Trans>Delete</Trans>}
      busyLabel={<Trans>Deleting…</Trans>}
      danger
      busy={remove.busy}
      error={remove.error}
      testId="photo-delete-dialog"
      confirmTestId="photo-delete-confirm"
      onConfirm={remove.run}
      onClose={onClose}
    >
      <div className="delete-preview">
        <Thumb thumb={photo.thumb} width={photo.width} height={photo.height} alt={photo.description} eager />
        <p>
          <Trans>The photo is removed from your wall and from our storage. This cannot be undone.</Trans>
        </p>
      </div>
    </ConfirmDialog>
  );
}
