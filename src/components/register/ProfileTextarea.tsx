import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { PROFILE_MAX } from '../../../protocol/rules';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The personal profile with a live character counter. */
export function ProfileTextarea({ value, onChange, error }: Props) {
  const { t } = useLingui();
  const id = useId();
  const counterId = useId();
  const count = value.length;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {t`Personal profile`} <span className="optional">{t`(optional)`}</span>
      </label>
      <textarea
        id={id}
        name="profile"
        rows={4}
        maxLength={PROFILE_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t`Tell viewers about yourself and what you stream`}
        aria-describedby={counterId}
        aria-invalid={error ? true : undefined}
      />
      <div className="field-foot">
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : (
          <span />
        )}
        <span id={counterId} className={`counter${count >= PROFILE_MAX ? ' counter-full' : ''}`}>
          {count}/{PROFILE_MAX}
        </span>
      </div>
    </div>
  );
}
