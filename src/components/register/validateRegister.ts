import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Envelope, FailureData } from '../../../protocol/envelope';
import { ErrorCode } from '../../../protocol/errors';
import {
  HEIGHT_RANGE,
  HOBBY_MAX,
  HOBBY_TEXT_MAX,
  isValidBirthday,
  isValidCredential,
  isValidPhone,
  NICKNAME_MAX,
  PROFILE_MAX,
  SMS_CODE_PATTERN,
  WEIGHT_RANGE,
} from '../../../protocol/rules';
import type { RegisterErrors, RegisterField, RegisterValues } from './registerValues';

const [minHeight, maxHeight] = HEIGHT_RANGE;
const [minWeight, maxWeight] = WEIGHT_RANGE;

export const MESSAGES = {
  username: msg`Username: 6-15 letters and digits, with at least one of each`,
  usernameTaken: msg`This username is already taken`,
  password: msg`Password: 6-15 letters and digits, with at least one of each`,
  confirmPassword: msg`The two passwords do not match`,
  phoneEmpty: msg`Please enter your phone number`,
  phone: msg`Wrong phone number or area code`,
  code: msg`The SMS code has 6 digits`,
  codeWrong: msg`Wrong SMS code or the code has expired`,
  agreement: msg`Please read and accept the user agreement`,
  nickname: msg`Please enter a nickname`,
  nicknameLong: msg`The nickname can have at most ${NICKNAME_MAX} characters`,
  birthday: msg`Please choose your birthday`,
  birthdayInvalid: msg`Please choose a valid birthday`,
  province: msg`Please enter your province`,
  city: msg`Please enter your city`,
  height: msg`Height must be a whole number from ${minHeight} to ${maxHeight} cm`,
  weight: msg`Weight must be a whole number from ${minWeight} to ${maxWeight} kg`,
  hobbies: msg`At most ${HOBBY_MAX} hobbies`,
  profile: msg`The profile can have at most ${PROFILE_MAX} characters`,
  avatar: msg`Please upload the avatar again`,
} satisfies Record<string, MessageDescriptor>;

function inRange(text: string, min: number, max: number): boolean {
  if (text.trim() === '') return true;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max;
}

/** Every rule of §5, in the order the form shows the fields. */
export function validateRegister(v: RegisterValues, usernameTaken: boolean): RegisterErrors {
  const e: RegisterErrors = {};
  if (!isValidCredential(v.username)) e.username = MESSAGES.username;
  else if (usernameTaken) e.username = MESSAGES.usernameTaken;
  if (!isValidCredential(v.password)) e.password = MESSAGES.password;
  if (v.confirmPassword !== v.password || !v.confirmPassword) e.confirmPassword = MESSAGES.confirmPassword;
  if (!v.phone) e.phone = MESSAGES.phoneEmpty;
  else if (!isValidPhone(v.areaCode, v.phone)) e.phone = MESSAGES.phone;
  if (!SMS_CODE_PATTERN.test(v.code)) e.code = MESSAGES.code;
  if (!v.nickname.trim()) e.nickname = MESSAGES.nickname;
  else if (v.nickname.trim().length > NICKNAME_MAX) e.nickname = MESSAGES.nicknameLong;
  if (!v.birthday) e.birthday = MESSAGES.birthday;
  else if (!isValidBirthday(v.birthday.year, v.birthday.month, v.birthday.day))
    e.birthday = MESSAGES.birthdayInvalid;
  if (!v.province.trim()) e.province = MESSAGES.province;
  if (!v.city.trim()) e.city = MESSAGES.city;
  if (!inRange(v.height, minHeight, maxHeight)) e.height = MESSAGES.height;
  if (!inRange(v.weight, minWeight, maxWeight)) e.weight = MESSAGES.weight;
  if (v.hobbies.length > HOBBY_MAX) e.hobbies = MESSAGES.hobbies;
  if (v.profile.length > PROFILE_MAX) e.profile = MESSAGES.profile;
  if (!v.agreement) e.agreement = MESSAGES.agreement;
  return e;
}

/** Refusal codes that concern one field, so the field is marked too. */
const CODE_FIELDS: Partial<Record<number, [RegisterField, MessageDescriptor]>> = {
  [ErrorCode.UsernameEmpty]: ['username', MESSAGES.username],
  [ErrorCode.UsernameExists]: ['username', MESSAGES.usernameTaken],
  [ErrorCode.ConfirmPasswordDiffers]: ['confirmPassword', MESSAGES.confirmPassword],
  [ErrorCode.PhoneEmpty]: ['phone', MESSAGES.phoneEmpty],
  [ErrorCode.WrongPhoneOrAreaCode]: ['phone', MESSAGES.phone],
  [ErrorCode.SmsCodeWrong]: ['code', MESSAGES.codeWrong],
  [ErrorCode.CodeWrongOrExpired]: ['code', MESSAGES.codeWrong],
  [ErrorCode.AgreementRequired]: ['agreement', MESSAGES.agreement],
  [ErrorCode.RegionEmpty]: ['province', MESSAGES.province],
};

/** A field named in `data.issues` (its path's first segment) and what to say next to it. */
const ISSUE_FIELDS: Partial<Record<string, [RegisterField, MessageDescriptor]>> = {
  username: ['username', MESSAGES.username],
  password: ['password', MESSAGES.password],
  confirmPassword: ['confirmPassword', MESSAGES.confirmPassword],
  areaCode: ['phone', MESSAGES.phone],
  phone: ['phone', MESSAGES.phone],
  code: ['code', MESSAGES.code],
  agreement: ['agreement', MESSAGES.agreement],
  nickname: ['nickname', MESSAGES.nickname],
  birthday: ['birthday', MESSAGES.birthdayInvalid],
  gender: ['gender', msg`Please choose a gender`],
  province: ['province', MESSAGES.province],
  city: ['city', MESSAGES.city],
  height: ['height', MESSAGES.height],
  weight: ['weight', MESSAGES.weight],
  emotion: ['emotion', msg`Please choose an emotional status`],
  hobbies: [
    'hobbies',
    msg`Each hobby can have at most ${HOBBY_TEXT_MAX} characters, at most ${HOBBY_MAX} hobbies`,
  ],
  profile: ['profile', MESSAGES.profile],
  avatar: ['avatar', MESSAGES.avatar],
};

/** The fields a refusal names: `data.issues` of code 1000, or the one field of a known code. */
export function serverFieldErrors(res: Envelope<unknown>): RegisterErrors {
  const e: RegisterErrors = {};
  if (res.code === ErrorCode.InvalidInput) {
    const issues = (res.data as FailureData | undefined)?.issues ?? [];
    for (const issue of issues) {
      const known = ISSUE_FIELDS[issue.path.split('.')[0] ?? ''];
      if (known) e[known[0]] = known[1];
    }
    return e;
  }
  const known = CODE_FIELDS[res.code];
  if (known) e[known[0]] = known[1];
  return e;
}
