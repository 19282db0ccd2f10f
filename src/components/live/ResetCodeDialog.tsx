import { Trans, useLingui } from '@lingui/react/macro';

import type { ResponseOf } from '../../../protocol/api';
import { call } from '../../api/client';
import { ConfirmDialog, useConfirmedCall } from '../ui/ConfirmDialog';

export type LiveCodeReset = ResponseOf<'liveCodeReset'>;

/** Confirms a new live code: the old one stops at once and a stream on it is cut. */
export function ResetCodeDialog({
  streaming,
  onDone,
  onClose,
}: {
  /** The anchor's encoder is streaming now: say that this stream will be cut. */
  streaming: boolean;
  onDone: (reset: LiveCodeReset) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { busy, error, run } = useConfirmedCall(() => call('liveCodeReset', {}), onDone);
  return (
    <ConfirmDialog
      title={t`Reset the live code?`}
      testId="reset-code-dialog"
      confirmTestId="reset-code-confirm"
      confirmLabel={<Trans>Reset live code</Trans>}
      busyLabel={<Trans>Resetting…</Trans>}
      busy={busy}
      error={error}
      onConfirm={run}
      onClose={onClose}
    >
      <p>
        <Trans>
          You get a new live code and the old one stops working at once. A stream that uses the old code is
          cut and your room goes offline.
        </Trans>
      </p>
      {streaming ? (
        <p className="live-warn-text">
          <Trans>You are streaming now: resetting the code ends your stream at once.</Trans>
        </p>
      ) : null}
      <p>
        <Trans>
          Put the new code into your encoder (OBS: Settings › Stream › Stream Key) before you go live again.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
