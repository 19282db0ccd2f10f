import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { isValidCredential } from '../../../protocol/rules';
import { call } from '../../api/client';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import {
  EMPTY_VALUES,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
  toRequest,
} from './registerValues';
import { MESSAGES, serverFieldErrors, validateRegister } from './validateRegister';

export type UsernameCheck = { username: string; state: 'checking' | 'available' | 'taken' } | null;

/** State, checks and submit of the anchor registration form. */
export function useRegisterForm() {
  const { i18n } = useLingui();
  const [values, setValues] = useState<RegisterValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [avatarBusy, setAvatarBusy] = useState(false);
  const [usernameCheck, setUsernameCheck] = useState<UsernameCheck>(null);
  /** Bumped after a refused submit so the form can focus the first invalid field. */
  const [attempt, setAttempt] = useState(0);

  function set<K extends RegisterField>(key: K, value: RegisterValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!e[key]) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  }

  async function checkUsername() {
    const username = values.username;
    if (!username) return;
    if (!isValidCredential(username)) {
      setErrors((e) => ({ ...e, username: MESSAGES.username }));
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

  const usernameTaken = usernameCheck?.username === values.username && usernameCheck.state === 'taken';

  async function submit() {
    setFormError('');
    const found = validateRegister(values, usernameTaken);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    if (avatarBusy) {
      setFormError(i18n._(msg`Please wait until the avatar has been uploaded`));
      return;
    }
    setBusy(true);
    try {
      const res = await call('register', toRequest(values));
      if (res.success) {
        setSubmitted(true);
        return;
      }
      setFormError(messageFor(res));
      const fields = serverFieldErrors(res);
      setErrors(fields);
      if (fields.username === MESSAGES.usernameTaken)
        setUsernameCheck({ username: values.username, state: 'taken' });
      if (Object.keys(fields).length > 0) setAttempt((n) => n + 1);
    } catch {
      setFormError(networkErrorMessage());
    } finally {
      setBusy(false);
    }
  }

  return {
    values,
    errors,
    formError,
    setFormError,
    busy,
    submitted,
    attempt,
    usernameCheck,
    set,
    checkUsername,
    setAvatarBusy,
    submit,
  };
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;
