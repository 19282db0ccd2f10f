import { useLingui } from '@lingui/react/macro';

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; blob: Blob; preview: string; progress: number }
  | { kind: 'done'; preview: string }
  | { kind: 'failed'; blob: Blob; preview: string; message: string };

/** Progress bar while uploading, a note when done, the reason and a retry after a failure. */
export function AvatarUploadStatus({
  phase,
  onRetry,
}: {
  phase: UploadPhase;
  onRetry: (blob: Blob, preview: string) => void;
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
          aria-label={t`Uploading avatar`}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
        <span className="upload-note">{t`Uploading… ${progress}%`}</span>
      </div>
    );
  }
  if (phase.kind === 'done') {
    return (
      <p className="field-ok upload-note" role="status" data-testid="avatar-uploaded">
        {t`Avatar uploaded`}
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
          data-testid="avatar-retry"
        >
          {t`Retry`}
        </button>
      </div>
    );
  }
  return null;
}
