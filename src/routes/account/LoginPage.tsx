import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { ErrorCode } from '../../../protocol/errors';
import { call } from '../../api/client';
import {
  LOGIN_FIELDS,
  type LoginBody,
  loginForm,
  type LoginValues,
} from '../../components/account/accountForms';
import { AuthFormAlert } from '../../components/account/AuthFormAlert';
import { formResolver } from '../../components/account/formResolver';
import { LoginSecurityCodeField } from '../../components/account/LoginSecurityCodeField';
import { type LoginMode, LoginTabs } from '../../components/account/LoginTabs';
import { PhoneCodeFields } from '../../components/account/PhoneCodeFields';
import { TextField } from '../../components/account/TextField';
import { useFocusFirstInvalid, useFormField } from '../../components/account/useFormField';
import { useSubmit } from '../../components/account/useSubmit';
import { takeLoginReturn } from '../../components/groups/loginReturn';
import { messageFor } from '../../i18n/errorMessages';
import { go } from '../../state/navigation';
import { completeLogin } from '../../state/session';

interface LoginContext {
  mode: LoginMode;
  /** The account (tab plus username or phone) the server asked a security code for. */
  securityFor: string | null;
}

/** The account a login is for: the tab and its username (any case) or phone. */
function accountOf(mode: LoginMode, v: Pick<LoginValues, 'username' | 'areaCode' | 'phone'>): string {
  return mode === 'password'
    ? `password:${v.username.trim().toLowerCase()}`
    : `phone:${v.areaCode}:${v.phone}`;
}

const resolver = formResolver<ReturnType<typeof loginForm>, LoginContext, LoginValues>(
  (context, values) =>
    loginForm(
      context?.mode ?? 'password',
      context?.securityFor === accountOf(context?.mode ?? 'password', values),
    ),
  LOGIN_FIELDS,
);

const EMPTY: LoginValues = {
  username: '',
  password: '',
  areaCode: '86',
  phone: '',
  code: '',
  securityCode: '',
};
const digits = (v: string) => v.replace(/\D/g, '');

/** /login (§2, §4): account password or phone plus SMS code; a security code when the account needs one. */
export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const panelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusPanel = useRef(true);
  const [mode, setMode] = useState<LoginMode>('password');
  const [securityFor, setSecurityFor] = useState<string | null>(null);
  const { busy, formError, setFormError, submit } = useSubmit();
  const { control, handleSubmit, clearErrors, setError, setFocus, formState } = useForm<
    LoginValues,
    LoginContext,
    LoginBody
  >({ defaultValues: EMPTY, resolver, context: { mode, securityFor }, shouldFocusError: false });
  useFocusFirstInvalid(formRef, formState);
  const fields = {
    username: useFormField(control, 'username'),
    password: useFormField(control, 'password'),
    areaCode: useFormField(control, 'areaCode', { deps: ['phone'] }),
    phone: useFormField(control, 'phone'),
    code: useFormField(control, 'code'),
    securityCode: useFormField(control, 'securityCode', { transform: digits }),
  };
  const [username, areaCode, phone] = useWatch({ control, name: ['username', 'areaCode', 'phone'] });
  const account = accountOf(mode, { username, areaCode, phone });
  const needSecurity = securityFor === account;

  useEffect(() => {
    if (!focusPanel.current) return;
    focusPanel.current = false;
    panel.current?.querySelector('input')?.focus();
  }, [mode]);

  function changeMode(next: LoginMode, focus: boolean) {
    if (next === mode) return;
    focusPanel.current = focus;
    setMode(next);
    clearErrors();
    setFormError('');
  }

  async function handleValid(body: LoginBody) {
    if (busy) return;
    setFormError('');
    const res = await submit(
      () => ('username' in body ? call('passwordLogin', body) : call('phoneLogin', body)),
      async (data) => {
        await completeLogin(data);
        // A visitor who opened an invite link goes back to it (components/groups/loginReturn.ts).
        const back = takeLoginReturn();
        if (back) go(back);
        else await navigate({ to: '/' });
      },
    );
    if (res?.code === ErrorCode.SecurityCodeRequired) setSecurityFor(account);
    if (res?.code === ErrorCode.SecurityCodeWrong) {
      setSecurityFor(account);
      setFormError('');
      setError('securityCode', { type: 'server', message: messageFor(res) });
      setFocus('securityCode', { shouldSelect: true });
    }
  }

  return (
    <section className="card auth-card" aria-labelledby={`${panelId}-title`} data-testid="login-page">
      <h1 className="page-title" id={`${panelId}-title`}>
        <Trans>Log in</Trans>
      </h1>
      <LoginTabs mode={mode} onChange={changeMode} panelId={panelId} />
      <form
        ref={formRef}
        onSubmit={(e) => {
          setFormError('');
          void handleSubmit(handleValid)(e);
        }}
        noValidate
        aria-busy={busy}
        data-testid="login-form"
      >
        <AuthFormAlert message={formError} />
        <div ref={panel} id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${mode}`}>
          {mode === 'password' ? (
            <>
              <TextField
                {...fields.username}
                label={t`Username or phone number`}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={64}
                placeholder={t`Username or phone number`}
              />
              <TextField
                {...fields.password}
                label={t`Password`}
                type="password"
                autoComplete="current-password"
                maxLength={64}
                placeholder={t`Password`}
              />
            </>
          ) : (
            <PhoneCodeFields
              areaCode={fields.areaCode}
              phone={fields.phone}
              code={fields.code}
              purpose="login"
              onSendError={setFormError}
            />
          )}
          {needSecurity ? <LoginSecurityCodeField {...fields.securityCode} /> : null}
        </div>
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={busy}
          data-testid="login-submit"
        >
          {busy ? t`Logging in…` : t`Log in`}
        </button>
      </form>
      <div className="form-links">
        <Link to="/forget" data-testid="forget-link">
          <Trans>Forgot password?</Trans>
        </Link>
        <Link to="/register" data-testid="register-link">
          <Trans>Become an anchor</Trans>
        </Link>
      </div>
    </section>
  );
}
