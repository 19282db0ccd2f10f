import { useEffect, useState } from 'react';

import type { GroupReadCounts } from '../../../../protocol/imWorkerApi';
import { imClient } from '../../../state/chat';

/** Receipts come in bursts (a member scrolls, many open the chat): one ask per quiet moment. */
const DEBOUNCE_MS = 400;
/** GetGroupReadCounts takes at most this many seqs. */
const SEQS_MAX = 100;

/**
 * "Read by N" of my messages on screen in a group conversation: asks the worker (GetGroupReadCounts)
 * for `seqs`, again whenever they change or `version` (bumped on each read receipt of the
 * conversation) moves, debounced. Null until the first answer (or while not connected).
 */
export function useGroupReadCounts(
  conversationID: string,
  seqs: readonly number[],
  version: number,
): GroupReadCounts | null {
  const [counts, setCounts] = useState<GroupReadCounts | null>(null);
  const key = seqs.slice(-SEQS_MAX).join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    const id = window.setTimeout(() => {
      const asked = key.split(',').map(Number);
      void imClient()
        ?.groupReadCounts(conversationID, asked)
        .then((answer) => {
          if (live && answer) setCounts(answer);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(id);
    };
  }, [conversationID, key, version]);
  return counts;
}
