import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

import { scrollBehavior } from '../ui/motion';
import { useFocusFirstInvalid, useFormField } from '../account/useFormField';
import { AccountSection } from './AccountSection';
import { AgreementField } from './AgreementField';
import { ProfileSection } from './ProfileSection';
import type { RegisterForm as Form } from './useRegisterForm';

/** The anchor registration form of §3; checks every rule of §5 before it calls `register`. */
export function RegisterForm({ form }: { form: Form }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const agreement = useFormField(form.control, 'agreement');
  // After a refused submit, take the user to the first field that needs attention.
  useFocusFirstInvalid(formRef, form.formState);

  useEffect(() => {
    if (form.formError) errorRef.current?.scrollIntoView({ block: 'nearest', behavior: scrollBehavior() });
  }, [form.formError]);

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void form.submit(e)}
      noValidate
      data-testid="register-form"
      className="register-form"
    >
      <AccountSection form={form} />
      <ProfileSection form={form} />
      <AgreementField checked={agreement.value} onChange={agreement.onValueChange} error={agreement.error} />
      {form.formError ? (
        <div className="form-error" role="alert" ref={errorRef}>
          {form.formError}
        </div>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary btn-block btn-large"
        disabled={form.busy}
        data-testid="register-submit"
      >
        {form.busy ? t`Submitting…` : t`Submit application`}
      </button>
      <p className="form-links centered">
        <span>
          <Trans>
            Already an anchor? <Link to="/login">Log in</Link>
          </Trans>
        </span>
      </p>
    </form>
  );
}
