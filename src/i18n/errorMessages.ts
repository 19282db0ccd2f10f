import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Envelope, FailureData } from '../../protocol/envelope';
import { ErrorCode } from '../../protocol/errors';
import { i18n } from './i18n';

/** Every code of protocol/errors.ts as a translated message (§8). */
const messages: Record<ErrorCode, MessageDescriptor> = {
  [ErrorCode.Forbidden]: msg`Your login is no longer valid, please log in again`,
  [ErrorCode.LoginExpired]: msg`Your login has expired, please log in again`,
  [ErrorCode.RegionForbidden]: msg`This service is not available in your region`,
  [ErrorCode.InvalidInput]: msg`Some fields are not valid`,
  [ErrorCode.BodyTooLarge]: msg`The file or request is too large`,
  [ErrorCode.NotFound]: msg`Not found`,
  [ErrorCode.TooManyRequests]: msg`Too many attempts, please try again later`,
  [ErrorCode.Internal]: msg`Something went wrong, please try again`,
  [ErrorCode.LoginRequired]: msg`Please log in first`,
  [ErrorCode.NoPermission]: msg`You do not have permission to do this`,
  [ErrorCode.UsernameOrPasswordEmpty]: msg`Username or password is empty`,
  [ErrorCode.WrongPassword]: msg`Wrong login password`,
  [ErrorCode.AnchorBanned]: msg`This anchor account is banned, please contact customer support`,
  [ErrorCode.NotAnchorOrPending]: msg`This account is not an anchor yet or is awaiting approval`,
  [ErrorCode.AnchorNotRegistered]: msg`Anchor not registered`,
  [ErrorCode.RegistrationUnderReview]: msg`Your registration is under review`,
  [ErrorCode.RegistrationRejected]: msg`Your registration review was rejected`,
  [ErrorCode.PhoneEmpty]: msg`Phone number is empty`,
  [ErrorCode.UsernameExists]: msg`This username already exists`,
  [ErrorCode.PhoneAlreadyAnchor]: msg`This phone number is already an anchor`,
  [ErrorCode.PasswordDiffersFromApp]: msg`The password differs from the one registered in the app`,
  [ErrorCode.AccountUnderReview]: msg`This account is under review`,
  [ErrorCode.PhoneBoundToOther]: msg`This phone number is bound to another account`,
  [ErrorCode.PhoneRegisteredLogIn]: msg`This phone number is already registered, please log in directly`,
  [ErrorCode.PhoneMissingOrWrongPassword]: msg`Phone number not registered or wrong password`,
  [ErrorCode.WrongPhoneOrAreaCode]: msg`Wrong phone number or area code`,
  [ErrorCode.PermanentlyBanned]: msg`This account is permanently banned`,
  [ErrorCode.UsernameMissingOrWrongPassword]: msg`Username not registered or wrong password`,
  [ErrorCode.RegionEmpty]: msg`Please choose your region`,
  [ErrorCode.UsernameEmpty]: msg`Username is empty`,
  [ErrorCode.AccountForbidden]: msg`This account is forbidden to log in`,
  [ErrorCode.ConfirmPasswordDiffers]: msg`The two passwords do not match`,
  [ErrorCode.SmsCodeWrong]: msg`Wrong SMS code`,
  [ErrorCode.CodeWrongOrExpired]: msg`Verification code wrong or expired`,
  [ErrorCode.SecurityCodeWrong]: msg`Wrong security code. If you lost it, contact your superior admin`,
  [ErrorCode.SecurityCodeRequired]: msg`This account needs its security code to log in`,
  [ErrorCode.AgreementRequired]: msg`Please read and accept the user agreement`,
  [ErrorCode.SamePassword]: msg`The new password must differ from the old one`,
};

/** Field rules named in `data.issues` of code 1000, per field. */
const fieldRules: Record<string, MessageDescriptor> = {
  username: msg`Username: 6-15 letters and digits, with at least one of each`,
  password: msg`Password: 6-15 letters and digits, with at least one of each`,
  newPassword: msg`New password: 6-15 letters and digits, with at least one of each`,
  birthday: msg`Please choose a valid birthday`,
  nickname: msg`Please enter a nickname`,
  avatar: msg`Please upload the avatar again`,
  code: msg`The SMS code has 6 digits`,
  phone: msg`Wrong phone number or area code`,
};

export function messageForCode(code: number): string {
  const descriptor = messages[code as ErrorCode];
  return descriptor ? i18n._(descriptor) : i18n._(msg`Something went wrong (code ${code})`);
}

/** The translated message for a refused call, naming the first bad field when the server said which. */
export function messageFor(envelope: Envelope<unknown>): string {
  if (envelope.code === ErrorCode.InvalidInput) {
    const issues = (envelope.data as FailureData | undefined)?.issues ?? [];
    if (issues.some((i) => i.rule === 'markup')) return i18n._(msg`Text fields may not contain HTML tags`);
    for (const issue of issues) {
      const rule = fieldRules[issue.path.split('.')[0] ?? ''];
      if (rule) return i18n._(rule);
    }
  }
  return messageForCode(envelope.code);
}

export function networkErrorMessage(): string {
  return i18n._(msg`Network error, please check your connection and try again`);
}
