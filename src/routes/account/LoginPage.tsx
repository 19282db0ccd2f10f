import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { ErrorCode } from '../../../protocol/errors';
import { isValidPhone, SMS_CODE_PATTERN } from '../../../protocol/rules';
import { call } from '../../api/client';
import { AuthFormAlert } from '../../components/account/AuthFormAlert';
import { LoginSecurityCodeField } from '../../components/account/LoginSecurityCodeField';
import { type LoginMode, LoginTabs } from '../../components/account/LoginTabs';
import { PhoneField } from '../../components/account/PhoneField';
import { SmsCodeField } from '../../components/account/SmsCodeField';
import { TextField } from '../../components/account/TextField';
import { useSubmit } from '../../components/account/useSubmit';
import { messageFor } from '../../i18n/errorMessages';
import { completeLogin } from '../../state/session';

type Errors = Partial<Record<'username' | 'password' | 'phone' | 'code' | 'securityCode', string>>;

/** /login (§2, §4): account password or phone plus SMS code; a security code when the account needs one. */
export function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const focusPanel = useRef(true);
  const [mode, setMode] = useState<LoginMode>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [areaCode, setAreaCode] = useState('86');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [securityCode, setSecurityCode] = useState('');
  /** The account (tab plus username or phone) the server asked a security code for. */
  const [securityFor, setSecurityFor] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const { busy, formError, setFormError, submit } = useSubmit();

  const account =
    mode === 'password' ? `password:${username.trim().toLowerCase()}` : `phone:${areaCode}:${phone}`;
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
    setErrors({});
    setFormError('');
  }

  /** A setter that also clears the error of its field, so a corrected field stops showing it. */
  function edit(key: keyof Errors, set: (value: string) => void) {
    return (value: string) => {
      set(value);
      setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
    };
  }

  function check(): Errors {
    const next: Errors = {};
    if (mode === 'password') {
      if (!username.trim()) next.username = t`Please enter your username or phone number`;
      if (!password) next.password = t`Please enter your password`;
    } else {
      if (!phone) next.phone = t`Please enter your phone number`;
      else if (!isValidPhone(areaCode, phone)) next.phone = t`Wrong phone number or area code`;
      if (!SMS_CODE_PATTERN.test(code)) next.code = t`The SMS code has 6 digits`;
    }
    if (needSecurity && !/^\d{6}$/.test(securityCode)) next.securityCode = t`The security code has 6 digits`;
    return next;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const next = check();
    setErrors(next);
    setFormError('');
    if (Object.keys(next).length > 0) return;
    const extra = needSecurity ? { securityCode } : {};
    const res = await submit(
      () =>
        mode === 'password'
          ? call('passwordLogin', { username: username.trim(), password, ...extra })
          : call('phoneLogin', { areaCode, phone, code, ...extra }),
      async (data) => {
        await completeLogin(data);
        await navigate({ to: '/' });
      },
    );
    if (res?.code === ErrorCode.SecurityCodeRequired) setSecurityFor(account);
    if (res?.code === ErrorCode.SecurityCodeWrong) {
      setSecurityFor(account);
      setFormError('');
      setErrors({ securityCode: messageFor(res) });
      const input = panel.current?.querySelector<HTMLInputElement>('input[name="securityCode"]');
      input?.focus();
      input?.select();
    }
  }

  return (
    <section className="card auth-card" aria-labelledby={`${panelId}-title`} data-testid="login-page">
      <h1 className="page-title" id={`${panelId}-title`}>
        <Trans>Log in</Trans>
      </h1>
      <LoginTabs mode={mode} onChange={changeMode} panelId={panelId} />
      <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-busy={busy} data-testid="login-form">
        <AuthFormAlert message={formError} />
        <div ref={panel} id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${mode}`}>
          {mode === 'password' ? (
            <>
              <TextField
                label={t`Username or phone number`}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={64}
                placeholder={t`Username or phone number`}
                value={username}
                onValueChange={edit('username', setUsername)}
                error={errors.username}
              />
              <TextField
                label={t`Password`}
                name="password"
                type="password"
                autoComplete="current-password"
                maxLength={64}
                placeholder={t`Password`}
                value={password}
                onValueChange={edit('password', setPassword)}
                error={errors.password}
              />
            </>
          ) : (
            <>
              <PhoneField
                areaCode={areaCode}
                phone={phone}
                onAreaCodeChange={edit('phone', setAreaCode)}
                onPhoneChange={edit('phone', setPhone)}
                error={errors.phone}
              />
              <SmsCodeField
                areaCode={areaCode}
                phone={phone}
                purpose="login"
                code={code}
                onCodeChange={edit('code', setCode)}
                error={errors.code}
                onSendError={setFormError}
              />
            </>
          )}
          {needSecurity ? (
            <LoginSecurityCodeField
              value={securityCode}
              onValueChange={edit('securityCode', setSecurityCode)}
              error={errors.securityCode}
            />
          ) : null}
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
