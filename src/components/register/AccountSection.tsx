import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { NICKNAME_MAX, USERNAME_MAX } from '../../../protocol/rules';
import { PhoneCodeFields } from '../account/PhoneCodeFields';
import { TextField } from '../account/TextField';
import { useFormField } from '../account/useFormField';
import type { RegisterForm } from './useRegisterForm';
import { UsernameField } from './UsernameField';

/** Username, nickname, password twice, phone and its SMS code. */
export function AccountSection({ form }: { form: RegisterForm }) {
  const { t } = useLingui();
  const { control } = form;
  const username = useFormField(control, 'username');
  const nickname = useFormField(control, 'nickname');
  const password = useFormField(control, 'password', { deps: ['confirmPassword'] });
  const confirmPassword = useFormField(control, 'confirmPassword');
  const areaCode = useFormField(control, 'areaCode', { deps: ['phone'] });
  const phone = useFormField(control, 'phone');
  const code = useFormField(control, 'code');
  // A refused SMS send is shown under the code field, where the user is looking.
  const [smsError, setSmsError] = useState('');
  const clearingSmsError = (field: typeof phone): typeof phone => ({
    ...field,
    onValueChange: (value) => {
      field.onValueChange(value);
      setSmsError('');
    },
  });
  return (
    <section className="form-section" aria-labelledby="register-account">
      <h2 id="register-account" className="section-title">{t`Account`}</h2>
      <div className="form-row">
        <UsernameField
          field={username}
          onChange={(value) => {
            username.onValueChange(value);
            // Before a submit nothing checks again as it is typed: drop what the last check said.
            if (!form.formState.isSubmitted) form.clearErrors('username');
          }}
          onCheck={() => void form.checkUsername()}
          check={form.usernameCheck}
        />
        <TextField
          {...nickname}
          label={t`Nickname`}
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          hint={t`Shown to viewers, at most ${NICKNAME_MAX} characters`}
        />
      </div>
      <div className="form-row">
        <TextField
          {...password}
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          maxLength={USERNAME_MAX}
          hint={t`6-15 letters and digits, with at least one of each`}
        />
        <TextField
          {...confirmPassword}
          label={t`Confirm password`}
          type="password"
          autoComplete="new-password"
          maxLength={USERNAME_MAX}
        />
      </div>
      <div className="form-row">
        <PhoneCodeFields
          areaCode={clearingSmsError(areaCode)}
          phone={clearingSmsError(phone)}
          code={code}
          purpose="register"
          onSendError={setSmsError}
          codeNote={smsError || undefined}
        />
      </div>
    </section>
  );
}
