import { useLingui } from '@lingui/react/macro';

import { TextField } from './TextField';
import type { BoundField } from './useFormField';

/** The 6-digit security code some accounts need to log in; shown once the server asks for it. */
export function LoginSecurityCodeField(field: BoundField<string>) {
  const { t } = useLingui();
  return (
    <TextField
      {...field}
      label={t`Security code`}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      placeholder={t`6-digit security code`}
      hint={t`Given by your superior admin`}
      autoFocus
      data-testid="security-code"
    />
  );
}
