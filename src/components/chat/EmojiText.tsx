import { Fragment } from 'react';

import { splitEmoji } from './emoji';

/** A text with its `[::N::]` tokens shown as emoji (each one labelled for screen readers). */
export function EmojiText({ text }: { text: string }) {
  return (
    <>
      {splitEmoji(text).map((part, i) =>
        part.kind === 'text' ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <span key={i} className="chat-emoji" role="img" aria-label={part.char}>
            {part.char}
          </span>
        ),
      )}
    </>
  );
}
