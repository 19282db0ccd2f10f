import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useState } from 'react';

import { HOBBY_MAX, HOBBY_TEXT_MAX } from '../../../protocol/rules';

interface Props {
  hobbies: string[];
  onChange: (hobbies: string[]) => void;
  error?: string | undefined;
}

/** Tags: Enter or comma adds the typed hobby, Backspace on an empty input removes the last one. */
export function HobbiesField({ hobbies, onChange, error }: Props) {
  const { t } = useLingui();
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const full = hobbies.length >= HOBBY_MAX;

  function add() {
    const hobby = text.trim().slice(0, HOBBY_TEXT_MAX);
    if (!hobby || full) return;
    if (!hobbies.some((h) => h.toLowerCase() === hobby.toLowerCase())) onChange([...hobbies, hobby]);
    setText('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',' || event.key === '，') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && hobbies.length > 0) {
      onChange(hobbies.slice(0, -1));
    }
  }

  const count = hobbies.length;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {t`Hobbies`} <span className="optional">{t`(optional)`}</span>
      </label>
      <div className="tag-input">
        <ul className="tags" aria-label={t`Hobbies`}>
          {hobbies.map((hobby) => (
            <li key={hobby} className="tag">
              <span>{hobby}</span>
              <button
                type="button"
                onClick={() => onChange(hobbies.filter((h) => h !== hobby))}
                aria-label={t`Remove ${hobby}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="tag-entry">
          <input
            id={id}
            name="hobby"
            value={text}
            maxLength={HOBBY_TEXT_MAX}
            disabled={full}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={handleKeyDown}
            onBlur={add}
            placeholder={full ? t`You have added the most hobbies` : t`Type a hobby and press Enter`}
            aria-describedby={hintId}
            enterKeyHint="enter"
          />
          <button type="button" className="btn btn-secondary" onClick={add} disabled={full || !text.trim()}>
            {t`Add`}
          </button>
        </div>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p className="field-hint" id={hintId}>
          {t`${count} of ${HOBBY_MAX} hobbies, up to ${HOBBY_TEXT_MAX} characters each`}
        </p>
      )}
    </div>
  );
}
