import type { PushHoldAnswer, SwToPage } from '../../protocol/swMessages';
import { syncedMatchAt } from './matchSyncStore';
import { programmeNow, programmeSpeed } from './programmeClock';
import { holdFor } from './pushHoldRules';

/** This tab's answer to the worker's `tribune:push-hold` (src/state/pwa.ts). */
export function pushHoldAnswer(question: Extract<SwToPage, { type: 'tribune:push-hold' }>): PushHoldAnswer {
  const synced = syncedMatchAt(question.matchId);
  const programme = programmeNow();
  if (!synced || programme === null) return { holdMs: 0, inPage: false };
  return holdFor(synced, question.notice, question.sentAt, programme, programmeSpeed());
}
