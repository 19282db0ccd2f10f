import { useLingui } from '@lingui/react/macro';

import { TextField } from './TextField';

interface Props {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}

/** The 6-digit security code some accounts need to log in; shown once the server asks for it. */
export function LoginSecurityCodeField({ value, onValueChange, error }: Props) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Security code`}
      name="securityCode"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      placeholder={t`6-digit security code`}
      hint={t`Given by your superior admin`}
      autoFocus
      value={value}
      onValueChange={(v) => onValueChange(v.replace(/\D/g, ''))}
      error={error}
      data-testid="security-code"
    />
  );
}
