import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

import type { Photo } from '../../../protocol/space';
import { EmptyState } from '../ui/EmptyState';
import { Lightbox } from '../ui/Lightbox';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { DeletePhotoDialog } from './DeletePhotoDialog';
import { OwnPhotoTile } from './OwnPhotoTile';
import { photoLightboxItems } from './photoItems';
import { usePhotoOrder } from './usePhotoOrder';

interface Props {
  photos: readonly Photo[] | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
  setPhotos: (photos: Photo[]) => void;
}

/**
 * The anchor's own photo wall: every photo in the wall's order, full size in the lightbox, moved
 * earlier or later (buttons or dragging), deleted after a question.
 */
export function OwnPhotoWall({ photos, loading, error, reload, setPhotos }: Props) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const list = photos ?? [];
  const order = usePhotoOrder(list, setPhotos);
  // After a move the keyboard stays on the moved photo's button (the other one at an end).
  const refocus = useRef<{ id: number; move: 'earlier' | 'later' } | null>(null);
  const wall = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const target = refocus.current;
    if (!target || !wall.current) return;
    refocus.current = null;
    const tile = wall.current.querySelector(`[data-photo-id="${target.id}"]`);
    const other = target.move === 'earlier' ? 'later' : 'earlier';
    const button =
      tile?.querySelector<HTMLButtonElement>(`[data-move="${target.move}"]:not([disabled])`) ??
      tile?.querySelector<HTMLButtonElement>(`[data-move="${other}"]`);
    button?.focus();
  }, [photos]);

  function handleMove(from: number, to: number) {
    const photo = list[from];
    if (photo) refocus.current = { id: photo.id, move: to < from ? 'earlier' : 'later' };
    order.move(from, to);
  }

  if (!photos) {
    if (error) return <LoadError message={error} onRetry={reload} />;
    return <LoadingBlock rows={3} label={t`Loading the photo wall…`} />;
  }
  if (photos.length === 0)
    return (
      <EmptyState title={t`Your photo wall is empty`}>
        <p>
          <Trans>Add pictures above: your viewers see them in your room.</Trans>
        </p>
      </EmptyState>
    );
  return (
    <>
      <p className="wall-help muted">
        <Trans>Drag a photo onto another, or use the arrows, to change the order your viewers see.</Trans>
      </p>
      <ul className="wall-grid wall-grid-own" ref={wall} aria-busy={loading} data-testid="own-wall">
        {photos.map((photo, index) => (
          <OwnPhotoTile
            key={photo.id}
            photo={photo}
            index={index}
            count={photos.length}
            onOpen={setOpen}
            onMove={handleMove}
            onDelete={setDeleting}
          />
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {order.announcement}
      </p>
      {open !== null ? (
        <Lightbox
          items={photoLightboxItems(photos, i18n)}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          label={t`Photo wall`}
        />
      ) : null}
      {deleting ? <DeletePhotoDialog photo={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
