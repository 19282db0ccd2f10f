import { createHash } from 'node:crypto';

import { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import type { SendChecks } from './batchStore';
import type { NewMessage } from './messageStore';

/** Per-sender rate limit (§8 "speaking interval"). */
export const SEND_LIMIT = 20;
export const SEND_WINDOW_MS = 10_000;
/** The same text to the same conversation within this window is refused (§5). */
export const DUPLICATE_WINDOW_MS = 10_000;

/**
 * The refusals of one message, in order: user does not exist (4012), blacklist either way
 * (4009), not friends both ways (4008), speaking interval (4006, data.interval in seconds), the
 * same text again (4005). Returns the duplicate-text key it claimed, to release if storing fails.
 */
export async function admitSend(
  ctx: AppContext,
  item: Pick<NewMessage, 'senderId' | 'conversationId' | 'contentType'> & { text: string | undefined },
  checks: SendChecks,
): Promise<string | undefined> {
  if (!checks.recvExists) throw new ApiError(ErrorCode.UserNotFound);
  if (checks.blocked) throw new ApiError(ErrorCode.Blacklisted);
  if (checks.friendRows < 2) throw new ApiError(ErrorCode.NotFriends);
  return admitPace(ctx, item);
}

/**
 * The sender's pace, private chat and groups alike: speaking interval (4006, data.interval in
 * seconds) over every conversation, then the same text to the same conversation again (4005).
 * Returns the duplicate-text key it claimed, to release if storing fails.
 */
export async function admitPace(
  ctx: AppContext,
  item: Pick<NewMessage, 'senderId' | 'conversationId' | 'contentType'> & { text: string | undefined },
): Promise<string | undefined> {
  const { counters } = ctx;
  if ((await counters.hit(`im:send:${item.senderId}`, SEND_WINDOW_MS)) > SEND_LIMIT) {
    const ttl = await counters.ttl(`im:send:${item.senderId}`);
    throw new ApiError(ErrorCode.SpeakingInterval, { interval: Math.max(1, Math.ceil(ttl / 1000)) });
  }
  if (item.text === undefined) return undefined;
  const digest = createHash('sha256').update(`${item.contentType}:${item.text}`).digest('base64url');
  const key = `im:dup:${item.senderId}:${item.conversationId}:${digest}`;
  if (!(await counters.claim(key, DUPLICATE_WINDOW_MS))) throw new ApiError(ErrorCode.DuplicateContent);
  return key;
}
