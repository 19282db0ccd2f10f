import { useEffect } from 'react';

import type { MatchCard } from '../../protocol/match';
import type { CrossedNotice, MatchTimeline } from '../../protocol/matchTimeline';
import type { SyncMode } from './matchSyncRules';

/**
 * The synced match views mounted now (issue 21), for what asks about them from outside: the push
 * hold-back (syncedMatchAt) and the status toasts (holdsNotice, and the notices their videos pass).
 * The layout's toasts load it with the first route, so it is small and imports no timeline code: the
 * switch is matchSyncSwitch.ts's, the moments heard live matchSyncHeard.ts's (loaded with the views).
 * A view's mode already says whether the switch is on and the clock dated (matchSyncRules.ts).
 */

// ---- the views mounted --------------------------------------------------------------------------

export interface SyncedView {
  matchId: number;
  /** 'synced' only while the page's clock is dated (src/state/matchSyncRules.ts syncMode). */
  mode: SyncMode;
  timeline: MatchTimeline;
  card: Pick<MatchCard, 'sportId' | 'kickoffAt'>;
  /**
   * The moment the view's video shows now (src/state/programmeClock.ts programmeNow: null unless its
   * clock is dated), passed in: this module loads with the first route.
   */
  now: () => number | null;
}

const views = new Set<SyncedView>();

/** Lists `view` while the calling component is mounted, as it is now. */
export function useSyncedViewEntry(view: SyncedView | null): void {
  useEffect(() => {
    if (!view) return;
    views.add(view);
    return () => {
      views.delete(view);
    };
  }, [view]);
}

/**
 * The timeline of `matchId` when a view of it is mounted, following a dated video clock with the
 * switch on (the push hold-back asks it); null otherwise.
 */
export function syncedMatchAt(
  matchId: number,
): { timeline: MatchTimeline; card: Pick<MatchCard, 'sportId' | 'kickoffAt'> } | null {
  for (const view of views)
    if (view.matchId === matchId && view.mode === 'synced' && view.now() !== null)
      return { timeline: view.timeline, card: view.card };
  return null;
}

/**
 * Whether a live notice of `matchId` at `at` waits for the viewer's video: a synced view of it is
 * mounted and its video has not reached `at` yet, or its player is still loading.
 */
export function holdsNotice(matchId: number, at: number): boolean {
  for (const view of views) {
    if (view.matchId !== matchId) continue;
    if (view.mode === 'pending') return true;
    if (view.mode === 'synced') {
      const t = view.now();
      return t === null || at > t;
    }
  }
  return false;
}

// ---- notices the video passed -------------------------------------------------------------------

export interface SyncedNotice {
  matchId: number;
  kickoffAt: number;
  sportId: number;
  /** The teams' names as the view shows them (the reader's language). */
  home: string;
  away: string;
  crossed: CrossedNotice;
}

const noticeListeners = new Set<(notice: SyncedNotice) => void>();

/** Calls `listener` with every status notice a synced view's video passes; returns the unsubscribe. */
export function onSyncedNotice(listener: (notice: SyncedNotice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

export function emitSyncedNotice(notice: SyncedNotice): void {
  for (const listener of noticeListeners) listener(notice);
}
