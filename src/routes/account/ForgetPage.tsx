import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { isValidCredential, isValidPhone, SMS_CODE_PATTERN } from '../../../protocol/rules';
import { call } from '../../api/client';
import { AuthFormAlert } from '../../components/account/AuthFormAlert';
import { PhoneField } from '../../components/account/PhoneField';
import { SmsCodeField } from '../../components/account/SmsCodeField';
import { TextField } from '../../components/account/TextField';
import { useSubmit } from '../../components/account/useSubmit';

type Errors = Partial<Record<'phone' | 'code' | 'newPassword' | 'confirmPassword', string>>;

/** /forget (§2): phone, SMS code, new password and confirm; then back to the login. */
export function ForgetPage() {
  const { t } = useLingui();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [areaCode, setAreaCode] = useState('86');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { busy, formError, setFormError, submit } = useSubmit();
  const [done, setDone] = useState(false);

  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input[name="phone"]')?.focus();
  }, []);

  /** A setter that also clears the error of its field, so a corrected field stops showing it. */
  function edit(key: keyof Errors, set: (value: string) => void) {
    return (value: string) => {
      set(value);
      setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
    };
  }

  function check(): Errors {
    const next: Errors = {};
    if (!phone) next.phone = t`Please enter your phone number`;
    else if (!isValidPhone(areaCode, phone)) next.phone = t`Wrong phone number or area code`;
    if (!SMS_CODE_PATTERN.test(code)) next.code = t`The SMS code has 6 digits`;
    if (!isValidCredential(newPassword))
      next.newPassword = t`6-15 letters and digits, with at least one of each`;
    if (!confirmPassword) next.confirmPassword = t`Please enter the new password again`;
    else if (confirmPassword !== newPassword) next.confirmPassword = t`The two passwords do not match`;
    return next;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next = check();
    setErrors(next);
    setFormError('');
    if (Object.keys(next).length > 0) return;
    await submit(
      () => call('resetPassword', { areaCode, phone, code, newPassword, confirmPassword }),
      () => setDone(true),
    );
  }

  if (done) {
    return (
      <section className="card auth-card auth-done" aria-labelledby={titleId} data-testid="forget-done">
        <div className="auth-done-icon" aria-hidden="true">
          ✓
        </div>
        <h1 className="page-title" id={titleId}>
          <Trans>Password reset</Trans>
        </h1>
        <p className="form-success" role="status">
          <Trans>Your password was reset. Please log in with your new password.</Trans>
        </p>
        <Link to="/login" className="btn btn-primary btn-block" data-testid="forget-to-login">
          <Trans>Go to login</Trans>
        </Link>
      </section>
    );
  }

  return (
    <section className="card auth-card" aria-labelledby={titleId} data-testid="forget-page">
      <h1 className="page-title" id={titleId}>
        <Trans>Reset password</Trans>
      </h1>
      <p className="auth-intro">
        <Trans>
          Enter the phone number of your account. We will send you an SMS code to set a new password.
        </Trans>
      </p>
      <form
        ref={form}
        onSubmit={(e) => void handleSubmit(e)}
        noValidate
        aria-busy={busy}
        data-testid="forget-form"
      >
        <AuthFormAlert message={formError} />
        <PhoneField
          areaCode={areaCode}
          phone={phone}
          onAreaCodeChange={edit('phone', setAreaCode)}
          onPhoneChange={edit('phone', setPhone)}
          error={errors.phone}
        />
        <SmsCodeField
          areaCode={areaCode}
          phone={phone}
          purpose="reset"
          code={code}
          onCodeChange={edit('code', setCode)}
          error={errors.code}
          onSendError={setFormError}
        />
        <TextField
          label={t`New password`}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          maxLength={15}
          value={newPassword}
          onValueChange={edit('newPassword', setNewPassword)}
          error={errors.newPassword}
          hint={t`6-15 letters and digits, with at least one of each`}
        />
        <TextField
          label={t`Confirm new password`}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          maxLength={15}
          value={confirmPassword}
          onValueChange={edit('confirmPassword', setConfirmPassword)}
          error={errors.confirmPassword}
        />
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy}
          data-testid="forget-submit"
        >
          {busy ? t`Saving…` : t`Reset password`}
        </button>
      </form>
      <div className="form-links">
        <Link to="/login">
          <Trans>Back to login</Trans>
        </Link>
        <Link to="/register">
          <Trans>Become an anchor</Trans>
        </Link>
      </div>
    </section>
  );
}
