import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { call } from '../../api/client';
import { CHANGE_PASSWORD_FIELDS, changePasswordForm } from './accountForms';
import { formResolver } from './formResolver';
import { TextField } from './TextField';
import { useFocusFirstInvalid, useFormField } from './useFormField';
import { useSubmit } from './useSubmit';

const resolver = formResolver(changePasswordForm, CHANGE_PASSWORD_FIELDS);
const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Old password, new password, confirm (§2 user menu and /user/info/modifyPassword). */
export function ModifyPasswordFormBody({ onDone }: { onDone?: (() => void) | undefined }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, formError, submit } = useSubmit();
  const [done, setDone] = useState(false);
  const { control, handleSubmit, reset, formState } = useForm({
    defaultValues: EMPTY,
    resolver,
    shouldFocusError: false,
  });
  useFocusFirstInvalid(formRef, formState);
  const oldPassword = useFormField(control, 'oldPassword');
  const newPassword = useFormField(control, 'newPassword', { deps: ['confirmPassword'] });
  const confirmPassword = useFormField(control, 'confirmPassword');

  return (
    <form
      ref={formRef}
      onSubmit={(e) =>
        void handleSubmit((body) =>
          submit(
            () => call('changePassword', body),
            () => {
              setDone(true);
              reset(EMPTY);
              onDone?.();
            },
          ),
        )(e)
      }
      noValidate
      data-testid="modify-password-form"
    >
      {formError ? (
        <div className="form-error" role="alert">
          {formError}
        </div>
      ) : null}
      {done ? (
        <div
          className="form-success"
          role="status"
        >{t`Your password was changed. Other devices were logged out.`}</div>
      ) : null}
      <TextField
        {...oldPassword}
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        maxLength={15}
      />
      <TextField
        {...newPassword}
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`6-15 letters and digits, with at least one of each`}
        maxLength={15}
      />
      <TextField
        {...confirmPassword}
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        maxLength={15}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t`Saving…` : t`Change password`}
      </button>
    </form>
  );
}
