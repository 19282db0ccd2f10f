import type { AnchorDetails } from '../../protocol/anchor';
import type { MatchDetails } from '../../protocol/matchApi';
import { matchSeconds, streamFor } from '../components/match/matchStream';
import { startEarlyHls } from '../components/player/earlyHls';

/**
 * Loaded by the page's first script (./earlyLive.ts) on a visitor's live route, in its own small
 * chunk with nothing heavy behind it (no zod, nothing of the app's script):
 * the URL the page's player will ask for, from the details answer (as MatchPlayer and AnchorPlayer
 * choose it), played by hls.js before the page renders (components/player/earlyHls.ts).
 */
export function streamOfDetails(kind: 'matchDetails' | 'anchorDetails', data: unknown): string | null {
  if (kind === 'anchorDetails') {
    const details = data as AnchorDetails;
    return details.live && details.streamUrl ? details.streamUrl : null;
  }
  const match = data as MatchDetails;
  return streamFor(match, null, matchSeconds(match))?.src ?? null;
}

/**
 * Resolves once the stream's first frame shows, or at once when there is none or it failed.
 * `onSegment`: its first segment arrived (not called when there is no stream).
 */
export async function startEarlyStream(
  kind: 'matchDetails' | 'anchorDetails',
  data: unknown,
  onSegment: () => void,
): Promise<void> {
  const src = streamOfDetails(kind, data);
  if (src)
    await startEarlyHls(src, onSegment, kind === 'anchorDetails' ? 'room' : 'match').catch(() => undefined);
}
