import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';

import { isValidPhone } from '../../../protocol/rules';
import { call } from '../../api/client';
import { refreshUser } from '../../state/session';
import { PhoneField } from './PhoneField';
import { SmsCodeField } from './SmsCodeField';
import { useSubmit } from './useSubmit';

/** New phone plus the SMS code sent to it (§2 user menu and /user/info/modifyPhone). */
export function ModifyPhoneForm({ onDone }: { onDone?: () => void }) {
  const { t } = useLingui();
  const [areaCode, setAreaCode] = useState('86');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, formError, setFormError, submit } = useSubmit();
  const [done, setDone] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!isValidPhone(areaCode, phone)) next.phone = t`Wrong phone number or area code`;
    if (!/^\d{6}$/.test(code)) next.code = t`The SMS code has 6 digits`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await submit(
      () => call('changePhone', { areaCode, phone, code }),
      async () => {
        setDone(true);
        setCode('');
        await refreshUser();
        onDone?.();
      },
    );
  }

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate data-testid="modify-phone-form">
      {formError ? (
        <div className="form-error" role="alert">
          {formError}
        </div>
      ) : null}
      {done ? <div className="form-success" role="status">{t`Your phone number was changed.`}</div> : null}
      <PhoneField
        label={t`New phone number`}
        areaCode={areaCode}
        phone={phone}
        onAreaCodeChange={setAreaCode}
        onPhoneChange={setPhone}
        error={errors.phone}
      />
      <SmsCodeField
        areaCode={areaCode}
        phone={phone}
        purpose="changePhone"
        code={code}
        onCodeChange={setCode}
        error={errors.code}
        onSendError={setFormError}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t`Saving…` : t`Change phone number`}
      </button>
    </form>
  );
}
