import { AT_ALL } from '../../protocol/groupConstants';
import { ContentType, type ImMessage, SessionType } from '../../protocol/im';

/** What a group message means to this member beyond being a message: a mention, a cleared history. */

function contentOf(message: ImMessage): Record<string, unknown> | null {
  try {
    const content = JSON.parse(message.content) as unknown;
    return typeof content === 'object' && content !== null ? (content as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Whether `message` @-mentions `me` in a group: an @-text (contentType 106, content
 * `{ text, atUserIDs }`) of someone else naming me or everyone (AT_ALL). Content that does not parse
 * mentions no one.
 */
export function mentionsMe(message: ImMessage, me: string): boolean {
  if (message.sessionType !== SessionType.SuperGroup || message.contentType !== ContentType.AtText)
    return false;
  if (me === '' || message.sendID === me) return false;
  const ids = contentOf(message)?.atUserIDs;
  return Array.isArray(ids) && (ids.includes(me) || ids.includes(AT_ALL));
}

/**
 * The group notice (contentType 888, protocol/group.ts groupNoticeContent) saying the owner cleared
 * every message: the member's minSeq moved, which only the server's conversation list tells.
 */
export function clearsHistory(message: ImMessage): boolean {
  return message.contentType === ContentType.SpecialGroup && contentOf(message)?.kind === 'cleared';
}
