import type { MatchCard } from '../../protocol/match';
import type { MatchNotice } from '../../protocol/matchScore';
import { type MatchTimeline, noticesCrossed } from '../../protocol/matchTimeline';
import { PUSH_HOLD_MAX_MS, type PushHoldAnswer } from '../../protocol/swMessages';

/**
 * Holding back a match status push for a tab that watches that match behind live (issue 21): the
 * service worker asks every tab (sw/sw.ts `tribune:push-hold`) and waits for the furthest behind
 * before it shows the popup, so "Full time" never pops up while the video still shows the second half.
 */

export interface SyncedMatch {
  timeline: MatchTimeline;
  card: Pick<MatchCard, 'sportId' | 'kickoffAt'>;
}

/**
 * How long the popup of `notice` must wait for a video showing wall time `programme` and moving at
 * `speed` (0 while paused: counted as 1, the popup cannot wait for a pause to end). The moment is the
 * timeline's (the newest moment giving that notice), else the push's send time (the push came before
 * the socket's update). Further behind than PUSH_HOLD_MAX_MS: the tab shows it in the page.
 */
export function holdFor(
  synced: SyncedMatch,
  notice: MatchNotice,
  sentAt: number,
  programme: number,
  speed: number,
): PushHoldAnswer {
  const crossed = noticesCrossed(synced.card, synced.timeline.moments, -Infinity, Infinity).filter(
    (c) => c.notice === notice,
  );
  const at = crossed.at(-1)?.moment.at ?? sentAt;
  const holdMs = Math.max(0, (at - programme) / (speed > 0 ? speed : 1));
  if (holdMs > PUSH_HOLD_MAX_MS) return { holdMs: 0, inPage: true };
  return { holdMs: Math.ceil(holdMs), inPage: false };
}
