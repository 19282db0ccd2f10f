import { useLingui } from '@lingui/react/macro';

import type { NotePicture } from '../../../protocol/space';
import { notePictureName } from './photoItems';
import { Thumb } from './Thumb';

/** A post's pictures as thumbnails (one big, or a grid of up to 3 columns); each opens the lightbox. */
export function NotePictures({
  pictures,
  onOpen,
}: {
  pictures: readonly NotePicture[];
  onOpen: (index: number) => void;
}) {
  const { i18n } = useLingui();
  const layout =
    pictures.length === 1 ? 'one' : pictures.length === 2 || pictures.length === 4 ? 'two' : 'three';
  return (
    <ul className={`note-pictures note-pictures-${layout}`}>
      {pictures.map((picture, index) => (
        <li key={picture.url}>
          <button
            type="button"
            className="note-picture"
            onClick={() => onOpen(index)}
            data-testid="note-picture"
          >
            <Thumb
              thumb={picture.thumb}
              width={picture.width}
              height={picture.height}
              alt={notePictureName(index + 1, pictures.length, i18n)}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
