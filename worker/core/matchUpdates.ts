import type { ReplyFrame } from '../../protocol/im';
import type { ChatClientEvent } from '../../protocol/imWorkerApi';
import { MATCH_UPDATE_EVENT, type MatchUpdate, matchUpdateSchema } from '../../protocol/matchLive';
import type { FrameHandlers } from './frameRouter';

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

/** The match-updates part of the core's frame routing: each valid update becomes 'matchUpdate'. */
export function matchFrames(emit: (event: ChatClientEvent) => void): FrameHandlers {
  return {
    [MATCH_UPDATE_EVENT]: (frame) => {
      const update = matchUpdateOf(frame);
      if (update) emit({ type: 'matchUpdate', update });
    },
  };
}
