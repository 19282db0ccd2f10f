import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';

import { AVATAR_MAX_BYTES, CROPPER_DEFAULTS } from '../../../protocol/rules';
import { uploadFile } from '../../api/upload';
import { AvatarCropper } from './AvatarCropper';
import { AvatarUploadStatus, type UploadPhase } from './AvatarUploadStatus';
import { loadCropSource } from './cropImage';

interface Props {
  value: string | null;
  onChange: (url: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string | undefined;
}

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Avatar: pick, check type and size, crop to a square, upload with progress, preview, retry. */
export function AvatarField({ value, onChange, onBusyChange, error }: Props) {
  const { t } = useLingui();
  const inputId = useId();
  const labelId = useId();
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const [source, setSource] = useState<HTMLCanvasElement | null>(null);
  const [pickError, setPickError] = useState('');
  const previewUrl = useRef<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      abort.current?.abort();
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  function showPreview(blob: Blob): string {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = URL.createObjectURL(blob);
    return previewUrl.current;
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // so choosing the same file again fires a change
    setPickError('');
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return setPickError(t`Please choose a PNG, JPEG or WebP image`);
    if (file.size > AVATAR_MAX_BYTES) return setPickError(t`The picture is too large: at most 30 MB`);
    try {
      const canvas = await loadCropSource(file);
      if (Math.min(canvas.width, canvas.height) < CROPPER_DEFAULTS.minCropSize)
        return setPickError(t`The picture is too small`);
      setSource(canvas);
    } catch {
      setPickError(t`This file is not a picture we can read`);
    }
  }

  async function upload(blob: Blob, preview: string) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'uploading', blob, preview, progress: 0 });
    onBusyChange(true);
    try {
      const url = await uploadFile(blob, {
        fileName: 'avatar.jpg',
        uploadType: 'avatar',
        signal: controller.signal,
        onProgress: (progress) => setPhase((p) => (p.kind === 'uploading' ? { ...p, progress } : p)),
      });
      if (controller.signal.aborted) return;
      if (url) {
        setPhase({ kind: 'done', preview });
        onChange(url);
      } else {
        setPhase({
          kind: 'failed',
          blob,
          preview,
          message: t`The server did not accept the picture. Please try again.`,
        });
      }
    } catch {
      if (!controller.signal.aborted)
        setPhase({
          kind: 'failed',
          blob,
          preview,
          message: t`The upload failed. Check your connection and try again.`,
        });
    } finally {
      if (abort.current === controller) onBusyChange(false);
    }
  }

  function handleCropped(blob: Blob) {
    setSource(null);
    onChange(null);
    void upload(blob, showPreview(blob));
  }

  function handleRemove() {
    abort.current?.abort();
    onBusyChange(false);
    setPhase({ kind: 'idle' });
    onChange(null);
  }

  const message = pickError || error;
  return (
    <div
      className={`field avatar-field${message ? ' field-invalid' : ''}`}
      role="group"
      aria-labelledby={labelId}
    >
      <span id={labelId} className="field-label">
        {t`Avatar`} <span className="optional">{t`(optional)`}</span>
      </span>
      <div className="avatar-row">
        <div className="avatar-preview" aria-hidden={phase.kind === 'idle'}>
          {phase.kind === 'idle' ? (
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5c0-3.3-4.6-5.5-9-5.5Z"
              />
            </svg>
          ) : (
            <img
              src={phase.kind === 'done' && value ? value : phase.preview}
              alt={t`Avatar preview`}
              data-testid="avatar-preview"
            />
          )}
        </div>
        <div className="avatar-actions">
          <div className="avatar-buttons">
            <input
              id={inputId}
              type="file"
              className="visually-hidden"
              accept={AVATAR_TYPES.join(',')}
              onChange={(e) => void handleFile(e)}
              data-testid="avatar-input"
            />
            <label htmlFor={inputId} className="btn btn-secondary">
              {phase.kind === 'idle' ? t`Choose a picture` : t`Change picture`}
            </label>
            {phase.kind !== 'idle' ? (
              <button type="button" className="btn btn-link" onClick={handleRemove}>
                {t`Remove`}
              </button>
            ) : null}
          </div>
          <AvatarUploadStatus phase={phase} onRetry={(blob, preview) => void upload(blob, preview)} />
          {message ? (
            <p className="field-error" role="alert">
              {message}
            </p>
          ) : (
            <p className="field-hint">{t`PNG, JPEG or WebP, at most 30 MB. You will crop it to a square.`}</p>
          )}
        </div>
      </div>
      {source ? (
        <AvatarCropper source={source} onCancel={() => setSource(null)} onCropped={handleCropped} />
      ) : null}
    </div>
  );
}
