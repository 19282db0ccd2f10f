import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import type { Photo } from '../../../protocol/space';
import { callData, errorText } from '../../api/client';
import { showToast } from '../../state/toasts';
import { moveItem, orderedIds } from './photoOrder';
import { OWN_WALL_KEY } from './spaceQueries';

/**
 * Moves photos of the owner's wall: the new order shows at once, and each move sends every id in
 * that order (sortImage), one call after the other so the last move is the one kept. A refusal
 * says why and loads the wall's real order again. `announcement` tells screen readers where the
 * photo went.
 */
export function usePhotoOrder(photos: readonly Photo[], setPhotos: (photos: Photo[]) => void) {
  const { t } = useLingui();
  const client = useQueryClient();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [announcement, setAnnouncement] = useState('');

  function move(from: number, to: number) {
    const next = moveItem(photos, from, to);
    if (next.every((p, i) => p === photos[i])) return;
    setPhotos(next);
    const position = next.indexOf(photos[from]!) + 1;
    const total = next.length;
    setAnnouncement(t`Moved to place ${position} of ${total}`);
    const ids = orderedIds(next);
    queue.current = queue.current
      .then(() => callData('sortImage', { ids }))
      .then(
        // The viewers' walls follow; the owner's shows the order already.
        () =>
          client.invalidateQueries({ queryKey: ['imageList'], predicate: (q) => q.queryKey[1] !== 'whole' }),
        (error: unknown) => {
          showToast(errorText(error), 'error');
          return client.invalidateQueries({ queryKey: OWN_WALL_KEY });
        },
      );
  }

  return { move, announcement };
}
