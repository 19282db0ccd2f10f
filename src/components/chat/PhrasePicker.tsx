import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { KeyboardEvent } from 'react';

import { useCallQuery } from '../ui/useCallQuery';

/** The user's common phrases (§7, at most 10): a click puts one in the composer. */
export function PhrasePicker({ onPick, onClose }: { onPick: (text: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const { data: phrases, error } = useCallQuery('phraseListAll', {});

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <div className="phrase-picker" role="group" aria-label={t`Common phrases`} onKeyDown={onKeyDown}>
      {phrases === null ? (
        <p className="chat-notice" role={error ? 'alert' : undefined}>
          {error ?? <Trans>Loading…</Trans>}
        </p>
      ) : phrases.length === 0 ? (
        <p className="chat-notice">
          <Trans>
            No common phrases yet. <Link to="/chat/more">Add some</Link>
          </Trans>
        </p>
      ) : (
        phrases.map((p, i) => (
          <button
            key={p.id}
            type="button"
            className="phrase-option"
            autoFocus={i === 0}
            onClick={() => onPick(p.text)}
          >
            {p.text}
          </button>
        ))
      )}
    </div>
  );
}
