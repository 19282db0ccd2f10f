import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';

import { isValidCredential } from '../../../protocol/rules';
import { call } from '../../api/client';
import { TextField } from './TextField';
import { useSubmit } from './useSubmit';

/** Old password, new password, confirm (§2 user menu and /user/info/modifyPassword). */
export function ModifyPasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useLingui();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, formError, submit } = useSubmit();
  const [done, setDone] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!oldPassword) next.oldPassword = t`Please enter your current password`;
    if (!isValidCredential(newPassword))
      next.newPassword = t`6-15 letters and digits, with at least one of each`;
    if (confirmPassword !== newPassword) next.confirmPassword = t`The two passwords do not match`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await submit(
      () => call('changePassword', { oldPassword, newPassword, confirmPassword }),
      () => {
        setDone(true);
        setOld('');
        setNew('');
        setConfirm('');
        onDone?.();
      },
    );
  }

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate data-testid="modify-password-form">
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
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        value={oldPassword}
        onValueChange={setOld}
        error={errors.oldPassword}
        maxLength={15}
      />
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onValueChange={setNew}
        error={errors.newPassword}
        hint={t`6-15 letters and digits, with at least one of each`}
        maxLength={15}
      />
      <TextField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={setConfirm}
        error={errors.confirmPassword}
        maxLength={15}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t`Saving…` : t`Change password`}
      </button>
    </form>
  );
}
