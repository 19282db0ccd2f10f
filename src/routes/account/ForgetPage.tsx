import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { call } from '../../api/client';
import { RESET_FIELDS, resetPasswordForm } from '../../components/account/accountForms';
import { AuthFormAlert } from '../../components/account/AuthFormAlert';
import { formResolver } from '../../components/account/formResolver';
import { PhoneCodeFields } from '../../components/account/PhoneCodeFields';
import { TextField } from '../../components/account/TextField';
import { useFocusFirstInvalid, useFormField } from '../../components/account/useFormField';
import { useSubmit } from '../../components/account/useSubmit';

const resolver = formResolver(resetPasswordForm, RESET_FIELDS);
const EMPTY = { areaCode: '86', phone: '', code: '', newPassword: '', confirmPassword: '' };

/** /forget (§2): phone, SMS code, new password and confirm; then back to the login. */
export function ForgetPage() {
  const { t } = useLingui();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, formError, setFormError, submit } = useSubmit();
  const [done, setDone] = useState(false);
  const { control, handleSubmit, setFocus, formState } = useForm({
    defaultValues: EMPTY,
    resolver,
    shouldFocusError: false,
  });
  useFocusFirstInvalid(formRef, formState);
  const areaCode = useFormField(control, 'areaCode', { deps: ['phone'] });
  const phone = useFormField(control, 'phone');
  const code = useFormField(control, 'code');
  const newPassword = useFormField(control, 'newPassword', { deps: ['confirmPassword'] });
  const confirmPassword = useFormField(control, 'confirmPassword');

  useEffect(() => setFocus('phone'), [setFocus]);

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
        ref={formRef}
        onSubmit={(e) => {
          if (busy) return e.preventDefault();
          setFormError('');
          void handleSubmit((body) =>
            submit(
              () => call('resetPassword', body),
              () => setDone(true),
            ),
          )(e);
        }}
        noValidate
        aria-busy={busy}
        data-testid="forget-form"
      >
        <AuthFormAlert message={formError} />
        <PhoneCodeFields
          areaCode={areaCode}
          phone={phone}
          code={code}
          purpose="reset"
          onSendError={setFormError}
        />
        <TextField
          {...newPassword}
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          maxLength={15}
          hint={t`6-15 letters and digits, with at least one of each`}
        />
        <TextField
          {...confirmPassword}
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          maxLength={15}
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
