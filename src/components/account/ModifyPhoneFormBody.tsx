import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { call } from '../../api/client';
import { refreshUser } from '../../state/session';
import { CHANGE_PHONE_FIELDS, changePhoneForm } from './accountForms';
import { formResolver } from './formResolver';
import { PhoneCodeFields } from './PhoneCodeFields';
import { useFocusFirstInvalid, useFormField } from './useFormField';
import { useSubmit } from './useSubmit';

const resolver = formResolver(changePhoneForm, CHANGE_PHONE_FIELDS);

/** New phone plus the SMS code sent to it (§2 user menu and /user/info/modifyPhone). */
export function ModifyPhoneFormBody({ onDone }: { onDone?: (() => void) | undefined }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, formError, setFormError, submit } = useSubmit();
  const [done, setDone] = useState(false);
  const { control, handleSubmit, setValue, formState } = useForm({
    defaultValues: { areaCode: '86', phone: '', code: '' },
    resolver,
    shouldFocusError: false,
  });
  useFocusFirstInvalid(formRef, formState);
  const areaCode = useFormField(control, 'areaCode', { deps: ['phone'] });
  const phone = useFormField(control, 'phone');
  const code = useFormField(control, 'code');

  return (
    <form
      ref={formRef}
      onSubmit={(e) =>
        void handleSubmit((body) =>
          submit(
            () => call('changePhone', body),
            async () => {
              setDone(true);
              setValue('code', '');
              await refreshUser();
              onDone?.();
            },
          ),
        )(e)
      }
      noValidate
      data-testid="modify-phone-form"
    >
      {formError ? (
        <div className="form-error" role="alert">
          {formError}
        </div>
      ) : null}
      {done ? <div className="form-success" role="status">{t`Your phone number was changed.`}</div> : null}
      <PhoneCodeFields
        phoneLabel={t`New phone number`}
        areaCode={areaCode}
        phone={phone}
        code={code}
        purpose="changePhone"
        onSendError={setFormError}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t`Saving…` : t`Change phone number`}
      </button>
    </form>
  );
}
