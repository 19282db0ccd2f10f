import { useLingui } from '@lingui/react/macro';

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; blob: Blob; preview: string; progress: number }
  | { kind: 'done'; preview: string }
  | { kind: 'failed'; blob: Blob; preview: string; message: string };

/**
 * Progress bar while uploading, a note when done, the reason and a retry after a failure.
 * `uploadingLabel` names the progress bar, `doneLabel` is the note; `testId` prefixes the test ids.
 */
export function UploadStatus({
  phase,
  onRetry,
  uploadingLabel,
  doneLabel,
  testId,
}: {
  phase: UploadPhase;
  onRetry: (blob: Blob, preview: string) => void;
  uploadingLabel: string;
  doneLabel: string;
  testId: string;
}) {
  const { t } = useLingui();
  if (phase.kind === 'uploading') {
    const progress = phase.progress;
    return (
      <div className="upload-status">
        <div
          className="progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-label={uploadingLabel}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
        <span className="upload-note">{t`Uploading… ${progress}%`}</span>
      </div>
    );
  }
  if (phase.kind === 'done') {
    return (
      <p className="field-ok upload-note" role="status" data-testid={`${testId}-uploaded`}>
        {doneLabel}
      </p>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <div className="upload-status upload-failed">
        <p className="field-error" role="alert">
          {phase.message}
        </p>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => onRetry(phase.blob, phase.preview)}
          data-testid={`${testId}-retry`}
        >
          {t`Retry`}
        </button>
      </div>
    );
  }
  return null;
}
