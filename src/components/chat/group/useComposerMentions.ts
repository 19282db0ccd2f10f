import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';

import { onMentionAsked } from './mentionBridge';
import { atUserIDsOf, insertMention, type Mention, mentionQuery } from './mentions';
import { useMentionOptions } from './MentionPicker';

/** The group a composer writes in: its id, my chat id, and whether I may write "@All". */
export interface ComposerGroup {
  groupID: string;
  me: string;
  isStaff: boolean;
}

/**
 * The @-mentions of the group composer: typing "@" opens the member picker (arrows, Enter, Escape),
 * a pick writes "@name " and remembers who it was; "@mention them" of a member menu inserts too.
 * `atUserIDs(text)` are the people still named when the text is sent.
 */
export function useComposerMentions(
  group: ComposerGroup | undefined,
  text: string,
  setText: (text: string) => void,
  input: RefObject<HTMLTextAreaElement | null>,
) {
  const { t } = useLingui();
  const listId = useId();
  const [caret, setCaret] = useState(0);
  const [closed, setClosed] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<Mention[]>([]);
  const query = group ? mentionQuery(text, caret) : null;
  const open = query !== null && closed !== query.start;
  const options = useMentionOptions(
    group?.groupID ?? '',
    open ? query.query : '',
    group?.isStaff ?? false,
    group?.me ?? '',
    t`All`,
  );

  function place(next: string, at: number) {
    setText(next);
    setCaret(at);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(at, at);
    });
  }

  function pick(mention: Mention) {
    if (!query) return;
    const next = insertMention(text, query.start, caret, mention.name);
    setPicked((list) => [...list, mention]);
    setActive(0);
    place(next.text, next.caret);
  }

  // A member menu asked to mention someone in this group: "@name " at the caret.
  const groupID = group?.groupID;
  const latest = useRef({ text, place });
  useEffect(() => {
    latest.current = { text, place };
  });
  useEffect(() => {
    if (!groupID) return;
    return onMentionAsked(groupID, (mention) => {
      const current = latest.current.text;
      const at = input.current?.selectionStart ?? current.length;
      const next = insertMention(current, at, at, mention.name);
      setPicked((list) => [...list, mention]);
      latest.current.place(next.text, next.caret);
    });
  }, [groupID, input]);

  /** Handles the picker's keys; true when the key was the picker's. */
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
    if (!open || !query) return false;
    const count = options.length;
    if (event.key === 'Escape') setClosed(query.start);
    else if (event.key === 'ArrowDown' && count) setActive((active + 1) % count);
    else if (event.key === 'ArrowUp' && count) setActive((active - 1 + count) % count);
    else if ((event.key === 'Enter' || event.key === 'Tab') && count && !event.nativeEvent.isComposing)
      pick(options[Math.min(active, count - 1)]!);
    else return false;
    event.preventDefault();
    return true;
  }

  return {
    open,
    listId,
    options,
    active: Math.min(active, Math.max(0, options.length - 1)),
    pick,
    onKeyDown,
    /** The caret moved or the text changed. */
    track: (at: number) => {
      setCaret(at);
      setActive(0);
    },
    atUserIDs: (sent: string) => atUserIDsOf(sent, picked),
    reset: () => {
      setPicked([]);
      setClosed(null);
    },
  };
}
