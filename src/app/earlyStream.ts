import type { AnchorDetails } from '../../protocol/anchor';
import type { MatchDetails } from '../../protocol/matchApi';
import { matchSeconds, streamFor } from '../components/match/matchStream';
import { startEarlyHls } from '../components/player/earlyHls';

/**
 * Loaded by the entry script (./earlyLoads.ts) on a visitor's live route, in its own small chunk:
 * the URL the page's player will ask for, from the details answer (as MatchPlayer and AnchorPlayer
 * choose it), started in hls.js before the page renders (components/player/earlyHls.ts).
 */
export function streamOfDetails(kind: 'matchDetails' | 'anchorDetails', data: unknown): string | null {
  if (kind === 'anchorDetails') {
    const details = data as AnchorDetails;
    return details.live && details.streamUrl ? details.streamUrl : null;
  }
  const match = data as MatchDetails;
  return streamFor(match, null, matchSeconds(match))?.src ?? null;
}

export function startEarlyStream(kind: 'matchDetails' | 'anchorDetails', data: unknown): void {
  const src = streamOfDetails(kind, data);
  if (src) void startEarlyHls(src).catch(() => undefined);
}
