import type { SmsPurpose } from '../../../protocol/account';
import { PhoneField } from './PhoneField';
import { SmsCodeField } from './SmsCodeField';
import type { BoundField } from './useFormField';

interface Props {
  areaCode: BoundField<string>;
  phone: BoundField<string>;
  code: BoundField<string>;
  purpose: SmsPurpose;
  onSendError: (message: string) => void;
  phoneLabel?: string;
  /** Shown under the code while the code itself has no error (a refused send, in the register form). */
  codeNote?: string | undefined;
}

/** The phone number with its area code and the SMS code sent to it, bound to a form's fields. */
export function PhoneCodeFields({
  areaCode,
  phone,
  code,
  purpose,
  onSendError,
  phoneLabel,
  codeNote,
}: Props) {
  return (
    <>
      <PhoneField
        {...(phoneLabel ? { label: phoneLabel } : {})}
        areaCode={areaCode.value}
        phone={phone.value}
        onAreaCodeChange={areaCode.onValueChange}
        onPhoneChange={phone.onValueChange}
        phoneRef={phone.ref}
        onBlur={phone.onBlur}
        error={phone.error}
      />
      <SmsCodeField
        areaCode={areaCode.value}
        phone={phone.value}
        purpose={purpose}
        code={code.value}
        onCodeChange={code.onValueChange}
        codeRef={code.ref}
        onBlur={code.onBlur}
        error={code.error ?? codeNote}
        onSendError={onSendError}
      />
    </>
  );
}
