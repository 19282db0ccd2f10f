import { useEffect, useMemo, useRef } from 'react';

import type { MatchDetails } from '../../protocol/matchApi';
import { type MatchTimeline, nextChangeAfter, noticesCrossed } from '../../protocol/matchTimeline';
import { useCatchUp } from './matchSyncCatchUp';
import { useHeardMoments } from './matchSyncHeard';
import { emitSyncedNotice, type SyncedView, useSyncedViewEntry } from './matchSyncStore';
import { useFollowsVideo } from './matchSyncSwitch';
import { hasHistory, syncedCard, syncMode, type SyncMode, timelineOf } from './matchSyncRules';
import { programmeNow, useClockStatus, useProgrammeTime } from './programmeClock';

export type { SyncMode } from './matchSyncRules';
export { syncedMatchAt } from './matchSyncStore';
export { followsVideo, setFollowsVideo, useFollowsVideo } from './matchSyncSwitch';

export interface SyncedMatch {
  /** The match as the view shows it: at the moment of the video when synced, else the newest. */
  match: MatchDetails | null;
  mode: SyncMode;
  /**
   * Synced: the programme time the shown state was read at (re-read when the clock moves and at each
   * change, so any moment between the last change reached and the next one); else null.
   */
  at: number | null;
}

const NO_TIMELINE: MatchTimeline = { moments: [], events: [] };

/**
 * A match view that follows the page's video (issue 21): the score, status and events at the moment
 * the video shows (src/state/programmeClock.ts), re-rendered exactly when the next moment or event
 * is reached; seeking back rewinds. `match` is the newest state (useMatchDetail: details, live
 * updates, events merged); `hasPlayer` says the page shows a video of it (the view waits for its
 * clock rather than flash the newest score). The status notices the video passes go to the toasts.
 */
export function useSyncedMatch(
  matchId: number | null,
  match: MatchDetails | null,
  hasPlayer: boolean,
): SyncedMatch {
  const follow = useFollowsVideo();
  const clock = useClockStatus();
  const heard = useHeardMoments(matchId);
  const timeline = useMemo(() => (match ? timelineOf(match, heard) : NO_TIMELINE), [match, heard]);
  const wanted = match
    ? syncMode({ follow, clock, hasPlayer, hasHistory: hasHistory(match, timeline) })
    : 'pending';
  const read = useProgrammeTime((at) => nextChangeAfter(timeline, at), wanted === 'synced');
  // A jump forward past several goals shows them one after the other.
  const t = useCatchUp(match, timeline, wanted === 'synced' ? read : null);
  // Synced before the clock's first read: hold back as while loading.
  const mode: SyncMode = wanted === 'synced' && t === null ? 'pending' : wanted;
  const shown = useMemo(
    () => (match ? syncedCard(match, timeline, mode, t) : null),
    [match, timeline, mode, t],
  );

  const sportId = match?.sportId;
  const kickoffAt = match?.kickoffAt;
  const view = useMemo<SyncedView | null>(
    () =>
      matchId === null || sportId === undefined || kickoffAt === undefined
        ? null
        : { matchId, mode, timeline, card: { sportId, kickoffAt }, now: programmeNow },
    [matchId, mode, timeline, sportId, kickoffAt],
  );
  useSyncedViewEntry(view);
  useCrossedNotices(match, timeline, mode === 'synced' ? t : null);
  return { match: shown, mode, at: mode === 'synced' ? t : null };
}

/** Tells the toasts of the status notices the video passed moving forward from the last time shown. */
function useCrossedNotices(match: MatchDetails | null, timeline: MatchTimeline, t: number | null): void {
  const last = useRef<number | null>(null);
  useEffect(() => {
    const from = last.current;
    last.current = t;
    if (!match || from === null || t === null || t <= from) return;
    for (const crossed of noticesCrossed(match, timeline.moments, from, t))
      emitSyncedNotice({
        matchId: match.id,
        kickoffAt: match.kickoffAt,
        sportId: match.sportId,
        home: match.home.name,
        away: match.away.name,
        crossed,
      });
  }, [match, timeline, t]);
}
