import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { AREA_CODES } from '../../../protocol/rules';

interface Props {
  areaCode: string;
  phone: string;
  onAreaCodeChange: (value: string) => void;
  onPhoneChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
}

/** Area code select plus number; the number keeps digits only. */
export function PhoneField({ areaCode, phone, onAreaCodeChange, onPhoneChange, error, label }: Props) {
  const { t } = useLingui();
  const id = useId();
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
          name="phone"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone}
          maxLength={15}
          onChange={(e) => onPhoneChange(e.target.value.replace(/\D/g, ''))}
          placeholder={t`Phone number`}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
