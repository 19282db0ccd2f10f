import { useLingui } from '@lingui/react/macro';
import { type DragEvent, useState } from 'react';

import type { Photo } from '../../../protocol/space';
import { photoName } from './photoItems';
import { Thumb } from './Thumb';

interface Props {
  photo: Photo;
  /** 0-based place on the wall. */
  index: number;
  count: number;
  onOpen: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDelete: (photo: Photo) => void;
}

const DRAG_TYPE = 'application/x-tribune-photo';

/**
 * A photo of the owner's wall: opens full size, moves one place earlier or later (buttons, so the
 * keyboard can), or by dragging onto another photo, and asks before deleting.
 */
export function OwnPhotoTile({ photo, index, count, onOpen, onMove, onDelete }: Props) {
  const { t, i18n } = useLingui();
  const [over, setOver] = useState(false);
  const name = photoName(photo, index + 1, i18n);

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (Number.isInteger(from) && from !== index) onMove(from, index);
  }

  return (
    <li
      className={`wall-tile wall-tile-own${over ? ' is-drop-target' : ''}`}
      data-testid="own-photo"
      data-photo-id={photo.id}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, String(index));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
    >
      <button type="button" className="wall-open" onClick={() => onOpen(index)} data-testid="photo-open">
        <Thumb thumb={photo.thumb} width={photo.width} height={photo.height} alt={name} eager={index < 12} />
      </button>
      <p className="wall-caption" data-testid="photo-description">
        {photo.description || <span className="muted">{t`No description`}</span>}
      </p>
      <div className="wall-tools">
        <button
          type="button"
          className="icon-button"
          data-move="earlier"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={t`Move earlier: ${name}`}
          title={t`Move earlier`}
          data-testid="photo-earlier"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <button
          type="button"
          className="icon-button"
          data-move="later"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={t`Move later: ${name}`}
          title={t`Move later`}
          data-testid="photo-later"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
        <button
          type="button"
          className="icon-button icon-button-danger"
          onClick={() => onDelete(photo)}
          aria-label={t`Delete: ${name}`}
          title={t`Delete`}
          data-testid="photo-delete"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12M10 11v5M14 11v5" />
          </svg>
        </button>
      </div>
    </li>
  );
}
