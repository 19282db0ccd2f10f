import { registerRequest } from '../../../protocol/account';
import type { Envelope } from '../../../protocol/envelope';
import { ErrorCode } from '../../../protocol/errors';
import { isValidCredential, isValidPhone } from '../../../protocol/rules';
import { z } from '../../../protocol/zodClient';
import { type FieldMessages, type FormMessage, says } from '../account/formMessages';
import { refusedFields } from '../account/formResolver';
import { optionalInt, PROFILE_FIELD_MESSAGES, requiredBirthday } from '../profile/profileRules';
import type { RegisterField } from './registerValues';

const r = registerRequest.shape;

/**
 * The anchor registration form (§3, §5): the fields of the protocol's `registerRequest` with the
 * checks the form makes first (credentials, phone pattern, a real birthday, the confirmation, the
 * agreement), each naming its message. Its output is the request body. `usernameTaken` is the
 * server's answer for the typed username.
 */
export function registerForm(usernameTaken: boolean) {
  return z
    .object({
      username: r.username.refine(isValidCredential, says('username')),
      password: r.password.refine(isValidCredential, says('password')),
      confirmPassword: r.confirmPassword,
      areaCode: r.areaCode,
      phone: r.phone.min(1, says('phoneEmpty')),
      code: r.code,
      agreement: r.agreement.refine((accepted) => accepted, says('agreement')),
      nickname: r.nickname,
      birthday: requiredBirthday,
      gender: r.gender,
      province: r.province.min(1, says('province')),
      city: r.city.min(1, says('city')),
      height: optionalInt(r.height),
      weight: optionalInt(r.weight),
      emotion: r.emotion,
      hobbies: r.hobbies,
      profile: r.profile,
      avatar: r.avatar,
    })
    .superRefine(
      (v, ctx) => {
        const issue = (path: RegisterField, message: FormMessage) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (usernameTaken && isValidCredential(v.username)) issue('username', 'usernameTaken');
        if (!v.confirmPassword || v.confirmPassword !== v.password)
          issue('confirmPassword', 'confirmPassword');
        if (v.phone && !isValidPhone(v.areaCode, v.phone)) issue('phone', 'phoneWrong');
        // Also while another field holds what its type refuses (a height of "abc"): all rules show at once.
      },
      { when: () => true },
    );
}

/** The message of each field for the protocol's own rules, and for the fields a refusal names. */
export const REGISTER_FIELDS = {
  username: 'username',
  password: 'password',
  confirmPassword: 'confirmPassword',
  areaCode: 'phoneWrong',
  phone: 'phoneWrong',
  code: 'code',
  agreement: 'agreement',
  ...PROFILE_FIELD_MESSAGES,
} as const satisfies Required<FieldMessages<RegisterField>>;

/** Refusal codes that concern one field, so the field is marked too. */
const CODE_FIELDS: Partial<Record<number, [RegisterField, FormMessage]>> = {
  [ErrorCode.UsernameEmpty]: ['username', 'username'],
  [ErrorCode.UsernameExists]: ['username', 'usernameTaken'],
  [ErrorCode.ConfirmPasswordDiffers]: ['confirmPassword', 'confirmPassword'],
  [ErrorCode.PhoneEmpty]: ['phone', 'phoneEmpty'],
  [ErrorCode.WrongPhoneOrAreaCode]: ['phone', 'phoneWrong'],
  [ErrorCode.SmsCodeWrong]: ['code', 'codeWrong'],
  [ErrorCode.CodeWrongOrExpired]: ['code', 'codeWrong'],
  [ErrorCode.AgreementRequired]: ['agreement', 'agreement'],
  [ErrorCode.RegionEmpty]: ['province', 'province'],
};

/** The fields a refused registration names: `issues` of a 1000, or the one field of a known code. */
export function registerRefusal(res: Envelope<unknown>): Partial<Record<RegisterField, FormMessage>> {
  return refusedFields(res, REGISTER_FIELDS, CODE_FIELDS);
}
