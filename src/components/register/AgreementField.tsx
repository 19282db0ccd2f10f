import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** The user agreement box; the agreements open in a new tab so the form keeps what was typed. */
export function AgreementField({ checked, onChange, error }: Props) {
  const errorId = useId();
  return (
    <div className={`field agreement${error ? ' field-invalid' : ''}`}>
      <label className="checkbox">
        <input
          type="checkbox"
          name="agreement"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          <Trans>
            I have read and agree to the{' '}
            <a href="#/user/contract/service" target="_blank" rel="noopener">
              User Service Agreement
            </a>{' '}
            and the{' '}
            <a href="#/user/contract/privacy" target="_blank" rel="noopener">
              Privacy Agreement
            </a>
          </Trans>
        </span>
      </label>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
