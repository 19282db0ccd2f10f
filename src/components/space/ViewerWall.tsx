import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { LoadError, LoadingBlock } from '../ui/LoadState';
import { Lightbox } from '../ui/Lightbox';
import { photoLightboxItems, photoName } from './photoItems';
import { useAnchorWall } from './spaceQueries';
import { Thumb } from './Thumb';

/** How many thumbnails load at once: about the first screen of the grid. */
const EAGER = 8;

/**
 * An anchor's photo wall as viewers see it: thumbnails in the anchor's order (the first screen at
 * once, the others as they come near), more on demand, each opening the original in the lightbox.
 */
export function ViewerWall({ anchorId }: { anchorId: string }) {
  const { t, i18n } = useLingui();
  const wall = useAnchorWall(anchorId);
  const [open, setOpen] = useState<number | null>(null);
  const photos = wall.data;
  if (!photos) {
    if (wall.error) return <LoadError message={wall.error} onRetry={wall.reload} />;
    return <LoadingBlock rows={2} label={t`Loading the photo wall…`} />;
  }
  if (photos.length === 0)
    return (
      <p className="space-empty muted" data-testid="wall-empty">
        <Trans>No photos yet.</Trans>
      </p>
    );
  const total = wall.total;
  const shown = photos.length;
  const more = wall.more;
  return (
    <>
      <ul className="wall-grid" data-testid="viewer-wall" aria-busy={wall.loading}>
        {photos.map((photo, index) => (
          <li key={photo.id} className="wall-tile" data-testid="wall-photo">
            <button
              type="button"
              className="wall-open"
              onClick={() => setOpen(index)}
              data-testid="photo-open"
            >
              <Thumb
                thumb={photo.thumb}
                width={photo.width}
                height={photo.height}
                alt={photoName(photo, index + 1, i18n)}
                eager={index < EAGER}
              />
            </button>
          </li>
        ))}
      </ul>
      {more ? (
        <div className="space-more">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              if (!wall.loadingMore) more();
            }}
            aria-busy={wall.loadingMore}
            data-testid="wall-more"
          >
            <Trans>
              Show more photos ({shown} of {total})
            </Trans>
          </button>
        </div>
      ) : null}
      {open !== null ? (
        <Lightbox
          items={photoLightboxItems(photos, i18n)}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          label={t`Photo wall`}
        />
      ) : null}
    </>
  );
}
