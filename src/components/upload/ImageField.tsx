import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';

import { CROPPER_DEFAULTS } from '../../../protocol/rules';
import { UPLOAD_MAX_BYTES, type UploadType } from '../../../protocol/upload';
import { loadCropSource } from './cropImage';
import { ImageCropper } from './ImageCropper';
import { UploadStatus } from './UploadStatus';
import { useImageUpload } from './useImageUpload';

/** The words of one use of the field (an avatar, a cover...), already translated by the caller. */
export interface ImageFieldTexts {
  /** The label; may hold an "(optional)" mark. */
  label: ReactNode;
  hint: string;
  cropTitle: string;
  previewAlt: string;
  uploading: string;
  uploaded: string;
}

interface Props {
  value: string | null;
  onChange: (url: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
  uploadType: UploadType;
  /** Sent with the upload-address call. */
  fileName: string;
  texts: ImageFieldTexts;
  /** Width / height of the crop: 1 (a square) by default. */
  aspect?: number;
  /** Shown in a circle (an avatar). */
  round?: boolean;
  /** Prefix of the test ids: `<testId>-input`, `-preview`, `-uploaded`, `-retry`, `-cropper`. */
  testId: string;
  /** Drawn while there is no picture. */
  placeholder?: ReactNode;
  className?: string;
}

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * A picture field: pick, check type and size, crop to the field's aspect, upload with progress,
 * preview, retry, remove. Used for the avatar of the registration and the cover of the live room.
 */
export function ImageField(props: Props) {
  const { value, onChange, onBusyChange, error, uploadType, fileName, texts, testId } = props;
  const { aspect = 1, round = false, placeholder, className = '' } = props;
  const { t } = useLingui();
  const inputId = useId();
  const labelId = useId();
  const [source, setSource] = useState<HTMLCanvasElement | null>(null);
  const [pickError, setPickError] = useState('');
  const { phase, uploadCropped, retry, remove } = useImageUpload(
    uploadType,
    fileName,
    onChange,
    onBusyChange,
  );

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // so choosing the same file again fires a change
    setPickError('');
    if (!file) return;
    const maxMb = Math.round(UPLOAD_MAX_BYTES[uploadType] / (1024 * 1024));
    if (!IMAGE_TYPES.includes(file.type)) return setPickError(t`Please choose a PNG, JPEG or WebP image`);
    if (file.size > UPLOAD_MAX_BYTES[uploadType])
      return setPickError(t`The picture is too large: at most ${maxMb} MB`);
    try {
      const canvas = await loadCropSource(file);
      if (Math.min(canvas.width, canvas.height) < CROPPER_DEFAULTS.minCropSize)
        return setPickError(t`The picture is too small`);
      setSource(canvas);
    } catch {
      setPickError(t`This file is not a picture we can read`);
    }
  }

  // The picture shown: the one being uploaded, else the stored one (a saved cover...).
  const shown = phase.kind === 'idle' ? value : phase.kind === 'done' && value ? value : phase.preview;
  const message = pickError || error;
  const shape = round ? 'image-preview image-preview-round' : 'image-preview';
  return (
    <div
      className={`field image-field ${className}${message ? ' field-invalid' : ''}`}
      role="group"
      aria-labelledby={labelId}
    >
      <span id={labelId} className="field-label">
        {texts.label}
      </span>
      <div className="image-row">
        <div className={shape} style={{ aspectRatio: String(aspect) }} aria-hidden={!shown}>
          {shown ? <img src={shown} alt={texts.previewAlt} data-testid={`${testId}-preview`} /> : placeholder}
        </div>
        <div className="image-actions">
          <div className="image-buttons">
            <input
              id={inputId}
              type="file"
              className="visually-hidden"
              accept={IMAGE_TYPES.join(',')}
              onChange={(e) => void handleFile(e)}
              data-testid={`${testId}-input`}
            />
            <label htmlFor={inputId} className="btn btn-secondary">
              {shown ? t`Change picture` : t`Choose a picture`}
            </label>
            {shown ? (
              <button type="button" className="btn btn-link" onClick={remove}>
                {t`Remove`}
              </button>
            ) : null}
          </div>
          <UploadStatus
            phase={phase}
            onRetry={retry}
            uploadingLabel={texts.uploading}
            doneLabel={texts.uploaded}
            testId={testId}
          />
          {message ? (
            <p className="field-error" role="alert">
              {message}
            </p>
          ) : (
            <p className="field-hint">{texts.hint}</p>
          )}
        </div>
      </div>
      {source ? (
        <ImageCropper
          source={source}
          aspect={aspect}
          round={round}
          title={texts.cropTitle}
          testId={`${testId}-cropper`}
          onCancel={() => setSource(null)}
          onCropped={(blob) => {
            setSource(null);
            uploadCropped(blob);
          }}
        />
      ) : null}
    </div>
  );
}
