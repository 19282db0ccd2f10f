import { useLingui } from '@lingui/react/macro';
import { type Ref, useId } from 'react';

import { AREA_CODES } from '../../../protocol/rules';

interface Props {
  areaCode: string;
  phone: string;
  onAreaCodeChange: (value: string) => void;
  onPhoneChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
  /** The number's input (the form focuses it on an error). */
  phoneRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** Area code select plus number; the number keeps digits only. */
export function PhoneField({
  areaCode,
  phone,
  onAreaCodeChange,
  onPhoneChange,
  error,
  label,
  phoneRef,
  onBlur,
}: Props) {
  const { t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label ?? t`Phone number`}</label>
      <div className="phone-field">
        <select
          value={areaCode}
          onChange={(e) => onAreaCodeChange(e.target.value)}
          aria-label={t`Area code`}
          data-testid="area-code"
        >
          {AREA_CODES.map((code) => (
            <option key={code} value={code}>
              +{code}
            </option>
          ))}
        </select>
        <input
          id={id}
          ref={phoneRef}
          name="phone"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone}
          maxLength={15}
          onChange={(e) => onPhoneChange(e.target.value.replace(/\D/g, ''))}
          onBlur={onBlur}
          placeholder={t`Phone number`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
