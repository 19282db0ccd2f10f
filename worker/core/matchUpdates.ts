import type { ReplyFrame } from '../../protocol/im';
import { MATCH_UPDATE_EVENT, type MatchUpdate, matchUpdateSchema } from '../../protocol/matchLive';

/** The match update an OnMatchUpdate frame carries, or null for any other or a malformed frame. */
export function matchUpdateOf(frame: ReplyFrame): MatchUpdate | null {
  if (frame.event !== MATCH_UPDATE_EVENT || frame.errCode !== 0) return null;
  try {
    const parsed = matchUpdateSchema.safeParse(JSON.parse(frame.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
