import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';

import { exportCrop } from './cropImage';
import { useCropper } from './useCropper';

interface Props {
  /** The decoded picture, already scaled to at most maxImgSize. */
  source: HTMLCanvasElement;
  onCancel: () => void;
  onCropped: (blob: Blob) => void;
}

const STAGE_MAX = 320;
const PREVIEW = 72;

/** A modal 1:1 cropper: drag to move, wheel, slider or +/- to zoom; confirms a JPEG of the square. */
export function AvatarCropper({ source, onCancel, onCropped }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const helpId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [stageSize] = useState(() => Math.max(200, Math.min(STAGE_MAX, window.innerWidth - 72)));
  const [busy, setBusy] = useState(false);
  const {
    frame,
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
  } = useCropper(source, stageSize);

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
      data-testid="avatar-cropper"
    >
      <h2 id={titleId} className="cropper-title">{t`Crop your avatar`}</h2>
      <div className="cropper-body">
        <div
          ref={stageRef}
          className="crop-stage"
          style={{ width: stageSize, height: stageSize }}
          tabIndex={0}
          role="group"
          aria-roledescription={t`crop area`}
          aria-describedby={helpId}
          {...handlers}
        >
          <canvas ref={canvasRef} style={{ width: stageSize, height: stageSize }} aria-hidden="true" />
          <div
            className="crop-frame"
            style={{ left: frame.left, top: frame.top, width: frame.size, height: frame.size }}
            aria-hidden="true"
          />
        </div>
        <div className="cropper-side">
          <canvas
            ref={previewRef}
            className="crop-preview"
            width={PREVIEW * 2}
            height={PREVIEW * 2}
            style={{ width: PREVIEW, height: PREVIEW }}
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
