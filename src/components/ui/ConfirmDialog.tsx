import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';

import type { Envelope } from '../../../protocol/envelope';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { Dialog } from './Dialog';

interface Props {
  title: string;
  /** The question and what follows from the answer. */
  children: ReactNode;
  confirmLabel: ReactNode;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Red confirm button: the action removes or cuts something. */
  danger?: boolean;
  busy?: boolean;
  /** A translated refusal, shown under the question. */
  error?: string;
  testId: string;
  confirmTestId: string;
  errorTestId?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action: the question, Cancel, and a confirm button that is disabled while busy. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  danger = false,
  busy = false,
  error = '',
  testId,
  confirmTestId,
  errorTestId,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      testId={testId}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {cancelLabel ?? <Trans>Cancel</Trans>}
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            data-testid={confirmTestId}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {error ? (
        <p className="form-error" role="alert" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

/**
 * Runs a confirmed call once at a time: `busy` while it runs, the translated refusal or network
 * error in `error`, `onSuccess` with the answer's data.
 */
export function useConfirmedCall<T>(send: () => Promise<Envelope<T>>, onSuccess: (data: T) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function run() {
    setBusy(true);
    setError('');
    try {
      const res = await send();
      if (res.success) onSuccess(res.data);
      else setError(messageFor(res));
    } catch {
      setError(networkErrorMessage());
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run: () => void run() };
}
