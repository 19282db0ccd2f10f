import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';

import { type Phrase, PHRASE_TEXT_MAX } from '../../../protocol/messageCenter';

interface Props {
  phrase: Phrase;
  first: boolean;
  last: boolean;
  onSave: (text: string) => void;
  onDelete: () => void;
  onMove: (by: -1 | 1) => void;
}

/** One common phrase: its text (or an edit field), up / down, edit and delete. */
export function PhraseRow({ phrase, first, last, onSave, onDelete, onMove }: Props) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(phrase.text);

  function save(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (value && value !== phrase.text) onSave(value);
    setEditing(false);
  }

  return (
    <li className="phrase-row">
      {editing ? (
        <form className="phrase-edit" onSubmit={save}>
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={PHRASE_TEXT_MAX}
            aria-label={t`Edit`}
            autoFocus
          />
          <button type="submit" className="btn btn-primary btn-small">
            <Trans>Save</Trans>
          </button>
        </form>
      ) : (
        <span className="phrase-text">{phrase.text}</span>
      )}
      <span className="phrase-actions">
        <button
          type="button"
          className="icon-btn"
          disabled={first}
          onClick={() => onMove(-1)}
          aria-label={t`Move up`}
        >
          ↑
        </button>
        <button
          type="button"
          className="icon-btn"
          disabled={last}
          onClick={() => onMove(1)}
          aria-label={t`Move down`}
        >
          ↓
        </button>
        {editing ? null : (
          <button type="button" className="btn-link" onClick={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </button>
        )}
        <button type="button" className="btn-link" onClick={onDelete}>
          <Trans>Delete</Trans>
        </button>
      </span>
    </li>
  );
}
