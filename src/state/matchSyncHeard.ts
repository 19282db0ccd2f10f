import { useEffect, useSyncExternalStore } from 'react';

import { onMatchUpdate } from './matchLive';
import { type HeardMoments, withHeard } from './matchSyncRules';

/**
 * The moments heard live (issue 21) for the matches a synced view shows, from the view's mount on:
 * every live update is a moment of the match's timeline (src/state/matchSync.ts).
 */

const heard = new Map<number, HeardMoments>();
const interest = new Map<number, number>();
const heardListeners = new Set<() => void>();

onMatchUpdate((update) => {
  if (!interest.has(update.matchId)) return;
  heard.set(update.matchId, withHeard(heard.get(update.matchId), update));
  for (const listener of heardListeners) listener();
});

function onHeard(listener: () => void): () => void {
  heardListeners.add(listener);
  return () => heardListeners.delete(listener);
}

/** The moments of `matchId` heard live while the calling view is mounted (kept from its mount on). */
export function useHeardMoments(matchId: number | null): HeardMoments | undefined {
  useEffect(() => {
    if (matchId === null) return;
    interest.set(matchId, (interest.get(matchId) ?? 0) + 1);
    return () => {
      const n = (interest.get(matchId) ?? 1) - 1;
      if (n > 0) interest.set(matchId, n);
      else {
        interest.delete(matchId);
        heard.delete(matchId);
      }
    };
  }, [matchId]);
  const read = () => (matchId === null ? undefined : heard.get(matchId));
  return useSyncExternalStore(onHeard, read, read);
}
