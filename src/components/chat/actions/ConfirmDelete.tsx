import { Trans, useLingui } from '@lingui/react/macro';

import { Dialog } from '../../ui/Dialog';

/** Deleting removes messages for me only (the other side keeps them): say so before doing it. */
export function ConfirmDelete({
  count,
  onConfirm,
  onClose,
}: {
  count: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Delete messages`}
      onClose={onClose}
      testId="confirm-delete"
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={onConfirm}
            data-testid="confirm-delete-ok"
          >
            <Trans>Delete</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>
          Delete {count} message(s) from this device and your other devices? The other person still sees them.
        </Trans>
      </p>
    </Dialog>
  );
}
