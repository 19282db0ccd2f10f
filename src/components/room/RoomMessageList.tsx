import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import type { RoomMessage, RoomRole } from '../../../protocol/room';
import { type ModerationAction, moderationActions } from './moderation';
import { RoomAnnouncer } from './roomAnnouncer';
import { RoomMessageItem } from './RoomMessageItem';

interface Props {
  messages: readonly RoomMessage[];
  role: RoomRole;
  me: string;
  /** Whether the room has a match (offers "mute until the match ends"). */
  hasMatch: boolean;
  onModerate: (action: ModerationAction, message: RoomMessage) => void;
}

/** Closer than this to the bottom counts as reading the newest lines. */
const STICK_PX = 48;

/**
 * The room's lines, newest at the bottom. It follows new lines while the reader is at the bottom;
 * scrolled up, it stays put and a "new messages" button counts what arrived and jumps down.
 */
export function RoomMessageList({ messages, role, me, hasMatch, onModerate }: Props) {
  const { t } = useLingui();
  const box = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  const seen = useRef<ReadonlySet<string>>(new Set());
  const [unseen, setUnseen] = useState(0);

  function jump() {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  }

  // New lines are found by id, not by the last one: a chat in sync with the video releases held
  // lines between lines already shown (the viewer's own, shown at once).
  useLayoutEffect(() => {
    const fresh = newLines(seen.current, messages);
    seen.current = new Set(messages.map((m) => m.msgID));
    if (fresh.length === 0) return;
    if (atBottom.current || fresh.some((m) => m.sendID === me)) jump();
    else setUnseen((n) => n + fresh.length);
  }, [messages, me]);

  const announcement = useAnnouncement(messages, me);

  function onScroll() {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    if (atBottom.current) setUnseen(0);
  }

  return (
    <div className="room-messages-wrap">
      {/* New lines are announced by the region below, a few at a time, not by the list itself. */}
      <ol
        className="room-messages"
        ref={box}
        onScroll={onScroll}
        aria-label={t`Chat messages`}
        tabIndex={0}
        data-testid="room-messages"
        data-count={messages.length}
      >
        {messages.length === 0 ? (
          <li className="room-empty">
            <Trans>No messages yet. Say hello!</Trans>
          </li>
        ) : null}
        {messages.map((message) => (
          <RoomMessageItem
            key={message.msgID}
            message={message}
            actions={message.kind === 'gift' ? [] : moderationActions(role, message, me, hasMatch)}
            onModerate={onModerate}
          />
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite" data-testid="room-announcement">
        {announcement}
      </p>
      {unseen > 0 ? (
        <button type="button" className="room-new-button" onClick={jump} data-testid="room-new-messages">
          <Plural value={unseen} one="# new message ↓" other="# new messages ↓" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * The polite announcement of the lines that arrived since the list was shown (roomAnnouncer.ts: at
 * most one every ANNOUNCE_EVERY_MS); the lines the room had when it was shown are not read out.
 */
function useAnnouncement(messages: readonly RoomMessage[], me: string): string {
  const announcer = useRef(new RoomAnnouncer());
  const seen = useRef<ReadonlySet<string> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [text, setText] = useState('');

  useEffect(() => {
    const before = seen.current;
    seen.current = new Set(messages.map((m) => m.msgID));
    if (before === null) return;
    const fresh = newLines(before, messages);
    if (fresh.length === 0) return;
    announcer.current.add(fresh, me);
    const say = () => {
      timer.current = undefined;
      const next = announcer.current.take(Date.now());
      if (next) setText(next);
    };
    const wait = announcer.current.wait(Date.now());
    if (wait === 0) say();
    else if (wait !== null && timer.current === undefined) timer.current = setTimeout(say, wait);
  }, [messages, me]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return text;
}

/** The lines of `messages` not in `seen`, in order. */
function newLines(seen: ReadonlySet<string>, messages: readonly RoomMessage[]): RoomMessage[] {
  return messages.filter((m) => !seen.has(m.msgID));
}
