import { Trans } from '@lingui/react/macro';

import { RegisterForm } from '../../components/register/RegisterForm';
import { RegisterSubmitted } from '../../components/register/RegisterSubmitted';
import { useRegisterForm } from '../../components/register/useRegisterForm';

/** /register: anchor registration, then the submitted-for-review confirmation (§2, §3). */
export function RegisterPage() {
  const form = useRegisterForm();
  return (
    <div className="card auth-card wide register-card">
      {form.submitted ? (
        <RegisterSubmitted nickname={form.submitted.nickname} />
      ) : (
        <>
          <h1 className="page-title">
            <Trans>Anchor registration</Trans>
          </h1>
          <p className="page-lead">
            <Trans>
              Apply to stream on Tribune. Platform customer service reviews every application and sends you an
              SMS once it is approved.
            </Trans>
          </p>
          <RegisterForm form={form} />
        </>
      )}
    </div>
  );
}
