import { Trans, useLingui } from '@lingui/react/macro';

import { cancelUpload, type PendingUpload, retryUpload, UploadStatus } from '../../../state/chatMedia';
import { Icon } from '../Icon';
import { useUploadProblem } from './useUploadProblem';

/** A picture, video or file on its way: its preview, the progress bar (rate 0-100), or why it failed. */
export function UploadItem({ upload }: { upload: PendingUpload }) {
  const { t } = useLingui();
  const problemText = useUploadProblem();
  const failed = upload.status === UploadStatus.Failed;
  return (
    <div
      className={`chat-message mine chat-upload${failed ? ' failed' : ''}`}
      data-testid="chat-upload"
      data-status={upload.status}
    >
      <div className="chat-message-main">
        <div className="chat-bubble chat-upload-bubble">
          {upload.previewUrl ? (
            <img className="chat-picture" src={upload.previewUrl} alt={upload.name} />
          ) : (
            <span className="chat-file">
              <Icon name={upload.kind === 'video' ? 'video' : 'file'} /> {upload.name}
            </span>
          )}
          {upload.progressFlag ? (
            <div
              className="chat-progress"
              role="progressbar"
              aria-label={t`Uploading ${upload.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={upload.rate}
              data-testid="chat-upload-progress"
            >
              <span style={{ width: `${upload.rate}%` }} />
            </div>
          ) : null}
        </div>
        <div className="chat-message-meta">
          {upload.progressFlag ? (
            <span className="chat-sending" role="status">
              <Trans>Uploading… {upload.rate}%</Trans>
            </span>
          ) : null}
          {failed ? (
            <>
              <span className="chat-failed" role="alert">
                {upload.problem ? problemText(upload.problem) : t`Upload failed`}
              </span>
              <button
                type="button"
                className="btn-link chat-retry"
                // A failed retry is recorded on the upload itself: this bubble shows its problem again.
                onClick={() => void retryUpload(upload.id).catch(() => undefined)}
              >
                <Trans>Retry</Trans>
              </button>
            </>
          ) : null}
          <button type="button" className="btn-link chat-retry" onClick={() => cancelUpload(upload.id)}>
            {failed ? <Trans>Remove</Trans> : <Trans>Cancel</Trans>}
          </button>
        </div>
      </div>
    </div>
  );
}
