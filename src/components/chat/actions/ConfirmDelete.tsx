import { Trans, useLingui } from '@lingui/react/macro';

import { ConfirmDialog } from '../../ui/ConfirmDialog';

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
    <ConfirmDialog
      title={t`Delete messages`}
      testId="confirm-delete"
      confirmTestId="confirm-delete-ok"
      confirmLabel={<Trans>Delete</Trans>}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        <Trans>
          Delete {count} message(s) from this device and your other devices? The other person still sees them.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
