import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import type { UserInfo } from '../../../../protocol/account';
import type { ApplyDetails } from '../../../../protocol/profile';
import { formResolver } from '../../account/formResolver';
import { useFocusFirstInvalid, useFormField } from '../../account/useFormField';
import { AgreementField } from '../../register/AgreementField';
import { useCallMutation } from '../../ui/useCallMutation';
import { ProfileFields } from '../../profile/ProfileFields';
import { applyForm, markRefusal, PROFILE_FIELDS } from '../profile/profileForms';
import { type ProfileValues, profileValuesOf } from '../profile/profileValues';

type Output = ReturnType<typeof applyForm.parse>;

const resolver = formResolver<typeof applyForm, undefined, ProfileValues>(applyForm, PROFILE_FIELDS);

/**
 * The anchor application of a member (§3 anchor account, §5): the registration's profile fields,
 * filled from the member's own profile, and the agreement; checked with the protocol's
 * `anchorApplyRequest` before anchor_apply_for is called. The account stays the member's own.
 */
export function ApplyForm({
  user,
  onApplied,
  focusTitle = false,
}: {
  user: UserInfo;
  onApplied: (details: ApplyDetails) => void;
  /** Opened by "Apply again": the keyboard starts at the form. */
  focusTitle?: boolean;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  const formRef = useRef<HTMLFormElement>(null);
  const [avatarBusy, setAvatarBusy] = useState(false);
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, setError, formState } = useForm<ProfileValues, undefined, Output>({
    defaultValues: profileValuesOf(user),
    resolver,
    shouldFocusError: false,
  });
  useFocusFirstInvalid(formRef, formState);
  const agreement = useFormField(control, 'agreement');
  const apply = useCallMutation('anchorApplyFor', {
    invalidates: ['anchorApplyForDetails'],
    onSuccess: onApplied,
    onError: (error) => setFormError(markRefusal(error, setError)),
  });
  const busy = apply.isPending;

  return (
    <section className="card centre-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="centre-card-title" ref={titleRef} tabIndex={-1}>
        <Trans>Your anchor profile</Trans>
      </h2>
      <p className="centre-lead">
        <Trans>
          Viewers see this profile in your room. Platform customer service reviews every application; you keep
          using your account as it is meanwhile.
        </Trans>
      </p>
      <form
        ref={formRef}
        className="register-form centre-form"
        noValidate
        data-testid="apply-form"
        aria-labelledby={titleId}
        onSubmit={(e) => {
          setFormError('');
          if (avatarBusy) {
            e.preventDefault();
            setFormError(t`Please wait until the avatar has been uploaded`);
            return;
          }
          void handleSubmit((body) => apply.mutate(body))(e);
        }}
      >
        <ProfileFields
          control={control}
          withNickname
          anchorFields
          regionRequired
          onAvatarBusy={setAvatarBusy}
        />
        <AgreementField
          checked={agreement.value}
          onChange={agreement.onValueChange}
          error={agreement.error}
        />
        {formError ? (
          <div className="form-error" role="alert" data-testid="apply-error">
            {formError}
          </div>
        ) : null}
        <div className="centre-form-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            aria-busy={busy}
            data-testid="apply-submit"
          >
            {busy ? t`Submitting…` : t`Submit application`}
          </button>
        </div>
      </form>
    </section>
  );
}
