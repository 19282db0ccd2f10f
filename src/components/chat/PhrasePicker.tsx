import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useState } from 'react';

import type { Phrase } from '../../../protocol/messageCenter';
import { call } from '../../api/client';

/** The user's common phrases (§7, at most 10): a click puts one in the composer. */
export function PhrasePicker({ onPick, onClose }: { onPick: (text: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const [phrases, setPhrases] = useState<Phrase[] | null>(null);

  useEffect(() => {
    let live = true;
    call('phraseListAll', {})
      .then((res) => live && setPhrases(res.success ? res.data : []))
      .catch(() => live && setPhrases([]));
    return () => {
      live = false;
    };
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  }

  return (
    <div className="phrase-picker" role="group" aria-label={t`Common phrases`} onKeyDown={onKeyDown}>
      {phrases === null ? (
        <p className="chat-notice">
          <Trans>Loading…</Trans>
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
