import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';

import { ErrorCode } from '../../../protocol/errors';
import { messageForCode } from '../../i18n/errorMessages';
import { showToast } from '../../state/toasts';
import { exportCrop } from './cropImage';
import { useCropper } from './useCropper';

interface Props {
  /** The decoded picture, already scaled to at most maxImgSize. */
  source: HTMLCanvasElement;
  /** Width / height of the crop: 1 for an avatar, 16 / 9 for a cover. */
  aspect: number;
  /** A round avatar: the frame and the preview show the circle it will be shown in. */
  round: boolean;
  title: string;
  testId: string;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
}

const STAGE_MAX = 320;
const STAGE_MAX_WIDE = 420;
const PREVIEW = 72;

/** A modal cropper of a fixed aspect: drag to move, wheel, slider or +/- to zoom; confirms a JPEG of the frame. */
export function ImageCropper({ source, aspect, round, title, testId, onCancel, onCropped }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const helpId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A wide frame gets a wider stage so it is not a thin strip.
  const [stageSize] = useState(() =>
    Math.max(200, Math.min(aspect > 1 ? STAGE_MAX_WIDE : STAGE_MAX, window.innerWidth - 72)),
  );
  const [busy, setBusy] = useState(false);
  const {
    frame,
    stageHeight,
    stageRef,
    canvasRef,
    previewRef,
    handlers,
    slider,
    setSlider,
    zoomIn,
    zoomOut,
    canZoom,
    crop,
  } = useCropper(source, stageSize, aspect);
  const previewHeight = Math.round(PREVIEW / aspect);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function handleConfirm() {
    setBusy(true);
    try {
      onCropped(await exportCrop(source, crop()));
    } catch {
      // The browser could not encode the frame (out of memory...): say so, the user may try again.
      showToast(messageForCode(ErrorCode.Internal), 'error');
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="cropper-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      data-testid={testId}
    >
      <h2 id={titleId} className="cropper-title">
        {title}
      </h2>
      <div className="cropper-body">
        <div
          ref={stageRef}
          className="crop-stage"
          style={{ width: stageSize, height: stageHeight }}
          tabIndex={0}
          role="group"
          aria-roledescription={t`crop area`}
          aria-describedby={helpId}
          {...handlers}
        >
          <canvas ref={canvasRef} style={{ width: stageSize, height: stageHeight }} aria-hidden="true" />
          <div
            className={round ? 'crop-frame crop-frame-round' : 'crop-frame'}
            style={{ left: frame.left, top: frame.top, width: frame.width, height: frame.height }}
            aria-hidden="true"
          />
        </div>
        <div className="cropper-side">
          <canvas
            ref={previewRef}
            className={round ? 'crop-preview crop-preview-round' : 'crop-preview'}
            width={PREVIEW * 2}
            height={previewHeight * 2}
            style={{ width: PREVIEW, height: previewHeight }}
            aria-hidden="true"
          />
          <p
            id={helpId}
            className="field-hint"
          >{t`Drag the picture to move it. Zoom with the wheel, the slider or the + and - keys; arrow keys move it too.`}</p>
        </div>
      </div>
      <div className="zoom-row">
        <button
          type="button"
          className="zoom-btn"
          onClick={zoomOut}
          disabled={!canZoom}
          aria-label={t`Zoom out`}
        >
          −
        </button>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={Math.round(slider)}
          onChange={(e) => setSlider(Number(e.target.value))}
          disabled={!canZoom}
          aria-label={t`Zoom`}
          data-testid="crop-zoom"
        />
        <button
          type="button"
          className="zoom-btn"
          onClick={zoomIn}
          disabled={!canZoom}
          aria-label={t`Zoom in`}
        >
          +
        </button>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t`Cancel`}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void handleConfirm()}
          disabled={busy}
          data-testid="crop-confirm"
        >
          {t`Use this picture`}
        </button>
      </div>
    </dialog>
  );
}
