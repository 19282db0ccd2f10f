import { useLingui } from '@lingui/react/macro';
import { type Ref, useId } from 'react';

import { charCount, PHOTO_DESCRIPTION_MAX } from '../../../protocol/space';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated, else undefined. */
  error: string | undefined;
  ref?: Ref<HTMLInputElement>;
  testId: string;
}

/**
 * A photo's description with its counter of characters (as §5 counts them: an emoji is one). No
 * hard stop in the input: a longer text is refused with the message, so a paste is not cut silently.
 */
export function DescriptionField({ label, value, onChange, error, ref, testId }: Props) {
  const { t } = useLingui();
  const id = useId();
  const noteId = `${id}-note`;
  const count = charCount(value);
  const max = PHOTO_DESCRIPTION_MAX;
  return (
    <div className={`field description-field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteId}
        autoComplete="off"
        data-testid={testId}
      />
      <div className="field-foot" id={noteId}>
        {error ? (
          <p className="field-error" role="alert" data-testid={`${testId}-error`}>
            {error}
          </p>
        ) : (
          <span className="field-hint">{t`Optional`}</span>
        )}
        <span className={`counter${count > max ? ' counter-full' : ''}`}>
          {count}/{max}
        </span>
      </div>
    </div>
  );
}
