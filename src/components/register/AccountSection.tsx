import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { NICKNAME_MAX, USERNAME_MAX } from '../../../protocol/rules';
import { PhoneField } from '../account/PhoneField';
import { SmsCodeField } from '../account/SmsCodeField';
import { TextField } from '../account/TextField';
import type { RegisterField } from './registerValues';
import type { RegisterForm } from './useRegisterForm';
import { UsernameField } from './UsernameField';

interface Props {
  form: RegisterForm;
  err: (field: RegisterField) => string | undefined;
}

/** Username, nickname, password twice, phone and its SMS code. */
export function AccountSection({ form, err }: Props) {
  const { t } = useLingui();
  const { values, set } = form;
  // A refused SMS send is shown under the code field, where the user is looking.
  const [smsError, setSmsError] = useState('');
  return (
    <section className="form-section" aria-labelledby="register-account">
      <h2 id="register-account" className="section-title">{t`Account`}</h2>
      <div className="form-row">
        <UsernameField
          value={values.username}
          onChange={(v) => set('username', v)}
          onCheck={() => void form.checkUsername()}
          check={form.usernameCheck}
          error={err('username')}
        />
        <TextField
          label={t`Nickname`}
          name="nickname"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          value={values.nickname}
          onValueChange={(v) => set('nickname', v)}
          error={err('nickname')}
          hint={t`Shown to viewers, at most ${NICKNAME_MAX} characters`}
        />
      </div>
      <div className="form-row">
        <TextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="new-password"
          maxLength={USERNAME_MAX}
          value={values.password}
          onValueChange={(v) => set('password', v)}
          error={err('password')}
          hint={t`6-15 letters and digits, with at least one of each`}
        />
        <TextField
          label={t`Confirm password`}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={USERNAME_MAX}
          value={values.confirmPassword}
          onValueChange={(v) => set('confirmPassword', v)}
          error={err('confirmPassword')}
        />
      </div>
      <div className="form-row">
        <PhoneField
          areaCode={values.areaCode}
          phone={values.phone}
          onAreaCodeChange={(v) => {
            set('areaCode', v);
            setSmsError('');
          }}
          onPhoneChange={(v) => {
            set('phone', v);
            setSmsError('');
          }}
          error={err('phone')}
        />
        <SmsCodeField
          areaCode={values.areaCode}
          phone={values.phone}
          purpose="register"
          code={values.code}
          onCodeChange={(v) => set('code', v)}
          error={err('code') ?? (smsError || undefined)}
          onSendError={setSmsError}
        />
      </div>
    </section>
  );
}
