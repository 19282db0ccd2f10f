import { msg, plural } from '@lingui/core/macro';

import type { RoomMessage } from '../../../protocol/room';
import { i18n } from '../../i18n/i18n';
import { EMOJI } from '../chat/emoji';

/**
 * What a screen reader hears of the room chat: new lines are announced politely, but at most once per
 * ANNOUNCE_EVERY_MS (a busy room sends several lines a second: each announced would drown the page).
 * Lines that arrive in between are gathered into one sentence: how many, and the newest. Entries
 * ("joined") are not announced, nor the reader's own lines (the composer says what it sent).
 */
export const ANNOUNCE_EVERY_MS = 4000;

/** Lines worth announcing: chat (text, face) and gifts. */
export function announced(message: RoomMessage, me: string): boolean {
  return message.kind !== 'enter' && message.sendID !== me;
}

/** One line as a sentence. */
export function lineText(message: RoomMessage): string {
  const nickname = message.nickname;
  const content = message.content;
  if ('giftId' in content) {
    const { icon, count } = content;
    return i18n._(msg`${nickname} sent ${icon} × ${count}`);
  }
  const text = 'text' in content ? content.text : 'index' in content ? (EMOJI[content.index] ?? '') : '';
  return i18n._(msg`${nickname}: ${text}`);
}

/** The sentence for `count` lines gathered since the last announcement, `last` the newest. */
export function announcementText(count: number, last: RoomMessage): string {
  const line = lineText(last);
  if (count <= 1) return line;
  return plural(count, { one: `# new message. ${line}`, other: `# new messages. ${line}` });
}

/**
 * The throttle, apart from React and timers: `add` the lines of a render; `due(now)` says whether an
 * announcement may be made now, `take(now)` gives it and starts the next wait.
 */
export class RoomAnnouncer {
  private count = 0;
  private last: RoomMessage | null = null;
  private lastAt = -Infinity;

  add(messages: readonly RoomMessage[], me: string): void {
    for (const message of messages)
      if (announced(message, me)) {
        this.count += 1;
        this.last = message;
      }
  }

  /** Milliseconds until the gathered lines may be announced (0: now), or null when nothing waits. */
  wait(now: number): number | null {
    if (!this.last) return null;
    return Math.max(0, this.lastAt + ANNOUNCE_EVERY_MS - now);
  }

  take(now: number): string | null {
    if (!this.last) return null;
    const text = announcementText(this.count, this.last);
    this.count = 0;
    this.last = null;
    this.lastAt = now;
    return text;
  }
}
