import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type ReactNode, useId } from 'react';

import { PHOTO_CONTENT_TYPES } from '../../../protocol/upload';
import { UploadStatus, type UploadPhase } from './UploadStatus';
import type { PictureItem, PictureUploads as Uploads } from './usePictureUploads';

interface Props {
  uploads: Uploads;
  /** The visible label of the group and of the choose button's purpose. */
  label: string;
  /** Under the button: formats and limits. */
  hint: string;
  /** Prefix of the test ids: `<testId>-input`, `-item`, `-refusal`, and UploadStatus's per item. */
  testId: string;
  /** More fields of one picture (a photo's description), drawn under its preview. */
  renderExtra?: (item: PictureItem, position: number) => ReactNode;
  disabled?: boolean;
}

/** UploadStatus's phase of an item (its retry goes through the hook, not the blob). */
function phaseOf(item: PictureItem): UploadPhase {
  const blob = new Blob();
  if (item.phase === 'done') return { kind: 'done', preview: item.preview };
  if (item.phase === 'failed') return { kind: 'failed', blob, preview: item.preview, message: item.error };
  return { kind: 'uploading', blob, preview: item.preview, progress: item.progress };
}

/**
 * Choose several pictures (JPEG, PNG, GIF) and watch each upload: a preview, its own progress
 * bar, the reason and a retry when it failed, a remove button; `renderExtra` adds fields per picture.
 * The state is usePictureUploads's, so the form that owns it decides what to do with the URLs.
 */
export function PictureUploads({ uploads, label, hint, testId, renderExtra, disabled = false }: Props) {
  const { t } = useLingui();
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = ''; // so choosing the same files again fires a change
    if (chosen.length > 0) uploads.add(chosen);
  }

  return (
    <div className="picture-uploads" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="field-label">
        {label}
      </span>
      <div className="picture-uploads-pick">
        <input
          id={inputId}
          type="file"
          multiple
          className="visually-hidden"
          accept={PHOTO_CONTENT_TYPES.join(',')}
          onChange={handleChange}
          disabled={disabled}
          aria-describedby={hintId}
          data-testid={`${testId}-input`}
        />
        <label htmlFor={inputId} className={`btn btn-secondary${disabled ? ' is-disabled' : ''}`}>
          <svg className="picture-uploads-icon" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 7h3l2-2h6l2 2h3v12H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z" />
          </svg>
          {t`Choose pictures`}
        </label>
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      </div>
      {uploads.refusal ? (
        <p className="field-error" role="alert" data-testid={`${testId}-refusal`}>
          {uploads.refusal}
        </p>
      ) : null}
      {uploads.items.length > 0 ? (
        <ul className={`picture-uploads-list${renderExtra ? '' : ' is-compact'}`}>
          {uploads.items.map((item, index) => (
            <PictureRow
              key={item.id}
              item={item}
              position={index + 1}
              uploads={uploads}
              testId={testId}
              extra={renderExtra?.(item, index + 1)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function PictureRow({
  item,
  position,
  uploads,
  testId,
  extra,
}: {
  item: PictureItem;
  position: number;
  uploads: Uploads;
  testId: string;
  extra: ReactNode;
}) {
  const { t } = useLingui();
  const name = item.name;
  const id = useId();
  return (
    <li className="picture-upload" data-testid={`${testId}-item`} data-phase={item.phase}>
      <div className="picture-upload-preview">
        <img id={`${id}-picture`} src={item.preview} alt={t`Picture ${position}: ${name}`} />
      </div>
      <div className="picture-upload-side">
        <UploadStatus
          phase={phaseOf(item)}
          onRetry={() => uploads.retry(item.id)}
          uploadingLabel={t`Uploading picture ${position}`}
          doneLabel={t`Uploaded`}
          testId={`${testId}-item`}
        />
        {extra}
        <button
          type="button"
          className="btn btn-link btn-small"
          onClick={() => uploads.remove(item.id)}
          // Its name starts with what it shows, then says which picture.
          id={`${id}-remove`}
          aria-labelledby={`${id}-remove ${id}-picture`}
          data-testid={`${testId}-remove`}
        >
          {t`Remove`}
        </button>
      </div>
    </li>
  );
}
