import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';

import type { RequestOf } from '../../../protocol/api';
import { isValidCredential } from '../../../protocol/rules';
import { call } from '../../api/client';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { formResolver } from '../account/formResolver';
import { EMPTY_VALUES, type RegisterField, type RegisterValues } from './registerValues';
import { REGISTER_FIELDS, registerForm, registerRefusal } from './validateRegister';

export type UsernameCheck = { username: string; state: 'checking' | 'available' | 'taken' } | null;

interface RegisterContext {
  usernameCheck: UsernameCheck;
}

const resolver = formResolver<ReturnType<typeof registerForm>, RegisterContext, RegisterValues>(
  (context, values) =>
    registerForm(
      context?.usernameCheck?.username === values.username && context.usernameCheck.state === 'taken',
    ),
  REGISTER_FIELDS,
);

/**
 * The anchor registration form: react-hook-form with the schema of validateRegister.ts (checked on
 * submit, then again as fields change), the username's availability asked when the field is left,
 * the submit with the refusals of the server on their fields.
 */
export function useRegisterForm() {
  const { i18n } = useLingui();
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState<RequestOf<'register'> | null>(null);
  const [avatarBusy, setAvatarBusy] = useState(false);
  const [usernameCheck, setUsernameCheck] = useState<UsernameCheck>(null);
  const form = useForm<RegisterValues, RegisterContext, RequestOf<'register'>>({
    defaultValues: EMPTY_VALUES,
    resolver,
    context: { usernameCheck },
    shouldFocusError: false,
  });

  async function checkUsername() {
    const username = form.getValues('username');
    if (!username) return;
    if (!isValidCredential(username)) {
      form.setError('username', { type: 'pattern', message: 'username' });
      return;
    }
    if (usernameCheck?.username === username && usernameCheck.state !== 'checking') return;
    setUsernameCheck({ username, state: 'checking' });
    try {
      const res = await call('checkUsername', { username });
      // Only the answer for the current text counts (the user may have typed on meanwhile).
      setUsernameCheck((c) =>
        c?.username !== username
          ? c
          : res.success
            ? { username, state: res.data.available ? 'available' : 'taken' }
            : null,
      );
    } catch {
      setUsernameCheck(null);
    }
  }

  async function send(body: RequestOf<'register'>) {
    if (avatarBusy) {
      setFormError(i18n._(msg`Please wait until the avatar has been uploaded`));
      return;
    }
    setBusy(true);
    try {
      const res = await call('register', body);
      if (res.success) {
        setSubmitted(body);
        return;
      }
      setFormError(messageFor(res));
      const fields = registerRefusal(res);
      for (const [field, message] of Object.entries(fields))
        form.setError(field as RegisterField, { type: 'server', message });
      if (fields.username === 'usernameTaken') setUsernameCheck({ username: body.username, state: 'taken' });
    } catch {
      setFormError(networkErrorMessage());
    } finally {
      setBusy(false);
    }
  }

  return {
    ...form,
    formError,
    busy,
    /** The body the server accepted, once it has. */
    submitted,
    usernameCheck,
    checkUsername,
    setAvatarBusy,
    submit: (event: FormEvent) => {
      setFormError('');
      return form.handleSubmit(send)(event);
    },
  };
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
