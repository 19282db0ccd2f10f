import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import type { UserInfo } from '../../../../protocol/account';
import type { RequestOf } from '../../../../protocol/api';
import { updateUserInfo } from '../../../state/session';
import { showToast } from '../../../state/toasts';
import { formResolver } from '../../account/formResolver';
import { useFocusFirstInvalid } from '../../account/useFormField';
import { useCallMutation } from '../../ui/useCallMutation';
import { ProfileFields } from '../../profile/ProfileFields';
import { markRefusal, PROFILE_FIELDS, profileEditForm } from './profileForms';
import { hasAnchorProfile, type ProfileValues, profileValuesOf } from './profileValues';

type Output = ReturnType<ReturnType<typeof profileEditForm>['parse']>;

const resolver = formResolver<ReturnType<typeof profileEditForm>, { anchor: boolean }, ProfileValues>(
  (context) => profileEditForm(context?.anchor ?? false),
  PROFILE_FIELDS,
);

/**
 * The edit of /user/info/basic: avatar (cropped, uploaded with progress), nickname and the §3
 * profile fields of the user's kind of account. The answer is the user: the header, the user menu
 * and chats show it at once.
 */
export function ProfileEditForm({ user, onDone }: { user: UserInfo; onDone: (saved: boolean) => void }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const anchor = hasAnchorProfile(user);
  const [avatarBusy, setAvatarBusy] = useState(false);
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, setError, formState } = useForm<ProfileValues, { anchor: boolean }, Output>({
    defaultValues: profileValuesOf(user),
    resolver,
    context: { anchor },
    shouldFocusError: false,
  });
  useFocusFirstInvalid(formRef, formState);
  // Opened from "Edit profile": the keyboard and screen readers start at the form's title.
  useEffect(() => titleRef.current?.focus(), []);
  const save = useCallMutation('editProfile', {
    onSuccess: (info) => {
      updateUserInfo(info);
      showToast(t`Your profile was saved`, 'success');
      onDone(true);
    },
    onError: (error) => setFormError(markRefusal(error, setError)),
  });

  function send(out: Output) {
    if (avatarBusy) return;
    const body: RequestOf<'editProfile'> = {
      nickname: out.nickname,
      gender: out.gender,
      province: out.province,
      city: out.city,
      hobbies: out.hobbies,
      profile: out.profile,
      ...(anchor ? { height: out.height, weight: out.weight, emotion: out.emotion } : {}),
      // A member may have no birthday yet; the avatar is sent only when it changed (null removes it).
      ...(out.birthday ? { birthday: out.birthday } : {}),
      ...(out.avatar !== user.avatar ? { avatar: out.avatar } : {}),
    };
    save.mutate(body);
  }

  const busy = save.isPending;
  return (
    <form
      ref={formRef}
      className="register-form centre-form"
      noValidate
      data-testid="profile-form"
      aria-labelledby={titleId}
      onSubmit={(e) => {
        setFormError('');
        void handleSubmit(send)(e);
      }}
    >
      <h2 className="centre-form-title" id={titleId} ref={titleRef} tabIndex={-1}>
        {t`Edit profile`}
      </h2>
      <ProfileFields
        control={control}
        withNickname
        anchorFields={anchor}
        regionRequired={anchor}
        onAvatarBusy={setAvatarBusy}
      />
      {formError ? (
        <div className="form-error" role="alert" data-testid="profile-error">
          {formError}
        </div>
      ) : null}
      <div className="centre-form-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || avatarBusy}
          aria-busy={busy}
          data-testid="profile-save"
        >
          {busy ? t`Saving…` : t`Save changes`}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => onDone(false)}
          data-testid="profile-cancel"
        >
          {t`Cancel`}
        </button>
        {avatarBusy ? (
          <span className="field-hint">{t`Wait for the avatar to finish uploading.`}</span>
        ) : null}
      </div>
    </form>
  );
}
