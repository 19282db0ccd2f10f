import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

import { EMOJI } from './emoji';

const COLUMNS = 9;

/**
 * The 109 emoji as a grid of buttons: arrows move, Home/End jump, Enter or Space picks, Escape
 * closes (focus returns to the composer). One tab stop (roving tabindex).
 */
export function EmojiPicker({ onPick, onClose }: { onPick: (index: number) => void; onClose: () => void }) {
  const { t } = useLingui();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    buttons.current[active]?.focus();
  }, [active]);

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: COLUMNS,
      ArrowUp: -COLUMNS,
      Home: -active,
      End: EMOJI.length - 1 - active,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActive(Math.min(EMOJI.length - 1, Math.max(0, active + move)));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <div
      className="emoji-picker"
      role="group"
      aria-label={t`Emoji`}
      onKeyDown={onKeyDown}
      data-testid="emoji-picker"
    >
      {EMOJI.map((char, i) => (
        <button
          key={i}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          className="emoji-option"
          tabIndex={i === active ? 0 : -1}
          aria-label={char}
          onClick={() => onPick(i)}
          onFocus={() => setActive(i)}
        >
          {char}
        </button>
      ))}
    </div>
  );
}
