import { useLingui } from '@lingui/react/macro';
import { type Ref, useEffect, useId, useState } from 'react';

import type { SmsPurpose } from '../../../protocol/account';
import { isValidPhone } from '../../../protocol/rules';
import { call } from '../../api/client';
import { messageFor, messageForCode, networkErrorMessage } from '../../i18n/errorMessages';
import { ErrorCode } from '../../../protocol/errors';

interface Props {
  areaCode: string;
  phone: string;
  purpose: SmsPurpose;
  code: string;
  onCodeChange: (value: string) => void;
  error?: string | undefined;
  /** Reports a refusal of the send (wrong phone, rate limit...) to the form. */
  onSendError: (message: string) => void;
  /** The code's input (the form focuses it on an error). */
  codeRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** SMS code input with the send button: gets a code token, asks for the code, then counts down to resend. */
export function SmsCodeField({
  areaCode,
  phone,
  purpose,
  code,
  onCodeChange,
  error,
  onSendError,
  codeRef,
  onBlur,
}: Props) {
  const { t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const [sending, setSending] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));

  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);

  async function handleSend() {
    if (!isValidPhone(areaCode, phone)) {
      onSendError(messageForCode(phone ? ErrorCode.WrongPhoneOrAreaCode : ErrorCode.PhoneEmpty));
      return;
    }
    setSending(true);
    try {
      const token = await call('codeToken', {});
      if (!token.success) return onSendError(messageFor(token));
      const sent = await call('getPhoneCode', { areaCode, phone, purpose, codeToken: token.data.codeToken });
      if (!sent.success) {
        const until = (sent.data as { until?: number } | undefined)?.until;
        if (until) setResendAt(until);
        return onSendError(messageFor(sent));
      }
      setResendAt(Date.now() + sent.data.resendAfterMs);
      setNow(Date.now());
    } catch {
      onSendError(networkErrorMessage());
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{t`SMS code`}</label>
      <div className="code-field">
        <input
          id={id}
          ref={codeRef}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => onCodeChange(e.target.value.replace(/\D/g, ''))}
          onBlur={onBlur}
          placeholder={t`6-digit code`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void handleSend()}
          disabled={sending || wait > 0}
          data-testid="send-code"
        >
          {wait > 0 ? t`Resend in ${wait}s` : sending ? t`Sending…` : t`Send code`}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
