import type { RoomMessage } from '../../protocol/room';
import { isModerator, type RoomRole } from '../../protocol/roomConstants';
import type { ClockStatus } from './programmeClock';

/**
 * The room chat "in sync with my video" (issue 21), as pure functions; roomSyncView.ts holds the
 * remembered choice and the hook the chat renders with.
 *
 * In sync mode a line shows once the page's video reaches the moment the server received it:
 * `programme time >= message.sendTime` (both are the server's wall clock: the demo channels and the
 * ingest date their segments with it). What is not held back, and why:
 * - the viewer's own lines show at once (they know what they wrote; holding them back reads as a
 *   failed send);
 * - the room's notices are not lines and apply at once: a mute, a removal or mute-all acts on the
 *   server now (the composer must say so, or the viewer types into a refusal); a red envelope has an
 *   expiry and a limited number of shares (holding it back would cost the viewer a share) and says
 *   nothing of the match; clear and delete only take lines away, which reveals nothing;
 * - every kind of line is held alike (chat, entries, gifts): a burst of gifts is a goal too.
 *
 * Seeking back keeps the lines already shown: the list never loses lines. The chat is read, not
 * watched; lines vanishing while someone reads or answers them would be confusing, and what they
 * said is known already (hiding it again protects nothing). So what is shown is every line up to
 * the furthest moment the chat has released (`releaseMark`), not up to the programme time itself.
 */

export type ChatMode = 'sync' | 'live';

/** The remembered choice, one per kind of seat: a moderator's live choice does not follow them as a viewer. */
export interface ChatModeChoice {
  moderator?: ChatMode;
  viewer?: ChatMode;
}

const seat = (role: RoomRole): keyof ChatModeChoice => (isModerator(role) ? 'moderator' : 'viewer');

/** Live for those who run the room (they answer what is said now), in sync for the viewers. */
export function defaultChatMode(role: RoomRole): ChatMode {
  return isModerator(role) ? 'live' : 'sync';
}

export function chatModeFor(role: RoomRole, choice: ChatModeChoice): ChatMode {
  return choice[seat(role)] ?? defaultChatMode(role);
}

export function withChatMode(choice: ChatModeChoice, role: RoomRole, mode: ChatMode): ChatModeChoice {
  return { ...choice, [seat(role)]: mode };
}

const isMode = (v: unknown): v is ChatMode => v === 'sync' || v === 'live';

/** The stored choice; anything unreadable is no choice (the defaults). */
export function parseChatModeChoice(raw: string | null): ChatModeChoice {
  try {
    const value = JSON.parse(raw ?? '{}') as Record<string, unknown> | null;
    const choice: ChatModeChoice = {};
    if (isMode(value?.moderator)) choice.moderator = value.moderator;
    if (isMode(value?.viewer)) choice.viewer = value.viewer;
    return choice;
  } catch {
    return {};
  }
}

/**
 * How the chat follows now: 'live' by choice; 'video' with a dated clock; 'waiting' while the
 * player loads (lines are held, nothing flashes ahead of the video); 'noVideo' (no player on the
 * page) and 'undated' (a stream without time information) fall back to live, with a notice.
 */
export type ChatFollow = 'live' | 'video' | 'waiting' | 'noVideo' | 'undated';

export function chatFollow(mode: ChatMode, status: ClockStatus): ChatFollow {
  if (mode === 'live') return 'live';
  switch (status) {
    case 'dated':
      return 'video';
    case 'pending':
      return 'waiting';
    case 'none':
      return 'noVideo';
    case 'undated':
      return 'undated';
  }
}

/** Whether the chat shows every line as it comes. */
export const showsAll = (follow: ChatFollow) =>
  follow === 'live' || follow === 'noVideo' || follow === 'undated';

/**
 * The furthest moment released so far (epoch ms; -Infinity: nothing yet). It only moves forward:
 * to the programme time `t` while following the video, to the newest line while live (switching
 * back to sync keeps what was read live), and not at all while waiting for the player.
 */
export function releaseMark(
  mark: number,
  follow: ChatFollow,
  t: number | null,
  messages: readonly RoomMessage[],
): number {
  if (showsAll(follow)) return Math.max(mark, messages.at(-1)?.sendTime ?? mark);
  if (follow === 'video' && t !== null) return Math.max(mark, t);
  return mark;
}

export interface SyncedLines {
  /** The lines to show, in the room's order. */
  shown: readonly RoomMessage[];
  /** Lines waiting for the video, in the room's order. */
  held: RoomMessage[];
}

/** Splits the room's lines at `mark`; the viewer's (`me`) always show. */
export function syncedLines(
  messages: readonly RoomMessage[],
  follow: ChatFollow,
  mark: number,
  me: string,
): SyncedLines {
  if (showsAll(follow)) return { shown: messages, held: [] };
  const shown: RoomMessage[] = [];
  const held: RoomMessage[] = [];
  for (const m of messages) (m.sendTime <= mark || m.sendID === me ? shown : held).push(m);
  return { shown, held };
}

/** The next moment after `t` that releases a held line (null: none), for useProgrammeTime. */
export function nextRelease(held: readonly RoomMessage[], t: number): number | null {
  let next: number | null = null;
  for (const m of held) if (m.sendTime > t && (next === null || m.sendTime < next)) next = m.sendTime;
  return next;
}
