import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { USERNAME_MAX } from '../../../protocol/rules';
import type { BoundField } from '../account/useFormField';
import type { UsernameCheck } from './useRegisterForm';

interface Props {
  field: BoundField<string>;
  onChange: (value: string) => void;
  onCheck: () => void;
  check: UsernameCheck;
}

/** Username with its availability, asked of the server when the field is left. */
export function UsernameField({ field, onChange, onCheck, check }: Props) {
  const { t } = useLingui();
  const id = useId();
  const statusId = useId();
  const { ref, name, value, error, onBlur } = field;
  const state = check?.username === value ? check.state : null;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{t`Username`}</label>
      <input
        id={id}
        ref={ref}
        name={name}
        autoComplete="username"
        maxLength={USERNAME_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        onBlur={() => {
          onBlur();
          onCheck();
        }}
        aria-invalid={error || state === 'taken' ? true : undefined}
        aria-describedby={statusId}
        spellCheck={false}
        autoCapitalize="none"
      />
      <div id={statusId} aria-live="polite">
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : state === 'taken' ? (
          <p className="field-error" data-testid="username-status" data-state="taken">
            {t`This username is already taken`}
          </p>
        ) : state === 'available' ? (
          <p className="field-ok" data-testid="username-status" data-state="available">
            {t`This username is available`}
          </p>
        ) : state === 'checking' ? (
          <p className="field-hint">{t`Checking…`}</p>
        ) : (
          <p className="field-hint">{t`6-15 letters and digits, with at least one of each`}</p>
        )}
      </div>
    </div>
  );
}
