import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef } from 'react';

import { AccountSection } from './AccountSection';
import { AgreementField } from './AgreementField';
import { ProfileSection } from './ProfileSection';
import type { RegisterField } from './registerValues';
import type { RegisterForm as Form } from './useRegisterForm';

/** The anchor registration form of §3; checks every rule of §5 before it calls `register`. */
export function RegisterForm({ form }: { form: Form }) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  // After a refused submit, take the user to the first field that needs attention.
  useEffect(() => {
    if (form.attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.attempt]);

  useEffect(() => {
    if (form.formError) errorRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [form.formError]);

  function err(field: RegisterField): string | undefined {
    const descriptor = form.errors[field];
    return descriptor ? i18n._(descriptor) : undefined;
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      data-testid="register-form"
      className="register-form"
    >
      <AccountSection form={form} err={err} />
      <ProfileSection form={form} err={err} />
      <AgreementField
        checked={form.values.agreement}
        onChange={(v) => form.set('agreement', v)}
        error={err('agreement')}
      />
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
