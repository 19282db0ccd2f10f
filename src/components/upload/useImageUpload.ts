import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

import type { UploadType } from '../../../protocol/upload';
import { uploadFile } from '../../api/upload';
import type { UploadPhase } from './UploadStatus';

/**
 * The upload of a cropped picture: its phase (uploading with progress, done, failed with a retry),
 * a local preview URL (revoked when replaced or unmounted), and remove. `onChange` gets the stored
 * URL once uploaded (null while uploading or removed); `onBusyChange` says when an upload runs.
 */
export function useImageUpload(
  uploadType: UploadType,
  fileName: string,
  onChange: (url: string | null) => void,
  onBusyChange: (busy: boolean) => void,
) {
  const { t } = useLingui();
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const previewUrl = useRef<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      abort.current?.abort();
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  async function upload(blob: Blob, preview: string) {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'uploading', blob, preview, progress: 0 });
    onBusyChange(true);
    try {
      const url = await uploadFile(blob, {
        fileName,
        uploadType,
        signal: controller.signal,
        onProgress: (progress) => setPhase((p) => (p.kind === 'uploading' ? { ...p, progress } : p)),
      });
      if (controller.signal.aborted) return;
      if (url) {
        setPhase({ kind: 'done', preview });
        onChange(url);
      } else {
        const message = t`The server did not accept the picture. Please try again.`;
        setPhase({ kind: 'failed', blob, preview, message });
      }
    } catch {
      if (!controller.signal.aborted) {
        const message = t`The upload failed. Check your connection and try again.`;
        setPhase({ kind: 'failed', blob, preview, message });
      }
    } finally {
      if (abort.current === controller) onBusyChange(false);
    }
  }

  /** Uploads a freshly cropped picture, showing it at once. */
  function uploadCropped(blob: Blob) {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = URL.createObjectURL(blob);
    onChange(null);
    void upload(blob, previewUrl.current);
  }

  function remove() {
    abort.current?.abort();
    onBusyChange(false);
    setPhase({ kind: 'idle' });
    onChange(null);
  }

  const retry = (blob: Blob, preview: string) => void upload(blob, preview);
  return { phase, uploadCropped, retry, remove };
}
